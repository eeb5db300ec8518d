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
  is used no more afterwards.

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
    "byteviews", "clone", "select-alias",
]
# Off unless named by --with: known to fail by design (see s_view).
OPT_IN = ["escaping-views"]
# Features upstream's ownership-based deallocation rejects or that need a
# multi-block region: --structured-only drops them.
UNSTRUCTURED = {"cfdiamond", "cfswitch", "cfloop", "multiblock-exec"}

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

    def __init__(self, name, cls, n, lo, rc, roots, esc=True):
        self.name = name
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

    # ---- names and constants ----
    def fresh(self, p="v"):
        self.count += 1
        return "%%%s%d" % (p, self.count)

    def label(self):
        self.labels += 1
        return "bb%d" % self.labels

    def cidx(self, k):
        key = ("index", k)
        if key not in self.consts:
            name = "%%c%d" % k
            self.consts[key] = name
            self.prologue.append("%s = arith.constant %d : index" % (name, k))
        return self.consts[key]

    def ci64(self, k):
        key = ("i64", k)
        if key not in self.consts:
            name = "%%c%s_i64" % (str(k).replace("-", "m"))
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
                {self.new_root("s" if stack else "r")})
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
            return Val(b, "B", size, size, 0, {self.new_root()})
        self.emit("%s = memref.alloc(%s) : memref<?xi8>"
                  % (b, self.index(size)))
        return Val(b, "B", 0, size, 0, {self.new_root()})

    def cast(self, v, cls, n=0):
        if v.cls == cls and (cls not in "SB" or v.n == n):
            return v
        r = self.fresh("cast")
        t = ty_of(cls, n)
        self.emit("%s = memref.cast %s : %s to %s" % (r, v.name, v.ty, t))
        return Val(r, cls, n, v.lo, v.rc, v.roots, v.esc)

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
                    returning=False):
        """A value to leave a region with: from env or freshly allocated."""
        def ok(v):
            if not v.esc or v.lo < lo or (cls and not castable(v, cls, n)):
                return False
            if loop and self.tainted(v):
                return False
            return not (returning and any(r[0] == "s" for r in v.roots))
        v = self.pick(env, ok) if self.rng.random() < 0.75 else None
        if v is None:
            v = self.alloc(lo, cls, n)
        return v

    def results(self, name, k):
        return [name] if k == 1 else ["%s#%d" % (name, i) for i in range(k)]

    def res_decl(self, name, k):
        return name if k == 1 else "%s:%d" % (name, k)


def merge_vals(names, groups):
    """Result values of a construct from the values each path yields."""
    out = []
    for name, vals in zip(names, groups):
        cls, n = join_cls(vals)
        roots = frozenset().union(*(v.roots for v in vals))
        out.append(Val(name, cls, n, min(v.lo for v in vals),
                       min(v.rc for v in vals), roots,
                       all(v.esc for v in vals)))
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

    def body():
        e = region_body(fn, env + args, budget)
        return [fn.yield_value(e, a.cls, a.n, a.lo, loop=True) for a in args]
    b, ys = fn.in_region(body)
    fn.loops -= 1
    r = fn.fresh("for")
    res = [Val(n, a.cls, a.n, a.lo, 0, a.roots | y.roots)
           for n, a, y in zip(fn.results(r, k), args, ys)]
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
        y = it if rng.random() < 0.5 else bytes_value(fn, e, lo, loop=True)
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
    cv = Val(c, v.cls, v.n, v.lo, 0, v.roots | {fn.new_root("k")})
    fn.taint |= cv.roots
    if rng.random() < 0.6:
        x = fn.fresh("l")
        fn.emit("%s = memref.load %s[%s] : %s"
                % (x, v.name, fn.index(rng.randrange(v.lo)), v.ty))
        fn.checksum(x)
    return cv


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
    for name, (cls, n, lo, rc, aliases, glob, shared, dangling) in zip(
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
        out.append(Val(name, cls, n, lo, rc, roots))
    return env + out


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
    "select-alias": s_select_alias,
}
# The feature that switches a statement kind on (default: its own name).
FEATURE_OF = {"byteview": "byteviews", "bytemerge": "byteviews"}
WEIGHTS = {
    "alloc": 3, "load": 5, "store": 3, "sumloop": 1, "subview": 2,
    "view": 1, "reinterpret": 1, "cast": 1, "reshape": 1, "select": 1,
    "realloc": 1, "if": 2, "for": 2, "while": 1, "exec": 1,
    "indexswitch": 1, "call": 2, "cfdiamond": 2, "cfswitch": 1, "cfloop": 1,
    "byteview": 2, "bytemerge": 1, "clone": 2, "select-alias": 2,
}
COMPOUND = {"if", "for", "while", "exec", "indexswitch", "cfdiamond",
            "cfswitch", "cfloop", "bytemerge"}
LOOPS = {"for", "while", "cfloop", "bytemerge"}
CF = {"cfdiamond", "cfswitch", "cfloop"}
# Features that need blocks of their own (statements of CF).
CF_FEATURES = {"cfdiamond", "cfswitch", "cfloop"}
MAX_DEPTH = 3
MAX_LOOPS = 2


class Gen:
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
        fn.b.blocks[0].lines[:0] = fn.prologue
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
                              else v.rc, aliases, glob, shared, dangling))

    def module(self):
        parts = [
            'memref.global "private" @knobs : memref<%dxi64> = dense<[%s]>'
            % (NKNOBS, ", ".join(map(str, self.knobs))),
            'memref.global "private" @acc : %s = dense<0>' % TY_ACC,
            'memref.global "private" @gdata : memref<8xi64> = dense<[%s]>'
            % ", ".join(map(str, self.gdata)),
        ]
        nh = self.rng.randint(1, 3) if self.on("call") else 0
        for i in range(nh):
            parts.append(self.helper(i))
        fn, _ = self.function("main", [], self.size)
        r = fn.fresh("sum")
        fn.emit("%s = memref.load %%acc[%s] : %s" % (r, fn.cidx(0), TY_ACC))
        fn.emit("return %s : i64" % r)
        parts.append(self.render(fn, "func.func @main() -> i64"))
        return "\n".join(parts)


def feature_list(text):
    out = [f.strip() for f in (text or "").split(",") if f.strip()]
    for f in out:
        if f not in FEATURES + OPT_IN:
            sys.exit("dealloc_gen.py: unknown feature '%s' (see "
                     "--list-features)" % f)
    return out


def features_from(args):
    feats = set(FEATURES)
    if args.structured_only:
        feats -= UNSTRUCTURED
    feats |= set(feature_list(getattr(args, "with_", "")))
    feats -= set(feature_list(args.without))
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
                    help="features to leave out")
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
        print("\n".join(FEATURES + [f + " (opt-in)" for f in OPT_IN]))
        return 0
    skip = [p for p in args.skip.split(",") if p]
    g = Gen(args.seed, features_from(args), args.size, skip, args.annotate)
    sys.stdout.write(g.module())
    return 0


if __name__ == "__main__":
    sys.exit(main())
