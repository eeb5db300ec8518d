#!/usr/bin/env python3
"""Random differential test of One-Shot Bufferize (issue 14).

A seeded generator makes tensor programs whose `func.func @main() -> i64`
returns a checksum of the tensors and scalars it computes. For each seed
this script

  1. checks the program with upstream mlir-opt (parse + verify) and runs it
     with `mlbuf-run --check` on tensors (value semantics): the oracle's
     value (a failure here is a generator bug, "bad input");
  2. bufferizes it with the chosen tool (--bufferizer):
       upstream: mlir-opt --one-shot-bufferize=bufferize-function-boundaries,
                 then mlbuf-opt --buffer-deallocation-pipeline
                 (--dealloc upstream: mlir-opt's pipeline instead);
       mlbuf:    mlbuf-opt --one-shot-bufferize=bufferize-function-boundaries
                 --buffer-deallocation-pipeline;
       legacy:   mlbuf-opt with MLIR 16's partial passes (func-, arith-,
                 tensor-, linalg-, [vector-,] scf-, bufferization-,
                 finalizing-bufferize; docs/legacy-bufferize.md), then
                 --buffer-deallocation-pipeline (no scf.forall: feature
                 'forall' is off);
     with --pre-passes P,..., both tools run those passes first (the
     passes around One-Shot Bufferize: eliminate-empty-tensors, ...);
  3. runs the result with `mlbuf-run --check --json`: the value must equal
     the oracle's with 0 violations; allocations and bytes copied are kept;
     the bufferized program before deallocation runs too (leaks allowed,
     categories pre-dealloc-*; --no-pre-dealloc skips it): the pipeline
     clones every returned buffer, which hides a store into a constant
     global made by the bufferization;
  4. with --upstream-run, lowers the result with upstream passes
     (test/run-diff/run.py's lowering, as dealloc_random.py --upstream-run)
     and JIT-runs it with mlir-runner: the value must match again;
  5. with --compare-cost, bufferizes with both tools and reports per program
     and in total the ratios mlbuf / upstream of allocations and bytes
     copied at run time (only programs both tools get right count).

The summary gives programs, agree, differ, violations and tool failures
(grouped by the first line of the error). --reduce shrinks each failing
program by deleting ops from its text while it fails the same way; --keep
DIR writes the (reduced) failing programs there.

Generator features (--with/--without F,...; --list-features describes
them; `--print SEED` prints one program): the ops of issue 14 item 4 that
mlbuf-run executes, and the shapes upstream (mlir-opt 22) is known to get
wrong, one flag each ("special" shapes: each is in a program with
probability --special-p, 0.18; `--without special --with SHAPE
--special-p 1` puts one shape in every program). The ops of the second
list (index_cast, reshape, vector transfers, alloc_tensor memory_space,
dealloc_tensor) only with `--with more-ops`, so that the programs of
earlier seeds stay as they were. Programs are well-defined by
construction: every index is in bounds (the generator knows each tensor's
sizes on every path), nothing reads a tensor.empty, loops have constant
trip counts, branch conditions come from data.

Upstream (mlir-opt 22.1.8 --one-shot-bufferize=bufferize-function-
boundaries, then mlbuf-opt --buffer-deallocation-pipeline), 150 programs
per shape with that shape alone (`--without special --with SHAPE
--special-p 1`, seeds 0-149; "before deallocation": only the bufferized
program is wrong, the clones the deallocation pipeline makes of returned
buffers hide it):
  map-init        114 differ (the init is not copied into the new buffer)
  call-shared     72 differ; 46 more differ and 12 store into a constant
                  global before deallocation
  callee-const    116 store into the constant global before deallocation
                  (2 of them also differ after it)
  call-cast       107 invalid IR ('memref.alloc' op incorrect number of
                  dynamic sizes), 2 invalid linalg ops (a dimension
                  -9223372036854775808)
  cf-backedge     23 differ
  switch-alias    26 differ
  loop-init-write 3 differ, no more often than programs without any shape
                  (8 of 486 in the 2,000-program run): not reproduced by
                  this shape (written by insert, fill, add or insert_slice,
                  in scf.for or scf.while, iter_arg read before or after,
                  init read after the loop or not)
Without a special shape, upstream rejects 10 of 486 programs (7 "Yield
operand is not equivalent", 3 "cannot avoid RaW conflict") and gets 8
wrong (1 only before deallocation).

usage: bufferize_random.py [-n N] [--start S] [--jobs J] [--size N]
                           [--bufferizer upstream|mlbuf|legacy] [--dealloc mlbuf|upstream]
                           [--with F,...] [--without F,...]
                           [--special-p P] [--compare-cost] [--cost-all]
                           [--upstream-run] [--no-pre-dealloc]
                           [--reduce] [--reduce-max N] [--reduce-budget N]
                           [--keep DIR] [--print SEED] [--list-features]
                           [--mlbuf-opt PATH] [--mlbuf-run PATH]
                           [--llvm-bin DIR] [seeds ...]
examples:
  python3 bench/bufferize_random.py -n 2000 --jobs 2 --bufferizer upstream
  python3 bench/bufferize_random.py -n 2000 --jobs 2 --compare-cost
  python3 bench/bufferize_random.py -n 100 --without special \
      --with map-init --special-p 1 --reduce --keep /tmp/map-init
  python3 bench/bufferize_random.py --print 7 > /tmp/p7.mlir
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import const_writes  # noqa: E402
import dealloc_random as dr  # noqa: E402  (run, violations, text_reduce, ...)

# ==== The generator ====

# Feature -> description. DEFAULT are on unless --without; OPT_IN only with
# --with.
FEATURES = {
    "linalg": "linalg fill, add, mul, copy, map, reduce, transpose, "
              "broadcast, matmul, generic (reading and not reading its init)",
    "slices": "tensor extract_slice, insert_slice (static and dynamic "
              "offsets), pad, expand_shape, collapse_shape, concat",
    "bufz": "bufferization alloc_tensor copy(...), materialize_in_destination,"
            " to_tensor restrict writable of a filled memref.alloca",
    "scf": "scf.if, scf.execute_region, scf.index_switch yielding tensors",
    "loops": "scf.for and scf.while carrying tensors (updated in place: "
             "insert, insert_slice, linalg outs), scf.forall with "
             "parallel_insert_slice",
    "forall": "scf.forall with parallel_insert_slice (with 'loops'; "
              "--bufferizer legacy leaves it out: MLIR 16's partial passes "
              "have no conversion for it)",
    "cf": "cf.cond_br/cf.br diamonds with tensor block arguments",
    "calls": "helper functions (static and dynamic tensor arguments, called "
             "again), some writing their arguments, returning an argument, "
             "a written argument or a new tensor",
    "dynamic": "tensor types with dynamic dims (tensor.cast, splat, empty, "
               "generate with sizes; helpers taking tensor<?x..>)",
    # The shapes upstream One-Shot Bufferize is known to miscompile.
    "loop-init-write": "an scf.for whose body writes into the loop's init "
                       "value (captured from outside) and reads its iter_arg",
    "call-shared": "a call whose two results are one tensor; the caller "
                   "writes one and reads the other",
    "callee-const": "a callee returning an arith.constant tensor the caller "
                    "writes, then calls again",
    "call-cast": "a callee returning its tensor<?x..> argument cast to a "
                 "static type",
    "cf-backedge": "cf loops carrying tensors around the back edge, written "
                   "in the body",
    "map-init": "linalg.map whose body reads its init",
    "switch-alias": "an scf.index_switch yielding a tensor from outside, "
                    "its result written in place, the outside tensor read "
                    "(found by this generator: upstream does not see the "
                    "alias)",
    # Opt-in.
    "loop-nonequiv": "(opt-in) loops yielding a tensor that is not the "
                     "iter_arg's buffer (upstream rejects these by design: "
                     "'Yield operand #0 is not equivalent')",
    "while-swap": "(opt-in) scf.while double buffering: two tensors of one "
                  "type, the second region writing the update of the first "
                  "into the second (linalg.add or an insert) and handing "
                  "them back crosswise",
    "more-ops": "(opt-in) arith.index_cast of i64 tensors to index tensors "
                "(written, read, cast back), tensor.reshape by a shape "
                "tensor, vector.transfer_read/transfer_write on tensors "
                "(padding, in_bounds, transposed), alloc_tensor with a "
                "memory_space and dealloc_tensor of a local copy",
}
SPECIAL = ["loop-init-write", "call-shared", "callee-const", "call-cast",
           "cf-backedge", "map-init", "switch-alias"]
# Special shapes whose upstream bufferization is wrong in itself and right,
# where it is, only by the program's data (a write and a later read of the
# same buffer that happen to hit other elements or store the value already
# there) or by the deallocation pipeline's clones (docs/bufferization.md,
# "Cost against upstream"): where mlbuf costs more on a program with one,
# its copy is the price of being right, not a cost loss. (cf-backedge and
# loop-init-write are not here: upstream gets most of those programs right
# by its own decisions; call-cast gives invalid IR, never counted.)
BY_DATA_SHAPES = ["call-shared", "callee-const", "map-init", "switch-alias"]
OPT_IN = {"loop-nonequiv", "more-ops", "while-swap"}
DEFAULT = set(FEATURES) - OPT_IN

SHAPES1 = [(2,), (3,), (4,), (6,), (8,)]
SHAPES2 = [(2, 3), (3, 2), (2, 4), (4, 4), (3, 3), (4, 2)]
ELT = "i64"


def ttype(st):
    """Type text of a tensor whose static dims are st (None: dynamic)."""
    return "tensor<%s%s>" % ("".join(("?" if d is None else str(d)) + "x"
                                     for d in st), ELT)


class T:
    """A tensor value: SSA name, concrete dims (known to the generator on
    every path) and its type's dims (None where dynamic)."""

    def __init__(self, name, dims, st=None, nowrite=False):
        self.name = name
        self.dims = tuple(dims)
        self.st = tuple(dims) if st is None else tuple(st)
        self.nowrite = nowrite

    @property
    def ty(self):
        return ttype(self.st)

    @property
    def static(self):
        return None not in self.st


class Fn:
    def __init__(self, name):
        self.name = name
        self.lines = []
        self.consts = {}      # name -> text (index and i64 constants)
        self.scopes = [{"t": [], "s": []}]
        self.ind = 2
        self.top = True       # at the function region's level (cf allowed)
        self.depth = 0


class Helper:
    def __init__(self, name, arg_types, arg_dims, res, kind, arg_sts=None):
        self.name = name
        self.arg_sts = arg_sts or arg_dims
        self.arg_types = arg_types  # type texts
        self.arg_dims = arg_dims    # concrete dims per arg (None: scalar)
        self.res = res              # [(dims, st)] for tensors, None scalar
        self.kind = kind


