#!/usr/bin/env python3
"""Deterministic random memref programs for testing buffer deallocation.

`dealloc_gen.py SEED` prints a module whose `func.func @main() -> i64`
returns a checksum of every value it loads. The program allocates but never
frees: it is input for `--buffer-deallocation-pipeline`. Before the pass it
must run leaking but otherwise clean under `mlbuf-run --check`; after the
pass it must run clean and return the same checksum.

Features: static and dynamic allocations, allocas, a mutable global, cf
diamonds, cf.switch, unstructured cf loops carrying memrefs, scf.if / for /
while / execute_region / index_switch yielding memrefs, calls to private and
public helpers (some return an argument), subview, memref.view, reinterpret_cast,
cast, expand/collapse_shape, arith.select of memrefs and memref.realloc.

Adversarial features (issue 12), on by default, each aimed at one rule of
docs/deallocation.md (`--without new` leaves them all out and gives the
programs of the classic features; `--list-features` prints this mapping):

  byteviews        Views need no free of their own; the dealloc compares base
                   buffers at run time, and the pointer of a memref.view at a
                   non-zero byte shift is not its buffer's ("Differences from
                   upstream", shifted views): i64 views of i8 buffers at byte
                   shifts passed to and returned from helpers, carried by
                   cf.br/cf.cond_br block arguments and scf.for/scf.while
                   iter_args, merged with fresh buffers; byte buffers as
                   helper arguments and results, selected, yielded by scf.if,
                   carried by scf.for and viewed in every iteration.
  clone            Allocations are owned; the lowered multi-buffer dealloc
                   (inline-limit, dealloc helper) and canonicalize's clone
                   folding must keep a clone and its live source apart:
                   bufferization.clone of a buffer that stays live (of views,
                   arguments, globals, stack buffers).
  select-alias     Selects take the joined ownership of their operands:
                   arith.select between a buffer and its clone, a buffer and
                   a view of it (subview, cast), a buffer and itself, two
                   views of one byte buffer, a buffer and a fresh one.
  region-alias     Ownership through region results ("a region never owns
                   what comes from outside it"): scf.if/execute_region
                   yielding one buffer twice or a buffer and its view;
                   scf.for whose two iter_args start as one buffer, are
                   swapped, duplicated or replaced by an outer buffer.
  blockarg-alias   Ownership through block arguments (an i1 per buffer
                   argument, fed by every branch): one buffer passed twice,
                   a buffer and its view, cf.cond_br with both edges to one
                   block with swapped operands, a branch loop swapping its
                   two carried buffers.
  direct-use       "A buffer passed to a block and used directly there"
                   (retain lists hold each value once): read through both,
                   written through the argument, both passed on again.
  switch-edges     Edge splitting (terminators without a known branch
                   condition): cf.switch with several cases and the default
                   going to one block with different operands, one buffer in
                   several operand positions, a default-only switch.
  unreachable      Unreachable blocks get consistent ownership arguments: a
                   block without predecessors allocating and branching into a
                   reachable join. The pipeline's first canonicalize erases
                   such blocks: use dealloc_random.py --pipeline
                   no-pre-canon (or ownership) to reach the pass with them.
  return-alias     The function-boundary ABI (a function never owns its
                   arguments, never returns a buffer aliasing one; callers
                   own every result): helpers returning one buffer twice, a
                   view of an argument (subview, cast, byte view), a select
                   of an argument and a fresh buffer, a global, returns in
                   two blocks with different buffers.
  indirect-call    The ABI through func.constant + func.call_indirect (the
                   callee is not resolved by a symbol; with
                   private-function-dynamic-ownership the callee's type must
                   not change under the reference).
  alloca-mix       Stack buffers are never owned and are always cloned to be
                   returned: allocas made in nested regions and merged with
                   heap buffers (yields, block arguments, selects, calls),
                   memref.alloca_scope returning a heap buffer, a helper
                   returning its own alloca that callers never use (the
                   clone must still be freed).
  recursion        private-function-dynamic-ownership and the ABI on a
                   private (sometimes public) helper calling itself, in an
                   scf.if or in blocks that each return, returning its
                   argument, a fresh buffer or the recursive result.
  hand-free        Buffers managed by hand ("existing frees"): memref.dealloc
                   right away, in both arms of an scf.if or a cf.cond_br at
                   different points, through a block argument, of the
                   carried buffer of an scf.for or branch loop (freed and
                   replaced every iteration), after passing it to a helper,
                   marked bufferization.manual_deallocation, and a helper
                   freeing its argument on every path. Every such buffer is
                   freed exactly once on every path and never used after.
  realloc-carried  memref.realloc frees its source, its result is owned
                   (expand-realloc): realloc of an scf.for iter_arg (every
                   iteration, or in one arm of an scf.if), of a branch loop's
                   carried buffer, of a block argument, of a call result.
  dealloc-ops      "Running twice": a function that already holds
                   bufferization.dealloc is left alone, the simplification and
                   the lowering still apply: a helper deallocated by hand with
                   one multi-buffer dealloc (a clone and its source, a select
                   of both listed again, one buffer twice, a byte buffer under
                   a view, the argument with condition false, or true when the
                   helper consumes it) retaining the buffer it returns.

Buffers from outside a function (group name "outside"; on by default, in
"new" too, so that the classic programs of `--without new` stay without
them), aimed at the copy-based buffer-deallocation pass
(docs/copy-deallocation.md, "Buffers from outside"), which clones what flows
into a critical alias (a value that may hold one of several buffers: a
join's block argument, an scf.if / index_switch / execute_region / for
result): a write through the alias then misses the buffer it came from,
which is wrong whenever that buffer is read afterwards. MLIR 16's pass (and
mlbuf's before 2026-11-29) produced wrong values on all three; they must be
refused or keep their values. A quarter of the programs get them (a program
draws which of the three):

  outside-arg      A helper forwards its argument into a critical alias
                   (cf.cond_br join, scf.if, scf.index_switch, scf.for
                   iter_arg, multi-block scf.execute_region; sometimes two
                   in a row, a clone of a clone; a selector argument picks
                   the path) and writes through it (a store,
                   or a call of a helper writing its argument), sometimes
                   recursively (the recursion ends in the forwarding, or
                   hands the alias on); the caller reads the argument after
                   the call.
  outside-global   The same for a mutable global @gsep that the helper
                   takes itself (maybe also handed an unrelated buffer it
                   reads); the caller reads @gsep afterwards, and @main reads
                   all of it before it returns.
  outside-call     In any function: @gsep or a buffer of the function goes
                   into a critical alias, then a call writes it (a helper
                   writing @gsep without operands or with unrelated ones,
                   maybe recursively; a helper writing its argument), reads
                   it after the alias was written (maybe recursively), or
                   reads an unrelated buffer; then the alias is read.

They are inserted between the other statements with random streams and
names (suffix _o, labels ^bb_oN) of their own and never touch the other
statements' values' bookkeeping, so a seed's program without them (--without
outside) is the one it gave before they existed, and with them it is that
program plus their lines. Their helpers take no knob (a helper touching a
global other than @gsep would count, in the pass's callee summaries, as
writing every buffer from outside).

Rules left out: gpu.alloc (mlbuf-run does not execute gpu ops) and ops with
unknown effects (mlbuf-run executes no unknown op, and an op-semantics file
cannot take the effects away from an op mlbuf registers). Running the
pipeline twice and private-function-dynamic-ownership are options of
dealloc_random.py (--rerun, --private-dyn), as is upstream's lowering form
(--inline-limit 0).

Why the programs are well-defined (the generator's bookkeeping):
- every buffer is filled right after it is created, so no load reads
  uninitialized memory, and every value carries `lo`, the number of elements
  it has on every path, so indices stay in bounds;
- branch conditions, sizes and trip counts are loaded from a global of
  "knobs", which the canonicalizer in the pipeline cannot fold;
- the pass may return a copy instead of an alias at a function boundary
  (a result it does not own is cloned). Such a result and every buffer it may
  alias are "tainted": never written again, never reinterpreted, so a copy and
  an alias stay indistinguishable;
- memref.realloc frees its source: it is only applied to a fresh buffer that
  is used no more afterwards (realloc-carried: a fresh buffer only the
  realloc chain holds, a call result that aliases nothing);
- bufferization.clone may alias its source (mutating either afterwards is
  undefined, and canonicalize folds a clone into its source when one of them
  is freed in its block): both are tainted;
- a buffer the program frees itself is never put where other statements
  find it: it is used, then freed exactly once on every path, so no other
  buffer may be freed by that free (which would make it managed by hand);
- scf.for and memref.alloca_scope are allocation scopes: a stack buffer
  made in one never leaves it (yields, returns);
- a helper's results that share a buffer are tainted in callers (the pass
  may clone one of them);
- byte views are filled when made; only filled elements are read.
- the outside-* statements write only buffers that are not tainted,
  not arguments of the function and not @gdata (or fresh ones, or @gsep,
  which nothing else touches), at indices below their `lo`; their
  critical aliases stay inside the statement.

usage: dealloc_gen.py SEED [--structured-only] [--without F1,...] [--with F1,...]
                           [--size N] [--skip PATH,...] [--annotate]
                           [--list-features]
"""
import argparse
import random
import sys

FEATURES = [
    "alloc", "dynalloc", "alloca", "global", "load", "store", "sumloop",
    "subview", "view", "reinterpret", "cast", "reshape", "select", "realloc",
    "if", "for", "while", "exec", "indexswitch", "call",
    "cfdiamond", "cfswitch", "cfloop", "multiblock-exec",
    # issue 12: adversarial features, one per rule of docs/deallocation.md
    "byteviews", "clone", "select-alias", "region-alias", "blockarg-alias",
    "direct-use", "switch-edges", "unreachable", "return-alias",
    "indirect-call", "alloca-mix", "recursion", "hand-free",
    "realloc-carried", "dealloc-ops",
    # buffers from outside a function written through a critical alias
    # (the copy-based pass's separation check; see OutsideGen)
    "outside-arg", "outside-global", "outside-call",
]
# The features of issue 12 (adversarial, one per rule; see above). The
# group name "new" stands for all of them in --with/--without.
NEW = FEATURES[FEATURES.index("byteviews"):]
# The rule of docs/deallocation.md each issue-12 feature attacks (details in
# the module docstring).
RULES = {
    "byteviews": "views need no free; shifted memref.view pointers",
    "clone": "allocations are owned; multi-buffer dealloc lowering",
    "select-alias": "selects take the joined ownership of their operands",
    "region-alias": "ownership through region results",
    "blockarg-alias": "ownership through block arguments",
    "direct-use": "a buffer passed to a block and used directly there",
    "switch-edges": "edge splitting (cf.switch)",
    "unreachable": "unreachable blocks (needs --pipeline no-pre-canon)",
    "return-alias": "function-boundary ABI: returning arguments and views",
    "indirect-call": "function-boundary ABI through func.call_indirect",
    "alloca-mix": "stack buffers are not owned, cloned to be returned",
    "recursion": "private-function-dynamic-ownership, recursive calls",
    "hand-free": "existing frees: buffers managed by hand",
    "realloc-carried": "memref.realloc frees its source, owns its result",
    "dealloc-ops": "running twice: functions holding bufferization.dealloc",
    "outside-arg": "copy-based: a callee writes the clone of its argument",
    "outside-global": "copy-based: a callee writes the clone of a global",
    "outside-call": "copy-based: a call writes what a clone was taken of",
}
# Off unless named by --with: escaping-views is known to fail by design
# (see s_view); copies (memref.copy for copy-removal, s_copy) leaves the
# programs of earlier seeds as they were.
OPT_IN = ["escaping-views", "copies"]
# Features upstream's ownership-based deallocation rejects or that need a
# multi-block region: --structured-only drops them.
UNSTRUCTURED = {"cfdiamond", "cfswitch", "cfloop", "multiblock-exec",
                "blockarg-alias", "direct-use", "switch-edges", "unreachable",
            "alloca-scope", "hand-free", "realloc-carried"}

NKNOBS = 32
TY_ACC = "memref<1xi64>"


def ty_of(cls, n=0):
    """The 1-D i64 memref type of a value class: S static identity, D dynamic
    identity, O unit stride with any offset, G any stride and offset; B is a
    byte buffer (memref<Nxi8> when n, else memref<?xi8>)."""
    if cls == "B":
        return "memref<%sxi8>" % (n if n else "?")
    if cls == "S":
        return "memref<%dxi64>" % n
    if cls == "D":
        return "memref<?xi64>"
    if cls == "O":
        return "memref<?xi64, strided<[1], offset: ?>>"
    return "memref<?xi64, strided<[?], offset: ?>>"


RANK = {"S": 0, "D": 1, "O": 2, "G": 3}


class Val:
    """A 1-D memref SSA value and what the generator knows about it."""

    def __init__(self, name, cls, n, lo, rc, roots, esc=True, base=False):
        self.name = name
        # the start of a heap allocation on every path (memref.realloc and
        # memref.dealloc may take it)
        self.base = base
        self.cls = cls
        self.n = n            # static size (class S)
        self.lo = lo          # elements present on every path
        self.rc = rc          # elements from the aligned pointer (0: unknown)
        self.roots = frozenset(roots)  # buffers it may alias
        # False for views made by memref.view (and views of them): they
        # stay in their block, see s_view.
        self.esc = esc

    @property
    def ty(self):
        return ty_of(self.cls, self.n)


def castable(v, cls, n=0):
    """Whether v can be memref.cast to class cls without a runtime check."""
    if "I" in (cls, v.cls):
        return False
    if cls == "B" or v.cls == "B":
        return cls == v.cls and (n == 0 or v.n == n)
    if cls == "S":
        return v.cls == "S" and v.n == n
    return RANK[v.cls] <= RANK[cls]


def join_cls(vals):
    """The least class (and static size) every value casts to."""
    if any(v.cls == "B" for v in vals):
        same = len({v.n for v in vals}) == 1
        return "B", vals[0].n if same else 0
    if all(v.cls == "S" for v in vals) and len({v.n for v in vals}) == 1:
        return "S", vals[0].n
    return max((v.cls for v in vals), key=lambda c: RANK[c]) \
        if any(v.cls in "OG" for v in vals) else "D", 0


class Block:
    def __init__(self, label=None, args=()):
        self.label = label
        self.args = list(args)  # (name, type)
        self.lines = []


class Builder:
    """One region under construction: its blocks and the current block."""

    def __init__(self, label=None, args=()):
        self.blocks = [Block(label, args)]
        self.cur = self.blocks[0]

    def render(self, indent):
        out = []
        for b in self.blocks:
            if b.label:
                a = ", ".join("%s: %s" % x for x in b.args)
                out.append(" " * (indent - 2) + "^%s%s:" % (
                    b.label, "(%s)" % a if a else ""))
            for line in b.lines:
                out.extend(" " * indent + x for x in line.split("\n"))
        return out


class Helper:
    """A generated helper's contract, as seen by callers."""

    def __init__(self, name, public):
        self.name = name
        self.public = public
        self.params = []      # (cls, n, lo)
        self.results = []     # (cls, n, lo, rc, aliases: set of param idx,
        #                        global: bool, shared: shares a buffer with
        #                        another result, dangling: the callee's
        #                        stack buffer, never to be used)
        self.writes = set()   # params it (transitively) stores into
        self.writes_global = False
        self.consumes = set()  # params it frees (callers pass fresh ones)


class Fn:
    """Generation state of one function."""

    def __init__(self, gen, name):
        self.g = gen
        self.rng = random.Random("%d:%s" % (gen.seed, name))
        self.path = name
        self.nregions = {}
        self.name = name
        self.count = 0
        self.consts = {}
        self.prologue = []
        self.b = None
        self.taint = set()
        self.loops = 0
        self.writes = set()   # roots stored into (params and 'g' matter)
        self.callee_writes_global = False
        self.labels = 0
        self.multi = False    # the statement may make blocks
        # Names of the outside-* statements (see outside_names): a counter,
        # labels, constants and prologue of their own, and the suffix "_o".
        self.sfx = ""
        self.other_names = (0, 0, {}, [])

    # ---- names and constants ----
    def outside_names(self):
        """Switches to (or back from) the names of the outside-* statements.
        They are inserted among the others (Gen.outside_slot); with names
        of their own, every other line of the program stays as it is
        without them (no SSA name, label or constant is renumbered)."""
        mine = (self.count, self.labels, self.consts, self.prologue)
        (self.count, self.labels, self.consts,
         self.prologue) = self.other_names
        self.other_names = mine
        self.sfx = "_o" if not self.sfx else ""

    def fresh(self, p="v"):
        self.count += 1
        return "%%%s%s%d" % (p, self.sfx, self.count)

    def label(self):
        self.labels += 1
        return "bb%s%d" % (self.sfx, self.labels)

    def cidx(self, k):
        key = ("index", k)
        if key not in self.consts:
            name = "%%c%d%s" % (k, self.sfx)
            self.consts[key] = name
            self.prologue.append("%s = arith.constant %d : index" % (name, k))
        return self.consts[key]

    def ci1(self, b):
        key = ("i1", b)
        if key not in self.consts:
            name = ("%true" if b else "%false") + self.sfx
            self.consts[key] = name
            self.prologue.append("%s = arith.constant %s"
                                 % (name, "true" if b else "false"))
        return self.consts[key]

    def ci64(self, k):
        key = ("i64", k)
        if key not in self.consts:
            name = "%%c%s_i64%s" % (str(k).replace("-", "m"), self.sfx)
            self.consts[key] = name
            self.prologue.append("%s = arith.constant %d : i64" % (name, k))
        return self.consts[key]

    def emit(self, s):
        self.b.cur.lines.append(s)

    def tainted(self, v):
        return bool(v.roots & self.taint)

    # ---- opaque values ----
    def knob(self):
        """(name, value) of a fresh i64 load of a knob."""
        j = self.rng.randrange(NKNOBS)
        k = self.fresh("k")
        self.emit("%s = memref.load %%knobs[%s] : memref<%dxi64>"
                  % (k, self.cidx(j), NKNOBS))
        return k, self.g.knobs[j]

    def opaque_index(self, x):
        """An index SSA value equal to x that no folder can see."""
        cands = [j for j in range(NKNOBS) if self.g.knobs[j] <= x]
        j = self.rng.choice(cands)
        k = self.fresh("k")
        self.emit("%s = memref.load %%knobs[%s] : memref<%dxi64>"
                  % (k, self.cidx(j), NKNOBS))
        ki = self.fresh("i")
        self.emit("%s = arith.index_cast %s : i64 to index" % (ki, k))
        d = x - self.g.knobs[j]
        if d == 0:
            return ki
        r = self.fresh("i")
        self.emit("%s = arith.addi %s, %s : index" % (r, ki, self.cidx(d)))
        return r

    def index(self, x):
        """x as a constant or an opaque index."""
        return self.opaque_index(x) if self.rng.random() < 0.4 \
            else self.cidx(x)

    def cond(self):
        k, _ = self.knob()
        c = self.fresh("b")
        self.emit("%s = arith.cmpi slt, %s, %s : i64"
                  % (c, k, self.ci64(self.rng.randint(1, 7))))
        return c

    # ---- checksum and buffers ----
    def checksum(self, x):
        t, m, s = self.fresh("a"), self.fresh("a"), self.fresh("a")
        c0 = self.cidx(0)
        self.emit("%s = memref.load %%acc[%s] : %s" % (t, c0, TY_ACC))
        self.emit("%s = arith.muli %s, %s : i64" % (m, t, self.ci64(3)))
        self.emit("%s = arith.addi %s, %s : i64" % (s, m, x))
        self.emit("memref.store %s, %%acc[%s] : %s" % (s, c0, TY_ACC))

    def fill(self, name, ty, lo_name, hi_name):
        """Stores i*m+b into every element of [lo, hi)."""
        i, x, y, z = (self.fresh("j"), self.fresh("x"), self.fresh("x"),
                      self.fresh("x"))
        m = self.ci64(self.rng.randint(1, 9))
        b = self.ci64(self.rng.randint(-50, 100))
        self.emit("scf.for %s = %s to %s step %s {\n"
                  "  %s = arith.index_cast %s : index to i64\n"
                  "  %s = arith.muli %s, %s : i64\n"
                  "  %s = arith.addi %s, %s : i64\n"
                  "  memref.store %s, %s[%s] : %s\n}"
                  % (i, lo_name, hi_name, self.cidx(1), x, i, y, x, m,
                     z, y, b, z, name, i, ty))

    def new_root(self, p="r"):
        self.g.roots += 1
        return "%s%d" % (p, self.g.roots)

    def alloc(self, lo=1, cls=None, n=0, stack=False):
        """A fresh filled heap buffer with at least lo elements (class S
        with size n when cls is 'S', dynamic when 'D', either when None);
        a stack buffer (memref.alloca) when stack."""
        if cls is None:
            cls = "S" if self.rng.random() < 0.5 else "D"
        if cls not in "SD":
            cls = "D"
        size = n if cls == "S" and n else self.rng.randint(max(lo, 1), lo + 6)
        a = self.fresh("st" if stack else "m")
        op = "memref.alloca" if stack else "memref.alloc"
        if cls == "S":
            self.emit("%s = %s() : %s" % (a, op, ty_of("S", size)))
            hi = self.cidx(size)
        else:
            hi = self.opaque_index(size) if self.g.on("dynalloc") \
                else self.cidx(size)
            self.emit("%s = %s(%s) : memref<?xi64>" % (a, op, hi))
        v = Val(a, cls, size if cls == "S" else 0, size, size,
                {self.new_root("s" if stack else "r")}, base=not stack)
        self.fill(a, v.ty, self.cidx(0), hi)
        return v

    def alloc_bytes(self, lo, n=0):
        """A fresh byte buffer (memref<Nxi8> or memref<?xi8>) of at least lo
        bytes (static of n bytes when n). Not filled: only i64 views of it
        that are filled are read."""
        size = n or lo + self.rng.choice([0, 0, 3, 8, 16])
        b = self.fresh("bytes")
        if n or self.rng.random() < 0.4:
            self.emit("%s = memref.alloc() : memref<%dxi8>" % (b, size))
            return Val(b, "B", size, size, 0, {self.new_root()}, base=True)
        self.emit("%s = memref.alloc(%s) : memref<?xi8>"
                  % (b, self.index(size)))
        return Val(b, "B", 0, size, 0, {self.new_root()}, base=True)

    def cast(self, v, cls, n=0):
        if v.cls == cls and (cls not in "SB" or v.n == n):
            return v
        r = self.fresh("cast")
        t = ty_of(cls, n)
        self.emit("%s = memref.cast %s : %s to %s" % (r, v.name, v.ty, t))
        return Val(r, cls, n, v.lo, v.rc, v.roots, v.esc, v.base)

    def pick(self, env, pred=lambda v: True, cls_b=False):
        """A random value of env satisfying pred: i64 memrefs, or byte
        buffers (class B) when cls_b."""
        c = [v for v in env if (v.cls == "B") == cls_b and pred(v)]
        return self.rng.choice(c) if c else None

    # ---- nested regions ----
    def in_region(self, body, label=None, args=()):
        """Runs body() with a fresh builder; returns (builder, body's value)."""
        saved = self.b
        self.b = Builder(label, args)
        self.depth_inc(1)
        try:
            r = body()
        finally:
            self.depth_inc(-1)
            nb, self.b = self.b, saved
        return nb, r

    def depth_inc(self, d):
        self.g.depth += d

    def yield_value(self, env, cls=None, n=0, lo=0, loop=False,
                    returning=False, floor=None):
        """A value to leave a region with: from env or freshly allocated.
        floor: the region is an allocation scope (scf.for) entered when
        the root counter was floor: its stack buffers may not leave it."""
        def ok(v):
            if not v.esc or v.lo < lo or (cls and not castable(v, cls, n)):
                return False
            if loop and self.tainted(v):
                return False
            if floor is not None and stack_roots_after(v, floor):
                return False
            return not (returning and any(r[0] == "s" for r in v.roots))
        v = self.pick(env, ok) if self.rng.random() < 0.75 else None
        if v is None:
            stack = not returning and floor is None and \
                self.g.on("alloca-mix") and self.rng.random() < 0.25
            v = self.alloc(lo, cls, n, stack)
        return v

    def results(self, name, k):
        return [name] if k == 1 else ["%s#%d" % (name, i) for i in range(k)]

    def res_decl(self, name, k):
        return name if k == 1 else "%s:%d" % (name, k)


def stack_roots_after(v, floor):
    """Whether v may be a stack buffer made after the root counter was
    floor."""
    return any(r[0] == "s" and r[1:].isdigit() and int(r[1:]) > floor
               for r in v.roots)


def merge_vals(names, groups):
    """Result values of a construct from the values each path yields."""
    out = []
    for name, vals in zip(names, groups):
        cls, n = join_cls(vals)
        roots = frozenset().union(*(v.roots for v in vals))
        out.append(Val(name, cls, n, min(v.lo for v in vals),
                       min(v.rc for v in vals), roots,
                       all(v.esc for v in vals), all(v.base for v in vals)))
    return out


# ==== Simple statements: each takes (fn, env, budget) and returns the env ====

def s_alloc(fn, env, _):
    return env + [fn.alloc(fn.rng.randint(1, 8))]


def s_load(fn, env, _):
    v = fn.pick(env, lambda v: v.lo >= 1)
    if v is None:
        return s_alloc(fn, env, 0)
    x = fn.fresh("l")
    fn.emit("%s = memref.load %s[%s] : %s"
            % (x, v.name, fn.index(fn.rng.randrange(v.lo)), v.ty))
    fn.checksum(x)
    return env


def s_store(fn, env, _):
    v = fn.pick(env, lambda v: v.lo >= 1 and not fn.tainted(v))
    if v is None:
        return env
    src = fn.pick(env, lambda v: v.lo >= 1)
    if src is not None and fn.rng.random() < 0.5:
        x, y = fn.fresh("l"), fn.fresh("l")
        fn.emit("%s = memref.load %s[%s] : %s"
                % (x, src.name, fn.cidx(fn.rng.randrange(src.lo)), src.ty))
        fn.emit("%s = arith.addi %s, %s : i64"
                % (y, x, fn.ci64(fn.rng.randint(1, 20))))
    else:
        y = fn.ci64(fn.rng.randint(-9, 99))
    fn.emit("memref.store %s, %s[%s] : %s"
            % (y, v.name, fn.index(fn.rng.randrange(v.lo)), v.ty))
    fn.writes |= v.roots
    return env


def s_sumloop(fn, env, _):
    """Sums every element (the runtime size, whatever path made it)."""
    v = fn.pick(env)
    if v is None:
        return env
    d, i, x = fn.fresh("d"), fn.fresh("j"), fn.fresh("l")
    c0 = fn.cidx(0)
    fn.emit("%s = memref.dim %s, %s : %s" % (d, v.name, c0, v.ty))
    saved = fn.b.cur.lines
    fn.b.cur.lines = []
    fn.emit("%s = memref.load %s[%s] : %s" % (x, v.name, i, v.ty))
    fn.checksum(x)
    body = fn.b.cur.lines
    fn.b.cur.lines = saved
    fn.emit("scf.for %s = %s to %s step %s {\n%s\n}" % (
        i, c0, d, fn.cidx(1), "\n".join("  " + line for line in body)))
    return env


def subview_type(src, size, off_static, stride):
    """Result type of a 1-D subview of src (size None: dynamic)."""
    src_stride = "?" if src.cls == "G" else 1
    src_off = 0 if src.cls in "SD" else "?"
    st = "?" if src_stride == "?" else stride
    off = "?" if src_off == "?" or off_static is None else off_static
    return "memref<%sxi64, strided<[%s], offset: %s>>" % (
        "?" if size is None else size, st, off)