class Gen:
    def __init__(self, seed, feats, size=12, special_p=0.18):
        self.r = random.Random(seed)
        self.f = feats
        self.size = size
        self.nh = 0
        self.n = 0
        self.nb = 0
        self.helpers = []       # Helper
        self.texts = []         # finished helper function texts
        self.fn = None
        self.hdepth = 0
        self.src_only = None    # while set, get() picks only from these
        self.loop_inits = []    # init tensors of the loops around
        # Each special shape appears in a program with this probability.
        self.special = {s: (s in feats and self.r.random() < special_p)
                        for s in SPECIAL}

    # ---- emission and scopes ----
    def has(self, f):
        return f in self.f

    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def label(self):
        self.nb += 1
        return "^bb%d" % self.nb

    def emit(self, line):
        self.fn.lines.append(" " * self.fn.ind + line)

    def push(self):
        self.fn.scopes.append({"t": [], "s": []})
        self.fn.ind += 2
        self.fn.depth += 1

    def pop(self):
        self.fn.ind -= 2
        self.fn.depth -= 1
        return self.fn.scopes.pop()

    def add_t(self, t):
        self.fn.scopes[-1]["t"].append(t)
        return t

    def add_s(self, s):
        self.fn.scopes[-1]["s"].append(s)
        return s

    def tensors(self, writable=False):
        out = [t for sc in self.fn.scopes for t in sc["t"]]
        return [t for t in out if not (writable and t.nowrite)]

    def scalars(self):
        return [s for sc in self.fn.scopes for s in sc["s"]]

    def c(self, n):
        name = "%%c%d" % n
        self.fn.consts[name] = "%s = arith.constant %d : index" % (name, n)
        return name

    def k(self, n):
        name = "%%k%s" % (str(n) if n >= 0 else "m%d" % -n)
        self.fn.consts[name] = "%s = arith.constant %d : i64" % (name, n)
        return name

    # ---- scalars and indices ----
    def scalar(self):
        ss = self.scalars()
        if ss and self.r.random() < 0.7:
            return self.r.choice(ss)
        return self.k(self.r.randint(-5, 40))

    def mix(self, acc, x):
        m = self.fresh("s")
        self.emit("%s = arith.muli %s, %s : i64" % (m, acc, self.k(31)))
        a = self.fresh("s")
        self.emit("%s = arith.addi %s, %s : i64" % (a, m, x))
        return a

    def cond(self):
        x = self.scalar()
        a = self.fresh("s")
        self.emit("%s = arith.andi %s, %s : i64" % (a, x, self.k(1)))
        c = self.fresh("b")
        self.emit("%s = arith.cmpi eq, %s, %s : i64" % (c, a, self.k(0)))
        return c

    def idx_in(self, n):
        """An index value in [0, n): a constant or data-dependent."""
        if n <= 1 or self.r.random() < 0.6:
            return self.c(self.r.randrange(n))
        x = self.scalar()
        a = self.fresh("s")
        self.emit("%s = arith.andi %s, %s : i64" % (a, x, self.k(63)))
        i = self.fresh("i")
        self.emit("%s = arith.index_cast %s : i64 to index" % (i, a))
        r = self.fresh("i")
        self.emit("%s = arith.remui %s, %s : index" % (r, i, self.c(n)))
        return r

    def indices(self, dims):
        return ", ".join(self.idx_in(d) for d in dims)

    # ---- tensors ----
    def pick_st(self, dims):
        if self.has("dynamic") and self.r.random() < 0.2:
            st = tuple(None if self.r.random() < 0.6 else d for d in dims)
            return st
        return tuple(dims)

    def dyn_sizes(self, t_dims, st):
        return [self.c(d) for d, s in zip(t_dims, st) if s is None]

    def new_tensor(self, dims=None, st=None):
        """A new, fully initialized tensor."""
        if dims is None:
            dims = self.r.choice(SHAPES1 + SHAPES2)
        if st is None:
            st = self.pick_st(dims)
        ty = ttype(st)
        name = self.fresh("t")
        n = 1
        for d in dims:
            n *= d
        kinds = ["const", "splat", "generate", "fill"]
        if n <= 8:
            kinds.append("from_elements")
        if self.has("bufz"):
            # A to_tensor of a memref.alloca only in @main: returned from a
            # helper, upstream returns the stack buffer itself.
            kinds += ["alloc_tensor"] + (["to_tensor"] if not self.hdepth
                                         else [])
        kind = self.r.choice(kinds)
        static = None not in st
        if kind in ("const", "from_elements", "to_tensor") and not static:
            kind = "generate"
        sizes = ", ".join(self.dyn_sizes(dims, st))
        if kind == "const":
            vals = [self.r.randint(-9, 99) for _ in range(n)]
            if len(dims) == 1:
                lit = "[%s]" % ", ".join(map(str, vals))
            else:
                rows = [vals[i * dims[1]:(i + 1) * dims[1]]
                        for i in range(dims[0])]
                lit = "[%s]" % ", ".join("[%s]" % ", ".join(map(str, r))
                                         for r in rows)
            self.emit("%s = arith.constant dense<%s> : %s" % (name, lit, ty))
        elif kind == "splat":
            s = self.scalar()
            self.emit("%s = tensor.splat %s%s : %s"
                      % (name, s, "[%s]" % sizes if sizes else "", ty))
        elif kind == "from_elements":
            els = [self.scalar() for _ in range(n)]
            self.emit("%s = tensor.from_elements %s : %s"
                      % (name, ", ".join(els), ty))
        elif kind == "generate":
            s = self.scalar()
            ivs = ["%%g%d_%d" % (self.n, i) for i in range(len(dims))]
            self.emit("%s = tensor.generate %s{" % (name, sizes + " " if sizes
                                                      else ""))
            self.emit("^bb0(%s):" % ", ".join(v + ": index" for v in ivs))
            self.fn.ind += 2
            lin = ivs[0]
            if len(ivs) == 2:
                m = self.fresh("i")
                self.emit("%s = arith.muli %s, %s : index"
                          % (m, ivs[0], self.c(self.r.randint(2, 7))))
                lin = self.fresh("i")
                self.emit("%s = arith.addi %s, %s : index" % (lin, m, ivs[1]))
            x = self.fresh("s")
            self.emit("%s = arith.index_cast %s : index to i64" % (x, lin))
            y = self.fresh("s")
            self.emit("%s = arith.addi %s, %s : i64" % (y, x, s))
            self.emit("tensor.yield %s : i64" % y)
            self.fn.ind -= 2
            self.emit("} : %s" % ty)
        elif kind == "fill":
            e = self.fresh("t")
            self.emit("%s = tensor.empty(%s) : %s" % (e, sizes, ty))
            self.emit("%s = linalg.fill ins(%s : i64) outs(%s : %s) -> %s"
                      % (name, self.scalar(), e, ty, ty))
        elif kind == "alloc_tensor":
            src = [t for t in self.tensors() if t.dims == tuple(dims)]
            if not src:
                return self.new_tensor(dims, st)
            t = self.cast(self.r.choice(src), st)
            # alloc_tensor with a copy takes no dynamic sizes.
            self.emit("%s = bufferization.alloc_tensor() copy(%s) : %s"
                      % (name, t.name, ty))
        elif kind == "to_tensor":
            m = self.fresh("m")
            mty = "memref<%sx%s>" % ("x".join(map(str, dims)), ELT)
            self.emit("%s = memref.alloca() : %s" % (m, mty))
            self.emit("linalg.fill ins(%s : i64) outs(%s : %s)"
                      % (self.scalar(), m, mty))
            self.emit("%s = bufferization.to_tensor %s restrict writable : "
                      "%s to %s" % (name, m, mty, ty))
        return self.add_t(T(name, dims, st))

    def cast(self, t, st):
        """t with type dims st (a tensor.cast when they differ)."""
        st = tuple(st)
        if t.st == st:
            return t
        name = self.fresh("t")
        self.emit("%s = tensor.cast %s : %s to %s"
                  % (name, t.name, t.ty, ttype(st)))
        return self.add_t(T(name, t.dims, st, t.nowrite))

    def get(self, dims=None, writable=False, fresh_p=0.25):
        """An existing tensor of the given concrete dims (any when None), or
        a new one."""
        ts = [t for t in self.tensors(writable)
              if (dims is None or t.dims == tuple(dims)) and
              (self.src_only is None or
               any(t is u for u in self.src_only))]
        if ts and self.r.random() > fresh_p:
            return self.r.choice(ts)
        return self.new_tensor(dims)

    def init(self, dims, st):
        """A destination fully overwritten by the op: an existing tensor
        (which then must stay readable: a copy) or tensor.empty."""
        if self.r.random() < 0.5:
            t = self.get(dims, writable=True, fresh_p=0.1)
            return self.cast(t, t.st if st is None else st)
        if st is None:
            st = self.pick_st(dims)
        name = self.fresh("t")
        self.emit("%s = tensor.empty(%s) : %s"
                  % (name, ", ".join(self.dyn_sizes(dims, st)), ttype(st)))
        return T(name, dims, st)

    # ---- statements ----
    def stmt_kinds(self):
        w = {"insert": 6, "extract": 6, "new": 3, "arith": 2, "dim": 1,
             "select": 2}
        if self.has("dynamic"):
            w["cast"] = 2
        if self.has("linalg"):
            w.update({"fill": 2, "binary": 3, "copy": 2, "map": 2,
                      "reduce": 1, "transpose": 1, "broadcast": 1,
                      "matmul": 1, "generic": 2})
        if self.has("slices"):
            w.update({"extract_slice": 3, "insert_slice": 3, "pad": 1,
                      "expand": 1, "collapse": 1, "concat": 1})
        if self.has("bufz"):
            w["materialize"] = 2
        if self.has("more-ops"):
            w.update({"index_cast": 2, "reshape": 2, "transfer": 3,
                      "memspace": 1, "dealloc": 1})
        if self.fn.depth < 2:
            if self.has("scf"):
                w.update({"if": 2, "exec": 1, "switch": 1})
            if self.has("loops"):
                w.update({"for": 3, "while": 2})
                if self.has("while-swap"):
                    w["while_swap"] = 2
                if self.has("forall"):
                    w["forall"] = 1
            if self.has("calls") and self.hdepth < 2:
                w["call"] = 3
        if self.fn.top and self.has("cf"):
            w["diamond"] = 2
        return w

    def stmt(self, kind=None):
        if kind is None:
            w = self.stmt_kinds()
            kind = self.r.choices(list(w), list(w.values()))[0]
        getattr(self, "s_" + kind)()

    def stmts(self, n):
        for _ in range(n):
            self.stmt()

    def s_new(self):
        self.new_tensor()

    def s_insert(self):
        t = self.get(writable=True)
        name = self.fresh("t")
        self.emit("%s = tensor.insert %s into %s[%s] : %s"
                  % (name, self.scalar(), t.name, self.indices(t.dims), t.ty))
        self.add_t(T(name, t.dims, t.st))

    def s_extract(self, t=None):
        t = t or self.get()
        x = self.fresh("s")
        self.emit("%s = tensor.extract %s[%s] : %s"
                  % (x, t.name, self.indices(t.dims), t.ty))
        return self.add_s(x)

    def s_arith(self):
        a, b = self.scalar(), self.scalar()
        op = self.r.choice(["addi", "muli", "xori", "subi"])
        x = self.fresh("s")
        self.emit("%s = arith.%s %s, %s : i64" % (x, op, a, b))
        self.add_s(x)

    def s_dim(self):
        t = self.get()
        d = self.fresh("i")
        self.emit("%s = tensor.dim %s, %s : %s"
                  % (d, t.name, self.c(self.r.randrange(len(t.dims))), t.ty))
        x = self.fresh("s")
        self.emit("%s = arith.index_cast %s : index to i64" % (x, d))
        self.add_s(x)

    def s_cast(self):
        t = self.get()
        if t.static:
            st = tuple(None if self.r.random() < 0.7 else d for d in t.dims)
            if st == t.st:
                st = (None,) + t.st[1:]
        else:
            st = t.dims
        self.cast(t, st)

    def s_select(self):
        a = self.get()
        b = self.cast(self.get(a.dims), a.st)
        c = self.cond()
        name = self.fresh("t")
        self.emit("%s = arith.select %s, %s, %s : %s"
                  % (name, c, a.name, b.name, a.ty))
        self.add_t(T(name, a.dims, a.st))

    def s_fill(self, dest=None):
        d = dest or self.get(writable=True)
        name = self.fresh("t")
        self.emit("%s = linalg.fill ins(%s : i64) outs(%s : %s) -> %s"
                  % (name, self.scalar(), d.name, d.ty, d.ty))
        return self.add_t(T(name, d.dims, d.st))

    def s_binary(self, dest=None):
        d = dest or self.init(self.get().dims, None)
        a = self.cast(self.get(d.dims), d.st)
        b = self.cast(self.get(d.dims), d.st)
        op = self.r.choice(["add", "mul", "sub", "max"])
        name = self.fresh("t")
        self.emit("%s = linalg.%s ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (name, op, a.name, b.name, d.ty, d.ty, d.name, d.ty,
                     d.ty))
        return self.add_t(T(name, d.dims, d.st))

    def s_copy(self, dest=None):
        d = dest or self.init(self.get().dims, None)
        a = self.cast(self.get(d.dims), d.st)
        name = self.fresh("t")
        self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s"
                  % (name, a.name, d.ty, d.name, d.ty, d.ty))
        return self.add_t(T(name, d.dims, d.st))

    def s_map(self, dest=None, reads_init=None):
        if reads_init is None:
            reads_init = self.special["map-init"] and self.r.random() < 0.4
        if dest is None:
            dims = self.get().dims
            dest = (self.get(dims, writable=True, fresh_p=0.1)
                    if reads_init else self.init(dims, None))
        d = dest
        a = self.cast(self.get(d.dims), d.st)
        name = self.fresh("t")
        x, o = self.fresh("e"), self.fresh("e")
        self.emit("%s = linalg.map ins(%s : %s) outs(%s : %s)"
                  % (name, a.name, d.ty, d.name, d.ty))
        self.emit("  (%s: i64, %s: i64) {" % (x, o))
        self.fn.ind += 4
        y = self.fresh("e")
        if reads_init:
            self.emit("%s = arith.addi %s, %s : i64" % (y, x, o))
        else:
            self.emit("%s = arith.muli %s, %s : i64" % (y, x, self.k(3)))
        self.emit("linalg.yield %s : i64" % y)
        self.fn.ind -= 4
        self.emit("  }")
        return self.add_t(T(name, d.dims, d.st))

    def s_reduce(self):
        a = self.get(self.r.choice(SHAPES2))
        a = self.cast(a, a.dims)
        dim = self.r.randrange(2)
        od = (a.dims[1 - dim],)
        o = self.cast(self.get(od, writable=True, fresh_p=0.2), od)
        name = self.fresh("t")
        x, acc, y = self.fresh("e"), self.fresh("e"), self.fresh("e")
        self.emit("%s = linalg.reduce ins(%s : %s) outs(%s : %s) "
                  "dimensions = [%d]" % (name, a.name, a.ty, o.name, o.ty,
                                         dim))
        self.emit("  (%s: i64, %s: i64) {" % (x, acc))
        self.emit("    %s = arith.addi %s, %s : i64" % (y, x, acc))
        self.emit("    linalg.yield %s : i64" % y)
        self.emit("  }")
        self.add_t(T(name, od, od))

    def s_transpose(self):
        a = self.get(self.r.choice(SHAPES2))
        a = self.cast(a, a.dims)
        od = (a.dims[1], a.dims[0])
        o = self.init(od, od)
        name = self.fresh("t")
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) "
                  "permutation = [1, 0]" % (name, a.name, a.ty, o.name, o.ty))
        self.add_t(T(name, od, od))

    def s_broadcast(self):
        a = self.get(self.r.choice(SHAPES1[:4]))
        a = self.cast(a, a.dims)
        n = self.r.randint(2, 3)
        dim = self.r.randrange(2)
        od = (n, a.dims[0]) if dim == 0 else (a.dims[0], n)
        o = self.init(od, od)
        name = self.fresh("t")
        self.emit("%s = linalg.broadcast ins(%s : %s) outs(%s : %s) "
                  "dimensions = [%d]" % (name, a.name, a.ty, o.name, o.ty,
                                         dim))
        self.add_t(T(name, od, od))

    def s_matmul(self):
        m, k, n = (self.r.randint(2, 4) for _ in range(3))
        a = self.cast(self.get((m, k)), (m, k))
        b = self.cast(self.get((k, n)), (k, n))
        c = self.cast(self.get((m, n), writable=True, fresh_p=0.2), (m, n))
        name = self.fresh("t")
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (name, a.name, b.name, a.ty, b.ty, c.name, c.ty, c.ty))
        self.add_t(T(name, (m, n)))

    def s_generic(self, dest=None):
        reads_out = self.r.random() < 0.6
        if dest is None:
            dims = self.get().dims
            dest = (self.get(dims, writable=True) if reads_out
                    else self.init(dims, None))
        d = dest
        a = self.cast(self.get(d.dims), d.st)
        rank = len(d.dims)
        ds = ", ".join("d%d" % i for i in range(rank))
        idmap = "affine_map<(%s) -> (%s)>" % (ds, ds)
        name = self.fresh("t")
        self.emit("%s = linalg.generic {indexing_maps = [%s, %s], "
                  "iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {"
                  % (name, idmap, idmap, ", ".join(['"parallel"'] * rank),
                     a.name, d.ty, d.name, d.ty))
        x, o = self.fresh("e"), self.fresh("e")
        self.emit("^bb0(%s: i64, %s: i64):" % (x, o))
        self.fn.ind += 2
        i = self.fresh("i")
        self.emit("%s = linalg.index %d : index" % (i, rank - 1))
        ii = self.fresh("e")
        self.emit("%s = arith.index_cast %s : index to i64" % (ii, i))
        y = self.fresh("e")
        self.emit("%s = arith.muli %s, %s : i64" % (y, x, self.k(2)))
        z = self.fresh("e")
        self.emit("%s = arith.addi %s, %s : i64" % (z, y, o if reads_out
                                                    else ii))
        self.emit("linalg.yield %s : i64" % z)
        self.fn.ind -= 2
        self.emit("} -> %s" % d.ty)
        return self.add_t(T(name, d.dims, d.st))

    def slice_params(self, dims):
        sizes = [self.r.randint(1, d) for d in dims]
        offs = []
        for d, s in zip(dims, sizes):
            if self.r.random() < 0.3:
                offs.append(self.idx_in(d - s + 1))
            else:
                offs.append(str(self.r.randint(0, d - s)))
        return offs, sizes

    def s_extract_slice(self, t=None):
        t = t or self.get()
        offs, sizes = self.slice_params(t.dims)
        name = self.fresh("t")
        self.emit("%s = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s"
                  % (name, t.name, ", ".join(offs),
                     ", ".join(map(str, sizes)), ", ".join(["1"] * len(sizes)),
                     t.ty, ttype(sizes)))
        return self.add_t(T(name, sizes))

    def s_insert_slice(self, dest=None):
        d = dest or self.get(writable=True)
        offs, sizes = self.slice_params(d.dims)
        src = self.cast(self.get(tuple(sizes)), sizes)
        name = self.fresh("t")
        self.emit("%s = tensor.insert_slice %s into %s[%s] [%s] [%s] : "
                  "%s into %s" % (name, src.name, d.name, ", ".join(offs),
                                  ", ".join(map(str, sizes)),
                                  ", ".join(["1"] * len(sizes)), src.ty,
                                  d.ty))
        return self.add_t(T(name, d.dims, d.st))

    def s_pad(self):
        t = self.get()
        lo = [self.r.randint(0, 2) for _ in t.dims]
        hi = [self.r.randint(0, 2) for _ in t.dims]
        od = tuple(d + a + b for d, a, b in zip(t.dims, lo, hi))
        st = tuple(None if s is None else o for s, o in zip(t.st, od))
        s = self.scalar()
        name = self.fresh("t")
        self.emit("%s = tensor.pad %s low[%s] high[%s] {" % (
            name, t.name, ", ".join(map(str, lo)), ", ".join(map(str, hi))))
        self.emit("^bb0(%s):" % ", ".join("%%p%d_%d: index" % (self.n, i)
                                          for i in range(len(t.dims))))
        self.emit("  tensor.yield %s : i64" % s)
        self.emit("} : %s to %s" % (t.ty, ttype(st)))
        self.add_t(T(name, od, st))

    def s_expand(self):
        n = self.r.choice([4, 6, 8])
        t = self.cast(self.get((n,)), (n,))
        a = self.r.choice([x for x in (2, 3, 4) if n % x == 0])
        od = (a, n // a)
        name = self.fresh("t")
        self.emit("%s = tensor.expand_shape %s [[0, 1]] output_shape [%d, %d]"
                  " : %s into %s" % (name, t.name, od[0], od[1], t.ty,
                                     ttype(od)))
        self.add_t(T(name, od))

    def s_collapse(self):
        t = self.get(self.r.choice(SHAPES2))
        t = self.cast(t, t.dims)
        od = (t.dims[0] * t.dims[1],)
        name = self.fresh("t")
        self.emit("%s = tensor.collapse_shape %s [[0, 1]] : %s into %s"
                  % (name, t.name, t.ty, ttype(od)))
        self.add_t(T(name, od))

    def s_concat(self):
        a = self.get(self.r.choice(SHAPES1[:4]))
        b = self.get(self.r.choice(SHAPES1[:4]))
        a, b = self.cast(a, a.dims), self.cast(b, b.dims)
        od = (a.dims[0] + b.dims[0],)
        name = self.fresh("t")
        self.emit("%s = tensor.concat dim(0) %s, %s : (%s, %s) -> %s"
                  % (name, a.name, b.name, a.ty, b.ty, ttype(od)))
        self.add_t(T(name, od))

    def s_materialize(self):
        # Upstream requires the op to write its destination in place (an
        # error otherwise): the destination is a fresh tensor nothing else
        # reads (tensor.empty, or a splat: never a read-only constant).
        s = self.get()
        d = T(self.fresh("t"), s.dims, s.st)
        sizes = ", ".join(self.dyn_sizes(s.dims, s.st))
        if self.r.random() < 0.5:
            self.emit("%s = tensor.empty(%s) : %s" % (d.name, sizes, d.ty))
        else:
            self.emit("%s = tensor.splat %s%s : %s" % (
                d.name, self.scalar(), "[%s]" % sizes if sizes else "",
                d.ty))
        name = self.fresh("t")
        self.emit("%s = bufferization.materialize_in_destination %s in %s : "
                  "(%s, %s) -> %s" % (name, s.name, d.name, d.ty, d.ty, d.ty))
        self.add_t(T(name, d.dims, d.st))

    # ---- more-ops (opt-in) ----
    def get_rank(self, rank, writable=False):
        """An existing tensor of the given rank, or a new one."""
        ts = [t for t in self.tensors(writable) if len(t.dims) == rank and
              (self.src_only is None or any(t is u for u in self.src_only))]
        if ts and self.r.random() > 0.25:
            return self.r.choice(ts)
        return self.new_tensor(self.r.choice(SHAPES1 if rank == 1
                                             else SHAPES2))

    def s_index_cast(self):
        """i64 tensor -> index tensor (the same buffer upstream), maybe
        written, read, maybe cast back to i64."""
        t = self.get()
        ity = ttype(t.st).replace("x%s>" % ELT, "xindex>")
        name = self.fresh("t")
        self.emit("%s = arith.index_cast %s : %s to %s"
                  % (name, t.name, t.ty, ity))
        if self.r.random() < 0.5:
            w = self.fresh("t")
            self.emit("%s = tensor.insert %s into %s[%s] : %s"
                      % (w, self.idx_in(50), name, self.indices(t.dims), ity))
            name = w
        i = self.fresh("i")
        self.emit("%s = tensor.extract %s[%s] : %s"
                  % (i, name, self.indices(t.dims), ity))
        x = self.fresh("s")
        self.emit("%s = arith.index_cast %s : index to i64" % (x, i))
        self.add_s(x)
        if self.r.random() < 0.5:
            back = self.fresh("t")
            self.emit("%s = arith.index_cast %s : %s to %s"
                      % (back, name, ity, t.ty))
            self.add_t(T(back, t.dims, t.st))

    def s_reshape(self):
        """tensor.reshape to another shape of as many elements."""
        t = self.get()
        n = 1
        for d in t.dims:
            n *= d
        shapes = [(n,)] + [sh for sh in SHAPES2 if sh[0] * sh[1] == n]
        od = self.r.choice(shapes)
        sh = self.fresh("t")
        if self.r.random() < 0.5:
            self.emit("%s = tensor.from_elements %s : tensor<%dxindex>"
                      % (sh, ", ".join(self.c(d) for d in od), len(od)))
        else:
            self.emit("%s = arith.constant dense<[%s]> : tensor<%dxindex>"
                      % (sh, ", ".join(map(str, od)), len(od)))
        name = self.fresh("t")
        self.emit("%s = tensor.reshape %s(%s) : (%s, tensor<%dxindex>) -> %s"
                  % (name, t.name, sh, t.ty, len(od), ttype(od)))
        self.add_t(T(name, od))

    def s_transfer(self):
        """A vector read from one tensor (padding past the end unless
        in_bounds) written into another of the same rank."""
        src = self.get()
        rank = len(src.dims)
        vshape = [self.r.randint(1, 4) for _ in range(rank)]
        attrs = ""
        if rank == 2 and self.r.random() < 0.25:
            # Transposed: vector dim k walks source dim 1 - k.
            attrs = (" {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}")
        fits = all(v <= d for v, d in zip(
            vshape[::-1] if attrs else vshape, src.dims))
        if fits and not attrs and self.r.random() < 0.3:
            idx = ", ".join(self.c(0) for _ in src.dims)
            attrs = " {in_bounds = [%s]}" % ", ".join(["true"] * rank)
        else:
            idx = self.indices(src.dims)
        vty = "vector<%sx%s>" % ("x".join(map(str, vshape)), ELT)
        v = self.fresh("vec")
        self.emit("%s = vector.transfer_read %s[%s], %s%s : %s, %s"
                  % (v, src.name, idx, self.scalar(), attrs, src.ty, vty))
        d = self.get_rank(rank, writable=True)
        name = self.fresh("t")
        self.emit("%s = vector.transfer_write %s, %s[%s] : %s, %s"
                  % (name, v, d.name, self.indices(d.dims), vty, d.ty))
        self.add_t(T(name, d.dims, d.st))

    def s_memspace(self):
        """A copy in memory space 1, used only here (buffers of two spaces
        never meet)."""
        t = self.get()
        a = self.fresh("t")
        self.emit("%s = bufferization.alloc_tensor() copy(%s) "
                  "{memory_space = 1 : i64} : %s" % (a, t.name, t.ty))
        if self.r.random() < 0.5:
            w = self.fresh("t")
            self.emit("%s = tensor.insert %s into %s[%s] : %s"
                      % (w, self.scalar(), a, self.indices(t.dims), t.ty))
            a = w
        self.s_extract(T(a, t.dims, t.st))

    def s_dealloc(self):
        """A local copy, written and read, then freed by dealloc_tensor:
        nothing else ever uses its buffer."""
        t = self.get()
        a = self.fresh("t")
        self.emit("%s = bufferization.alloc_tensor() copy(%s) : %s"
                  % (a, t.name, t.ty))
        w = self.fresh("t")
        self.emit("%s = tensor.insert %s into %s[%s] : %s"
                  % (w, self.scalar(), a, self.indices(t.dims), t.ty))
        self.s_extract(T(w, t.dims, t.st))
        self.emit("bufferization.dealloc_tensor %s : %s" % (w, t.ty))

    # ---- regions ----
    def region_acc(self, scope_s):
        """An i64 mixing the scalars made in a region (observes its reads)."""
        acc = self.k(self.r.randint(0, 9))
        for s in scope_s[:8]:
            acc = self.mix(acc, s)
        return acc

    def region_body(self, ty_t, n=None):
        """Statements in the current (pushed) scope, then the values to
        yield: a tensor of ty_t's dims and type, and an i64."""
        self.stmts(self.r.randint(1, 3) if n is None else n)
        t = self.cast(self.get(ty_t.dims, fresh_p=0.15), ty_t.st)
        return t, self.region_acc(self.fn.scopes[-1]["s"])

    def s_if(self):
        ty = self.get()
        c = self.cond()
        r = self.fresh("r")
        self.emit("%s:2 = scf.if %s -> (%s, i64) {" % (r, c, ty.ty))
        self.branch_yield(ty, "scf.yield")
        self.emit("} else {")
        self.branch_yield(ty, "scf.yield")
        self.emit("}")
        self.add_t(T(r + "#0", ty.dims, ty.st))
        self.add_s(r + "#1")

    def branch_yield(self, ty, term, own=False):
        """A region yielding a tensor of ty's type and an i64; with own,
        the tensor is made in the region (never an outside value or a
        view of one: upstream's scf.index_switch does not see that its
        result aliases what its cases yield, the switch-alias shape)."""
        top = self.fn.top
        self.fn.top = False
        self.push()
        t, acc = self.region_body(ty)
        if own:
            t = self.new_tensor(ty.dims, ty.st) if self.r.random() < 0.5 \
                else self.s_insert_into(self.cast(self.get(ty.dims), ty.st))
        self.emit("%s %s, %s : %s, i64" % (term, t.name, acc, ty.ty))
        self.pop()
        self.fn.top = top

    def s_exec(self):
        ty = self.get()
        r = self.fresh("r")
        self.emit("%s:2 = scf.execute_region -> (%s, i64) {" % (r, ty.ty))
        self.branch_yield(ty, "scf.yield")
        self.emit("}")
        self.add_t(T(r + "#0", ty.dims, ty.st))
        self.add_s(r + "#1")

    def s_switch(self):
        ty = self.get()
        x = self.scalar()
        a = self.fresh("s")
        self.emit("%s = arith.andi %s, %s : i64" % (a, x, self.k(3)))
        i = self.fresh("i")
        self.emit("%s = arith.index_cast %s : i64 to index" % (i, a))
        r = self.fresh("r")
        self.emit("%s:2 = scf.index_switch %s -> %s, i64" % (r, i, ty.ty))
        for case in ("case 0", "case 2", "default"):
            self.emit("%s {" % case)
            self.branch_yield(ty, "scf.yield", own=True)
            self.emit("}")
        self.add_t(T(r + "#0", ty.dims, ty.st))
        self.add_s(r + "#1")

    def update(self, a, iv=None):
        """A new value of carried tensor a written in place (insert,
        insert_slice, linalg with a as outs): the chain a loop yields."""
        kinds = ["insert", "insert"]
        if self.has("linalg"):
            kinds += ["fill", "binary", "generic", "map"]
        if self.has("slices"):
            kinds += ["insert_slice"]
        kind = self.r.choice(kinds)
        # The chain reads nothing made in the body (which may alias the
        # iter_arg: reading its old value after the first write in place
        # needs a copy, and upstream then rejects the loop) and no init.
        saved = self.src_only
        inits = self.loop_inits
        self.src_only = [t for sc in self.fn.scopes[:-1] for t in sc["t"]
                         if not any(t is u for u in inits)]
        try:
            return self.update_kind(a, iv, kind)
        finally:
            self.src_only = saved

    def update_kind(self, a, iv, kind):
        if kind == "insert":
            idx = []
            for d in a.dims:
                if iv is not None and self.r.random() < 0.5:
                    r = self.fresh("i")
                    self.emit("%s = arith.remui %s, %s : index"
                              % (r, iv, self.c(d)))
                    idx.append(r)
                else:
                    idx.append(self.idx_in(d))
            name = self.fresh("t")
            self.emit("%s = tensor.insert %s into %s[%s] : %s"
                      % (name, self.scalar(), a.name, ", ".join(idx), a.ty))
            t = T(name, a.dims, a.st)
        elif kind == "fill":
            t = self.s_fill(a)
        elif kind == "binary":
            t = self.s_binary(a)
        elif kind == "generic":
            t = self.s_generic(a)
        elif kind == "map":
            t = self.s_map(a, reads_init=False)
        else:
            t = self.s_insert_slice(a)
        t.nowrite = True
        return t

    def carried(self, n):
        """n tensors to carry through a loop."""
        out = []
        for _ in range(n):
            out.append(self.get(fresh_p=0.2))
        return out

    def s_for(self, init_write=None):
        if init_write is None:
            init_write = (self.special["loop-init-write"]
                          and self.r.random() < 0.5)
        ts = self.carried(1 if init_write else self.r.randint(1, 2))
        ub = self.r.randint(1, 4)
        iv = self.fresh("i")
        acc0 = self.scalar()
        accn = self.fresh("a")
        args = [self.fresh("a") for _ in ts]
        r = self.fresh("r")
        tys = ", ".join(t.ty for t in ts)
        self.emit("%s:%d = scf.for %s = %s to %s step %s iter_args(%s = %s, "
                  "%s) -> (i64, %s) {" % (
                      r, len(ts) + 1, iv, self.c(0), self.c(ub), self.c(1),
                      accn, acc0, ", ".join("%s = %s" % (a, t.name)
                                            for a, t in zip(args, ts)),
                      tys))
        self.loop_body(ts, args, accn, iv, [], init_write)
        self.emit("}")
        if init_write and self.r.random() < 0.5:
            self.kill(ts[0])  # the init is not read after the loop
        self.add_s(r + "#0")
        for i, t in enumerate(ts):
            self.add_t(T("%s#%d" % (r, i + 1), t.dims, t.st))

    def loop_body(self, ts, args, accn, iv, prefix, init_write, head=None):
        """The body of a loop carrying ts (as args) and accn; yields the
        (name, type) pairs of prefix, the acc and the updated tensors."""
        top = self.fn.top
        self.fn.top = False
        # Outside the special shape, the body writes no init value (a write
        # into the init inside the loop is loop-init-write).
        guard = [t for t in ts if not t.nowrite and not init_write]
        for t in guard:
            t.nowrite = True
        saved_inits = self.loop_inits
        self.loop_inits = saved_inits + list(ts)
        self.push()
        carried = [self.add_t(T(a, t.dims, t.st, nowrite=True))
                   for a, t in zip(args, ts)]
        self.add_s(accn)
        if head:
            head()
        if init_write:
            # Write into the init value (from outside the loop: insert,
            # fill, insert_slice or linalg.add into it), read the iter_arg
            # before or after, read the written value or not.
            t0 = ts[0]
            before = self.r.random() < 0.4
            if before:
                self.s_extract(carried[0])
            kinds = ["insert"] + (["fill", "binary"] if self.has("linalg")
                                  else []) + \
                (["insert_slice"] if self.has("slices") else [])
            kind = self.r.choice(kinds)
            saved_src = self.src_only
            self.src_only = [t for sc in self.fn.scopes[:-1] for t in sc["t"]]
            if kind == "insert":
                w = self.s_insert_into(t0)
            else:
                w = getattr(self, "s_" + kind)(t0)
            self.src_only = saved_src
            w.nowrite = True
            if self.r.random() < 0.5:
                self.s_extract(w)
            if not before or self.r.random() < 0.5:
                self.s_extract(carried[0])
        self.stmts(self.r.randint(0, 2))
        for a in carried:
            if self.r.random() < 0.5:
                self.s_extract(a)
        outs = []
        for a in carried:
            if self.has("loop-nonequiv") and self.r.random() < 0.3:
                outs.append(self.cast(self.get(a.dims, fresh_p=0.5), a.st))
                continue
            v = a
            for _ in range(self.r.randint(1, 2)):
                v = self.update(v, iv)
            outs.append(v)
        acc = self.region_acc(self.fn.scopes[-1]["s"])
        self.emit("scf.yield %s : %s" % (
            ", ".join([p[0] for p in prefix] + [acc] + [v.name for v in outs]),
            ", ".join([p[1] for p in prefix] + ["i64"] +
                      [t.ty for t in ts])))
        self.pop()
        for t in guard:
            t.nowrite = False
        self.loop_inits = saved_inits
        self.fn.top = top

    def s_while(self, init_write=False):
        ts = self.carried(1)
        n = self.r.randint(1, 4)
        i0 = self.c(0)
        acc0 = self.scalar()
        bi, bacc, ba = self.fresh("w"), self.fresh("w"), self.fresh("w")
        r = self.fresh("r")
        t = ts[0]
        self.emit("%s:3 = scf.while (%s = %s, %s = %s, %s = %s) : (index, "
                  "i64, %s) -> (index, i64, %s) {"
                  % (r, bi, i0, bacc, acc0, ba, t.name, t.ty, t.ty))
        self.push()
        top = self.fn.top
        self.fn.top = False
        c = self.fresh("b")
        self.emit("%s = arith.cmpi ult, %s, %s : index" % (c, bi, self.c(n)))
        x = self.fresh("s")
        self.emit("%s = tensor.extract %s[%s] : %s"
                  % (x, ba, ", ".join(self.c(0) for _ in t.dims), t.ty))
        acc = self.mix(bacc, x)
        self.emit("scf.condition(%s) %s, %s, %s : index, i64, %s"
                  % (c, bi, acc, ba, t.ty))
        self.fn.top = top
        self.pop()
        ai, aacc, aa = self.fresh("w"), self.fresh("w"), self.fresh("w")
        self.emit("} do {")
        self.emit("^bb0(%s: index, %s: i64, %s: %s):" % (ai, aacc, aa, t.ty))
        nxt = self.fresh("i")

        def head():
            self.emit("%s = arith.addi %s, %s : index" % (nxt, ai, self.c(1)))
        # The body's yield: next counter, acc, tensor.
        self.loop_body(ts, [aa], aacc, ai, [(nxt, "index")], init_write,
                       head)
        self.emit("}")
        if init_write and self.r.random() < 0.5:
            self.kill(ts[0])
        self.add_s(r + "#1")
        self.add_t(T(r + "#2", t.dims, t.st))

    def s_while_swap(self):
        """Two buffers taking turns in an scf.while: each trip reads %cur,
        writes its update into %nxt and hands the two back crosswise
        (trip-distinct scf.while, docs/bufferization.md "Loops")."""
        cur0 = self.get(fresh_p=0.3)
        nxt0 = self.cast(self.get(cur0.dims, fresh_p=0.5), cur0.st)
        ty = cur0.ty
        n = self.r.randint(0, 4)
        bi, bc, bn = self.fresh("w"), self.fresh("w"), self.fresh("w")
        r = self.fresh("r")
        self.emit("%s:3 = scf.while (%s = %s, %s = %s, %s = %s) : (index, "
                  "%s, %s) -> (index, %s, %s) {"
                  % (r, bi, self.c(0), bc, cur0.name, bn, nxt0.name, ty, ty,
                     ty, ty))
        c = self.fresh("b")
        self.emit("  %s = arith.cmpi ult, %s, %s : index" % (c, bi, self.c(n)))
        self.emit("  scf.condition(%s) %s, %s, %s : index, %s, %s"
                  % (c, bi, bc, bn, ty, ty))
        ai, ac, an = self.fresh("w"), self.fresh("w"), self.fresh("w")
        self.emit("} do {")
        self.emit("^bb0(%s: index, %s: %s, %s: %s):" % (ai, ac, ty, an, ty))
        nxt = self.fresh("i")
        self.emit("  %s = arith.addi %s, %s : index" % (nxt, ai, self.c(1)))
        new = self.fresh("t")
        if self.has("linalg") and self.r.random() < 0.6:
            self.emit("  %s = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) "
                      "-> %s" % (new, ac, ac, ty, ty, an, ty, ty))
        else:
            x = self.fresh("s")
            idx = self.indices(cur0.dims)
            self.emit("  %s = tensor.extract %s[%s] : %s" % (x, ac, idx, ty))
            self.emit("  %s = tensor.insert %s into %s[%s] : %s"
                      % (new, x, an, idx, ty))
        back = [new, ac] if self.r.random() < 0.8 else [ac, new]
        self.emit("  scf.yield %s, %s, %s : index, %s, %s"
                  % (nxt, back[0], back[1], ty, ty))
        self.emit("}")
        self.add_t(T(r + "#1", cur0.dims, cur0.st))
        self.add_t(T(r + "#2", cur0.dims, cur0.st))

    def s_forall(self):
        p = self.r.randint(2, 3)
        k = self.r.randint(1, 3)
        two = self.r.random() < 0.4
        dims = (p, k) if two else (p * k,)
        o = self.cast(self.get(dims, fresh_p=0.2), dims)
        other = self.cast(self.get((k,)), (k,)) if self.has("linalg") \
            else None
        s = self.scalar()
        iv, so, r = self.fresh("i"), self.fresh("o"), self.fresh("t")
        self.emit("%s = scf.forall (%s) in (%d) shared_outs(%s = %s) -> (%s)"
                  " {" % (r, iv, p, so, o.name, o.ty))
        self.fn.ind += 2
        top = self.fn.top
        self.fn.top = False
        if two:
            off, offs, sz = iv, "%s, 0" % iv, "1, %d" % k
            sl_ty = ttype((k,))
            strides = "1, 1"
        else:
            off = self.fresh("i")
            self.emit("%s = arith.muli %s, %s : index" % (off, iv, self.c(k)))
            offs, sz, sl_ty, strides = off, str(k), ttype((k,)), "1"
        sl = self.fresh("t")
        self.emit("%s = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s"
                  % (sl, so, offs, sz, strides, o.ty, sl_ty))
        x = self.fresh("s")
        self.emit("%s = arith.index_cast %s : index to i64" % (x, iv))
        y = self.fresh("s")
        self.emit("%s = arith.addi %s, %s : i64" % (y, x, s))
        kind = self.r.choice(["insert", "fill", "add"] if other else
                             ["insert", "fill"])
        nw = self.fresh("t")
        if kind == "insert":
            self.emit("%s = tensor.insert %s into %s[%s] : %s"
                      % (nw, y, sl, self.c(self.r.randrange(k)), sl_ty))
        elif kind == "fill":
            self.emit("%s = linalg.fill ins(%s : i64) outs(%s : %s) -> %s"
                      % (nw, y, sl, sl_ty, sl_ty))
        else:
            self.emit("%s = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                      % (nw, sl, other.name, sl_ty, sl_ty, sl, sl_ty, sl_ty))
        self.emit("scf.forall.in_parallel {")
        self.emit("  tensor.parallel_insert_slice %s into %s[%s] [%s] [%s] : "
                  "%s into %s" % (nw, so, offs, sz, strides, sl_ty, o.ty))
        self.emit("}")
        self.fn.top = top
        self.fn.ind -= 2
        self.emit("}")
        self.add_t(T(r, dims))

    # ---- unstructured control flow (function level only) ----
    def block(self, lbl, args):
        """Starts block lbl with (name, type) arguments."""
        self.fn.lines.append(" " * (self.fn.ind - 2) + "%s%s:" % (
            lbl, "(%s)" % ", ".join("%s: %s" % a for a in args)
            if args else ""))

    def s_diamond(self):
        t = self.get()
        u = self.cast(self.get(t.dims), t.st)
        c = self.cond()
        ba, bb, bj = self.label(), self.label(), self.label()
        pa, pb = self.fresh("p"), self.fresh("p")
        self.emit("cf.cond_br %s, %s(%s : %s), %s(%s : %s)"
                  % (c, ba, t.name, t.ty, bb, u.name, t.ty))
        j, ja = self.fresh("j"), self.fresh("j")
        for lbl, p in ((ba, pa), (bb, pb)):
            self.block(lbl, [(p, t.ty)])
            self.fn.scopes.append({"t": [T(p, t.dims, t.st)], "s": []})
            self.fn.top = False
            y, acc = self.region_body(t)
            self.fn.top = True
            self.emit("cf.br %s(%s, %s : %s, i64)" % (bj, y.name, acc, t.ty))
            self.fn.scopes.pop()
        self.block(bj, [(j, t.ty), (ja, "i64")])
        self.add_t(T(j, t.dims, t.st))
        self.add_s(ja)

    def s_cfloop(self):
        t = self.get()
        n = self.r.randint(1, 4)
        bh, bbody, bx = self.label(), self.label(), self.label()
        hi, hacc, ha = self.fresh("h"), self.fresh("h"), self.fresh("h")
        self.emit("cf.br %s(%s, %s, %s : index, i64, %s)"
                  % (bh, self.c(0), self.scalar(), t.name, t.ty))
        self.block(bh, [(hi, "index"), (hacc, "i64"), (ha, t.ty)])
        c = self.fresh("b")
        self.emit("%s = arith.cmpi ult, %s, %s : index" % (c, hi, self.c(n)))
        self.emit("cf.cond_br %s, %s, %s" % (c, bbody, bx))
        self.block(bbody, [])
        nxt = self.fresh("i")
        # The body sees the header's arguments; its own values end with it.
        self.fn.scopes.append({"t": [T(ha, t.dims, t.st)], "s": [hacc]})
        self.fn.top = False
        saved_inits = self.loop_inits
        self.loop_inits = saved_inits + [t]
        self.emit("%s = arith.addi %s, %s : index" % (nxt, hi, self.c(1)))
        self.stmts(self.r.randint(0, 2))
        if self.r.random() < 0.6:
            self.s_extract(self.fn.scopes[-1]["t"][0])
        v = T(ha, t.dims, t.st)
        for _ in range(self.r.randint(1, 2)):
            v = self.update(v, hi)
        acc = self.region_acc(self.fn.scopes[-1]["s"])
        self.loop_inits = saved_inits
        self.fn.top = True
        self.emit("cf.br %s(%s, %s, %s : index, i64, %s)"
                  % (bh, nxt, acc, v.name, t.ty))
        self.fn.scopes.pop()
        self.block(bx, [])
        self.add_t(T(ha, t.dims, t.st))
        self.add_s(hacc)

    # ---- calls ----
    def begin_fn(self, name):
        saved = self.fn
        self.fn = Fn(name)
        self.nh += 1
        self.hdepth += 1
        return saved

    def end_fn(self, saved, sig, rets, ret_tys):
        fn = self.fn
        self.emit("return %s : %s" % (", ".join(rets), ", ".join(ret_tys)))
        body = ["  " + c for _, c in sorted(fn.consts.items())] + fn.lines
        self.texts.append("func.func private @%s%s {\n%s\n}"
                          % (fn.name, sig, "\n".join(body)))
        self.fn = saved
        self.hdepth -= 1

    def call(self, h, args):
        r = self.fresh("r")
        n = len(h.res)
        tys = []
        for res in h.res:
            tys.append("i64" if res is None else ttype(res[1]))
        self.emit("%s%s = func.call @%s(%s) : (%s) -> (%s)" % (
            r, ":%d" % n if n > 1 else "", h.name,
            ", ".join(a for a in args), ", ".join(h.arg_types),
            ", ".join(tys)))
        out = []
        for i, res in enumerate(h.res):
            name = "%s#%d" % (r, i) if n > 1 else r
            if res is None:
                out.append(self.add_s(name))
            else:
                out.append(self.add_t(T(name, res[0], res[1])))
        return out

    def call_args(self, h):
        args = []
        for dims, st in zip(h.arg_dims, h.arg_sts):
            if dims is None:
                args.append(self.scalar())
            else:
                args.append(self.cast(self.get(dims), st).name)
        return args

    def s_call(self):
        # Call an existing helper again, or make one.
        if self.helpers and self.r.random() < 0.3:
            h = self.r.choice(self.helpers)
            self.call(h, self.call_args(h))
            return
        special = [s for s in ("call-shared", "callee-const", "call-cast")
                   if self.special[s]]
        if special and self.r.random() < 0.5:
            getattr(self, "h_" + self.r.choice(special).replace("-", "_"))()
            return
        self.h_general()

    def h_general(self):
        name = "h%d" % self.nh
        nt = self.r.randint(1, 2)
        dims = [self.get().dims for _ in range(nt)]
        sts = [self.pick_st(d) for d in dims]
        with_s = self.r.random() < 0.4
        arg_types = [ttype(s) for s in sts] + (["i64"] if with_s else [])
        arg_dims = dims + ([None] if with_s else [])
        writes = self.r.random() < 0.5
        saved = self.begin_fn(name)
        names = []
        for d, s in zip(dims, sts):
            names.append(self.add_t(T(self.fresh("arg"), d, s)).name)
        if with_s:
            names.append(self.add_s(self.fresh("arg")))
        args = self.fn.scopes[0]["t"][:nt]
        if writes:
            # A callee that writes its argument.
            a = args[0]
            w = self.fresh("t")
            self.emit("%s = tensor.insert %s into %s[%s] : %s"
                      % (w, self.scalar(), a.name, self.indices(a.dims),
                         a.ty))
            wt = self.add_t(T(w, a.dims, a.st))
            if self.r.random() < 0.5:
                self.s_extract(a)
        self.stmts(self.r.randint(1, max(2, self.size // 3)))
        nres = self.r.randint(1, 2)
        rets, res = [], []
        for _ in range(nres):
            pick = self.r.random()
            if writes and pick < 0.3:
                t = wt
            elif pick < 0.5:
                t = self.r.choice(args)
            else:
                t = self.get()
            rets.append(t)
        acc = self.region_acc(self.fn.scopes[0]["s"])
        sig = "(%s) -> (%s)" % (
            ", ".join("%s: %s" % a for a in zip(names, arg_types)),
            ", ".join([t.ty for t in rets] + ["i64"]))
        self.end_fn(saved, sig, [t.name for t in rets] + [acc],
                    [t.ty for t in rets] + ["i64"])
        h = Helper(name, arg_types, arg_dims,
                   [(t.dims, t.st) for t in rets] + [None], "general",
                   sts + ([None] if with_s else []))
        self.helpers.append(h)
        self.call(h, self.call_args(h))

    def h_call_shared(self):
        """Two results that are one tensor; the caller writes one, reads
        the other."""
        name = "h%d" % self.nh
        dims = self.get().dims
        ty = ttype(dims)
        saved = self.begin_fn(name)
        a = self.add_t(T(self.fresh("arg"), dims))
        p = self.r.random()
        if p < 0.25:
            t = self.s_insert_into(a)
        elif p < 0.4:
            t = a
        else:
            t = self.new_tensor(dims, dims)  # a new buffer, returned twice
        self.end_fn(saved, "(%s: %s) -> (%s, %s)" % (a.name, ty, ty, ty),
                    [t.name, t.name], [ty, ty])
        h = Helper(name, [ty], [dims], [(dims, dims), (dims, dims)], "shared")
        self.helpers.append(h)
        r0, r1 = self.call(h, self.call_args(h))
        self.kill(r0)  # only written
        w = self.s_insert_into(r0) if self.r.random() < 0.6 or \
            not self.has("linalg") else self.s_fill(r0)
        self.s_extract(r1)
        self.s_extract(w)

    def kill(self, t):
        """Takes t out of the pool: nothing reads it any more (so a write
        into it may be in place)."""
        for sc in self.fn.scopes:
            sc["t"] = [u for u in sc["t"] if u is not t]

    def s_insert_into(self, t):
        name = self.fresh("t")
        self.emit("%s = tensor.insert %s into %s[%s] : %s"
                  % (name, self.scalar(), t.name, self.indices(t.dims), t.ty))
        return self.add_t(T(name, t.dims, t.st))

    def h_callee_const(self):
        """A callee returning a constant the caller writes in place."""
        name = "h%d" % self.nh
        dims = self.r.choice(SHAPES1 + SHAPES2)
        ty = ttype(dims)
        saved = self.begin_fn(name)
        f = self.fn
        vals = [self.r.randint(-9, 99) for _ in range(
            dims[0] * (dims[1] if len(dims) > 1 else 1))]
        if len(dims) == 1:
            lit = "[%s]" % ", ".join(map(str, vals))
        else:
            lit = "[%s]" % ", ".join(
                "[%s]" % ", ".join(map(str, vals[i * dims[1]:(i + 1) *
                                                 dims[1]]))
                for i in range(dims[0]))
        t = self.fresh("t")
        self.emit("%s = arith.constant dense<%s> : %s" % (t, lit, ty))
        assert f is self.fn
        self.end_fn(saved, "() -> %s" % ty, [t], [ty])
        h = Helper(name, [], [], [(dims, dims)], "const")
        self.helpers.append(h)
        (r,) = self.call(h, [])
        if self.r.random() < 0.7:
            self.kill(r)  # only written
        w = self.s_insert_into(r)
        if self.r.random() < 0.5 and self.has("linalg"):
            self.kill(w)
            w = self.s_fill(w)
        (r2,) = self.call(h, [])
        self.s_extract(r2)
        self.s_extract(w)

    def h_call_cast(self):
        """A callee returning its dynamic argument cast to a static type."""
        name = "h%d" % self.nh
        dims = self.get().dims
        st = tuple(None for _ in dims)
        ty, sty = ttype(st), ttype(dims)
        saved = self.begin_fn(name)
        a = self.fresh("arg")
        c = self.fresh("t")
        self.emit("%s = tensor.cast %s : %s to %s" % (c, a, ty, sty))
        self.end_fn(saved, "(%s: %s) -> %s" % (a, ty, sty), [c], [sty])
        h = Helper(name, [ty], [dims], [(dims, dims)], "cast", [st])
        self.helpers.append(h)
        (r,) = self.call(h, self.call_args(h))
        if self.r.random() < 0.6:
            self.s_insert_into(r)
        self.s_extract(r)

    def switch_alias(self):
        """scf.index_switch yielding an outside tensor in every case, its
        result written in place, the outside tensor read afterwards."""
        t = self.get()
        x = self.scalar()
        a = self.fresh("s")
        self.emit("%s = arith.andi %s, %s : i64" % (a, x, self.k(1)))
        i = self.fresh("i")
        self.emit("%s = arith.index_cast %s : i64 to index" % (i, a))
        r = self.fresh("t")
        self.emit("%s = scf.index_switch %s -> %s" % (r, i, t.ty))
        for case in ("case 0", "default"):
            self.emit("%s {" % case)
            self.emit("  scf.yield %s : %s" % (t.name, t.ty))
            self.emit("}")
        rt = self.add_t(T(r, t.dims, t.st))
        w = self.s_insert_into(rt) if self.r.random() < 0.5 or \
            not self.has("linalg") else self.s_fill(rt)
        self.s_extract(t)
        self.s_extract(w)

    # ---- the program ----
    def checksum(self, acc, t):
        """acc mixed with every element of t (scf.for nest of extracts)."""
        ivs = [self.fresh("i") for _ in t.dims]
        accs = [self.fresh("a") for _ in t.dims]
        rs = [self.fresh("r") for _ in t.dims]
        cur = acc
        for d, iv, a, r in zip(t.dims, ivs, accs, rs):
            self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) "
                      "-> (i64) {" % (r, iv, self.c(0), self.c(d), self.c(1),
                                      a, cur))
            self.fn.ind += 2
            cur = a
        x = self.fresh("s")
        self.emit("%s = tensor.extract %s[%s] : %s"
                  % (x, t.name, ", ".join(ivs), t.ty))
        cur = self.mix(cur, x)
        for r in reversed(rs):
            self.emit("scf.yield %s : i64" % cur)
            self.fn.ind -= 2
            self.emit("}")
            cur = r
        return rs[0]

    def generate(self):
        self.fn = Fn("main")
        for _ in range(self.r.randint(1, 3)):
            self.new_tensor()
        forced = []
        if self.special["loop-init-write"] and self.has("loops"):
            forced.append(lambda: self.s_for(init_write=True)
                          if self.r.random() < 0.7
                          else self.s_while(init_write=True))
        if self.special["cf-backedge"]:
            forced.append(self.s_cfloop)
        if self.special["switch-alias"]:
            forced.append(self.switch_alias)
        if self.special["map-init"] and self.has("linalg"):
            forced.append(lambda: self.s_map(reads_init=True))
        for s in ("call-shared", "callee-const", "call-cast"):
            if self.special[s]:
                forced.append(getattr(self, "h_" + s.replace("-", "_")))
        n = self.r.randint(max(1, self.size // 2), self.size)
        slots = sorted(self.r.sample(range(n + len(forced)), len(forced)))
        fi = 0
        for i in range(n + len(forced)):
            if fi < len(forced) and slots[fi] == i:
                forced[fi]()
                fi += 1
            else:
                self.stmt()
        acc = self.k(7)
        for s in self.scalars():
            acc = self.mix(acc, s)
        for t in self.tensors():
            if self.r.random() < 0.75:
                acc = self.checksum(acc, t)
        self.emit("return %s : i64" % acc)
        body = ["  " + c for _, c in sorted(self.fn.consts.items())] + \
            self.fn.lines
        main = "func.func @main() -> i64 {\n%s\n}" % "\n".join(body)
        return "module {\n%s\n}\n" % "\n".join(
            "  " + line for text in self.texts + [main]
            for line in text.splitlines())


def generate(seed, feats=DEFAULT, size=12, special_p=0.18):
    return Gen(seed, feats, size, special_p).generate()


def specials_of(seed, feats, size, special_p=0.18):
    g = Gen(seed, feats, size, special_p)
    return [s for s in SPECIAL if g.special[s]]


# ==== The harness ====

OSB = "--one-shot-bufferize=bufferize-function-boundaries"


def osb(cfg):
    """The One-Shot Bufferize flag, with --osb-options appended."""
    extra = getattr(cfg, "osb_options", "")
    return OSB + (" " + extra if extra else "")
# MLIR 16's pipeline of partial passes (--bufferizer legacy, mlbuf-opt).
LEGACY = ["--func-bufferize", "--arith-bufferize", "--tensor-bufferize",
          "--linalg-bufferize", "--scf-bufferize", "--bufferization-bufferize",
          "--finalizing-bufferize"]
DEALLOC = "--buffer-deallocation-pipeline"
LOC_RE = re.compile(r"^(<stdin>|-|/\S+?):\d+:\d+: ")
# Summary rows: (category, label).
ROWS = [
    ("differ", "differ (value != oracle)"),
    ("violation", "violations (mlbuf-run --check)"),
    ("tool", "bufferizer failures"),
    ("dealloc", "deallocation pipeline failures"),
    ("post-passes", "--post-passes failures"),
    ("run-error", "run errors of the output"),
    ("pre-dealloc-violation", "violations before deallocation"),
    ("pre-dealloc-differ", "differ before deallocation"),
    ("upstream-mismatch", "upstream JIT value mismatches"),
    ("upstream-error", "upstream lowering/JIT errors"),
    ("upstream-unsupported", "upstream cannot lower"),
    ("bad-input", "bad inputs (generator bug)"),
]
NOT_FAILURES = {"upstream-unsupported"}


def first_line(err):
    """The first error line without its location (groups failures)."""
    for line in err.splitlines():
        if "error" in line or "Assertion" in line or "LLVM ERROR" in line:
            return LOC_RE.sub("", line.strip())[:160]
    lines = [x for x in err.splitlines() if x.strip()]
    return LOC_RE.sub("", lines[0].strip())[:160] if lines else "(no output)"


def stats_of(err):
    """The --json statistics line of mlbuf-run's stderr."""
    for line in reversed(err.splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                pass
    return None


def cost_of(st):
    """(allocations, copies, bytes copied) of a --json statistics line."""
    return (st.get("allocations", 0), st.get("copies", 0),
            st.get("bytes_copied", 0))


class Outcome(dr.Outcome):
    def __init__(self, seed):
        super().__init__(seed)
        self.post = None     # --post-passes: (cost before, cost after)
        self.cost = {}       # tool -> (allocations, bytes copied)
        self.tool_err = ""   # first line of the bufferizer's error
        self.specials = []
        self.const_write = False  # upstream's output may write a constant

    @property
    def ok(self):
        return not set(self.cats) - NOT_FAILURES


def pre_passes(cfg):
    """--pre-passes as flags, run before One-Shot Bufferize."""
    return ["--" + p for p in cfg.pre_passes.split(",") if p]


def post_passes(cfg, out):
    """(output, error) of --post-passes run by mlbuf-opt on a deallocated
    program; output None on failure."""
    rc, res, err = dr.run([cfg.mlbuf_opt, "--pass-pipeline=builtin.module("
                           "func.func(%s))" % cfg.post_passes, "-"], out)
    if rc != 0:
        return None, "mlbuf-opt --post-passes: " + describe(rc, err)
    return res, ""


def dealloc_passes(cfg):
    """The deallocation passes after mlbuf-opt's bufferization: DEALLOC, or
    --dealloc-passes as flags (another strategy, passes before it)."""
    if not cfg.dealloc_passes:
        return [DEALLOC]
    return ["--" + p for p in cfg.dealloc_passes.split(",") if p]


def legacy_passes(cfg):
    """LEGACY, with MLIR 16's vector-bufferize when the programs have
    vector transfers (more-ops)."""
    if "more-ops" not in cfg.feats:
        return LEGACY
    k = LEGACY.index("--linalg-bufferize") + 1
    return LEGACY[:k] + ["--vector-bufferize"] + LEGACY[k:]


def bufferize(cfg, tool, text):
    """(output, category, first error line) of bufferizing text with tool
    and deallocating."""
    if tool == "upstream":
        rc, out, err = dr.run([cfg.mlir_opt] + pre_passes(cfg) + [osb(cfg), "-"],
                              text)
        if rc != 0:
            return None, "tool", "mlir-opt: " + describe(rc, err)
        dealloc = [cfg.mlir_opt if cfg.dealloc == "upstream"
                   else cfg.mlbuf_opt, DEALLOC, "-"]
        rc, out, err = dr.run(dealloc, out)
        if rc != 0:
            return None, "dealloc", "%s: %s" % (
                os.path.basename(dealloc[0]), describe(rc, err))
        return out, None, ""
    passes = legacy_passes(cfg) if tool == "legacy" else [osb(cfg)]
    rc, out, err = dr.run([cfg.mlbuf_opt] + pre_passes(cfg) +
                          passes + dealloc_passes(cfg) + ["-"], text)
    if rc != 0:
        if re.search(r"unknown pass|[Uu]nknown (command line )?(option|"
                     r"argument|flag)|one-shot-bufferize.*(not|unknown)",
                     err):
            return None, "tool", ("mlbuf-opt has no one-shot-bufferize pass "
                                  "yet (%s)" % first_line(err))
        return None, "tool", "mlbuf-opt: " + describe(rc, err)
    return out, None, ""


def describe(rc, err):
    if rc is None:
        return "timeout"
    if rc < 0:
        return "signal %d: %s" % (-rc, first_line(err))
    return first_line(err)


def oracle(cfg, text, path):
    """The tensor program's value (mlbuf-run on tensors), or (None, why)
    when the program is not valid or does not run clean."""
    with open(path, "w") as f:
        f.write(text)
    rc, _, err = dr.run([cfg.mlir_opt, path, "-o", os.devnull])
    if rc != 0:
        return None, "mlir-opt rejects the input: " + describe(rc, err)
    rc, want, err = dr.run([cfg.mlbuf_run, "--check", path, "-e", "main"])
    if rc != 0 or not want.strip():
        return None, "oracle run: " + describe(rc, err)
    return want.strip(), ""


def check_output(cfg, o, tool, out, want, record):
    """Runs a bufferized program under mlbuf-run --check --json; records
    the outcome in o (only when record) and returns (ok, stats)."""
    rc, got, err = dr.run([cfg.mlbuf_run, "--check", "--json", "-", "-e",
                           "main"], out)
    kinds = dr.violations(err)
    st = stats_of(err)
    if kinds:
        if record:
            o.add("violation", sum(kinds.values()),
                  "%s: %s" % (",".join(sorted(kinds)), first_line(err)))
        return False, st
    if rc != 0:
        if record:
            o.add("run-error", detail=describe(rc, err))
        return False, st
    if got.strip() != want:
        if record:
            o.add("differ", detail="value %s, oracle %s"
                  % (got.strip(), want))
        return False, st
    return True, st


def check_text(cfg, seed, text, tmpdir, tools=None):
    o = Outcome(seed)
    want, why = oracle(cfg, text, os.path.join(tmpdir, "in_%d.mlir" % seed))
    if want is None:
        o.add("bad-input", detail=why)
        return o
    o.want = want
    for tool in tools or ([cfg.bufferizer] if not cfg.compare_cost
                          else [cfg.bufferizer] +
                          [t for t in ("upstream", "mlbuf")
                           if t != cfg.bufferizer]):
        record = tool == cfg.bufferizer
        out, cat, err = bufferize(cfg, tool, text)
        if out is None:
            if record:
                o.add(cat, detail=err)
                o.tool_err = err
            continue
        if record and cfg.post_passes:
            # The run-time cost before the post passes (not recorded: a
            # wrong program there is the pipeline's failure, seen below).
            ok0, st0 = check_output(cfg, o, tool, out, want, False)
            out, perr = post_passes(cfg, out)
            if out is None:
                o.add("post-passes", detail=perr)
                continue
        ok, st = check_output(cfg, o, tool, out, want, record)
        if record and cfg.post_passes and ok and ok0 and st and st0:
            o.post = (cost_of(st0), cost_of(st))
        if ok and st:
            o.cost[tool] = (st.get("allocations", 0),
                            st.get("bytes_copied", 0))
        if record and ok and cfg.upstream_run and cfg.jit:
            dr.upstream_check(cfg, o, out, want, tmpdir)
        if record and not cfg.no_pre_dealloc:
            pre_dealloc_check(cfg, o, tool, text, want)
    return o


def pre_dealloc_check(cfg, o, tool, text, want):
    """The bufferized program before deallocation under mlbuf-run --check:
    leaks are expected, other violations and a different value are not.
    The deallocation pipeline clones what a function returns, which hides
    a store into a constant global made by the bufferization."""
    cmd = ([cfg.mlir_opt if tool == "upstream" else cfg.mlbuf_opt] +
           pre_passes(cfg) + [osb(cfg), "-"])
    rc, out, err = dr.run(cmd, text)
    if rc != 0:
        return
    if tool == "upstream":
        # Generic form with unique names, for const_writes' textual walk.
        rc, gen, err = dr.run([cfg.mlir_opt, "--mlir-print-op-generic",
                               "--mlir-print-unique-ssa-ids", "-"], out)
        o.const_write = rc == 0 and const_writes.may_write_constant(gen)
    rc, got, err = dr.run([cfg.mlbuf_run, "--check", "-", "-e", "main"], out)
    kinds = dr.violations(err)
    kinds.pop("leak", None)
    if kinds:
        o.add("pre-dealloc-violation", sum(kinds.values()),
              "before deallocation: %s: %s" % (",".join(sorted(kinds)),
                                               first_line(err)))
    elif rc != 0 and not got.strip():
        # mlbuf-run stopped at an error it cannot run past ("output is a
        # constant global": the bufferization made a linalg op write a
        # constant), with no violation report and no value (leaks alone
        # come after the value).
        o.add("pre-dealloc-violation", 1,
              "before deallocation: run error: %s" % first_line(err))
    elif got.strip() and got.strip() != want:
        o.add("pre-dealloc-differ", detail="before deallocation: value %s, "
              "oracle %s" % (got.strip(), want))


def check_seed(cfg, seed, tmpdir):
    text = generate(seed, cfg.feats, cfg.size, cfg.special_p)
    o = check_text(cfg, seed, text, tmpdir)
    o.specials = specials_of(seed, cfg.feats, cfg.size, cfg.special_p)
    return o


def failure_key(o):
    cats = sorted(set(o.cats) - NOT_FAILURES)
    if "tool" in cats or "dealloc" in cats:
        return "%s: %s" % (cats[0], o.detail)
    return ", ".join(cats)


DEF_RE = re.compile(r"^(\s*)(%[\w]+) = ")


def stand_in(lines, a, b):
    """A constant line defining the single result of lines[a:b] (an i64 or
    an index), or None."""
    m = DEF_RE.match(lines[a])
    if not m:
        return None
    first = lines[a].rstrip()
    if b - a == 1:
        ty = first.rsplit(" ", 1)[-1]
        # Scalars only: a constant tensor would change what bufferizes in
        # place (constants are read-only), so the failure could change.
        ty = {"i64": "i64", "index": "index"}.get(ty)
    else:
        tm = re.search(r"-> \(?(i64|index)\)? \{$", first)
        ty = tm.group(1) if tm else None
    if ty is None:
        return None
    return "%s%s = arith.constant 0 : %s" % (m.group(1), m.group(2), ty)


FILL_MEMREF_RE = re.compile(r"^\s*linalg\.fill .*outs\(%m\d+ : memref<")
FOR_ACC_RE = re.compile(r"^(\s*)(%\w+) = scf\.for .* iter_args\(%\w+ = "
                        r"(%\w+)\) -> \(i64\) \{$")
BIN_I64_RE = re.compile(r"^(\s*)(%\w+) = arith\.\w+ (%[\w#]+), "
                        r"%[\w#]+ : i64$")


def pass_through(lines, a, b):
    """A line giving the result of lines[a:b] the value of its input: an
    i64 scf.for (a checksum loop) becomes its init, a binary i64 op its
    first operand (the rest of a checksum chain keeps observing what
    came before)."""
    m = FOR_ACC_RE.match(lines[a].rstrip()) or \
        (BIN_I64_RE.match(lines[a].rstrip()) if b - a == 1 else None)
    if not m:
        return None
    return "%s%s = arith.ori %s, %s : i64" % (m.group(1), m.group(2),
                                              m.group(3), m.group(3))


def text_reduce(text, still_fails, budget):
    """dealloc_random's reduction (delete each op or op with regions, last
    first), and where deleting breaks uses, put a constant of the result's
    type in its place (so checksum chains shrink too)."""
    lines = text.splitlines()
    tries = 0
    changed = True
    while changed and tries < budget:
        changed = False
        cursor = len(lines)
        while tries < budget:
            # A fill of a memref.alloca (before its to_tensor) stays: the
            # program must not read uninitialized memory.
            cs = [c for c in dr.chunks(lines) if c[0] < cursor and
                  not FILL_MEMREF_RE.match(lines[c[0]])]
            if not cs:
                break
            cursor = max(c[0] for c in cs)
            for a, b in sorted((c for c in cs if c[0] == cursor),
                               key=lambda c: c[0] - c[1]):
                cands = [lines[:a] + lines[b:]]
                if not (b - a == 1 and "arith.constant" in lines[a]):
                    for rep in (pass_through(lines, a, b),
                                stand_in(lines, a, b)):
                        if rep:
                            cands.append(lines[:a] + [rep] + lines[b:])
                done = False
                for cand in cands:
                    tries += 1
                    if still_fails("\n".join(cand) + "\n"):
                        lines = cand
                        changed = done = True
                        break
                if done:
                    break
    return "\n".join(lines) + "\n"


def reduce_text(cfg, o, text, tmpdir):
    """text with ops deleted while it keeps failing the way o does."""
    key = failure_key(o)

    def fails(t):
        r = check_text(cfg, o.seed, t, tmpdir, [cfg.bufferizer])
        return not r.ok and "bad-input" not in r.cats and \
            failure_key(r) == key
    return text_reduce(text, fails, cfg.reduce_budget)


def print_cost(cfg, results):
    both = [o for o in results if "upstream" in o.cost and "mlbuf" in o.cost]
    print("cost (mlbuf / upstream, programs both tools get right): %d of %d"
          % (len(both), len(results)))
    if not both:
        print("  no program bufferized correctly by both tools")
        return
    worse = []
    tot = {"mlbuf": [0, 0], "upstream": [0, 0]}
    for o in both:
        for t in tot:
            tot[t][0] += o.cost[t][0]
            tot[t][1] += o.cost[t][1]
        m, u = o.cost["mlbuf"], o.cost["upstream"]
        if cfg.cost_all or m[0] > u[0] or m[1] > u[1]:
            print("  seed %d: allocations %d / %d, bytes copied %d / %d%s"
                  % (o.seed, m[0], u[0], m[1], u[1],
                     "  (mlbuf higher)" if m[0] > u[0] or m[1] > u[1]
                     else ""))
        if m[0] > u[0] or m[1] > u[1]:
            worse.append(o.seed)

    def ratio(a, b):
        return "%.3f" % (a / b) if b else ("1.000" if a == 0 else "inf")
    print("  total allocations %d / %d = %s; bytes copied %d / %d = %s"
          % (tot["mlbuf"][0], tot["upstream"][0],
             ratio(tot["mlbuf"][0], tot["upstream"][0]),
             tot["mlbuf"][1], tot["upstream"][1],
             ratio(tot["mlbuf"][1], tot["upstream"][1])))
    lower = sum(1 for o in both if o.cost["mlbuf"] != o.cost["upstream"] and
                all(m <= u for m, u in zip(o.cost["mlbuf"],
                                           o.cost["upstream"])))
    print("  programs where mlbuf costs more: %d%s; lower or equal: %d "
          "(strictly lower allocations or bytes: %d)"
          % (len(worse), " (seeds %s)" % " ".join(map(str, worse[:20]))
             if worse else "", len(both) - len(worse), lower))
    by_data = [o.seed for o in both if o.seed in worse and
               set(o.specials) & set(BY_DATA_SHAPES)]
    # Upstream's output storing into a constant global on some path
    # (const_writes.py): right only by the path the data takes.
    by_const = [o.seed for o in both if o.seed in worse and
                o.seed not in by_data and o.const_write]
    by_data += by_const
    real = [sd for sd in worse if sd not in by_data]
    flagged = [o.seed for o in both if o.const_write]
    print("  upstream's output may store into a constant global on %d of "
          "the %d programs both get right%s" %
          (len(flagged), len(both), " (seeds %s)" %
           " ".join(map(str, flagged[:20])) if flagged else ""))
    print("  of those, upstream right only by its data (a shape of %s, or "
          "its output may store into a constant global: %d%s): "
          "%d%s; real cost losses: %d%s"
          % (",".join(BY_DATA_SHAPES), len(by_const),
             " (seeds %s)" % " ".join(map(str, by_const[:20]))
             if by_const else "", len(by_data),
             " (seeds %s)" % " ".join(map(str, by_data[:20])) if by_data
             else "", len(real),
             " (seeds %s)" % " ".join(map(str, real[:20])) if real else ""))
    # Upstream's bufferization alone may be wrong where its deallocation
    # pipeline happens to repair it (a store into a constant global that a
    # returned clone absorbs): those programs are not ones it gets right.
    if cfg.bufferizer != "upstream" or cfg.no_pre_dealloc:
        return
    clean = [o for o in both if not {"pre-dealloc-violation",
                                     "pre-dealloc-differ"} & set(o.cats)]
    ct = {t: [sum(o.cost[t][k] for o in clean) for k in (0, 1)]
          for t in ("mlbuf", "upstream")}
    cworse = [o.seed for o in clean if o.seed in worse]
    print("  of them right before deallocation too (upstream's bufferized "
          "program alone is correct): %d; allocations %s, bytes copied %s; "
          "mlbuf costs more on %d%s"
          % (len(clean), ratio(ct["mlbuf"][0], ct["upstream"][0]),
             ratio(ct["mlbuf"][1], ct["upstream"][1]), len(cworse),
             " (seeds %s)" % " ".join(map(str, cworse[:20]))
             if cworse else ""))


def summarize(cfg, results):
    n = len(results)
    valid = [o for o in results if "bad-input" not in o.cats]
    agree = [o for o in valid if not {"differ", "violation", "tool",
                                      "dealloc", "run-error"} & set(o.cats)]
    print("bufferizer: %s%s" % (cfg.bufferizer, " (deallocation: %s)"
                                % cfg.dealloc if cfg.bufferizer ==
                                "upstream" else ""))
    print("programs: %d" % n)
    print("%-34s %d" % ("agree (value = oracle, clean):", len(agree)))
    for key, label in ROWS:
        progs = [o for o in results if key in o.cats]
        if progs or key in ("differ", "violation", "tool", "bad-input"):
            print("%-34s %d programs" % (label + ":", len(progs)))
    by_err = {}
    for o in results:
        if o.tool_err:
            by_err.setdefault(o.tool_err, []).append(o.seed)
    for err, seeds in sorted(by_err.items(), key=lambda kv: -len(kv[1])):
        print("  %5d  %s  (seeds %s%s)" % (
            len(seeds), err, " ".join(map(str, seeds[:8])),
            " ..." if len(seeds) > 8 else ""))
    if cfg.upstream_run and cfg.jit:
        ran = [o for o in results if o.jit]
        print("%-34s %d programs, %d with the same value" % (
            "upstream JIT runs:", len(ran), sum(
                1 for o in ran if not {"upstream-mismatch", "upstream-error",
                                       "upstream-unsupported"} & set(o.cats))))
    # Special shapes: how many programs have each, how many of them fail.
    print("special shapes (programs with it: failing / total; failing "
          "seeds):")
    for s in SPECIAL:
        have = [o for o in valid if s in o.specials]
        bad = [o for o in have if not o.ok]
        print("  %-16s %4d / %4d  %s" % (s, len(bad), len(have), " ".join(
            str(o.seed) for o in bad[:12]) + (" ..." if len(bad) > 12
                                              else "")))
    plain = [o for o in valid if not o.specials]
    bad = [o for o in plain if not o.ok]
    print("  %-16s %4d / %4d  %s" % ("(none)", len(bad), len(plain), " ".join(
        str(o.seed) for o in bad[:12]) + (" ..." if len(bad) > 12 else "")))
    if cfg.compare_cost:
        print_cost(cfg, results)
    if cfg.post_passes:
        dr.print_post_cost(results)
    failed = [o for o in results if not o.ok]
    print("summary: %d programs, %d agree, %d differ, %d violations "
          "(%d more before deallocation), %d tool failures, %d bad inputs" % (
              n, len(agree), sum(1 for o in results if "differ" in o.cats),
              sum(1 for o in results if "violation" in o.cats),
              sum(1 for o in results if not {"violation", "differ"} &
                  set(o.cats) and {"pre-dealloc-violation",
                                   "pre-dealloc-differ"} & set(o.cats)),
              sum(1 for o in results if {"tool", "dealloc"} & set(o.cats)),
              n - len(valid)))
    return failed


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 allow_abbrev=False)
    ap.add_argument("-n", type=int, default=100, help="number of seeds")
    ap.add_argument("--start", type=int, default=0, help="first seed")
    ap.add_argument("--size", type=int, default=12,
                    help="statements in @main (helpers and regions get "
                    "fewer)")
    ap.add_argument("--with", dest="with_", default="", metavar="F,...",
                    help="features to add (opt-in: %s)" % ",".join(OPT_IN))
    ap.add_argument("--without", default="", metavar="F,...",
                    help="features to leave out ('special': every special "
                    "shape)")
    ap.add_argument("--special-p", type=float, default=0.18, metavar="P",
                    help="probability of each enabled special shape in a "
                    "program (1: in every program; with --without special "
                    "--with SHAPE, one shape alone)")
    ap.add_argument("--list-features", action="store_true")
    ap.add_argument("--print", type=int, metavar="SEED",
                    help="print the program of SEED and exit")
    ap.add_argument("--bufferizer", choices=["upstream", "mlbuf", "legacy"],
                    default="upstream",
                    help="legacy: mlbuf-opt's MLIR 16 pipeline (%s)"
                    % " ".join(p.lstrip("-") for p in LEGACY))
    ap.add_argument("--dealloc", choices=["mlbuf", "upstream"],
                    default="mlbuf",
                    help="deallocation pipeline after upstream's "
                    "bufferization: mlbuf-opt's (default) or mlir-opt's")
    ap.add_argument("--compare-cost", action="store_true",
                    help="bufferize with both tools; ratios of allocations "
                    "and bytes copied (mlbuf / upstream)")
    ap.add_argument("--cost-all", action="store_true",
                    help="with --compare-cost, a line for every program")
    ap.add_argument("--upstream-run", action="store_true",
                    help="also lower the output with upstream and JIT-run "
                    "it with mlir-runner")
    ap.add_argument("--no-pre-dealloc", action="store_true",
                    help="skip the run of the bufferized program before "
                    "the deallocation pipeline (leaks allowed)")
    ap.add_argument("--reduce", action="store_true",
                    help="shrink failing programs (at most --reduce-max per "
                    "kind of failure)")
    ap.add_argument("--reduce-max", type=int, default=2)
    ap.add_argument("--reduce-budget", type=int, default=800,
                    help="candidate programs tried per reduction")
    ap.add_argument("--keep", metavar="DIR",
                    help="write failing (reduced) programs to DIR")
    ap.add_argument("--pre-passes", default="", metavar="P,...",
                    help="passes run before one-shot-bufferize by both "
                         "tools (eliminate-empty-tensors,"
                         "empty-tensor-to-alloc-tensor)")
    ap.add_argument("--post-passes", default="", metavar="P,...",
                    help="function passes mlbuf-opt runs on the "
                    "deallocated program, as func.func(P,...) (e.g. "
                    "copy-removal); the value is checked after them and "
                    "the summary gives the run-time allocations, copies and "
                    "bytes copied before and after them")
    ap.add_argument("--dealloc-passes", default="", metavar="P,...",
                    help="passes mlbuf-opt runs after its bufferization "
                    "instead of --buffer-deallocation-pipeline (e.g. "
                    "buffer-hoisting,buffer-deallocation: the copy-based "
                    "strategy on One-Shot Bufferize's output)")
    ap.add_argument("--osb-options", default="", metavar="'O ...'",
                    help="more one-shot-bufferize options for both tools, "
                         "space-separated (e.g. copy-before-write)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--mlbuf-opt", default=dr.default_tool("mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=dr.default_tool("mlbuf-run"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default=None)
    ap.add_argument("seeds", nargs="*", type=int,
                    help="explicit seeds (instead of -n/--start)")
    cfg = ap.parse_args()
    feats = set(DEFAULT)
    if cfg.bufferizer == "legacy":
        feats.discard("forall")
    for f in filter(None, cfg.without.split(",")):
        feats -= set(SPECIAL) if f == "special" else {f}
    for f in filter(None, cfg.with_.split(",")):
        feats.add(f)
    bad = [f for f in feats if f not in FEATURES]
    if bad:
        ap.error("unknown feature(s): %s" % ",".join(bad))
    cfg.feats = frozenset(feats)
    cfg.mlir_opt = os.path.join(cfg.llvm_bin, "mlir-opt")
    return cfg


def main():
    cfg = parse_args()
    if cfg.list_features:
        for f, d in FEATURES.items():
            print("%-16s %s" % (f, d))
        return 0
    if cfg.print is not None:
        sys.stdout.write(generate(cfg.print, cfg.feats, cfg.size, cfg.special_p))
        return 0
    dr.setup_upstream(cfg)
    seeds = cfg.seeds or list(range(cfg.start, cfg.start + cfg.n))
    with tempfile.TemporaryDirectory() as tmpdir:
        with concurrent.futures.ThreadPoolExecutor(cfg.jobs) as ex:
            results = list(ex.map(lambda s: check_seed(cfg, s, tmpdir),
                                  seeds))
        for o in results:
            if not o.ok:
                print("FAIL seed %d: %s -- %s%s" % (
                    o.seed, ", ".join(sorted(o.cats)), o.detail,
                    " [%s]" % ",".join(o.specials) if o.specials else ""))
        failed = summarize(cfg, results)
        if cfg.keep and failed:
            os.makedirs(cfg.keep, exist_ok=True)
            done = {}
            for o in failed:
                text = generate(o.seed, cfg.feats, cfg.size, cfg.special_p)
                key = failure_key(o)
                if cfg.reduce and done.get(key, 0) < cfg.reduce_max:
                    done[key] = done.get(key, 0) + 1
                    text = reduce_text(cfg, o, text, tmpdir)
                    name = "seed%d.reduced.mlir" % o.seed
                else:
                    name = "seed%d.mlir" % o.seed
                with open(os.path.join(cfg.keep, name), "w") as f:
                    f.write("// seed %d: %s\n// %s\n" % (
                        o.seed, key, o.detail) + text)
            print("failing programs written to %s" % cfg.keep)
        opts = "".join([" --with " + cfg.with_ if cfg.with_ else "",
                        " --special-p %g" % cfg.special_p
                        if cfg.special_p != 0.18 else "",
                        " --without " + cfg.without if cfg.without else "",
                        " --size %d" % cfg.size if cfg.size != 12 else ""])
        if failed:
            print("reproduce: python3 bench/bufferize_random.py%s "
                  "--bufferizer %s SEED   (program: --print SEED)"
                  % (opts, cfg.bufferizer))
    print("%d passed, %d failed" % (len(results) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