def s_subview(fn, env, _):
    v = fn.pick(env, lambda v: v.lo >= 1)
    if v is None:
        return env
    rng = fn.rng
    s = rng.choice([1, 1, 2])
    o = rng.randrange(v.lo)
    z = rng.randint(1, (v.lo - 1 - o) // s + 1)
    dyn_o, dyn_z = rng.random() < 0.5, rng.random() < 0.5
    so = fn.opaque_index(o) if dyn_o else str(o)
    sz = fn.opaque_index(z) if dyn_z else str(z)
    t = subview_type(v, None if dyn_z else z, None if dyn_o else o, s)
    r = fn.fresh("sv")
    fn.emit("%s = memref.subview %s[%s] [%s] [%d] : %s to %s"
            % (r, v.name, so, sz, s, v.ty, t))
    cls = "O" if s == 1 and v.cls != "G" else "G"
    c = fn.fresh("cast")
    fn.emit("%s = memref.cast %s : %s to %s" % (c, r, t, ty_of(cls)))
    return env + [Val(c, cls, 0, z, v.rc, v.roots, v.esc)]


def s_view(fn, env, _):
    """An i64 view at a non-zero byte shift into a fresh i8 buffer.

    The view is not used outside its block (no yield, branch, select, call,
    return, use in a successor block) unless --with escaping-views: the
    deallocation's runtime alias check compares aligned pointers, and a
    view's is the buffer's plus the shift, so upstream's pass as well frees
    the buffer under a view that escapes."""
    rng = fn.rng
    esc = fn.g.on("escaping-views")
    n = rng.randint(1, 8)
    shift = 8 * rng.randint(1, 4)
    nbytes = shift + 8 * n + rng.choice([0, 0, 3, 8])
    b = fn.fresh("bytes")
    static = rng.random() < 0.4
    if static:
        fn.emit("%s = memref.alloc() : memref<%dxi8>" % (b, nbytes))
        bty = "memref<%dxi8>" % nbytes
    else:
        fn.emit("%s = memref.alloc(%s) : memref<?xi8>"
                % (b, fn.index(nbytes)))
        bty = "memref<?xi8>"
    r = fn.fresh("view")
    if rng.random() < 0.5:
        fn.emit("%s = memref.view %s[%s][] : %s to memref<%dxi64>"
                % (r, b, fn.index(shift), bty, n))
        v = Val(r, "S", n, n, n, {fn.new_root()}, esc)
    else:
        fn.emit("%s = memref.view %s[%s][%s] : %s to memref<?xi64>"
                % (r, b, fn.index(shift), fn.index(n), bty))
        v = Val(r, "D", 0, n, n, {fn.new_root()}, esc)
    fn.fill(r, v.ty, fn.cidx(0), fn.cidx(n))
    return env + [v]


def s_reinterpret(fn, env, _):
    v = fn.pick(env, lambda v: v.rc >= 1 and not fn.tainted(v))
    if v is None:
        return env
    o = fn.rng.randrange(v.rc)
    z = fn.rng.randint(1, v.rc - o)
    r = fn.fresh("rc")
    if fn.rng.random() < 0.5:
        t = "memref<%dxi64, strided<[1], offset: %d>>" % (z, o)
        fn.emit("%s = memref.reinterpret_cast %s to offset: [%d], sizes: "
                "[%d], strides: [1] : %s to %s" % (r, v.name, o, z, v.ty, t))
        c = fn.fresh("cast")
        fn.emit("%s = memref.cast %s : %s to %s" % (c, r, t, ty_of("O")))
        r = c
    else:
        fn.emit("%s = memref.reinterpret_cast %s to offset: [%s], sizes: "
                "[%s], strides: [1] : %s to %s"
                % (r, v.name, fn.opaque_index(o), fn.opaque_index(z), v.ty,
                   ty_of("O")))
    return env + [Val(r, "O", 0, z, v.rc, v.roots, v.esc)]


def s_cast(fn, env, _):
    v = fn.pick(env, lambda v: v.cls != "G")
    if v is None:
        return env
    cls = fn.rng.choice([c for c in "DOG" if RANK[c] > RANK[v.cls]])
    return env + [fn.cast(v, cls)]


def s_reshape(fn, env, _):
    """expand_shape to 2-D (load/store there), collapse_shape back."""
    v = fn.pick(env, lambda v: v.lo >= 2 and v.cls != "G")
    if v is None:
        return env
    rng = fn.rng
    k = rng.choice([k for k in (2, 3, 4) if k <= v.lo])
    q = rng.randint(1, v.lo // k)
    if v.cls == "S" and v.n == q * k and rng.random() < 0.5:
        src, sty = v.name, v.ty
        ety, off = "memref<%dx%dxi64>" % (q, k), ""
    else:
        src = fn.fresh("sv")
        # A dynamic offset keeps the layout strided<[1], offset: ?>.
        sty = "memref<%dxi64, strided<[1], offset: ?>>" % (q * k)
        fn.emit("%s = memref.subview %s[%s] [%d] [1] : %s to %s"
                % (src, v.name, fn.opaque_index(0), q * k, v.ty, sty))
        ety, off = ("memref<%dx%dxi64, strided<[%d, 1], offset: ?>>"
                    % (q, k, k)), ", offset: ?"
    e = fn.fresh("ex")
    fn.emit("%s = memref.expand_shape %s [[0, 1]] output_shape [%d, %d] : "
            "%s into %s" % (e, src, q, k, sty, ety))
    i, j = fn.index(rng.randrange(q)), fn.index(rng.randrange(k))
    x = fn.fresh("l")
    fn.emit("%s = memref.load %s[%s, %s] : %s" % (x, e, i, j, ety))
    fn.checksum(x)
    if not fn.tainted(v) and rng.random() < 0.5:
        fn.emit("memref.store %s, %s[%s, %s] : %s"
                % (fn.ci64(rng.randint(0, 50)), e, fn.cidx(rng.randrange(q)),
                   fn.cidx(rng.randrange(k)), ety))
        fn.writes |= v.roots
    c = fn.fresh("co")
    cty = "memref<%dxi64%s>" % (q * k, ", strided<[1]%s>" % off if off
                                else "")
    fn.emit("%s = memref.collapse_shape %s [[0, 1]] : %s into %s"
            % (c, e, ety, cty))
    if off:
        cc = fn.fresh("cast")
        fn.emit("%s = memref.cast %s : %s to %s" % (cc, c, cty, ty_of("O")))
        return env + [Val(cc, "O", 0, q * k, v.rc, v.roots, v.esc)]
    return env + [Val(c, "S", q * k, q * k, v.rc, v.roots, v.esc)]


def s_select(fn, env, _):
    a = fn.pick(env, lambda v: v.esc)
    b = fn.pick(env, lambda v: v.esc)
    if a is None:
        return env
    cls, n = join_cls([a, b])
    c = fn.cond()
    a, b = fn.cast(a, cls, n), fn.cast(b, cls, n)
    r = fn.fresh("sel")
    fn.emit("%s = arith.select %s, %s, %s : %s"
            % (r, c, a.name, b.name, ty_of(cls, n)))
    return env + merge_vals([r], [[a, b]])


def s_realloc(fn, env, _):
    """Grows or shrinks a fresh buffer; the source is never used again."""
    rng = fn.rng
    old = rng.randint(1, 8)
    new = rng.randint(1, 12)
    a = fn.fresh("m")
    if rng.random() < 0.3:
        fn.emit("%s = memref.alloc() : memref<%dxi64>" % (a, old))
        aty = "memref<%dxi64>" % old
    else:
        fn.emit("%s = memref.alloc(%s) : memref<?xi64>"
                % (a, fn.opaque_index(old)))
        aty = "memref<?xi64>"
    fn.fill(a, aty, fn.cidx(0), fn.cidx(old))
    x = fn.fresh("l")
    fn.emit("%s = memref.load %s[%s] : %s"
            % (x, a, fn.cidx(rng.randrange(old)), aty))
    fn.checksum(x)
    r = fn.fresh("re")
    # expand-realloc (upstream's too) rejects a static source shrunk to a
    # static size: its never-taken grow branch has an out-of-bounds subview.
    if rng.random() < 0.3 and not (aty != "memref<?xi64>" and new < old):
        fn.emit("%s = memref.realloc %s : %s to memref<%dxi64>"
                % (r, a, aty, new))
        v = Val(r, "S", new, new, new, {fn.new_root()})
    else:
        fn.emit("%s = memref.realloc %s(%s) : %s to memref<?xi64>"
                % (r, a, fn.opaque_index(new), aty))
        v = Val(r, "D", 0, new, new, {fn.new_root()})
    if new > old:
        fn.fill(r, v.ty, fn.cidx(old), fn.cidx(new))
    return env + [v]


# ==== Region ops ====

def region_body(fn, env, budget, multi=False):
    """Generates statements in the current (new) builder; returns env."""
    return fn.g.stmts(fn, env, budget, multi)


def branch_with_yields(fn, env, budget, k, multi=False):
    """A single-exit region: (builder, yielded values before casts)."""
    def body():
        e = region_body(fn, env, budget, multi)
        return [fn.yield_value(e) for _ in range(k)]
    return fn.in_region(body)


def finish_yields(fn, builder, vals, res, term="scf.yield"):
    """Casts vals to the result classes at the end of builder and emits
    the terminator."""
    saved = fn.b
    fn.b = builder
    cv = [fn.cast(v, r.cls, r.n) for v, r in zip(vals, res)]
    if cv:
        fn.emit("%s %s : %s" % (term, ", ".join(v.name for v in cv),
                                ", ".join(v.ty for v in cv)))
    elif term != "scf.yield":
        fn.emit(term)
    fn.b = saved


def split(fn, budget, parts):
    return [fn.rng.randint(0, max(0, budget // parts)) for _ in range(parts)]


def s_if(fn, env, budget):
    k = fn.rng.choice([0, 1, 1, 2])
    c = fn.cond()
    bt, be = split(fn, budget, 2)
    tb, tv = branch_with_yields(fn, env, bt, k)
    has_else = k > 0 or fn.rng.random() < 0.5
    if has_else:
        eb, ev = branch_with_yields(fn, env, be, k)
    r = fn.fresh("if")
    res = merge_vals(fn.results(r, k), zip(tv, ev)) if k else []
    finish_yields(fn, tb, tv, res)
    text = "scf.if %s" % c
    if k:
        finish_yields(fn, eb, ev, res)
        text = "%s = %s -> (%s)" % (fn.res_decl(r, k), text,
                                    ", ".join(v.ty for v in res))
    text += " {\n%s\n}" % "\n".join(tb.render(2))
    if has_else:
        text += " else {\n%s\n}" % "\n".join(eb.render(2))
    fn.emit(text)
    return env + res


def loop_inits(fn, env, k):
    """Initial values (cast to the carried class) of k loop-carried memrefs
    and the carried class of each."""
    inits = []
    for _ in range(k):
        v = fn.pick(env, lambda v: v.esc) if fn.rng.random() < 0.7 \
            else None
        if v is None:
            v = fn.alloc(fn.rng.randint(1, 6))
        ups = [c for c in "SDOG" if RANK[c] >= RANK[v.cls]]
        cls = fn.rng.choice(ups)
        inits.append(fn.cast(v, cls, v.n))
    return inits


def carried(fn, init, name):
    """The block argument of a loop-carried memref."""
    return Val(name, init.cls, init.n, init.lo, 0,
               init.roots | {fn.new_root("L")})


def s_for(fn, env, budget):
    rng = fn.rng
    k = rng.choice([0, 1, 1, 2])
    ub = fn.index(rng.randint(0, 3))
    inits = loop_inits(fn, env, k)
    i = fn.fresh("iv")
    args = [carried(fn, v, fn.fresh("it")) for v in inits]
    fn.loops += 1
    floor = fn.g.roots  # scf.for is an allocation scope

    def body():
        e = region_body(fn, env + args, budget)
        return [fn.yield_value(e, a.cls, a.n, a.lo, loop=True, floor=floor)
                for a in args]
    b, ys = fn.in_region(body)
    fn.loops -= 1
    r = fn.fresh("for")
    res = [Val(n, a.cls, a.n, a.lo, 0, a.roots | y.roots)
           for n, a, y in zip(fn.results(r, k), args, ys)]
    if k > 1:
        # A yield may hand on another position's argument, which holds what
        # that position yielded in the trip before (random program 3412012
        # returned a stack buffer through result 0 that only result 1's
        # yield named): every result may hold every carried buffer.
        every = frozenset().union(*(v.roots for v in res))
        for v in res:
            v.roots = every
    finish_yields(fn, b, ys, res)
    head = "scf.for %s = %s to %s step %s" % (i, fn.cidx(0), ub, fn.cidx(1))
    if k:
        head = "%s = %s iter_args(%s) -> (%s)" % (
            fn.res_decl(r, k), head,
            ", ".join("%s = %s" % (a.name, v.name)
                      for a, v in zip(args, inits)),
            ", ".join(a.ty for a in args))
    fn.emit("%s {\n%s\n}" % (head, "\n".join(b.render(2))))
    return env + res


def s_while(fn, env, budget):
    rng = fn.rng
    ub = fn.index(rng.randint(0, 3))
    init = loop_inits(fn, env, 1)[0]
    wa, wi = carried(fn, init, fn.fresh("wa")), fn.fresh("wi")
    fn.loops += 1
    bb, ba = split(fn, budget, 2)

    def before():
        e = region_body(fn, env + [wa], min(bb, 2))
        c = fn.fresh("wc")
        fn.emit("%s = arith.cmpi slt, %s, %s : index" % (c, wi, ub))
        fwd = wa
        if rng.random() < 0.4:
            fwd = fn.cast(fn.alloc(wa.lo, wa.cls, wa.n), wa.cls, wa.n)
        del e
        return c, fwd
    b1, (c, fwd) = fn.in_region(before)
    after = Val(fn.fresh("wb"), wa.cls, wa.n, min(wa.lo, fwd.lo), 0,
                wa.roots | fwd.roots)
    wj = fn.fresh("wj")

    def body():
        e = region_body(fn, env + [after], ba)
        y = fn.yield_value(e, wa.cls, wa.n, wa.lo, loop=True)
        return y
    b2, y = fn.in_region(body, "bb0", [(after.name, after.ty),
                                       (wj, "index")])
    fn.loops -= 1
    fwd = Val(fwd.name, wa.cls, wa.n, fwd.lo, 0, fwd.roots)
    saved = fn.b
    fn.b = b1
    fn.emit("scf.condition(%s) %s, %s : %s, index" % (c, fwd.name, wi, wa.ty))
    fn.b = b2
    yc = fn.cast(y, wa.cls, wa.n)
    j2 = fn.fresh("wj")
    fn.emit("%s = arith.addi %s, %s : index" % (j2, wj, fn.cidx(1)))
    fn.emit("scf.yield %s, %s : %s, index" % (yc.name, j2, wa.ty))
    fn.b = saved
    r = fn.fresh("wh")
    fn.emit("%s:2 = scf.while (%s = %s, %s = %s) : (%s, index) -> (%s, "
            "index) {\n%s\n} do {\n%s\n}"
            % (r, wa.name, init.name, wi, fn.cidx(0), wa.ty, wa.ty,
               "\n".join(b1.render(2)), "\n".join(b2.render(2))))
    return env + [Val(r + "#0", wa.cls, wa.n, after.lo, 0,
                      after.roots | y.roots)]


def s_exec(fn, env, budget):
    k = fn.rng.choice([1, 1, 2])
    multi = fn.g.on("multiblock-exec")
    b, vals = branch_with_yields(fn, env, budget, k, multi)
    r = fn.fresh("ex")
    res = merge_vals(fn.results(r, k), [[v] for v in vals])
    finish_yields(fn, b, vals, res)
    fn.emit("%s = scf.execute_region -> (%s) {\n%s\n}" % (
        fn.res_decl(r, k), ", ".join(v.ty for v in res),
        "\n".join(b.render(2))))
    return env + res


def s_indexswitch(fn, env, budget):
    rng = fn.rng
    m = rng.randint(1, 3)
    cases = sorted(rng.sample(range(5), m))
    sel = fn.opaque_index(rng.randint(0, 5))
    k = rng.choice([1, 1, 2])
    parts = split(fn, budget, m + 1)
    arms = [branch_with_yields(fn, env, p, k) for p in parts]
    r = fn.fresh("sw")
    res = merge_vals(fn.results(r, k), zip(*[a[1] for a in arms]))
    text = "%s = scf.index_switch %s -> %s" % (
        fn.res_decl(r, k), sel, ", ".join(v.ty for v in res))
    for i, (b, vals) in enumerate(arms):
        finish_yields(fn, b, vals, res)
        head = "case %d" % cases[i] if i < m else "default"
        text += "\n%s {\n%s\n}" % (head, "\n".join(b.render(2)))
    fn.emit(text)
    return env + res


# ==== Unstructured control flow (function bodies, execute_region) ====

def pass_direct(fn, env, label):
    """Maybe passes an env value to a successor as a block argument (it
    stays usable directly there too); returns (operand text, args, vals)."""
    # Upstream's cf.switch parser takes no `%r#0` operands: pass plain names.
    v = fn.pick(env, lambda v: v.esc and "#" not in v.name) \
        if fn.rng.random() < 0.4 else None
    if v is None:
        return "^" + label, [], []
    a = Val(fn.fresh("ba"), v.cls, v.n, v.lo, v.rc, v.roots)
    return ("^%s(%s : %s)" % (label, v.name, v.ty), [(a.name, a.ty)], [a])


def block_env(env):
    """What a new block may use of the values that dominate it: not the
    views of s_view (live across a branch, they get the runtime alias check
    that cannot see through their shift)."""
    return [v for v in env if v.esc]


def arms_to_join(fn, env, arms, budget):
    """Generates each arm (new block, with its direct args) and branches
    all of them to one join block carrying k memrefs; returns the env there."""
    env = block_env(env)
    k = fn.rng.choice([0, 1, 1, 2])
    parts = split(fn, budget, len(arms))
    ends = []
    for (blk, vals), p in zip(arms, parts):
        fn.b.cur = blk
        e = fn.g.stmts(fn, env + vals, p, True)
        ends.append((fn.b.cur, [fn.yield_value(e) for _ in range(k)]))
    jl = fn.label()
    names = [fn.fresh("jn") for _ in range(k)]
    res = merge_vals(names, zip(*[y for _, y in ends])) if k else []
    for blk, ys in ends:
        fn.b.cur = blk
        cv = [fn.cast(v, r.cls, r.n) for v, r in zip(ys, res)]
        fn.emit("cf.br ^%s%s" % (jl, "(%s : %s)" % (
            ", ".join(v.name for v in cv), ", ".join(v.ty for v in cv))
            if cv else ""))
    jb = Block(jl, [(r.name, r.ty) for r in res])
    fn.b.blocks.append(jb)
    fn.b.cur = jb
    return env + res


def s_cfdiamond(fn, env, budget):
    c = fn.cond()
    lt, lf = fn.label(), fn.label()
    tt, ta, tv = pass_direct(fn, env, lt)
    ft, fa, fv = pass_direct(fn, env, lf)
    fn.emit("cf.cond_br %s, %s, %s" % (c, tt, ft))
    bt, bf = Block(lt, ta), Block(lf, fa)
    fn.b.blocks += [bt, bf]
    return arms_to_join(fn, env, [(bt, tv), (bf, fv)], budget)


def s_cfswitch(fn, env, budget):
    rng = fn.rng
    k, _ = fn.knob()
    f = fn.fresh("f")
    fn.emit("%s = arith.trunci %s : i64 to i32" % (f, k))
    cases = sorted(rng.sample(range(8), rng.randint(2, 4)))
    arms, succ = [], []
    for i in range(len(cases) + 1):
        lab = fn.label()
        text, args, vals = pass_direct(fn, env, lab)
        blk = Block(lab, args)
        fn.b.blocks.append(blk)
        arms.append((blk, vals))
        succ.append(("default" if i == 0 else str(cases[i - 1])) + ": "
                    + text)
    fn.emit("cf.switch %s : i32, [\n  %s\n]" % (f, ",\n  ".join(succ)))
    return arms_to_join(fn, env, arms, budget)


def s_cfloop(fn, env, budget):
    """A loop made of cf branches, carrying a counter and a memref."""
    rng = fn.rng
    ub = fn.index(rng.randint(0, 3))
    init = loop_inits(fn, env, 1)[0]
    env = block_env(env)
    hl, bl, xl = fn.label(), fn.label(), fn.label()
    hi = fn.fresh("hi")
    hm = carried(fn, init, fn.fresh("hm"))
    fn.emit("cf.br ^%s(%s, %s : index, %s)"
            % (hl, fn.cidx(0), init.name, hm.ty))
    hb = Block(hl, [(hi, "index"), (hm.name, hm.ty)])
    fn.b.blocks.append(hb)
    fn.b.cur = hb
    c = fn.fresh("hc")
    fn.emit("%s = arith.cmpi slt, %s, %s : index" % (c, hi, ub))
    exit_arg = rng.random() < 0.5
    xm = Val(fn.fresh("xm"), hm.cls, hm.n, hm.lo, 0, hm.roots)
    fn.emit("cf.cond_br %s, ^%s, ^%s%s" % (
        c, bl, xl, "(%s : %s)" % (hm.name, hm.ty) if exit_arg else ""))
    bb = Block(bl)
    fn.b.blocks.append(bb)
    fn.b.cur = bb
    fn.loops += 1
    e = fn.g.stmts(fn, env + [hm], budget, True)
    y = fn.yield_value(e, hm.cls, hm.n, hm.lo, loop=True)
    fn.loops -= 1
    yc = fn.cast(y, hm.cls, hm.n)
    i2 = fn.fresh("hi")
    fn.emit("%s = arith.addi %s, %s : index" % (i2, hi, fn.cidx(1)))
    fn.emit("cf.br ^%s(%s, %s : index, %s)" % (hl, i2, yc.name, hm.ty))
    xb = Block(xl, [(xm.name, xm.ty)] if exit_arg else [])
    fn.b.blocks.append(xb)
    fn.b.cur = xb
    after = Val(hm.name, hm.cls, hm.n, hm.lo, 0, hm.roots | y.roots)
    out = env + [after]
    if exit_arg:
        out.append(Val(xm.name, xm.cls, xm.n, xm.lo, 0, after.roots))
    return out


# ==== Byte buffers and shifted views (feature byteviews) ====

def byte_view(fn, src, n=None, shift=None, cast=True):
    """An i64 view of byte buffer src (n elements at a byte shift that is
    mostly non-zero), filled; returns its Val (escaping, aliasing src)."""
    rng = fn.rng
    room = src.lo // 8
    if n is None:
        n = rng.randint(1, max(1, min(6, room)))
    if shift is None:
        k = rng.randint(0, max(0, room - n))
        shift = 8 * (k if k or rng.random() < 0.2 else min(1, room - n))
    r = fn.fresh("bview")
    if rng.random() < 0.5:
        fn.emit("%s = memref.view %s[%s][] : %s to memref<%dxi64>"
                % (r, src.name, fn.index(shift), src.ty, n))
        v = Val(r, "S", n, n, n, src.roots)
    else:
        fn.emit("%s = memref.view %s[%s][%s] : %s to memref<?xi64>"
                % (r, src.name, fn.index(shift), fn.index(n), src.ty))
        v = Val(r, "D", 0, n, n, src.roots)
    fn.fill(r, v.ty, fn.cidx(0), fn.cidx(n))
    fn.writes |= src.roots
    if cast and rng.random() < 0.4:
        v = fn.cast(v, rng.choice("OG"))
    return v


def s_byteview(fn, env, _):
    """A view at a byte shift into a byte buffer: one of env (an argument,
    a block argument, a loop-carried or returned buffer) or a fresh one.
    The view escapes like any buffer: branches, yields, calls, returns."""
    rng = fn.rng
    need = 8 * rng.randint(1, 6)
    src = fn.pick(env, lambda b: b.lo >= need and not fn.tainted(b),
                  True) if rng.random() < 0.6 else None
    if src is None:
        src = fn.alloc_bytes(need + 8 * rng.randint(0, 3))
        env = env + [src]
    return env + [byte_view(fn, src)]


def bytes_value(fn, env, lo, loop=False):
    """A byte buffer of at least lo bytes to yield: from env or fresh."""
    v = fn.pick(env, lambda b: b.lo >= lo and not (loop and fn.tainted(b)),
                True) if fn.rng.random() < 0.6 else None
    return v if v is not None else fn.alloc_bytes(lo)


def s_bytemerge(fn, env, budget):
    """Byte buffers through merge points: an scf.if yielding one of env or a
    fresh one, a select of two, or an scf.for carrying one (viewed and
    written in every iteration, yielded or replaced by a fresh one)."""
    rng = fn.rng
    lo = 8 * rng.randint(2, 6)
    kind = rng.choice(["if", "select", "for", "for"])
    if kind == "select":
        a, b = bytes_value(fn, env, lo), bytes_value(fn, env, lo)
        cls, n = join_cls([a, b])
        a, b = fn.cast(a, cls, n), fn.cast(b, cls, n)
        r = fn.fresh("bsel")
        fn.emit("%s = arith.select %s, %s, %s : %s"
                % (r, fn.cond(), a.name, b.name, ty_of(cls, n)))
        res = merge_vals([r], [[a, b]])[0]
        return env + [res, byte_view(fn, res)] if not fn.tainted(res) \
            else env + [res]
    if kind == "if":
        c = fn.cond()
        bt, be = split(fn, budget, 2)

        def arm(p):
            def body():
                e = region_body(fn, env, p)
                return bytes_value(fn, e, lo)
            return fn.in_region(body)
        tb, tv = arm(bt)
        eb, ev = arm(be)
        r = fn.fresh("bif")
        res = merge_vals([r], [[tv, ev]])[0]
        finish_yields(fn, tb, [tv], [res])
        finish_yields(fn, eb, [ev], [res])
        fn.emit("%s = scf.if %s -> (%s) {\n%s\n} else {\n%s\n}" % (
            r, c, res.ty, "\n".join(tb.render(2)), "\n".join(eb.render(2))))
        return env + [res]
    init = fn.cast(bytes_value(fn, env, lo, loop=True), "B", 0)
    if fn.tainted(init):
        init = fn.cast(fn.alloc_bytes(lo), "B", 0)
    it = Val(fn.fresh("bit"), "B", 0, lo, 0, init.roots | {fn.new_root("L")})
    i = fn.fresh("iv")
    ub = fn.index(rng.randint(0, 3))
    fn.loops += 1

    def body():
        e = region_body(fn, env + [it], budget)
        x = fn.fresh("l")
        v = byte_view(fn, it, cast=False)
        fn.emit("%s = memref.load %s[%s] : %s"
                % (x, v.name, fn.cidx(rng.randrange(v.lo)), v.ty))
        fn.checksum(x)
        del e
        # it, or a fresh buffer (nobody else holds it)
        y = it if rng.random() < 0.5 else fn.alloc_bytes(lo)
        return fn.cast(y, "B", 0)
    b, y = fn.in_region(body)
    fn.loops -= 1
    saved = fn.b
    fn.b = b
    fn.emit("scf.yield %s : memref<?xi8>" % y.name)
    fn.b = saved
    r = fn.fresh("bfor")
    fn.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> "
            "(memref<?xi8>) {\n%s\n}" % (r, i, fn.cidx(0), ub, fn.cidx(1),
                                         it.name, init.name,
                                         "\n".join(b.render(2))))
    return env + [Val(r, "B", 0, lo, 0, it.roots | y.roots)]


# ==== Clones and selects of aliases (features clone, select-alias) ====

def s_clone(fn, env, _):
    """bufferization.clone of a buffer that stays live: the source is read
    after the clone, the clone may be written."""
    v = fn.pick(env, lambda v: v.lo >= 1)
    if v is None:
        v = fn.alloc(fn.rng.randint(1, 6))
        env = env + [v]
    return env + [clone_of(fn, v)]


def clone_of(fn, v):
    """A clone of v. The clone may be v itself or a copy (bufferization.
    clone's definition: mutating the source or the result after the clone
    is undefined), and canonicalize folds a clone into its source when one
    of them is freed in the same block: both are tainted (never written
    again)."""
    rng = fn.rng
    c = fn.fresh("clone")
    fn.emit("%s = bufferization.clone %s : %s to %s"
            % (c, v.name, v.ty, v.ty))
    cv = Val(c, v.cls, v.n, v.lo, 0, v.roots | {fn.new_root("k")},
             base=True)
    fn.taint |= cv.roots
    if rng.random() < 0.6:
        x = fn.fresh("l")
        fn.emit("%s = memref.load %s[%s] : %s"
                % (x, v.name, fn.index(rng.randrange(v.lo)), v.ty))
        fn.checksum(x)
    return cv


def s_copy(fn, env, _):
    """memref.copy (opt-in feature copies, for copy-removal): a live buffer
    into a fresh one of its size (the source may die after the copy, or
    be read or written again), or a fresh temporary, filled, into a live
    buffer of its type that may be written (the target may be read
    before)."""
    rng = fn.rng
    c0 = fn.cidx(0)
    if rng.random() < 0.5:
        v = fn.pick(env, lambda v: v.lo >= 1)
        if v is None:
            return env
        d, c = fn.fresh("d"), fn.fresh("cp")
        fn.emit("%s = memref.dim %s, %s : %s" % (d, v.name, c0, v.ty))
        fn.emit("%s = memref.alloc(%s) : memref<?xi64>" % (c, d))
        fn.emit("memref.copy %s, %s : %s to memref<?xi64>"
                % (v.name, c, v.ty))
        return env + [Val(c, "D", 0, v.lo, v.lo, {fn.new_root()},
                          base=True)]
    w = fn.pick(env, lambda v: v.lo >= 1 and v.cls in "SD" and
                not fn.tainted(v))
    if w is None:
        return env
    t = fn.fresh("tmp")
    if w.cls == "S":
        hi = fn.cidx(w.n)
        fn.emit("%s = memref.alloc() : %s" % (t, w.ty))
    else:
        hi = fn.fresh("d")
        fn.emit("%s = memref.dim %s, %s : %s" % (hi, w.name, c0, w.ty))
        fn.emit("%s = memref.alloc(%s) : %s" % (t, hi, w.ty))
    fn.fill(t, w.ty, c0, hi)
    fn.emit("memref.copy %s, %s : %s to %s" % (t, w.name, w.ty, w.ty))
    fn.writes |= w.roots
    return env + [Val(t, w.cls, w.n, w.lo, w.lo, {fn.new_root()},
                      base=True)]


def alias_of(fn, v):
    """A value aliasing v: a subview, a cast or itself."""
    rng = fn.rng
    k = rng.choice(["subview", "cast", "self"])
    if k == "subview" and v.lo >= 1:
        o = rng.randrange(v.lo)
        z = rng.randint(1, v.lo - o)
        t = subview_type(v, None, None, 1)
        r = fn.fresh("sv")
        fn.emit("%s = memref.subview %s[%s] [%s] [1] : %s to %s"
                % (r, v.name, fn.opaque_index(o), fn.opaque_index(z), v.ty,
                   t))
        return Val(r, "G" if v.cls == "G" else "O", 0, z, 0, v.roots, v.esc)
    if k == "cast" and v.cls != "G":
        return fn.cast(v, rng.choice([c for c in "DOG"
                                      if RANK[c] > RANK[v.cls]]))
    return v


def s_select_alias(fn, env, _):
    """arith.select between a buffer and its clone, a buffer and a view of
    it, a buffer and itself, two views of one byte buffer at different
    shifts, or a buffer and a fresh one."""
    rng = fn.rng
    kind = rng.choice(["clone", "view", "view", "bytes", "fresh"])
    if kind == "bytes" and fn.g.on("byteviews"):
        src = fn.pick(env, lambda b: b.lo >= 16 and not fn.tainted(b), True)
        if src is None:
            src = fn.alloc_bytes(8 * rng.randint(2, 6))
            env = env + [src]
        a = byte_view(fn, src, cast=False)
        b = byte_view(fn, src, cast=False)
    else:
        a = fn.pick(env, lambda v: v.esc and v.lo >= 1)
        if a is None:
            a = fn.alloc(rng.randint(1, 6))
            env = env + [a]
        if kind == "clone":
            b = clone_of(fn, a)
        elif kind == "fresh":
            b = fn.alloc(a.lo)
        else:
            b = alias_of(fn, a)
    if rng.random() < 0.5:
        a, b = b, a
    cls, n = join_cls([a, b])
    a, b = fn.cast(a, cls, n), fn.cast(b, cls, n)
    r = fn.fresh("sel")
    fn.emit("%s = arith.select %s, %s, %s : %s"
            % (r, fn.cond(), a.name, b.name, ty_of(cls, n)))
    return env + merge_vals([r], [[a, b]])


# ==== Aliases through region results and block arguments ====

def any_value(fn, env, lo=1, loop=False):
    """An escaping value of env with at least lo elements (not tainted when
    loop), else a fresh buffer (a stack one sometimes with alloca-mix)."""
    v = fn.pick(env, lambda v: v.esc and v.lo >= lo and not (
        loop and fn.tainted(v))) if fn.rng.random() < 0.7 else None
    return v if v is not None else fresh_value(fn, lo)


def fresh_value(fn, lo):
    stack = fn.g.on("alloca-mix") and fn.rng.random() < 0.3
    return fn.alloc(lo, stack=stack)


def plain(fn, v):
    """v under a name without '#' (upstream's cf.switch parser rejects
    `%r#0` operands): v itself or a cast to the same class."""
    if "#" not in v.name:
        return v
    r = fn.fresh("nm")
    fn.emit("%s = memref.cast %s : %s to %s" % (r, v.name, v.ty, v.ty))
    return Val(r, v.cls, v.n, v.lo, v.rc, v.roots, v.esc)


def common(fn, vals):
    """vals cast to one class; returns (cast vals, merged Val template)."""
    cls, n = join_cls(vals)
    cv = [fn.cast(v, cls, n) for v in vals]
    return cv, merge_vals([None], [cv])[0]


def s_region_alias(fn, env, budget):
    """Region results that alias: scf.if yielding one buffer twice, or a
    buffer and a view of it; scf.for whose iter_args start as one buffer
    and are swapped, duplicated or replaced by an outer buffer on the back
    edge; scf.execute_region yielding an outer buffer and its view."""
    rng = fn.rng
    kind = rng.choice(["if", "for", "for", "exec"])
    if kind == "for":
        return region_alias_for(fn, env, budget)
    bt, be = split(fn, budget, 2)

    def arm(p, dup):
        def body():
            e = region_body(fn, env, p)
            a = any_value(fn, e)
            if dup:
                return [a, a if rng.random() < 0.5 else alias_of(fn, a)]
            return [any_value(fn, e), any_value(fn, e)]
        return fn.in_region(body)
    arms = [arm(bt, True)] + ([arm(be, rng.random() < 0.5)]
                              if kind == "if" else [])
    r = fn.fresh("ra")
    res = merge_vals(fn.results(r, 2), zip(*[a[1] for a in arms]))
    for b, vals in arms:
        finish_yields(fn, b, vals, res)
    tys = ", ".join(v.ty for v in res)
    if kind == "if":
        fn.emit("%s:2 = scf.if %s -> (%s) {\n%s\n} else {\n%s\n}" % (
            r, fn.cond(), tys, "\n".join(arms[0][0].render(2)),
            "\n".join(arms[1][0].render(2))))
    else:
        fn.emit("%s:2 = scf.execute_region -> (%s) {\n%s\n}" % (
            r, tys, "\n".join(arms[0][0].render(2))))
    return env + res


def region_alias_for(fn, env, budget):
    rng = fn.rng
    a = any_value(fn, env)
    b = a if rng.random() < 0.4 else any_value(fn, env)
    (a, b), t = common(fn, [a, b])
    if t.cls == "S":
        (a, b), t = common(fn, [fn.cast(a, "D"), fn.cast(b, "D")])
    outer = fn.pick(env, lambda v: v.esc and v.lo >= t.lo and castable(
        v, t.cls, t.n) and not fn.tainted(v))
    i = fn.fresh("iv")
    # Either argument may hold any of these buffers in a later iteration:
    # both carry all their roots from the start (writes and taint).
    roots = t.roots | (outer.roots if outer else frozenset()) | {
        fn.new_root("L")}
    its = [Val(fn.fresh("it"), t.cls, t.n, t.lo, 0, roots) for _ in "ab"]
    fn.loops += 1

    def body():
        region_body(fn, env + its, budget)
        k = rng.choice(["swap", "dup", "outer", "fresh"])
        if k == "swap":
            return [its[1], its[0]]
        if k == "dup":
            return [its[0], its[0]]
        if k == "outer" and outer is not None:
            return [outer, its[1]]
        # a fresh buffer: nobody else holds it
        return [fn.alloc(t.lo, "S" if t.cls == "S" else "D", t.n), its[0]]
    blk, ys = fn.in_region(body)
    fn.loops -= 1
    roots = frozenset().union(*(v.roots for v in its + ys))
    r = fn.fresh("fa")
    res = [Val(n, t.cls, t.n, t.lo, 0, roots) for n in fn.results(r, 2)]
    finish_yields(fn, blk, ys, res)
    fn.emit("%s:2 = scf.for %s = %s to %s step %s iter_args(%s = %s, %s = %s)"
            " -> (%s, %s) {\n%s\n}" % (
                r, i, fn.cidx(0), fn.index(rng.randint(0, 3)), fn.cidx(1),
                its[0].name, a.name, its[1].name, b.name, t.ty, t.ty,
                "\n".join(blk.render(2))))
    for v in its:
        v.roots = roots
    return env + res


def new_block(fn, label, args=()):
    blk = Block(label, args)
    fn.b.blocks.append(blk)
    fn.b.cur = blk
    return blk


def br(dest, vals):
    return "^%s%s" % (dest, "(%s : %s)" % (
        ", ".join(v.name for v in vals), ", ".join(v.ty for v in vals))
        if vals else "")


def s_blockarg_alias(fn, env, budget):
    """Block arguments that alias: one buffer passed twice to a block, a
    buffer and a view of it, a cf.cond_br whose two edges go to the same
    block with the operands swapped, a branch loop swapping two carried
    buffers on its back edge."""
    rng = fn.rng
    kind = rng.choice(["twice", "view", "samedest", "swaploop"])
    env = block_env(env)
    a = plain(fn, any_value(fn, env))
    if kind == "twice":
        ops = [a, a]
    elif kind == "view":
        ops = [a, plain(fn, alias_of(fn, a))]
    else:
        ops = [a, plain(fn, any_value(fn, env))]
    ops, t = common(fn, ops)
    if kind == "swaploop":
        return swap_loop(fn, env, ops, t, budget)
    j = fn.label()
    args = [Val(fn.fresh("ja"), t.cls, t.n, t.lo, 0, t.roots)
            for _ in ops]
    if kind == "samedest":
        fn.emit("cf.cond_br %s, %s, %s" % (fn.cond(), br(j, ops),
                                           br(j, ops[::-1])))
    else:
        fn.emit("cf.br %s" % br(j, ops))
    new_block(fn, j, [(v.name, v.ty) for v in args])
    return env + args


def swap_loop(fn, env, ops, t, budget):
    h, bl, xl = fn.label(), fn.label(), fn.label()
    hi = fn.fresh("hi")
    roots = t.roots | {fn.new_root("L")}
    xs = [Val(fn.fresh("hx"), t.cls, t.n, t.lo, 0, roots) for _ in ops]
    ub = fn.index(fn.rng.randint(0, 3))
    fn.emit("cf.br ^%s(%s, %s, %s : index, %s, %s)"
            % (h, fn.cidx(0), ops[0].name, ops[1].name, t.ty, t.ty))
    new_block(fn, h, [(hi, "index")] + [(v.name, v.ty) for v in xs])
    c = fn.fresh("hc")
    fn.emit("%s = arith.cmpi slt, %s, %s : index" % (c, hi, ub))
    fn.emit("cf.cond_br %s, ^%s, ^%s" % (c, bl, xl))
    new_block(fn, bl)
    fn.loops += 1
    e = fn.g.stmts(fn, env + xs, budget, True)
    fn.loops -= 1
    del e
    y = fn.alloc(t.lo, "S" if t.cls == "S" else "D", t.n) \
        if fn.rng.random() < 0.3 else xs[0]
    y = fn.cast(y, t.cls, t.n)
    roots = xs[0].roots | xs[1].roots | y.roots
    i2 = fn.fresh("hi")
    fn.emit("%s = arith.addi %s, %s : index" % (i2, hi, fn.cidx(1)))
    fn.emit("cf.br ^%s(%s, %s, %s : index, %s, %s)"
            % (h, i2, xs[1].name, y.name, t.ty, t.ty))
    new_block(fn, xl)
    for v in xs:
        v.roots = roots
    return env + xs


def s_direct_use(fn, env, budget):
    """A buffer passed to a block and used directly there as well (read
    through both, written through the argument), then both passed on to
    the next block; sometimes the other edge of a cf.cond_br passes a fresh
    buffer instead."""
    rng = fn.rng
    env = block_env(env)
    v = plain(fn, any_value(fn, env))
    b1, j = fn.label(), fn.label()
    if rng.random() < 0.5:
        fn.emit("cf.br %s" % br(b1, [v]))
        x = Val(fn.fresh("da"), v.cls, v.n, v.lo, v.rc, v.roots)
        new_block(fn, b1, [(x.name, x.ty)])
    else:
        b2 = fn.label()
        w = fn.pick(env, lambda u: u.esc and u.lo >= v.lo and castable(
            u, v.cls, v.n))
        if w is None or rng.random() < 0.5:
            w = fn.alloc(v.lo, "S" if v.cls == "S" else "D", v.n)
        w = plain(fn, fn.cast(w, v.cls, v.n))
        fn.emit("cf.cond_br %s, %s, %s" % (fn.cond(), br(b1, [v]),
                                           br(b2, [])))
        x = Val(fn.fresh("da"), v.cls, v.n, min(v.lo, w.lo), 0,
                v.roots | w.roots)
        new_block(fn, b2)
        fn.emit("cf.br %s" % br(b1, [w]))
        new_block(fn, b1, [(x.name, x.ty)])
    for u in (x, v):
        if u.lo >= 1:
            s_load(fn, [u], 0)
    if not fn.tainted(x) and x.lo >= 1:
        fn.emit("memref.store %s, %s[%s] : %s"
                % (fn.ci64(rng.randint(0, 50)), x.name,
                   fn.cidx(rng.randrange(x.lo)), x.ty))
        fn.writes |= x.roots
    e = fn.g.stmts(fn, env + [x, v], budget, True)
    del e
    ys = [Val(fn.fresh("db"), x.cls, x.n, x.lo, 0, x.roots),
          Val(fn.fresh("db"), v.cls, v.n, v.lo, v.rc, v.roots)]
    fn.emit("cf.br %s" % br(j, [x, v]))
    new_block(fn, j, [(y.name, y.ty) for y in ys])
    return env + [x, v] + ys


def s_switch_edges(fn, env, budget):
    """cf.switch with several cases (and the default) going to one block
    with different operands, the same buffer in several positions, a case
    through an arm block of its own, or only a default; the pass must split
    these edges."""
    rng = fn.rng
    env = block_env(env)
    vals = [plain(fn, any_value(fn, env)) for _ in range(rng.randint(1, 3))]
    k = rng.choice([1, 2, 2])
    lo = min(v.lo for v in vals)
    cls, n = join_cls(vals)
    vals = [plain(fn, fn.cast(v, cls, n)) for v in vals]
    t = merge_vals([None], [vals])[0]
    j = fn.label()
    kf, _ = fn.knob()
    f = fn.fresh("f")
    fn.emit("%s = arith.trunci %s : i64 to i32" % (f, kf))
    cases = [] if rng.random() < 0.2 else sorted(
        rng.sample(range(8), rng.randint(1, 4)))
    succ, arms = [], []
    for i in range(len(cases) + 1):
        head = "default" if i == 0 else str(cases[i - 1])
        ops = [rng.choice(vals) for _ in range(k)]
        if i and rng.random() < 0.3:
            lab = fn.label()
            a = Val(fn.fresh("sa"), t.cls, t.n, t.lo, 0, t.roots)
            succ.append("%s: %s" % (head, br(lab, [ops[0]])))
            arms.append((lab, a))
        else:
            succ.append("%s: %s" % (head, br(j, ops)))
    fn.emit("cf.switch %s : i32, [\n  %s\n]" % (f, ",\n  ".join(succ)))
    extra = []
    for lab, a in arms:
        new_block(fn, lab, [(a.name, a.ty)])
        e = fn.g.stmts(fn, env + [a], budget // max(1, len(arms)), True)
        w = fn.cast(fn.yield_value(e, t.cls, t.n, lo), t.cls, t.n)
        extra.append(w)
        fn.emit("cf.br %s" % br(j, [a] + [w] * (k - 1)))
    roots = t.roots.union(*(w.roots for w in extra))
    args = [Val(fn.fresh("sj"), t.cls, t.n, lo, 0, roots) for _ in range(k)]
    new_block(fn, j, [(v.name, v.ty) for v in args])
    return env + args


def s_unreachable(fn, env, budget):
    """A block without predecessors that allocates and branches into a
    reachable join (or loop header) with buffer operands. The pipeline's
    first canonicalize erases it: it reaches the ownership pass with
    dealloc_random.py --pipeline no-pre-canon or ownership."""
    env = block_env(env)
    v = plain(fn, any_value(fn, env))
    j, u = fn.label(), fn.label()
    a = Val(fn.fresh("ua"), v.cls, v.n, v.lo, 0, v.roots)
    fn.emit("cf.br %s" % br(j, [v]))
    new_block(fn, u)
    e = fn.g.stmts(fn, env, min(budget, 2), True)
    w = fn.cast(fn.yield_value(e, v.cls, v.n, v.lo), v.cls, v.n)
    fn.emit("cf.br %s" % br(j, [plain(fn, w)]))
    new_block(fn, j, [(a.name, a.ty)])
    return env + [a]


# ==== Stack buffers, frees by hand, reallocs of carried buffers ====

def s_alloca_scope(fn, env, budget):
    """memref.alloca_scope with stack buffers inside, returning a buffer
    that outlives it (a heap buffer made inside or one from outside)."""
    before = fn.g.roots
    st = fn.alloc(fn.rng.randint(1, 6), stack=True)

    def local(v):
        return stack_roots_after(v, before)

    def body():
        e = region_body(fn, env + [st], budget)
        v = fn.pick(e, lambda v: v.esc and not local(v)) \
            if fn.rng.random() < 0.6 else None
        return v if v is not None else fn.alloc(fn.rng.randint(1, 6))
    b, v = fn.in_region(body)
    saved = fn.b
    fn.b = b
    fn.emit("memref.alloca_scope.return %s : %s" % (v.name, v.ty))
    fn.b = saved
    r = fn.fresh("as")
    fn.emit("%s = memref.alloca_scope -> (%s) {\n%s\n}"
            % (r, v.ty, "\n".join(b.render(2))))
    return env + [Val(r, v.cls, v.n, v.lo, v.rc, v.roots, v.esc)]


def use_local(fn, h):
    """Reads (and maybe writes) buffer h, a buffer nobody else holds."""
    rng = fn.rng
    for _ in range(rng.randint(1, 2)):
        s_load(fn, [h], 0)
    if rng.random() < 0.4:
        fn.emit("memref.store %s, %s[%s] : %s"
                % (fn.ci64(rng.randint(0, 50)), h.name,
                   fn.index(rng.randrange(h.lo)), h.ty))


def hand_alloc(fn, manual=False):
    """A fresh filled buffer to be freed by hand (never put in env)."""
    h = fn.alloc(fn.rng.randint(1, 6), rng_cls(fn))
    if manual:
        lines = fn.b.cur.lines
        for k in range(len(lines) - 1, -1, -1):
            if lines[k].startswith(h.name + " = memref.alloc"):
                lines[k] = lines[k].replace(
                    " : memref", " {bufferization.manual_deallocation} : "
                    "memref", 1)
                break
    return h


def rng_cls(fn):
    return "S" if fn.rng.random() < 0.5 else "D"


def free(fn, h, manual=False):
    """memref.dealloc of h, sometimes through a cast of it."""
    v = h
    if fn.rng.random() < 0.3:
        v = fn.cast(h, "D" if h.cls == "S" else "O")
    fn.emit("memref.dealloc %s%s : %s" % (
        v.name, " {bufferization.manual_deallocation}" if manual else "",
        v.ty))


def s_hand_free(fn, env, budget):
    """Buffers the program frees itself (memref.dealloc), each exactly once
    on every path and never used afterwards: right away, in both arms of an
    scf.if or a cf.cond_br at different points, through a block argument,
    as the carried buffer of a loop (freed and replaced each iteration),
    or marked bufferization.manual_deallocation. Such a buffer is never
    mixed with others, so no other buffer becomes managed by hand."""
    rng = fn.rng
    multi = fn.multi
    kinds = ["now", "now", "scf-paths", "scf-loop", "manual", "call"]
    if multi:
        kinds += ["cf-paths", "blockarg", "cf-loop"]
    kind = rng.choice(kinds)
    manual = kind == "manual"
    if kind == "scf-loop":
        h0 = hand_alloc(fn)
        it = Val(fn.fresh("hf"), "D", 0, h0.lo, 0, {fn.new_root("L")})
        h0 = fn.cast(h0, "D")

        def body():
            use_local(fn, it)
            free(fn, it)
            return fn.alloc(it.lo, "D")
        b, y = fn.in_region(body)
        saved = fn.b
        fn.b = b
        fn.emit("scf.yield %s : %s" % (y.name, y.ty))
        fn.b = saved
        r = fn.fresh("hfor")
        fn.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> "
                "(%s) {\n%s\n}" % (r, fn.fresh("iv"), fn.cidx(0),
                                   fn.index(rng.randint(0, 3)), fn.cidx(1),
                                   it.name, h0.name, it.ty,
                                   "\n".join(b.render(2))))
        rv = Val(r, "D", 0, it.lo, 0, {fn.new_root()})
        use_local(fn, rv)
        free(fn, rv)
        return env
    if kind == "cf-loop":
        h0 = fn.cast(hand_alloc(fn), "D")
        hl, bl, xl = fn.label(), fn.label(), fn.label()
        hi = fn.fresh("hi")
        x = Val(fn.fresh("hx"), "D", 0, h0.lo, 0, {fn.new_root("L")})
        fn.emit("cf.br ^%s(%s, %s : index, %s)"
                % (hl, fn.cidx(0), h0.name, h0.ty))
        new_block(fn, hl, [(hi, "index"), (x.name, x.ty)])
        c = fn.fresh("hc")
        fn.emit("%s = arith.cmpi slt, %s, %s : index"
                % (c, hi, fn.index(rng.randint(0, 3))))
        fn.emit("cf.cond_br %s, ^%s, ^%s" % (c, bl, xl))
        new_block(fn, bl)
        use_local(fn, x)
        free(fn, x)
        n = fn.alloc(x.lo, "D")
        i2 = fn.fresh("hi")
        fn.emit("%s = arith.addi %s, %s : index" % (i2, hi, fn.cidx(1)))
        fn.emit("cf.br ^%s(%s, %s : index, %s)" % (hl, i2, n.name, n.ty))
        new_block(fn, xl)
        use_local(fn, x)
        free(fn, x)
        return block_env(env)
    if kind == "blockarg":
        c = fn.cond()
        la, lb, j = fn.label(), fn.label(), fn.label()
        fn.emit("cf.cond_br %s, ^%s, ^%s" % (c, la, lb))
        x = Val(fn.fresh("hb"), "D", 0, 1, 0, {fn.new_root()})
        los = []
        for lab in (la, lb):
            new_block(fn, lab)
            h = fn.cast(hand_alloc(fn), "D")
            if rng.random() < 0.5:
                use_local(fn, h)
            los.append(h.lo)
            fn.emit("cf.br %s" % br(j, [h]))
        x.lo = min(los)
        new_block(fn, j, [(x.name, x.ty)])
        use_local(fn, x)
        free(fn, x)
        return block_env(env)
    h = hand_alloc(fn, manual)
    if kind == "call":
        hs = [g for g in fn.g.helpers if not g.consumes and any(
            castable(h, c, n) and h.lo >= lo for c, n, lo in g.params)]
        if hs:
            g = rng.choice(hs)
            args = []
            for i, (c, n, lo) in enumerate(g.params):
                if c == "I" or i in g.consumes:
                    args.append(None)
                elif castable(h, c, n) and h.lo >= lo and \
                        not any(a is h for a in args if a):
                    args.append(h)
                else:
                    args.append(None)
            fill = call_args(fn, env, g)
            args = [fn.cast(a, g.params[i][0], g.params[i][1]) if a
                    else fill[i] for i, a in enumerate(args)]
            for i in g.writes:
                fn.writes |= args[i].roots
            if g.writes_global:
                fn.writes.add("g")
            if not (g.writes_global and "g" in fn.taint):
                emit_call(fn, g, args)  # results: unused
    use_local(fn, h)
    if kind in ("now", "manual", "call"):
        free(fn, h, manual)
        return env
    c = fn.cond()
    if kind == "scf-paths":
        def arm(p, use):
            def body():
                if use:
                    use_local(fn, h)
                region_body(fn, env, p)
                if not use:
                    use_local(fn, h)
                free(fn, h)
            return fn.in_region(body)[0]
        tb, eb = arm(budget // 2, True), arm(budget // 2, False)
        fn.emit("scf.if %s {\n%s\n} else {\n%s\n}" % (
            c, "\n".join(tb.render(2)), "\n".join(eb.render(2))))
        return env
    la, lb, j = fn.label(), fn.label(), fn.label()
    fn.emit("cf.cond_br %s, ^%s, ^%s" % (c, la, lb))
    new_block(fn, la)
    free(fn, h)
    fn.emit("cf.br ^%s" % j)
    new_block(fn, lb)
    fn.g.stmts(fn, block_env(env), budget, True)
    use_local(fn, h)
    free(fn, h)
    fn.emit("cf.br ^%s" % j)
    new_block(fn, j)
    return block_env(env)


def realloc_to(fn, b, grow):
    """memref.realloc of b (memref<?xi64>) to its size plus grow; fills the
    new elements; returns the result's name."""
    d, n, r = fn.fresh("d"), fn.fresh("i"), fn.fresh("re")
    fn.emit("%s = memref.dim %s, %s : %s" % (d, b.name, fn.cidx(0), b.ty))
    fn.emit("%s = arith.addi %s, %s : index" % (n, d, fn.index(grow)))
    fn.emit("%s = memref.realloc %s(%s) : %s to memref<?xi64>"
            % (r, b.name, n, b.ty))
    fn.fill(r, "memref<?xi64>", d, n)
    return r


def s_realloc_carried(fn, env, budget):
    """memref.realloc (which frees its source) of a buffer carried by an
    scf.for (in every iteration, or in one arm of an scf.if), by a branch
    loop, of a block argument or of a call result. The source is a fresh
    buffer only the realloc chain holds."""
    rng = fn.rng
    kinds = ["for", "for-if", "call"]
    if fn.multi:
        kinds += ["cf-loop", "blockarg"]
    kind = rng.choice(kinds)
    lo = rng.randint(1, 6)
    if kind == "call":
        hs = [g for g in fn.g.helpers if any(
            r[0] == "D" and r[8] for r in g.results)]
        if not hs:
            kind = "for"
        else:
            g = rng.choice(hs)
            if g.writes_global and "g" in fn.taint:
                return env
            args = call_args(fn, env, g)
            for i in g.writes:
                fn.writes |= args[i].roots
            if g.writes_global:
                fn.writes.add("g")
            names = emit_call(fn, g, args)
            js = [j for j, r in enumerate(g.results) if r[0] == "D" and r[8]]
            j = rng.choice(js)
            out = []
            for k, (name, (c, n, l2, rc, a, gl, sh, dg, bs)) in enumerate(
                    zip(names, g.results)):
                if k == j or dg:
                    continue
                roots = {fn.new_root("c")}
                for i in a:
                    roots |= args[i].roots
                if gl:
                    roots.add("g")
                if a or gl or sh:
                    fn.taint |= roots
                    rc = 0
                out.append(Val(name, c, n, l2, rc, roots, base=bs))
            src = Val(names[j], "D", 0, g.results[j][2], 0, ())
            r = realloc_to(fn, src, rng.randint(0, 3))
            return env + out + [Val(r, "D", 0, src.lo, 0, {fn.new_root()},
                                    base=True)]
    if kind == "blockarg":
        la, lb, j = fn.label(), fn.label(), fn.label()
        fn.emit("cf.cond_br %s, ^%s, ^%s" % (fn.cond(), la, lb))
        x = Val(fn.fresh("rb"), "D", 0, lo, 0, ())
        for lab in (la, lb):
            new_block(fn, lab)
            h = fn.cast(fn.alloc(lo, rng_cls(fn)), "D")
            fn.emit("cf.br %s" % br(j, [h]))
        new_block(fn, j, [(x.name, x.ty)])
        r = realloc_to(fn, x, rng.randint(0, 3))
        return block_env(env) + [Val(r, "D", 0, lo, 0, {fn.new_root()},
                                     base=True)]
    h0 = fn.cast(fn.alloc(lo, rng_cls(fn)), "D")
    if kind == "cf-loop":
        hl, bl, xl = fn.label(), fn.label(), fn.label()
        hi = fn.fresh("hi")
        x = Val(fn.fresh("rx"), "D", 0, lo, 0, ())
        fn.emit("cf.br ^%s(%s, %s : index, %s)"
                % (hl, fn.cidx(0), h0.name, h0.ty))
        new_block(fn, hl, [(hi, "index"), (x.name, x.ty)])
        c = fn.fresh("hc")
        fn.emit("%s = arith.cmpi slt, %s, %s : index"
                % (c, hi, fn.index(rng.randint(0, 3))))
        fn.emit("cf.cond_br %s, ^%s, ^%s" % (c, bl, xl))
        new_block(fn, bl)
        s_load(fn, [x], 0)
        r = realloc_to(fn, x, rng.randint(0, 2))
        i2 = fn.fresh("hi")
        fn.emit("%s = arith.addi %s, %s : index" % (i2, hi, fn.cidx(1)))
        fn.emit("cf.br ^%s(%s, %s : index, %s)" % (hl, i2, r, x.ty))
        new_block(fn, xl)
        return block_env(env) + [Val(x.name, "D", 0, lo, 0, {fn.new_root()},
                                     base=True)]
    it = Val(fn.fresh("rit"), "D", 0, lo, 0, ())

    def body():
        s_load(fn, [it], 0)
        if kind == "for":
            return realloc_to(fn, it, rng.randint(0, 2))
        c = fn.cond()
        saved = fn.b
        fn.b = Builder()
        r2 = realloc_to(fn, it, rng.randint(0, 2))
        fn.emit("scf.yield %s : memref<?xi64>" % r2)
        then = fn.b
        fn.b = saved
        y = fn.fresh("rif")
        fn.emit("%s = scf.if %s -> (memref<?xi64>) {\n%s\n} else {\n"
                "  scf.yield %s : memref<?xi64>\n}"
                % (y, c, "\n".join(then.render(2)), it.name))
        return y
    b, y = fn.in_region(body)
    saved = fn.b
    fn.b = b
    fn.emit("scf.yield %s : memref<?xi64>" % y)
    fn.b = saved
    r = fn.fresh("rfor")
    fn.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> "
            "(memref<?xi64>) {\n%s\n}" % (r, fn.fresh("iv"), fn.cidx(0),
                                          fn.index(rng.randint(0, 3)),
                                          fn.cidx(1), it.name, h0.name,
                                          "\n".join(b.render(2))))
    return env + [Val(r, "D", 0, lo, 0, {fn.new_root()}, base=True)]


# ==== Calls ====

def call_args(fn, env, h):
    """Operands for a call of helper h (values of env or fresh buffers):
    index params get a small depth, consumed params (the callee frees
    them) a fresh buffer that the caller never sees again."""
    args = []
    for i, (cls, n, lo) in enumerate(h.params):
        if cls == "I":
            args.append(Val(fn.index(fn.rng.randint(0, 3)), "I", 0, 0, 0,
                            ()))
            continue
        if i in h.consumes:
            args.append(fn.alloc(lo, cls, n))
            continue
        clean = i in h.writes

        def ok(v):
            return v.esc and castable(v, cls, n) and v.lo >= lo and not (
                clean and fn.tainted(v))
        v = fn.pick(env, ok, cls == "B") if fn.rng.random() < 0.8 else None
        if v is None:
            v = fn.alloc_bytes(lo, n) if cls == "B" else fn.alloc(lo, cls, n)
        args.append(fn.cast(v, cls, n))
    # A parameter the callee writes must not alias the global or another
    # argument: inside, the callee may have tainted that other name (a
    # call returned a copy or an alias of it) and then write through this
    # one, which a copy would not see.
    for i in sorted(h.writes):
        a = args[i]
        others = frozenset().union(*(b.roots for j, b in enumerate(args)
                                     if j != i))
        if "g" in a.roots or a.roots & others:
            cls, n, lo = h.params[i]
            v = fn.alloc_bytes(lo, n) if cls == "B" else fn.alloc(lo, cls, n)
            args[i] = fn.cast(v, cls, n)
    return args


def emit_call(fn, h, args, indirect=False):
    """Emits a call of h (direct, or through func.constant and
    func.call_indirect); returns the result names."""
    r = fn.fresh("call")
    k = len(h.results)
    atys = ", ".join("index" if a.cls == "I" else a.ty for a in args)
    rtys = ", ".join(ty_of(c, n) for c, n, *_ in h.results)
    names = ", ".join(a.name for a in args)
    if indirect:
        f = fn.fresh("fp")
        fn.emit("%s = func.constant @%s : (%s) -> (%s)"
                % (f, h.name, atys, rtys))
        call = "func.call_indirect %s(%s) : (%s) -> (%s)" % (
            f, names, atys, rtys)
    else:
        call = "func.call @%s(%s) : (%s) -> (%s)" % (h.name, names, atys,
                                                       rtys)
    fn.emit("%s = %s" % (fn.res_decl(r, k), call) if k else call)
    return fn.results(r, k)


def s_call(fn, env, _):
    if not fn.g.helpers:
        return s_alloc(fn, env, 0)
    h = fn.rng.choice(fn.g.helpers)
    if h.writes_global and "g" in fn.taint:
        return env
    args = call_args(fn, env, h)
    for i in h.writes:
        fn.writes |= args[i].roots
    if h.writes_global:
        fn.writes.add("g")
    indirect = fn.g.on("indirect-call") and fn.rng.random() < 0.3
    out = []
    for name, (cls, n, lo, rc, aliases, glob, shared, dangling, base) in zip(
            emit_call(fn, h, args, indirect), h.results):
        if dangling:
            continue  # a stack buffer of the callee: never used
        roots = {fn.new_root("c")}
        for i in aliases:
            roots |= args[i].roots
        if glob:
            roots.add("g")
        if aliases or glob or shared:
            # A copy or an alias, depending on the deallocation pass (and
            # results returning one buffer twice: copies or one buffer).
            fn.taint |= roots
            rc = 0
        out.append(Val(name, cls, n, lo, rc, roots, base=base))
    return env + out


# ==== Buffers from outside (features outside-arg, outside-global,
#      outside-call) ====
#
# The copy-based pass (docs/copy-deallocation.md) clones what flows into a
# critical alias. A write through that alias then misses the buffer it came
# from, which is wrong when someone reads that buffer afterwards: the
# caller of a function reading its argument, anyone reading a global after
# the function returns, or the function itself after a call wrote the
# buffer. These statements and helpers make those programs; the pass must
# refuse them or keep their values ("Buffers from outside"). They are
# inserted between the other statements (Gen.outside_slot) with names and
# random streams of their own, and leave the env alone: without them every
# other line of a program is the same.

OUTSIDE = ["outside-arg", "outside-global", "outside-call"]
# Share of programs that have them at all (each helper forwarding an
# argument or the global makes the copy-based pass refuse the module), and
# of statement slots of such a program that get one.
OUTSIDE_PROGRAMS = 0.25
OUTSIDE_SLOT = 0.08
GSEP = "memref<8xi64>"  # type of @gsep, the global these statements write
TY_ANY = ty_of("G")
SEL = range(8)  # selector values a caller may pass


class OHelper:
    """A helper of the outside-* features as its callers see it."""

    def __init__(self, name, kind):
        self.name = name
        self.kind = kind        # fwd, gfwd, gw, bump, rd
        self.param = None       # (cls, n, lo) of its buffer argument
        self.unrelated = False  # gw/gfwd: a buffer argument it only reads
        self.sel = False        # takes a selector (index)
        self.depth = False      # takes a recursion depth (index)
        self.ret = False        # returns an i64
        self.idx = 0            # the element it writes
        self.writes = True
        self.hits = frozenset(SEL)  # selectors routing the buffer it is
        #                             handed (or @gsep) into its alias


def render_region(b):
    return "\n".join(b.render(2))


def plain_alloc(fn, like):
    """A fresh filled buffer of like's type with at least like.lo elements,
    sized without knobs: a helper loading a knob reaches a global, which
    the pass's callee summaries count as touching every buffer from
    outside."""
    a = fn.fresh("om")
    if like.cls == "S":
        size = like.n
        fn.emit("%s = memref.alloc() : %s" % (a, ty_of("S", size)))
        v = Val(a, "S", size, size, size, {fn.new_root()}, base=True)
    else:
        size = fn.rng.randint(max(like.lo, 1), like.lo + 4)
        fn.emit("%s = memref.alloc(%s) : memref<?xi64>"
                % (a, fn.cidx(size)))
        v = Val(a, "D", 0, size, size, {fn.new_root()}, base=True)
    fn.fill(a, v.ty, fn.cidx(0), fn.cidx(size))
    return fn.cast(v, like.cls, like.n)


def critical_alias(fn, src, sel, x=None, blocks=False):
    """Emits a construct whose result may hold src or a fresh buffer made
    in it (a critical alias for the copy-based pass, which clones src into
    it): an scf.if, scf.index_switch or scf.for result, an
    scf.execute_region whose blocks join src and the fresh buffer, or (when
    blocks: the current region may get blocks) a block argument of a
    cf.cond_br join, the current block then being the join. sel: an index
    value in 0..7 choosing the way; x: its value when known here (src then
    goes the way x takes with probability 0.8). Returns (alias, the
    selector values for which it holds src)."""
    rng = fn.rng
    forms = ["if", "if", "switch", "for"]
    if fn.g.on("multiblock-exec") and "#" not in src.name:
        forms.append("exec")
    if blocks:
        forms += ["cf", "cf"]
    form = rng.choice(forms)
    want = rng.random() < 0.8
    ty = src.ty
    r = fn.fresh("oa")
    alias = Val(r, src.cls, src.n, src.lo, 0, src.roots | {fn.new_root()})
    if form == "switch":
        cases = sorted(rng.sample(list(SEL), rng.randint(1, 3)))

        def arm_of(s):
            return cases.index(s) if s in cases else len(cases)
        if x is not None and want:
            at = arm_of(x)
        else:
            at = rng.randrange(len(cases) + 1)
        text = "%s = scf.index_switch %s -> %s" % (r, sel, ty)
        for i in range(len(cases) + 1):
            def body():
                v = src if i == at else plain_alloc(fn, src)
                fn.emit("scf.yield %s : %s" % (v.name, ty))
            b, _ = fn.in_region(body)
            head = "case %d" % cases[i] if i < len(cases) else "default"
            text += "\n%s {\n%s\n}" % (head, render_region(b))
        fn.emit(text)
        return alias, frozenset(s for s in SEL if arm_of(s) == at)
    if form == "for":
        # src stays when the body hands its argument on, or after no trip
        keep = want if x is not None and x != 0 else rng.random() < 0.5
        it = fn.fresh("oit")

        def body():
            v = Val(it, src.cls, src.n, src.lo, 0, ()) if keep \
                else plain_alloc(fn, src)
            fn.emit("scf.yield %s : %s" % (v.name, ty))
        b, _ = fn.in_region(body)
        fn.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) "
                "-> (%s) {\n%s\n}" % (r, fn.fresh("oi"), fn.cidx(0), sel,
                                      fn.cidx(1), it, src.name, ty,
                                      render_region(b)))
        return alias, frozenset(SEL) if keep else frozenset([0])
    k = rng.randint(1, 7)
    c = fn.fresh("ob")
    fn.emit("%s = arith.cmpi slt, %s, %s : index" % (c, sel, fn.cidx(k)))
    on_true = (x < k) == want if x is not None else rng.random() < 0.5
    hits = frozenset(s for s in SEL if (s < k) == on_true)
    if form == "if":
        def arm(take):
            def body():
                v = src if take else plain_alloc(fn, src)
                fn.emit("scf.yield %s : %s" % (v.name, ty))
            return render_region(fn.in_region(body)[0])
        fn.emit("%s = scf.if %s -> (%s) {\n%s\n} else {\n%s\n}"
                % (r, c, ty, arm(on_true), arm(not on_true)))
        return alias, hits

    def join(term):
        """cf.cond_br from the current block: src straight into the join
        (a critical edge) or through a block of its own, a fresh buffer
        through another; the join's argument is the alias."""
        lj, lf = fn.label(), fn.label()
        direct = rng.random() < 0.5
        ls = lj if direct else fn.label()
        to_src = "^%s(%s : %s)" % (lj, src.name, ty) if direct \
            else "^" + ls
        succ = [to_src, "^" + lf]
        if not on_true:
            succ.reverse()
        fn.emit("cf.cond_br %s, %s, %s" % (c, succ[0], succ[1]))
        if not direct:
            new_block(fn, ls)
            fn.emit("cf.br ^%s(%s : %s)" % (lj, src.name, ty))
        new_block(fn, lf)
        m = plain_alloc(fn, src)
        fn.emit("cf.br ^%s(%s : %s)" % (lj, m.name, ty))
        a = fn.fresh("oj")
        new_block(fn, lj, [(a, ty)])
        if term:
            fn.emit("scf.yield %s : %s" % (a, ty))
        return a
    if form == "cf":
        alias.name = join(False)
        return alias, hits
    b, _ = fn.in_region(lambda: join(True))
    fn.emit("%s = scf.execute_region -> %s {\n%s\n}"
            % (r, ty, render_region(b)))
    return alias, hits


def alias_chain(fn, src, sel, x=None, blocks=False):
    """critical_alias, sometimes twice (the second taking the first's
    alias: a clone of a clone for the copy-based pass); returns (alias,
    the selector values for which it holds src)."""
    y, hits = critical_alias(fn, src, sel, x, blocks)
    if fn.rng.random() < 0.25:
        y, more = critical_alias(fn, y, sel, x, blocks)
        hits &= more
    return y, hits


def o_write(fn, v, idx):
    """Writes element idx of v: a constant, the element plus a constant,
    or through the bump helper (a callee writing its argument)."""
    rng = fn.rng
    bumps = fn.g.ohelpers.get("bump", [])
    k = rng.choice(["const", "add"] + (["bump"] if bumps else []))
    i = fn.cidx(idx)
    if k == "bump":
        h = rng.choice(bumps)
        a = fn.cast(v, "G")
        extra = ", %s" % fn.cidx(rng.randint(0, 2)) if h.depth else ""
        fn.emit("func.call @%s(%s, %s%s) : (%s, index%s) -> ()"
                % (h.name, a.name, i, extra, TY_ANY,
                   ", index" if h.depth else ""))
        return
    if k == "add":
        x, y = fn.fresh("ol"), fn.fresh("ol")
        fn.emit("%s = memref.load %s[%s] : %s" % (x, v.name, i, v.ty))
        fn.emit("%s = arith.addi %s, %s : i64"
                % (y, x, fn.ci64(rng.randint(100, 900))))
    else:
        y = fn.ci64(rng.randint(200, 999))
    fn.emit("memref.store %s, %s[%s] : %s" % (y, v.name, i, v.ty))


def o_load(fn, v, idx):
    return o_load_at(fn, v.name, fn.cidx(idx), v.ty)


def o_load_at(fn, name, i, ty=GSEP):
    x = fn.fresh("ol")
    fn.emit("%s = memref.load %s[%s] : %s" % (x, name, i, ty))
    return x


def o_call_text(h, args):
    """A call of outside helper h with args (Val or (name, type))."""
    names = ", ".join(a[0] for a in args)
    tys = ", ".join(a[1] for a in args)
    return "func.call @%s(%s) : (%s) -> (%s)" % (
        h.name, names, tys, "i64" if h.ret else "")


def o_target(fn, env, cls, n, lo):
    """A buffer of env an outside-* statement may write and read back: not
    tainted (a copy and an alias must stay indistinguishable), not an
    argument of the function nor the global @gdata (the callers'
    bookkeeping stays as it is), at least lo elements, castable to cls;
    else a fresh one."""
    def ok(v):
        return v.esc and v.cls not in "BI" and v.lo >= lo and \
            castable(v, cls, n) and not fn.tainted(v) and \
            not any(r == "g" or r[0] == "p" for r in v.roots)
    v = fn.pick(env, ok) if fn.rng.random() < 0.6 else None
    return v or fn.alloc(lo, cls if cls in "SD" else None, n)


def o_sel(fn, hits):
    """A selector value no folder can see, one of hits with probability
    0.8 (when any); returns (name, value)."""
    rng = fn.rng
    x = rng.choice(sorted(hits)) if hits and rng.random() < 0.8 \
        else rng.choice(list(SEL))
    return fn.opaque_index(x), x


def o_args(fn, h, hits):
    """The selector and depth operands of a call of h."""
    out = []
    if h.sel:
        out.append((o_sel(fn, hits)[0], "index"))
    if h.depth:
        out.append((fn.index(fn.rng.randint(0, 3)), "index"))
    return out


def o_result(fn, h, text):
    if h.ret:
        r = fn.fresh("ocall")
        fn.emit("%s = %s" % (r, text))
        fn.checksum(r)
    else:
        fn.emit(text)


def os_arg(fn, env):
    """outside-arg: a call of a helper that forwards its argument into a
    critical alias and writes through it, then the argument read back."""
    h = fn.rng.choice(fn.g.ohelpers["fwd"])
    cls, n, lo = h.param
    v = o_target(fn, env, cls, n, lo)
    a = fn.cast(v, cls, n)
    o_result(fn, h, o_call_text(h, [(a.name, a.ty)] + o_args(fn, h, h.hits)))
    fn.writes |= v.roots
    fn.checksum(o_load(fn, v, h.idx))


def os_global(fn, env):
    """outside-global: a call of a helper that forwards @gsep into a
    critical alias and writes through it, then @gsep read back."""
    h = fn.rng.choice(fn.g.ohelpers["gfwd"])
    o_result(fn, h, o_call_text(h, o_unrelated(fn, env, h) +
                                o_args(fn, h, h.hits)))
    g = fn.fresh("og")
    fn.emit("%s = memref.get_global @gsep : %s" % (g, GSEP))
    fn.checksum(o_load(fn, Val(g, "S", 8, 8, 8, ()), h.idx))


def o_unrelated(fn, env, h):
    """The buffer operand a global helper only reads (none when it takes
    none)."""
    if not h.unrelated:
        return []
    v = fn.pick(env, lambda v: v.esc and v.cls not in "BI" and v.lo >= 1)
    v = fn.cast(v or fn.alloc(1), "G")
    return [(v.name, v.ty)]


def os_call(fn, env):
    """outside-call: a buffer (@gsep, or a buffer of the function) goes
    into a critical alias, then a call writes it (a helper writing @gsep
    without being handed it, or the bump helper writing its argument), or
    reads it (the alias written before), or reads only a buffer unrelated
    to it; then the alias is read."""
    rng = fn.rng
    hs = fn.g.ohelpers
    # Mostly a call of no buffer of the function writing @gsep: the shape
    # that only callee summaries see (a call handed the buffer counted as
    # a write of it before them, so the others were refused already).
    kind = rng.choices(["gw", "bump", "rd", "rd-other"], [3, 1, 1, 1])[0]
    h = rng.choice(hs[kind.split("-")[0]])
    if kind == "gw" or rng.random() < 0.35:
        g = fn.fresh("og")
        fn.emit("%s = memref.get_global @gsep : %s" % (g, GSEP))
        src = Val(g, "S", 8, 8, 8, ())
    else:
        src = o_target(fn, env, "G", 0, 1)
    idx = h.idx if kind == "gw" else rng.randrange(src.lo)
    sel, x = o_sel(fn, frozenset(SEL))
    y, _ = alias_chain(fn, src, sel, x)
    if kind == "gw":
        args = o_unrelated(fn, env, h)
    elif kind == "rd-other":
        v = fn.pick(env, lambda v: v.esc and v.cls not in "BI" and
                    v.lo >= 1 and not v.roots & src.roots)
        a = fn.cast(v or fn.alloc(1), "G")
        args = [(a.name, a.ty), (fn.cidx(0), "index")]
    else:
        if kind == "rd" and rng.random() < 0.6:
            o_write(fn, y, idx)
            fn.writes |= src.roots
        a = fn.cast(src, "G")
        args = [(a.name, a.ty), (fn.cidx(idx), "index")]
        if kind == "bump":
            fn.writes |= src.roots
    o_result(fn, h, o_call_text(h, args + o_args(fn, h, SEL)))
    fn.checksum(o_load(fn, y, idx))
    if rng.random() < 0.4:
        fn.checksum(o_load(fn, src, idx))


OUTSIDE_STMTS = {"outside-arg": os_arg, "outside-global": os_global,
                 "outside-call": os_call}


class OutsideGen:
    """The outside-* part of Gen (a mixin): the global @gsep, the helpers
    and the statement slots."""

    def outside_setup(self):
        """Decides (from a stream of its own) whether this program has
        outside-* statements; if so returns the texts of @gsep and the
        helpers, else []."""
        self.outside = []     # statement kinds of this program
        self.ohelpers = {}    # kind -> [OHelper]
        r = random.Random("%d:outside" % self.seed)
        on = [f for f in OUTSIDE if self.on(f)]
        if not on or r.random() >= OUTSIDE_PROGRAMS:
            return []
        # some of the features in each program (so that programs with
        # outside-call alone, whose reading calls the pass may accept,
        # are frequent)
        self.outside = [f for f in on if r.random() < 0.6] or [r.choice(on)]
        parts = ['memref.global "private" @gsep : %s = dense<[%s]>' % (
            GSEP, ", ".join(str(r.randint(-20, 20)) for _ in range(8)))]
        parts.append(self.o_bump())
        if "outside-call" in self.outside:
            parts += [self.o_rd(), self.o_gw()]
        if "outside-arg" in self.outside:
            parts += [self.o_fwd(i) for i in range(r.randint(1, 2))]
        if "outside-global" in self.outside:
            parts.append(self.o_fwd(0, glob=True))
        return parts

    def outside_slot(self, fn, env, path):
        """Maybe an outside-* statement before the statement at path (its
        own path is path + 'o', for --skip); env is left as it is."""
        if not self.outside:
            return
        r = random.Random("%d:%s:outside" % (self.seed, path))
        if r.random() >= OUTSIDE_SLOT:
            return
        path += "o"
        if path in self.skip:
            return
        self.paths.append(path)
        kind = r.choice(self.outside)
        saved = fn.rng
        fn.rng = r
        fn.outside_names()
        try:
            if self.annotate:
                fn.emit("// %s %s" % (path, kind))
            OUTSIDE_STMTS[kind](fn, env)
        finally:
            fn.outside_names()
            fn.rng = saved

    def outside_epilogue(self, fn):
        """@main reads every element of @gsep before it returns."""
        if not self.outside:
            return
        fn.outside_names()
        g, j = fn.fresh("og"), fn.fresh("oj")

        def body():
            fn.checksum(o_load_at(fn, g, j))
        b, _ = fn.in_region(body)
        fn.emit("%s = memref.get_global @gsep : %s" % (g, GSEP))
        fn.emit("scf.for %s = %s to %s step %s {\n%s\n}" % (
            j, fn.cidx(0), fn.cidx(8), fn.cidx(1), render_region(b)))
        fn.outside_names()

    def o_fn(self, h):
        fn = Fn(self, h.name)
        fn.b = Builder()
        fn.multi = any(self.on(f) for f in CF_FEATURES)
        return fn

    def o_finish(self, fn, h, params):
        head = "func.func %s@%s(%s)%s" % (
            "" if fn.rng.random() < 0.3 else "private ", h.name,
            ", ".join("%s: %s" % p for p in params),
            " -> i64" if h.ret else "")
        self.ohelpers.setdefault(h.kind, []).append(h)
        return self.render(fn, head)

    def o_if(self, fn, cond, then, other=None, ret=False):
        """scf.if cond (-> i64 when ret) with arms then() and other(),
        each returning the i64 to yield when ret."""
        arms = []
        for f in (then, other):
            if f is None:
                continue

            def body(f=f):
                v = f()
                if ret:
                    fn.emit("scf.yield %s : i64" % v)
            arms.append(render_region(fn.in_region(body)[0]))
        r = fn.fresh("or") if ret else None
        fn.emit("%sscf.if %s%s {\n%s\n}%s" % (
            r + " = " if ret else "", cond, " -> (i64)" if ret else "",
            arms[0], " else {\n%s\n}" % arms[1] if len(arms) > 1 else ""))
        return r

    def o_recurse(self, fn, h, args, depth):
        """(condition depth > 0, a function emitting the call of h with
        args and depth - 1 and returning its result)."""
        p = fn.fresh("op")
        fn.emit("%s = arith.cmpi sgt, %s, %s : index"
                % (p, depth, fn.cidx(0)))

        def call():
            d1 = fn.fresh("od")
            fn.emit("%s = arith.subi %s, %s : index"
                    % (d1, depth, fn.cidx(1)))
            text = o_call_text(h, args + [(d1, "index")])
            if not h.ret:
                fn.emit(text)
                return None
            r = fn.fresh("ov")
            fn.emit("%s = %s" % (r, text))
            return r
        return p, call

    def o_bump(self):
        """@obump0(%b, %i[, %depth]): adds a constant to %b[%i] (after
        calling itself with depth - 1)."""
        h = OHelper("obump0", "bump")
        fn = self.o_fn(h)
        h.depth = fn.rng.random() < 0.3
        params = [("%arg0", TY_ANY), ("%arg1", "index")]
        if h.depth:
            params.append(("%arg2", "index"))
            p, call = self.o_recurse(fn, h, params[:2], "%arg2")
            self.o_if(fn, p, call)
        x, y = fn.fresh("ol"), fn.fresh("ol")
        fn.emit("%s = memref.load %%arg0[%%arg1] : %s" % (x, TY_ANY))
        fn.emit("%s = arith.addi %s, %s : i64"
                % (y, x, fn.ci64(fn.rng.randint(1, 50))))
        fn.emit("memref.store %s, %%arg0[%%arg1] : %s" % (y, TY_ANY))
        fn.emit("return")
        return self.o_finish(fn, h, params)

    def o_rd(self):
        """@ord0(%b, %i[, %depth]) -> i64: reads %b[%i] (at the end of a
        recursion when it takes a depth)."""
        h = OHelper("ord0", "rd")
        fn = self.o_fn(h)
        h.ret, h.writes = True, False
        h.depth = fn.rng.random() < 0.4
        params = [("%arg0", TY_ANY), ("%arg1", "index")]

        def read():
            x = fn.fresh("ol")
            fn.emit("%s = memref.load %%arg0[%%arg1] : %s" % (x, TY_ANY))
            return x
        if h.depth:
            params.append(("%arg2", "index"))
            p, call = self.o_recurse(fn, h, params[:2], "%arg2")
            r = self.o_if(fn, p, call, read, ret=True)
        else:
            r = read()
        fn.emit("return %s : i64" % r)
        return self.o_finish(fn, h, params)

    def o_gw(self):
        """@ogw0([%u][, %depth]): writes @gsep, which it is not handed
        (at the end of a recursion, or after it); reads %u, a buffer
        unrelated to @gsep, and returns it."""
        h = OHelper("ogw0", "gw")
        fn = self.o_fn(h)
        rng = fn.rng
        h.unrelated = rng.random() < 0.3
        h.ret = h.unrelated
        h.depth = rng.random() < 0.3
        h.idx = rng.randrange(8)
        params = [("%arg0", TY_ANY)] if h.unrelated else []

        def write():
            g = fn.fresh("og")
            fn.emit("%s = memref.get_global @gsep : %s" % (g, GSEP))
            o_write(fn, Val(g, "S", 8, 8, 8, ()), h.idx)
            return None
        if h.depth:
            dep = "%%arg%d" % len(params)
            p, call = self.o_recurse(fn, h, list(params), dep)
            params.append((dep, "index"))
            if rng.random() < 0.5:
                self.o_if(fn, p, call, write)
            else:
                self.o_if(fn, p, call)
                write()
        else:
            write()
        if h.unrelated:
            x = fn.fresh("ol")
            fn.emit("%s = memref.load %%arg0[%s] : %s"
                    % (x, fn.cidx(0), TY_ANY))
            fn.emit("return %s : i64" % x)
        else:
            fn.emit("return")
        return self.o_finish(fn, h, params)

    def o_fwd(self, i, glob=False):
        """@ofwdN(%a, %sel[, %depth]) (glob: @ogfwdN([%u, ]%sel[, %depth]),
        forwarding @gsep instead of %a): forwards %a into a critical alias
        (critical_alias, as %sel chooses), writes element idx through it
        (mostly) and may return an element read through it. With a depth,
        the recursion either ends in the forwarding, or forwards first and
        hands the alias to the recursive call."""
        h = OHelper(("ogfwd%d" if glob else "ofwd%d") % i,
                    "gfwd" if glob else "fwd")
        fn = self.o_fn(h)
        rng = fn.rng
        h.sel = True
        h.depth = rng.random() < 0.3
        h.writes = rng.random() < 0.85
        params = []
        if glob:
            h.unrelated = rng.random() < 0.3
            if h.unrelated:
                params.append(("%arg0", TY_ANY))
        else:
            cls = rng.choice("SDOG")
            n = rng.randint(2, 8) if cls == "S" else 0
            lo = n if cls == "S" else rng.randint(1, 6)
            h.param = (cls, n, lo)
            params.append(("%arg0", ty_of(cls, n)))
        h.ret = not h.writes or h.unrelated or rng.random() < 0.4
        sel = "%%arg%d" % len(params)
        params.append((sel, "index"))
        dep = "%%arg%d" % len(params)
        if h.depth:
            params.append((dep, "index"))

        def source():
            if not glob:
                return Val("%arg0", cls, n, lo, 0, {"p0"})
            g = fn.fresh("og")
            fn.emit("%s = memref.get_global @gsep : %s" % (g, GSEP))
            return Val(g, "S", 8, 8, 8, ())
        lo8 = 8 if glob else lo
        h.idx = rng.randrange(lo8)
        ridx = rng.randrange(lo8)

        def finish(y):
            """The write through y and the value to return."""
            if h.writes:
                o_write(fn, y, h.idx)
            if not h.ret:
                return None
            x = o_load(fn, y, ridx)
            if h.unrelated:
                u, s = fn.fresh("ol"), fn.fresh("ol")
                fn.emit("%s = memref.load %%arg0[%s] : %s"
                        % (u, fn.cidx(0), TY_ANY))
                fn.emit("%s = arith.addi %s, %s : i64" % (s, x, u))
                x = s
            return x
        rec = params[:-2] if h.depth else None  # operands before %sel
        if not h.depth:
            y, h.hits = alias_chain(fn, source(), sel, None, fn.multi)
            r = finish(y)
        elif glob or rng.random() < 0.5:
            # recursion first, the forwarding at its end
            p, call = self.o_recurse(fn, h, rec + [(sel, "index")], dep)

            def base():
                y, h.hits = alias_chain(fn, source(), sel)
                return finish(y)
            r = self.o_if(fn, p, call, base, ret=h.ret)
        else:
            # forwarding first, the alias handed to the recursive call
            y, h.hits = alias_chain(fn, source(), sel, None, fn.multi)
            p, call = self.o_recurse(fn, h, [(y.name, y.ty), (sel, "index")],
                                     dep)
            r = self.o_if(fn, p, call, lambda: finish(y), ret=h.ret)
        fn.emit("return %s : i64" % r if h.ret else "return")
        return self.o_finish(fn, h, params)


STMTS = {
    "alloc": s_alloc, "load": s_load, "store": s_store,
    "sumloop": s_sumloop, "subview": s_subview, "view": s_view,
    "reinterpret": s_reinterpret, "cast": s_cast, "reshape": s_reshape,
    "select": s_select, "realloc": s_realloc, "if": s_if, "for": s_for,
    "while": s_while, "exec": s_exec, "indexswitch": s_indexswitch,
    "call": s_call, "cfdiamond": s_cfdiamond, "cfswitch": s_cfswitch,
    "cfloop": s_cfloop,
    # issue 12 (see the module docstring for the rule each one attacks)
    "byteview": s_byteview, "bytemerge": s_bytemerge, "clone": s_clone,
    "select-alias": s_select_alias, "region-alias": s_region_alias,
    "blockarg-alias": s_blockarg_alias, "direct-use": s_direct_use,
    "switch-edges": s_switch_edges, "unreachable": s_unreachable,
    "alloca-scope": s_alloca_scope, "hand-free": s_hand_free,
    "realloc-carried": s_realloc_carried, "copies": s_copy,
}
# The feature that switches a statement kind on (default: its own name).
FEATURE_OF = {"byteview": "byteviews", "bytemerge": "byteviews",
              "alloca-scope": "alloca-mix"}
WEIGHTS = {
    "alloc": 3, "load": 5, "store": 3, "sumloop": 1, "subview": 2,
    "view": 1, "reinterpret": 1, "cast": 1, "reshape": 1, "select": 1,
    "realloc": 1, "if": 2, "for": 2, "while": 1, "exec": 1,
    "indexswitch": 1, "call": 2, "cfdiamond": 2, "cfswitch": 1, "cfloop": 1,
    "byteview": 2, "bytemerge": 1, "clone": 2, "select-alias": 2,
    "region-alias": 1, "blockarg-alias": 1, "direct-use": 1,
    "switch-edges": 1, "unreachable": 1, "alloca-scope": 1, "hand-free": 2,
    "realloc-carried": 1, "copies": 3,
}
COMPOUND = {"if", "for", "while", "exec", "indexswitch", "cfdiamond",
            "cfswitch", "cfloop", "bytemerge", "region-alias",
            "blockarg-alias", "direct-use", "switch-edges", "unreachable",
            "alloca-scope", "hand-free", "realloc-carried"}
LOOPS = {"for", "while", "cfloop", "bytemerge", "region-alias",
         "blockarg-alias"}
CF = {"cfdiamond", "cfswitch", "cfloop", "blockarg-alias", "direct-use",
      "switch-edges", "unreachable"}
# Features whose statements need blocks of their own (statements of CF).
CF_FEATURES = {"cfdiamond", "cfswitch", "cfloop", "blockarg-alias",
               "direct-use", "switch-edges", "unreachable"}
MAX_DEPTH = 3
MAX_LOOPS = 2


class Gen(OutsideGen):
    def __init__(self, seed, features, size, skip=(), annotate=False):
        self.seed = seed
        self.rng = random.Random(seed)
        self.skip = set(skip)
        self.annotate = annotate
        self.paths = []  # statements generated, for the reducer
        self.features = features
        self.size = size
        self.knobs = [self.rng.randint(0, 7) for _ in range(NKNOBS)]
        self.knobs[self.rng.randrange(NKNOBS)] = 0  # opaque_index(0) works
        self.gdata = [self.rng.randint(-20, 20) for _ in range(8)]
        self.helpers = []
        self.roots = 0
        self.depth = 0
        self.outside = []  # see outside_setup
        self.ohelpers = {}

    def on(self, f):
        return f in self.features

    def kinds(self, fn, multi):
        out = []
        for k in STMTS:
            if not self.on(FEATURE_OF.get(k, k)) and k != "load":
                continue
            if k in COMPOUND and self.depth >= MAX_DEPTH:
                continue
            if k in LOOPS and fn.loops >= MAX_LOOPS:
                continue
            if k in CF and not multi:
                continue
            if k == "alloc" and not (self.on("alloc") or self.on("dynalloc")):
                continue
            out.append(k)
        return out

    def stmts(self, fn, env, budget, multi):
        """Up to `budget` statements. Each statement draws from its own
        random stream, named by its path (function, region, index), so that
        leaving one out (--skip PATH) keeps every other statement's choices:
        that is what makes reduction of a failing program work."""
        parent = fn.path
        fn.nregions[parent] = fn.nregions.get(parent, 0) + 1
        prefix = "%s/%d" % (parent, fn.nregions[parent])
        idx = 0
        while budget > 0:
            path = "%s.%d" % (prefix, idx)
            idx += 1
            self.outside_slot(fn, env, path)
            saved = fn.rng
            fn.rng = random.Random("%d:%s" % (self.seed, path))
            budget -= 1
            ks = self.kinds(fn, multi)
            kind = fn.rng.choices(ks, [WEIGHTS[k] for k in ks])[0]
            sub = 0
            if kind in COMPOUND:
                sub = fn.rng.randint(0, min(budget, 6))
                budget -= sub
            if path not in self.skip:
                self.paths.append(path)
                fn.path = path
                fn.multi = multi
                if self.annotate:
                    fn.emit("// %s %s" % (path, kind))
                env = STMTS[kind](fn, env, sub)
                fn.path = parent
            fn.rng = saved
        return env

    def seeds(self, fn):
        """Values a function starts with: an alloca, the global, a buffer."""
        env = []
        rng = fn.rng
        if self.on("alloca") and rng.random() < 0.3:
            n = rng.randint(1, 6)
            a = fn.fresh("st")
            fn.emit("%s = memref.alloca() : memref<%dxi64>" % (a, n))
            v = Val(a, "S", n, n, n, {fn.new_root("s")})
            fn.fill(a, v.ty, fn.cidx(0), fn.cidx(n))
            env.append(v)
        if self.on("global") and rng.random() < 0.3:
            g = fn.fresh("gd")
            fn.emit("%s = memref.get_global @gdata : memref<8xi64>" % g)
            env.append(Val(g, "S", 8, 8, 8, {"g"}))
        if self.on("alloc") or self.on("dynalloc"):
            env.append(fn.alloc(rng.randint(1, 8)))
        return env

    def function(self, name, params, budget):
        fn = Fn(self, name)
        fn.b = Builder()
        fn.prologue += [
            "%%knobs = memref.get_global @knobs : memref<%dxi64>" % NKNOBS,
            "%%acc = memref.get_global @acc : %s" % TY_ACC]
        env = self.seeds(fn) + params
        multi = any(self.on(f) for f in CF_FEATURES)
        env = self.stmts(fn, env, budget, multi)
        return fn, env

    def render(self, fn, head):
        # the constants of the outside-* statements come after the others
        fn.b.blocks[0].lines[:0] = fn.prologue + fn.other_names[3]
        return "%s {\n%s\n}\n" % (head, "\n".join(fn.b.render(2)))

    def helper(self, idx):
        rng = random.Random("%d:h%d:signature" % (self.seed, idx))
        # Draws of the issue-12 features come from a stream of their own, so
        # that without them a seed gives the program it always gave.
        xr = random.Random("%d:h%d:extra" % (self.seed, idx))
        h = Helper("h%d" % idx, rng.random() < 0.5)
        params = []
        for i in range(rng.randint(1, 3)):
            cls = rng.choice("SDOG")
            n = rng.randint(2, 8) if cls == "S" else 0
            lo = n if cls == "S" else rng.randint(1, 6)
            h.params.append((cls, n, lo))
            params.append(Val("%%arg%d" % i, cls, n, lo, 0, {"p%d" % i}))
        plain = list(params)
        if self.on("byteviews") and xr.random() < 0.5:
            i = len(params)
            n = 8 * xr.randint(2, 8) if xr.random() < 0.3 else 0
            lo = n or 8 * xr.randint(2, 8)
            h.params.append(("B", n, lo))
            params.append(Val("%%arg%d" % i, "B", n, lo, 0, {"p%d" % i}))
        fn, env = self.function(h.name, params, max(1, self.size // 3))
        rets = []
        for j in range(rng.choice([0, 1, 1, 2])):
            if j == 0 and rng.random() < 0.3:
                v = rng.choice(plain)  # returns an argument
            else:
                v = fn.yield_value(env, returning=True)
            cls = rng.choice([c for c in "SDOG" if RANK[c] >= RANK[v.cls]])
            v = fn.cast(v, cls, v.n)
            rets.append(v)
        rets += self.extra_results(fn, xr, env, params, rets)
        rets = self.returns(fn, xr, env, params, rets)
        self.contract(h, rets)
        h.writes = {i for i in range(len(params)) if "p%d" % i in fn.writes}
        h.writes_global = "g" in fn.writes
        head = "func.func %s@%s(%s)%s" % (
            "" if h.public else "private ", h.name,
            ", ".join("%s: %s" % (p.name, p.ty) for p in params),
            " -> (%s)" % ", ".join(v.ty for v in rets) if rets else "")
        text = self.render(fn, head)
        self.helpers.append(h)
        return text

    def extra_results(self, fn, xr, env, params, rets):
        """More results of a helper (issue-12 features): byte buffers,
        the same buffer twice, views of arguments, a select of an argument
        and a fresh buffer, a global, a stack buffer nobody may use."""
        out = []
        if self.on("byteviews") and xr.random() < 0.4:
            out.append(bytes_value(fn, env, 8 * xr.randint(1, 4)))
        if self.on("return-alias"):
            for _ in range(xr.choice([0, 1, 1, 2])):
                k = xr.choice(["dup", "argview", "argview", "select",
                               "global", "fresh"])
                if k == "dup" and (rets or out):
                    out.append(xr.choice(rets + out))
                    continue
                arg = xr.choice(params)
                if k == "argview" and arg.cls == "B":
                    if arg.lo >= 8:
                        out.append(byte_view(fn, arg))
                    continue
                if k == "argview":
                    out.append(alias_of(fn, arg))
                elif k == "select" and arg.cls != "B":
                    b = fn.alloc(arg.lo)
                    cls, n = join_cls([arg, b])
                    a2, b2 = fn.cast(arg, cls, n), fn.cast(b, cls, n)
                    if xr.random() < 0.5:
                        a2, b2 = b2, a2
                    r = fn.fresh("rsel")
                    fn.emit("%s = arith.select %s, %s, %s : %s"
                            % (r, fn.cond(), a2.name, b2.name,
                               ty_of(cls, n)))
                    out.append(merge_vals([r], [[a2, b2]])[0])
                elif k == "global":
                    g = fn.fresh("gd")
                    fn.emit("%s = memref.get_global @gdata : memref<8xi64>"
                            % g)
                    out.append(Val(g, "S", 8, 8, 8, {"g"}))
                else:
                    out.append(fn.alloc(xr.randint(1, 6)))
        if self.on("alloca-mix") and xr.random() < 0.25:
            # Returning a stack buffer is fine while nobody uses it: the
            # pass must clone it (and the caller free the clone).
            v = fn.alloc(xr.randint(1, 4), stack=True)
            v.dangling = True
            out.append(v)
        return out

    def returns(self, fn, xr, env, params, rets):
        """Emits the return (with return-alias and branches allowed, two
        returns in different blocks sometimes); returns the values the
        callers see (merged over the returns)."""
        def ret(vals):
            fn.emit("return" + (" %s : %s" % (
                ", ".join(v.name for v in vals),
                ", ".join(v.ty for v in vals)) if vals else ""))
        multi = any(self.on(f) for f in CF_FEATURES)
        if not (self.on("return-alias") and multi and rets
                and xr.random() < 0.3):
            ret(rets)
            return rets
        alts = []
        for v in rets:
            if getattr(v, "dangling", False):
                alts.append(v)
            elif v.cls == "B":
                alts.append(bytes_value(fn, env, v.lo))
            else:
                alts.append(xr.choice([v, fn.alloc(v.lo),
                                       fn.yield_value(env, returning=True)]))
        res = []
        for a, b in zip(rets, alts):
            cls, n = join_cls([a, b])
            if cls == "S" and (a.n != n or b.n != n):
                cls = "D"
            m = merge_vals([None], [[fn.cast(a, cls, n), fn.cast(b, cls, n)]])
            m[0].dangling = getattr(a, "dangling", False)
            res.append(m[0])
        ca = [fn.cast(a, r.cls, r.n) for a, r in zip(rets, res)]
        cb = [fn.cast(b, r.cls, r.n) for b, r in zip(alts, res)]
        la, lb = fn.label(), fn.label()
        fn.emit("cf.cond_br %s, ^%s, ^%s" % (fn.cond(), la, lb))
        for lab, vals in ((la, ca), (lb, cb)):
            blk = Block(lab)
            fn.b.blocks.append(blk)
            fn.b.cur = blk
            ret(vals)
        return res

    def contract(self, h, rets):
        """What callers know of the results."""
        for j, v in enumerate(rets):
            aliases = {i for i in range(len(h.params)) if "p%d" % i in v.roots}
            glob = "g" in v.roots
            shared = any(v.roots & w.roots for k, w in enumerate(rets)
                         if k != j)
            dangling = getattr(v, "dangling", False)
            h.results.append((v.cls, v.n, v.lo, 0 if aliases or glob or shared
                              else v.rc, aliases, glob, shared, dangling,
                              v.base and not (aliases or glob or shared)))

    # ---- helpers of the issue-12 features ----

    def special_helpers(self):
        """Helpers of issue-12 features, made before the others (which, like
        @main, may call them): a recursive one (recursion), one freeing its
        argument (hand-free), one already deallocated by hand with
        bufferization.dealloc (dealloc-ops)."""
        xr = random.Random("%d:special" % self.seed)
        parts = []
        if self.on("recursion") and xr.random() < 0.8:
            parts.append(self.rec_helper(xr))
        if self.on("hand-free") and xr.random() < 0.5:
            parts.append(self.consumer_helper(xr))
        if self.on("dealloc-ops") and xr.random() < 0.8:
            parts.append(self.predealloc_helper(xr))
        return parts

    def special_fn(self, name):
        fn = Fn(self, name)
        fn.b = Builder()
        fn.prologue += [
            "%%knobs = memref.get_global @knobs : memref<%dxi64>" % NKNOBS,
            "%%acc = memref.get_global @acc : %s" % TY_ACC]
        fn.multi = any(self.on(f) for f in CF_FEATURES)
        return fn

    def finish_special(self, fn, h, params, rets):
        head = "func.func %s@%s(%s)%s" % (
            "" if h.public else "private ", h.name,
            ", ".join("%s: %s" % (p.name, "index" if p.cls == "I" else p.ty)
                      for p in params),
            " -> (%s)" % ", ".join(ty_of(r[0], r[1]) for r in rets)
            if rets else "")
        h.results = rets
        self.helpers.append(h)
        return self.render(fn, head)

    def rec_helper(self, xr):
        """@recN(%m: memref<?xi64>, %depth: index) -> memref<?xi64>: calls
        itself while depth > 0 (in an scf.if, or in a block of its own with
        a return in each block); returns its argument, a fresh buffer or
        what the recursive call returned."""
        name = "rec%d" % len(self.helpers)
        fn = self.special_fn(name)
        lo = xr.randint(1, 4)
        h = Helper(name, xr.random() < 0.2)
        h.params = [("D", 0, lo), ("I", 0, 0)]
        res = [("D", 0, lo, 0, {0}, False, False, False, False)]
        h.results = res
        m = Val("%arg0", "D", 0, lo, 0, {"p0"})
        d = Val("%arg1", "I", 0, 0, 0, ())
        c = fn.fresh("rc")
        fn.emit("%s = arith.cmpi sgt, %s, %s : index" % (c, d.name,
                                                          fn.cidx(0)))

        def recurse():
            d1 = fn.fresh("rd")
            fn.emit("%s = arith.subi %s, %s : index" % (d1, d.name,
                                                         fn.cidx(1)))
            x = m if xr.random() < 0.5 else fn.alloc(lo, "D")
            y = Val(emit_call(fn, h, [x, Val(d1, "I", 0, 0, 0, ())])[0],
                    "D", 0, lo, 0, ())
            s_load(fn, [y], 0)
            return xr.choice([y, y, x, m, fn.alloc(lo, "D")])

        def base():
            return m if xr.random() < 0.6 else fn.alloc(lo, "D")
        if fn.multi and xr.random() < 0.5:
            la, lb = fn.label(), fn.label()
            fn.emit("cf.cond_br %s, ^%s, ^%s" % (c, la, lb))
            for lab, f in ((la, recurse), (lb, base)):
                new_block(fn, lab)
                v = f()
                fn.emit("return %s : %s" % (v.name, v.ty))
        else:
            tb, tv = fn.in_region(recurse)
            eb, ev = fn.in_region(base)
            r = fn.fresh("rr")
            finish_yields(fn, tb, [tv], [m])
            finish_yields(fn, eb, [ev], [m])
            fn.emit("%s = scf.if %s -> (memref<?xi64>) {\n%s\n} else {\n%s\n}"
                    % (r, c, "\n".join(tb.render(2)),
                       "\n".join(eb.render(2))))
            fn.emit("return %s : memref<?xi64>" % r)
        return self.finish_special(fn, h, [m, d], res)

    def consumer_helper(self, xr):
        """@freeN(%m) frees its argument on every path (memref.dealloc right
        away, in both arms of an scf.if, or in two blocks each returning);
        sometimes returns a fresh buffer. Callers pass a fresh buffer they
        never use again."""
        name = "free%d" % len(self.helpers)
        fn = self.special_fn(name)
        h = Helper(name, xr.random() < 0.3)
        cls = xr.choice("SD")
        lo = xr.randint(1, 6)
        h.params = [(cls, lo if cls == "S" else 0, lo)]
        h.consumes = {0}
        m = Val("%arg0", cls, lo if cls == "S" else 0, lo, lo, {"p0"})
        use_local(fn, m)
        ret = fn.alloc(xr.randint(1, 6)) if xr.random() < 0.4 else None
        rets = [(ret.cls, ret.n, ret.lo, ret.rc, set(), False, False, False,
                 True)] if ret else []
        tail = "return" + (" %s : %s" % (ret.name, ret.ty) if ret else "")
        kind = xr.choice(["now", "scf"] + (["cf"] if fn.multi else []))
        if kind == "now":
            free(fn, m)
        elif kind == "scf":
            def arm(use):
                def body():
                    if use:
                        use_local(fn, m)
                    free(fn, m)
                return fn.in_region(body)[0]
            fn.emit("scf.if %s {\n%s\n} else {\n%s\n}" % (
                fn.cond(), "\n".join(arm(True).render(2)),
                "\n".join(arm(False).render(2))))
        else:
            la, lb = fn.label(), fn.label()
            fn.emit("cf.cond_br %s, ^%s, ^%s" % (fn.cond(), la, lb))
            for lab in (la, lb):
                new_block(fn, lab)
                if xr.random() < 0.5:
                    use_local(fn, m)
                free(fn, m)
                fn.emit(tail)
            return self.finish_special(fn, h, [m], rets)
        fn.emit(tail)
        return self.finish_special(fn, h, [m], rets)

    def predealloc_helper(self, xr):
        """@pdN: a function deallocated by hand with bufferization.dealloc
        (the pass leaves it alone, the simplification and the lowering do
        not): one dealloc of its buffers, a clone and its source, a select
        of the two (listed again), a byte buffer under a view, the argument
        (condition false: unknown aliasing; or true: the callee consumes
        it), retaining the returned buffer, which may be one of them."""
        name = "pd%d" % len(self.helpers)
        fn = self.special_fn(name)
        h = Helper(name, xr.random() < 0.5)
        lo = xr.randint(1, 6)
        consume = xr.random() < 0.3
        h.params = [("D", 0, lo)]
        if consume:
            h.consumes = {0}
        m = Val("%arg0", "D", 0, lo, 0, {"p0"})
        s_load(fn, [m], 0)
        a = fn.alloc(xr.randint(1, 6))
        bases = [a]
        extra = []
        if xr.random() < 0.7:
            b = clone_of(fn, xr.choice([a, a, m]))
            bases.append(b)
            if xr.random() < 0.6 and b.ty == a.ty:
                s = fn.fresh("psel")
                fn.emit("%s = arith.select %s, %s, %s : %s"
                        % (s, fn.cond(), a.name, b.name, a.ty))
                sv = Val(s, a.cls, a.n, min(a.lo, b.lo), 0, a.roots | b.roots)
                s_load(fn, [sv], 0)
                extra.append(sv)
        if xr.random() < 0.5:
            bb = fn.alloc_bytes(8 * xr.randint(2, 5))
            v = byte_view(fn, bb, cast=False)
            s_load(fn, [v], 0)
            bases.append(bb)
        if xr.random() < 0.4:
            def body():
                t = fn.alloc(xr.randint(1, 4))
                s_load(fn, [t], 0)
                fn.emit("bufferization.dealloc (%s : %s) if (%s)"
                        % (t.name, t.ty, fn.ci1(True)))
            b2, _ = fn.in_region(body)
            fn.emit("scf.for %s = %s to %s step %s {\n%s\n}" % (
                fn.fresh("iv"), fn.cidx(0), fn.index(xr.randint(0, 3)),
                fn.cidx(1), "\n".join(b2.render(2))))
        r = xr.choice(bases[:2] + extra + [None])
        if r is None or r.cls == "B":
            r = fn.alloc(xr.randint(1, 6))
            bases.append(r)
        for v in bases:
            s_load(fn, [v], 0) if v.cls != "B" else None
        items = [(v, fn.ci1(True)) for v in bases]
        xr.shuffle(items)
        items.insert(xr.randrange(len(items) + 1),
                     (m, fn.ci1(True) if consume else fn.ci1(False)))
        # Aliases of listed buffers come after them: an entry whose
        # condition is false keeps a later alias from being freed (each
        # buffer is freed at its first entry only), which would leak.
        more = [(v, xr.choice([fn.ci1(True), fn.ci1(False), fn.cond()]))
                for v in extra]
        if xr.random() < 0.4:
            more.append((a, fn.cond()))  # one buffer listed twice
        xr.shuffle(more)
        items += more
        retain = [r] + ([m] if not consume and xr.random() < 0.3 else [])
        res = fn.fresh("po")
        text = "bufferization.dealloc (%s : %s) if (%s) retain (%s : %s)" % (
            ", ".join(v.name for v, _ in items),
            ", ".join(v.ty for v, _ in items),
            ", ".join(c for _, c in items),
            ", ".join(v.name for v in retain),
            ", ".join(v.ty for v in retain))
        fn.emit("%s = %s" % (fn.res_decl(res, len(retain)), text))
        fn.emit("return %s : %s" % (r.name, r.ty))
        rets = [(r.cls, r.n, r.lo, 0, set(), False, False, False, False)]
        return self.finish_special(fn, h, [m], rets)


    def module(self):
        parts = [
            'memref.global "private" @knobs : memref<%dxi64> = dense<[%s]>'
            % (NKNOBS, ", ".join(map(str, self.knobs))),
            'memref.global "private" @acc : %s = dense<0>' % TY_ACC,
            'memref.global "private" @gdata : memref<8xi64> = dense<[%s]>'
            % ", ".join(map(str, self.gdata)),
        ]
        parts += self.outside_setup()
        nh = self.rng.randint(1, 3) if self.on("call") else 0
        if nh:
            parts += self.special_helpers()
        for i in range(nh):
            parts.append(self.helper(i))
        fn, _ = self.function("main", [], self.size)
        self.outside_epilogue(fn)
        r = fn.fresh("sum")
        fn.emit("%s = memref.load %%acc[%s] : %s" % (r, fn.cidx(0), TY_ACC))
        fn.emit("return %s : i64" % r)
        parts.append(self.render(fn, "func.func @main() -> i64"))
        return "\n".join(parts)


def feature_list(text):
    out = []
    for f in (text or "").split(","):
        f = f.strip()
        out += NEW if f == "new" else OUTSIDE if f == "outside" else \
            [f] if f else []
    for f in out:
        if f not in FEATURES + OPT_IN:
            sys.exit("dealloc_gen.py: unknown feature '%s' (see "
                     "--list-features)" % f)
    return out


def features_from(args):
    """The default features, less --without, plus --with (so that
    `--without new --with clone` means one new feature), less the
    unstructured ones under --structured-only."""
    feats = set(FEATURES)
    feats -= set(feature_list(args.without))
    feats |= set(feature_list(getattr(args, "with_", "")))
    if args.structured_only:
        feats -= UNSTRUCTURED
    return feats


def generate(seed, structured_only=False, without="", size=24, skip=(),
             annotate=False, with_=""):
    """(program text, statement paths) for a seed; used by the other bench
    scripts."""
    ns = argparse.Namespace(structured_only=structured_only, without=without,
                            with_=with_)
    g = Gen(seed, features_from(ns), size, skip, annotate)
    return g.module(), g.paths


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 allow_abbrev=False)
    ap.add_argument("seed", type=int, nargs="?", default=0)
    ap.add_argument("--structured-only", action="store_true",
                    help="no cf ops, single-block execute_region "
                    "(upstream rejects unstructured loops)")
    ap.add_argument("--without", metavar="F1,F2",
                    help="features to leave out (groups: new, the "
                    "adversarial ones; outside, outside-arg,outside-global,"
                    "outside-call: buffers from outside written through a "
                    "critical alias; see --list-features and the module "
                    "docstring)")
    ap.add_argument("--with", dest="with_", metavar="F1,F2",
                    help="opt-in features to add (escaping-views)")
    ap.add_argument("--size", type=int, default=24,
                    help="statement budget of @main (helpers get a third)")
    ap.add_argument("--skip", metavar="PATH,...", default="",
                    help="statements to leave out (paths as printed by "
                    "--annotate; used to reduce failing programs)")
    ap.add_argument("--annotate", action="store_true",
                    help="precede each statement by a comment with its path")
    ap.add_argument("--list-features", action="store_true")
    args = ap.parse_args()
    if args.list_features:
        print("\n".join(["%-16s %s" % (f, RULES[f]) if f in RULES else f
                         for f in FEATURES] +
                        [f + " (opt-in)" for f in OPT_IN]))
        return 0
    skip = [p for p in args.skip.split(",") if p]
    g = Gen(args.seed, features_from(args), args.size, skip, args.annotate)
    sys.stdout.write(g.module())
    return 0


if __name__ == "__main__":
    sys.exit(main())
