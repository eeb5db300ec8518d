#!/usr/bin/env python3
"""Independent random-program generator for the buffer deallocation passes.

Why it exists: bench/dealloc_gen.py was written together with the passes it
tests, so it tends to produce what the passes already handle. This
generator was written without reading it (only from the MLIR language,
the upstream ops and mlbuf-run's list of executable ops), to find shapes
nobody thought of. Programs written outside the repository have found
leaks, double frees and uses after free before.

What it generates: a module with a `@main()` entry, helper functions
(public and private, some returning a fresh buffer, an argument, a view of
an argument, several results, one buffer twice; a recursive one; one
returning a view of its own allocation, which callers rebase with
memref.reinterpret_cast; indirect calls through
func.constant/func.call_indirect) and constant globals. Every program
allocates and never frees; the deallocation passes must add all frees.
Shapes (each a feature, listed in the program's first line
`// features: ...`):

  cf:       diamonds (cf.cond_br), cf.switch, cf loops with a counter,
            several exits and several back edges, nested cf loops,
            irreducible loops (two entries), blocks passing several
            buffers, swapping them on back edges, the same buffer twice;
  regions:  scf.if / scf.for / scf.while / scf.index_switch yielding
            buffers (iter_args swapped at the yield, while regions
            forwarding different buffers), scf.execute_region with several
            blocks (cf inside regions, regions inside cf),
            memref.alloca_scope returning a heap buffer;
  views:    memref.subview (rank-reducing too), memref.cast to dynamic
            layouts and to unranked memref<*xi64> and back,
            memref.reinterpret_cast, memref.expand_shape / collapse_shape,
            memref.transpose, memref.view on i8 buffers,
            memref.extract_strided_metadata, arith.select of buffers;
  others:   memref.alloca, memref.get_global, memref.copy.

Well-defined by construction: every buffer is written only right after it
is allocated, before anything else can see it (buffers are values: a
loop computes a new buffer from the old one), so clones the passes insert
cannot change what is read; indices are always in bounds; a stack buffer
never leaves its allocation scope. Every program prints loaded values
with vector.print, the output the driver compares.

Usage: dealloc_gen_indep.py SEED [--size N] [--ext] > prog.mlir
Driver: bench/dealloc_indep_random.py. What it found: buffer-hoisting
moving allocations out of loops made of branches
(test/lit/hoisting/buffer-hoisting-branch-loops.mlir) and unranked
byte-shifted views losing their alias key
(test/lit/dealloc/view-byte-shift-unranked.mlir). With --ext (class
ExtGen): optimize-allocation-liveness moving a free past the return
(optimize-allocation-liveness-terminator.mlir), promotion and loop
hoisting refusing buffers handed to a function that frees only its own
allocations (promote-buffers-to-stack-callee-frees-own.mlir), empty
buffers with a zero dimension not promoted
(promote-buffers-to-stack-zero-size.mlir); and, writing tests for these,
complex elements without a size (promote-buffers-to-stack-complex.mlir)
and the pipeline leaking the old buffer of a realloc whose result the
input frees (test/lit/dealloc/realloc-hand-freed.mlir).
"""
import argparse
import random
import sys

D1 = "memref<?xi64, strided<[?], offset: ?>>"
S4 = "memref<4xi64>"
UR = "memref<*xi64>"
CARRIERS = [S4, D1, UR]


def ty1(size, stride, off, identity=False):
    sz = "?" if size is None else str(size)
    if identity:
        return f"memref<{sz}xi64>"
    st = "?" if stride is None else str(stride)
    of = "?" if off is None else str(off)
    return f"memref<{sz}xi64, strided<[{st}], offset: {of}>>"


class Val:
    """A buffer the program holds. kind: '1' (1-D), 'M' (2-D), 'U'
    (unranked, 1-D underneath with at least n elements), 'Z' (rank 0)."""

    def __init__(self, name, ty, kind, n=0, size=None, stride=None, off=None,
                 shape=None, strides=None, base=None, stack=frozenset(),
                 identity=False):
        self.name, self.ty, self.kind = name, ty, kind
        self.n = n                    # elements readable (1-D, U)
        self.size = size              # static size in the type, or None
        self.stride, self.off = stride, off
        self.shape, self.strides = shape, strides   # 2-D
        self.base = base              # elements of its allocation, when known here
        self.stack = stack            # allocation scopes it may live in
        self.identity = identity


class Block:
    def __init__(self, label, args):
        self.label, self.args, self.lines = label, args, []


class Region:
    def __init__(self, fb, entry_args=None):
        self.fb = fb
        self.blocks = [Block(None, entry_args or [])]
        self.cur = self.blocks[0]

    def new_block(self, args):
        b = Block(f"^bb{self.fb.next_label()}", args)
        self.blocks.append(b)
        return b

    def render(self):
        out = []
        for i, b in enumerate(self.blocks):
            if b.label is not None:
                a = ", ".join(f"{n}: {t}" for n, t in b.args)
                out.append(f"{b.label}({a}):" if a else f"{b.label}:")
            out.extend("  " + ln for ln in b.lines)
        return out


class Gen:
    def __init__(self, seed, size=24, without=(), ext=False):
        self.r = random.Random(seed)
        self.without = set(without)   # features not to generate (few honoured)
        self.ext = ext                # the --ext shapes (class ExtShapes)
        self.size = size
        self.features = set()
        self.globals = []
        self.funcs = []          # (name, argtys, resty, private) of helpers
        self.ssa = 0
        self.label = 0
        self.scope_id = 0
        self.rebasable = set()   # functions returning a view of their own buffer

    # ---------------------------------------------------------------- basics
    def feat(self, f):
        self.features.add(f)

    def fresh(self, p="v"):
        self.ssa += 1
        return f"%{p}{self.ssa}"

    def next_label(self):
        self.label += 1
        return self.label

    def c(self, i):
        return f"%c{i}"

    def emit(self, reg, line):
        reg.cur.lines.append(line)

    def readable(self, env):
        return [v for v in env if v.kind in "1MZ" and (v.kind != "1" or v.n >= 1)]

    def load(self, reg, v):
        """Loads one element of v (in bounds), returns the i64 value."""
        r = self.r
        x = self.fresh("x")
        if v.kind == "1":
            self.emit(reg, f"{x} = memref.load {v.name}[{self.c(r.randrange(v.n))}] : {v.ty}")
        elif v.kind == "M":
            i, j = r.randrange(v.shape[0]), r.randrange(v.shape[1])
            self.emit(reg, f"{x} = memref.load {v.name}[{self.c(i)}, {self.c(j)}] : {v.ty}")
        elif v.kind == "Z":
            self.emit(reg, f"{x} = memref.load {v.name}[] : {v.ty}")
        else:
            w = self.to_ranked(reg, v)
            return self.load(reg, w)
        return x

    def to_ranked(self, reg, v):
        n = self.fresh()
        self.emit(reg, f"{n} = memref.cast {v.name} : {UR} to {D1}")
        self.feat("cast-unranked-back")
        return Val(n, D1, "1", n=v.n, base=None, stack=v.stack)

    def cond(self, reg, env):
        """A data-dependent i1."""
        rd = self.readable(env)
        c = self.fresh("b")
        if not rd:
            self.emit(reg, f"{c} = arith.constant {self.r.choice(['true', 'false'])}")
            return c
        x = self.load(reg, self.r.choice(rd))
        k = self.fresh("k")
        self.emit(reg, f"{k} = arith.constant {self.r.randrange(0, 40)} : i64")
        self.emit(reg, f"{c} = arith.cmpi {self.r.choice(['slt', 'sgt', 'ne'])}, {x}, {k} : i64")
        return c

    def data_index(self, reg, env, mod):
        """A data-dependent index in [0, mod)."""
        rd = self.readable(env)
        if not rd:
            return self.c(self.r.randrange(mod))
        x = self.load(reg, self.r.choice(rd))
        m = self.fresh("k")
        self.emit(reg, f"{m} = arith.constant {mod} : i64")
        y = self.fresh("x")
        self.emit(reg, f"{y} = arith.remui {x}, {m} : i64")
        i = self.fresh("i")
        self.emit(reg, f"{i} = arith.index_cast {y} : i64 to index")
        return i

    def print_val(self, reg, v):
        x = self.load(reg, v)
        self.emit(reg, f"vector.print {x} : i64")

    # ------------------------------------------------------------ allocation
    def init_1d(self, reg, name, ty, n, env):
        """Writes all n elements of a fresh buffer from constants and loads."""
        r = self.r
        rd = self.readable(env)
        srcs = [r.choice(rd) for _ in range(2)] if rd else []
        same = [v for v in rd if v.kind == "1" and v.n >= n and v.size == n]
        if same and r.random() < 0.2:
            s = r.choice(same)
            self.emit(reg, f"memref.copy {s.name}, {name} : {s.ty} to {ty}")
            self.feat("copy")
            return
        for i in range(n):
            k = self.fresh("k")
            self.emit(reg, f"{k} = arith.constant {r.randrange(1, 50)} : i64")
            val = k
            if srcs and r.random() < 0.7:
                x = self.load(reg, r.choice(srcs))
                val = self.fresh("x")
                self.emit(reg, f"{val} = arith.{r.choice(['addi', 'subi', 'xori'])} {x}, {k} : i64")
            self.emit(reg, f"memref.store {val}, {name}[{self.c(i)}] : {ty}")

    def gen_alloc(self, reg, env, fn):
        r = self.r
        roll = r.random()
        if roll < 0.45 or (roll < 0.6 and not fn.allow_stack):
            n = self.fresh("a")
            self.emit(reg, f"{n} = memref.alloc() : {S4}")
            self.init_1d(reg, n, S4, 4, env)
            self.feat("alloc")
            return Val(n, S4, "1", n=4, size=4, stride=1, off=0, base=4, identity=True)
        if roll < 0.6:
            n = self.fresh("s")
            self.emit(reg, f"{n} = memref.alloca() : {S4}")
            self.init_1d(reg, n, S4, 4, env)
            self.feat("alloca")
            return Val(n, S4, "1", n=4, size=4, stride=1, off=0, base=4,
                       stack=frozenset([fn.scope]), identity=True)
        if roll < 0.7:
            b = self.fresh("a")
            shift = r.choice([0, 0, 8, 16])
            if "view-i8-shifted" in self.without:
                shift = 0
            self.emit(reg, f"{b} = memref.alloc() : memref<48xi8>")
            sh = self.fresh("i")
            self.emit(reg, f"{sh} = arith.constant {shift} : index")
            n = self.fresh("w")
            self.emit(reg, f"{n} = memref.view {b}[{sh}][] : memref<48xi8> to {S4}")
            self.init_1d(reg, n, S4, 4, env)
            self.feat("view-i8" if shift == 0 else "view-i8-shifted")
            return Val(n, S4, "1", n=4, size=4, stride=1, off=0, base=4, identity=True)
        if roll < 0.88:
            n = self.fresh("a")
            self.emit(reg, f"{n} = memref.alloc() : memref<4x4xi64>")
            i, j = self.fresh("i"), self.fresh("j")
            rd = self.readable(env)
            self.emit(reg, f"scf.for {i} = %c0 to %c4 step %c1 {{")
            self.emit(reg, f"  scf.for {j} = %c0 to %c4 step %c1 {{")
            t = self.fresh("i")
            self.emit(reg, f"    {t} = arith.addi {i}, {j} : index")
            x = self.fresh("x")
            self.emit(reg, f"    {x} = arith.index_cast {t} : index to i64")
            val = x
            if rd:
                sub = Region(self)
                y = self.load(sub, r.choice(rd))
                for ln in sub.render():
                    self.emit(reg, "  " + ln)
                val = self.fresh("x")
                self.emit(reg, f"    {val} = arith.muli {x}, {y} : i64")
            self.emit(reg, f"    memref.store {val}, {n}[{i}, {j}] : memref<4x4xi64>")
            self.emit(reg, "  }")
            self.emit(reg, "}")
            self.feat("alloc-2d")
            return Val(n, "memref<4x4xi64>", "M", shape=(4, 4), strides=(4, 1), off=0,
                       base=16, identity=True)
        g = f"@g{len(self.globals)}"
        vals = ", ".join(str(r.randrange(-20, 60)) for _ in range(4))
        self.globals.append(f'memref.global "private" constant {g} : {S4} = dense<[{vals}]>')
        n = self.fresh("g")
        self.emit(reg, f"{n} = memref.get_global {g} : {S4}")
        self.feat("get-global")
        return Val(n, S4, "1", n=4, size=4, stride=1, off=0, base=4, identity=True)

    def derive(self, reg, env, src, fn):
        """A fresh buffer computed from src (the functional update)."""
        v = self.gen_alloc(reg, [src] if src.kind != "U" else [self.to_ranked(reg, src)], fn)
        return v

    # ------------------------------------------------------------------ views
    def gen_view(self, reg, env, fn):
        r = self.r
        opts = []
        ones = [v for v in env if v.kind == "1"]
        ms = [v for v in env if v.kind == "M"]
        if [v for v in ones if v.n >= 3]:
            opts.append("subview")
        if ones:
            opts += ["cast-dyn", "cast-unranked", "metadata"]
        if [v for v in ones if v.base is not None and v.base >= 2]:
            opts.append("reinterpret")
        if [v for v in ones if v.identity and v.size == 4]:
            opts += ["expand", "cast-dynsize"]
        if ms:
            opts.append("subview-rr")
        if [m for m in ms if m.identity]:
            opts += ["transpose", "collapse"]
        if [v for v in env if v.kind == "U"]:
            opts.append("unranked-back")
        if not opts:
            return None
        op = r.choice(opts)
        # the 2-D ops have one source kind among many: give them a fair share
        two_d = [o for o in opts if o in ("subview-rr", "transpose", "collapse")]
        if two_d and r.random() < 0.5:
            op = r.choice(two_d)
        n = self.fresh("w")
        if op == "subview":
            s = r.choice([v for v in ones if v.n >= 3])
            st = r.choice([1, 1, 2]) if s.n >= 3 else 1
            size = 2
            o = r.randrange(0, s.n - (size - 1) * st)
            off = None if (s.off is None or s.stride is None) else s.off + o * s.stride
            stride = None if s.stride is None else s.stride * st
            ty = ty1(size, stride, off)
            self.emit(reg, f"{n} = memref.subview {s.name}[{o}] [{size}] [{st}] : {s.ty} to {ty}")
            self.feat("subview")
            return Val(n, ty, "1", n=size, size=size, stride=stride, off=off, base=s.base,
                       stack=s.stack)
        if op == "cast-dyn":
            s = r.choice(ones)
            if s.ty == D1:
                return None
            self.emit(reg, f"{n} = memref.cast {s.name} : {s.ty} to {D1}")
            self.feat("cast-dynamic")
            return Val(n, D1, "1", n=s.n, base=s.base, stack=s.stack)
        if op == "cast-dynsize":
            s = r.choice([v for v in ones if v.identity and v.size == 4])
            ty = "memref<?xi64>"
            self.emit(reg, f"{n} = memref.cast {s.name} : {s.ty} to {ty}")
            self.feat("cast-dynamic")
            return Val(n, ty, "1", n=4, stride=1, off=0, base=s.base, stack=s.stack,
                       identity=True)
        if op == "cast-unranked":
            s = r.choice(ones)
            self.emit(reg, f"{n} = memref.cast {s.name} : {s.ty} to {UR}")
            self.feat("cast-unranked")
            return Val(n, UR, "U", n=s.n, base=None, stack=s.stack)
        if op == "unranked-back":
            s = r.choice([v for v in env if v.kind == "U"])
            return self.to_ranked(reg, s)
        if op == "metadata":
            s = r.choice(ones)
            b, o, sz, st = self.fresh("mb"), self.fresh("mo"), self.fresh("ms"), self.fresh("mt")
            self.emit(reg, f"{b}, {o}, {sz}, {st} = memref.extract_strided_metadata {s.name} : "
                           f"{s.ty} -> memref<i64>, index, index, index")
            self.emit(reg, f"{n} = memref.reinterpret_cast {b} to offset: [{o}], sizes: [{sz}], "
                           f"strides: [{st}] : memref<i64> to {D1}")
            self.feat("extract-strided-metadata")
            if s.base is not None and r.random() < 0.5:
                x = self.fresh("x")
                self.emit(reg, f"{x} = memref.load {b}[] : memref<i64>")
                self.emit(reg, f"vector.print {x} : i64")
            return Val(n, D1, "1", n=s.n, base=s.base, stack=s.stack)
        if op == "reinterpret":
            s = r.choice([v for v in ones if v.base is not None and v.base >= 2])
            o = r.randrange(0, s.base - 1)
            ty = ty1(2, 1, o)
            self.emit(reg, f"{n} = memref.reinterpret_cast {s.name} to offset: [{o}], sizes: [2], "
                           f"strides: [1] : {s.ty} to {ty}")
            self.feat("reinterpret-cast")
            return Val(n, ty, "1", n=2, size=2, stride=1, off=o, base=s.base, stack=s.stack)
        if op == "expand":
            s = r.choice([v for v in ones if v.identity and v.size == 4])
            ty = "memref<2x2xi64>"
            self.emit(reg, f"{n} = memref.expand_shape {s.name} [[0, 1]] output_shape [2, 2] : "
                           f"{s.ty} into {ty}")
            self.feat("expand-shape")
            return Val(n, ty, "M", shape=(2, 2), strides=(2, 1), off=0, base=s.base,
                       stack=s.stack, identity=True)
        if op == "collapse":
            s = r.choice([m for m in ms if m.identity])
            tot = s.shape[0] * s.shape[1]
            ty = f"memref<{tot}xi64>"
            self.emit(reg, f"{n} = memref.collapse_shape {s.name} [[0, 1]] : {s.ty} into {ty}")
            self.feat("collapse-shape")
            return Val(n, ty, "1", n=tot, size=tot, stride=1, off=0, base=s.base,
                       stack=s.stack, identity=True)
        if op == "transpose":
            s = r.choice([m for m in ms if m.identity])
            a, b = s.shape
            ty = f"memref<{b}x{a}xi64, strided<[1, {b}]>>"
            self.emit(reg, f"{n} = memref.transpose {s.name} (d0, d1) -> (d1, d0) : {s.ty} to {ty}")
            self.feat("transpose")
            return Val(n, ty, "M", shape=(b, a), strides=(1, b), off=0, base=s.base,
                       stack=s.stack)
        # rank-reducing subview of a 2-D buffer: a row or a column
        s = r.choice(ms)
        rows, cols = s.shape
        s0, s1 = s.strides
        if r.random() < 0.5:
            i = r.randrange(rows)
            off = s.off + i * s0
            ty = ty1(cols, s1, off)
            self.emit(reg, f"{n} = memref.subview {s.name}[{i}, 0] [1, {cols}] [1, 1] : {s.ty} to {ty}")
            ln, st = cols, s1
        else:
            j = r.randrange(cols)
            off = s.off + j * s1
            ty = ty1(rows, s0, off)
            self.emit(reg, f"{n} = memref.subview {s.name}[0, {j}] [{rows}, 1] [1, 1] : {s.ty} to {ty}")
            ln, st = rows, s0
        self.feat("subview-rank-reducing")
        return Val(n, ty, "1", n=ln, size=ln, stride=st, off=off, base=s.base, stack=s.stack)

    # ------------------------------------------------------- carriers (types)
    def carrier_of(self, v):
        if v.kind == "U":
            # a carried unranked value is read at [0] and [1] (only the
            # --ext shapes make shorter ones)
            return [UR] if v.n >= 2 else []
        if v.kind != "1" or v.n < 2:
            return []
        out = [D1, UR]
        if v.ty == S4:
            out.append(S4)
        return out

    def to_carrier(self, reg, v, ty):
        """v converted to type ty (a carrier)."""
        if v.ty == ty:
            return v
        n = self.fresh("w")
        if ty == UR:
            self.emit(reg, f"{n} = memref.cast {v.name} : {v.ty} to {UR}")
            self.feat("cast-unranked")
            return Val(n, UR, "U", n=v.n, stack=v.stack)
        assert ty == D1 and v.kind == "1"
        self.emit(reg, f"{n} = memref.cast {v.name} : {v.ty} to {D1}")
        self.feat("cast-dynamic")
        return Val(n, D1, "1", n=v.n, stack=v.stack)

    def pick_for(self, reg, env, ty, fn, avoid_stack=frozenset()):
        """A value of type ty: an existing one converted, or a fresh one."""
        ok = [v for v in env if ty in self.carrier_of(v) and not (v.stack & avoid_stack)]
        if ok and self.r.random() < 0.75:
            return self.to_carrier(reg, self.r.choice(ok), ty)
        src = [v for v in env if v.kind in "1U" and not (v.stack & avoid_stack)]
        if src and self.r.random() < 0.7:
            v = self.derive(reg, env, self.r.choice(src), fn)
        else:
            v = self.gen_alloc(reg, env, fn)
        if v.stack & avoid_stack or ty not in self.carrier_of(v):
            a = self.fresh("a")
            self.emit(reg, f"{a} = memref.alloc() : {S4}")
            self.init_1d(reg, a, S4, 4, [v] if v.kind in "1MZ" else [])
            v = Val(a, S4, "1", n=4, size=4, stride=1, off=0, base=4, identity=True)
        return self.to_carrier(reg, v, ty)

    def carried_val(self, name, ty, stack):
        if ty == UR:
            return Val(name, ty, "U", n=2, stack=stack)
        if ty == S4:
            return Val(name, ty, "1", n=4, size=4, stride=1, off=0, stack=stack, identity=True)
        return Val(name, ty, "1", n=2, stack=stack)

    def pick_carriers(self, k):
        return [self.r.choice(CARRIERS) for _ in range(k)]

    # ------------------------------------------------------------- statements
    def gen_body(self, reg, env, fn, depth, allow_cf, budget):
        """Statements into reg (which may grow blocks if allow_cf)."""
        env = list(env)
        r = self.r
        for _ in range(budget):
            if fn.budget <= 0:
                break
            fn.budget -= 1
            kinds = ["alloc", "alloc", "view", "view", "view", "print", "select"]
            if depth < 3:
                kinds += ["if", "for", "while", "switch", "exec", "scope"]
                if allow_cf:
                    kinds += ["cf-diamond", "cf-switch", "cf-loop", "cf-loop", "cf-irreducible"]
            if fn.callees:
                kinds += ["call", "call"]
            if self.ext:
                kinds += self.ext_kinds(fn, depth, allow_cf)
            k = r.choice(kinds)
            new = getattr(self, "st_" + k.replace("-", "_"))(reg, env, fn, depth)
            if new:
                env.extend(new)
        return env

    def st_alloc(self, reg, env, fn, depth):
        return [self.gen_alloc(reg, env, fn)]

    def st_view(self, reg, env, fn, depth):
        v = self.gen_view(reg, env, fn)
        if v is not None and self.r.random() < 0.5 and v.kind in "1M":
            self.print_val(reg, v)
        return [v] if v is not None else []

    def st_print(self, reg, env, fn, depth):
        rd = self.readable(env) + [v for v in env if v.kind == "U"]
        if rd:
            self.print_val(reg, self.r.choice(rd))
        return []

    def st_select(self, reg, env, fn, depth):
        ty = self.r.choice(CARRIERS)
        a = self.pick_for(reg, env, ty, fn)
        b = self.pick_for(reg, env + [a], ty, fn)
        c = self.cond(reg, env)
        n = self.fresh("w")
        self.emit(reg, f"{n} = arith.select {c}, {a.name}, {b.name} : {ty}")
        self.feat("select")
        v = self.carried_val(n, ty, a.stack | b.stack)
        v.n = min(a.n, b.n)
        self.print_val(reg, v)
        return [v]

    def sub_region(self, env, fn, depth, args=(), allow_cf=False, budget=None):
        reg = Region(self)
        benv = self.gen_body(reg, list(env) + list(args), fn, depth + 1, allow_cf,
                             budget if budget is not None else self.r.randrange(1, 4))
        return reg, benv

    def results_of(self, tys, stack):
        names = [self.fresh("y") for _ in tys]
        return names, [self.carried_val(n, t, stack) for n, t in zip(names, tys)]

    def multi(self, names):
        """`%r:2` style result binding for len(names) results."""
        base = self.fresh("y")
        if len(names) == 1:
            return base, [base]
        return f"{base}:{len(names)}", [f"{base}#{i}" for i in range(len(names))]

    def yielding_arms(self, n, tys, env, fn, depth):
        """n regions (scf.if's or scf.index_switch's arms), each yielding a
        value of each type of tys: [(region, yielded values)]."""
        arms = []
        for _ in range(n):
            sub, benv = self.sub_region(env, fn, depth)
            ys = [self.pick_for(sub, benv, t, fn) for t in tys]
            self.emit(sub, f"scf.yield {', '.join(y.name for y in ys)} : {', '.join(tys)}")
            arms.append((sub, ys))
        return arms

    def st_if(self, reg, env, fn, depth):
        tys = self.pick_carriers(self.r.randrange(1, 3))
        c = self.cond(reg, env)
        bodies = self.yielding_arms(2, tys, env, fn, depth)
        bind, names = self.multi([None] * len(tys))
        self.emit(reg, f"{bind} = scf.if {c} -> ({', '.join(tys)}) {{")
        self.splice(reg, bodies[0][0])
        self.emit(reg, "} else {")
        self.splice(reg, bodies[1][0])
        self.emit(reg, "}")
        self.feat("scf-if")
        stack = frozenset().union(*[y.stack for b in bodies for y in b[1]])
        return self.bind_results(reg, names, tys, stack, bodies)

    def bind_results(self, reg, names, tys, stack, bodies=None):
        out = []
        for i, (n, t) in enumerate(zip(names, tys)):
            v = self.carried_val(n, t, stack)
            if bodies:
                v.n = min(b[1][i].n for b in bodies)
            out.append(v)
        if out and self.r.random() < 0.7:
            self.print_val(reg, self.r.choice(out))
        return out

    def splice(self, reg, sub):
        for ln in sub.render():
            self.emit(reg, "  " + ln)

    def st_for(self, reg, env, fn, depth):
        r = self.r
        k = r.randrange(1, 4)
        ty = r.choice(CARRIERS)
        tys = [ty] * k if r.random() < 0.6 else self.pick_carriers(k)
        inits = [self.pick_for(reg, env, t, fn) for t in tys]
        if k >= 2 and r.random() < 0.3:
            inits[1] = inits[0] if tys[1] == tys[0] else inits[1]
            self.feat("same-buffer-twice")
        iv = self.fresh("i")
        args = [self.carried_val(self.fresh("it"), t, frozenset().union(*[x.stack for x in inits]))
                for t in tys]
        # scf.for is an automatic allocation scope: its body's stack
        # buffers die at each yield
        self.scope_id += 1
        sid, saved = self.scope_id, fn.scope
        fn.scope = sid
        sub, benv = self.sub_region(env, fn, depth, args=args)
        ys = self.yield_perm(sub, benv, args, tys, fn, avoid_stack=frozenset([sid]))
        fn.scope = saved
        self.emit(sub, f"scf.yield {', '.join(y.name for y in ys)} : {', '.join(tys)}")
        bind, names = self.multi([None] * k)
        ub = r.choice(["%c2", "%c3", "%c4"])
        it = ", ".join(f"{a.name} = {x.name}" for a, x in zip(args, inits))
        self.emit(reg, f"{bind} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({it}) -> ({', '.join(tys)}) {{")
        self.splice(reg, sub)
        self.emit(reg, "}")
        self.feat("scf-for")
        stack = frozenset().union(*[x.stack for x in inits + ys])
        return self.bind_results(reg, names, tys, stack)

    def yield_perm(self, reg, env, args, tys, fn, avoid_stack=frozenset()):
        """Values for a back edge: the carried ones permuted (swap), fresh
        ones derived from them, or others of env."""
        r = self.r
        env = [v for v in env if not (v.stack & avoid_stack)]
        ys = []
        order = list(range(len(args)))
        r.shuffle(order)
        if order != sorted(order):
            self.feat("swap-on-back-edge")
        for i, t in enumerate(tys):
            j = order[i]
            roll = r.random()
            if tys[j] == t and roll < 0.45:
                ys.append(args[j])
            elif roll < 0.8:
                src = args[j] if args[j].kind != "U" else self.to_ranked(reg, args[j])
                v = self.derive(reg, env, src, fn)
                ys.append(self.to_carrier(reg, v, t)
                          if t in self.carrier_of(v) and not (v.stack & avoid_stack) else
                          self.pick_for(reg, env, t, fn, avoid_stack=avoid_stack))
            else:
                ys.append(self.pick_for(reg, env, t, fn, avoid_stack=avoid_stack))
        return ys

    def st_while(self, reg, env, fn, depth):
        r = self.r
        k = r.randrange(1, 3)
        tys = self.pick_carriers(k)
        inits = [self.pick_for(reg, env, t, fn) for t in tys]
        stack = frozenset().union(*[x.stack for x in inits])
        cnt = self.fresh("n")
        bargs = [self.carried_val(self.fresh("wb"), t, stack) for t in tys]
        before = Region(self)
        benv = list(env) + bargs
        # the before region may compute fresh buffers and forward them
        # (or swapped ones) instead of its arguments
        fwd = self.yield_perm(before, benv, bargs, tys, fn) if r.random() < 0.6 else list(bargs)
        if fwd != bargs:
            self.feat("while-before-forwards-other")
        lim = r.choice(["%c2", "%c3"])
        cc = self.fresh("b")
        self.emit(before, f"{cc} = arith.cmpi slt, {cnt}, {lim} : index")
        self.emit(before, f"scf.condition({cc}) {cnt}, {', '.join(y.name for y in fwd)} : index, {', '.join(tys)}")
        cnt2 = self.fresh("n")
        aargs = [self.carried_val(self.fresh("wa"), t, stack) for t in tys]
        after = Region(self, entry_args=[(cnt2, "index")] + [(a.name, a.ty) for a in aargs])
        after.cur.label = f"^bb{self.next_label()}"
        aenv = self.gen_body(after, list(env) + aargs, fn, depth + 1, False, r.randrange(1, 3))
        ys = self.yield_perm(after, aenv, aargs, tys, fn)
        nx = self.fresh("n")
        self.emit(after, f"{nx} = arith.addi {cnt2}, %c1 : index")
        self.emit(after, f"scf.yield {nx}, {', '.join(y.name for y in ys)} : index, {', '.join(tys)}")
        bind, names = self.multi([None] * (k + 1))
        ini = ", ".join(f"{a.name} = {x.name}" for a, x in zip(bargs, inits))
        self.emit(reg, f"{bind} = scf.while ({cnt} = %c0, {ini}) : (index, {', '.join(tys)}) -> (index, {', '.join(tys)}) {{")
        self.splice(reg, before)
        self.emit(reg, "} do {")
        self.splice(reg, after)
        self.emit(reg, "}")
        self.feat("scf-while")
        stack = stack.union(*[y.stack for y in fwd + ys])
        return self.bind_results(reg, names[1:], tys, stack)

    def st_switch(self, reg, env, fn, depth):
        tys = self.pick_carriers(self.r.randrange(1, 3))
        idx = self.data_index(reg, env, 3)
        bodies = self.yielding_arms(3, tys, env, fn, depth)
        bind, names = self.multi([None] * len(tys))
        self.emit(reg, f"{bind} = scf.index_switch {idx} -> {', '.join(tys)}")
        for i, (sub, _) in enumerate(bodies):
            self.emit(reg, f"case {i} {{" if i < 2 else "default {")
            self.splice(reg, sub)
            self.emit(reg, "}")
        self.feat("scf-index-switch")
        stack = frozenset().union(*[y.stack for b in bodies for y in b[1]])
        return self.bind_results(reg, names, tys, stack, bodies)

    def st_exec(self, reg, env, fn, depth):
        tys = self.pick_carriers(self.r.randrange(1, 3))
        sub = Region(self)
        benv = self.gen_body(sub, env, fn, depth + 1, True, self.r.randrange(2, 5))
        ys = [self.pick_for(sub, benv, t, fn) for t in tys]
        self.emit(sub, f"scf.yield {', '.join(y.name for y in ys)} : {', '.join(tys)}")
        if len(sub.blocks) > 1:
            self.feat("execute-region-multiblock")
        bind, names = self.multi([None] * len(tys))
        self.emit(reg, f"{bind} = scf.execute_region -> ({', '.join(tys)}) {{")
        self.splice(reg, sub)
        self.emit(reg, "}")
        self.feat("execute-region")
        stack = frozenset().union(*[y.stack for y in ys])
        return self.bind_results(reg, names, tys, stack, [(sub, ys)])

    def st_scope(self, reg, env, fn, depth):
        self.scope_id += 1
        sid = self.scope_id
        saved = fn.scope
        fn.scope = sid
        sub = Region(self)
        benv = self.gen_body(sub, env, fn, depth + 1, False, self.r.randrange(1, 4))
        tys = self.pick_carriers(1) if self.r.random() < 0.8 else []
        ys = [self.pick_for(sub, benv, t, fn, avoid_stack=frozenset([sid])) for t in tys]
        fn.scope = saved
        if ys:
            self.emit(sub, f"memref.alloca_scope.return {', '.join(y.name for y in ys)} : {', '.join(tys)}")
            bind, names = self.multi([None] * len(tys))
            self.emit(reg, f"{bind} = memref.alloca_scope -> ({', '.join(tys)}) {{")
        else:
            self.emit(reg, "memref.alloca_scope {")
            names = []
        self.splice(reg, sub)
        self.emit(reg, "}")
        self.feat("alloca-scope")
        stack = frozenset().union(*[y.stack for y in ys]) if ys else frozenset()
        return self.bind_results(reg, names, tys, stack, [(sub, ys)]) if ys else []

    def st_call(self, reg, env, fn, depth):
        r = self.r
        name, atys, rtys, private, indirect = r.choice(fn.callees)
        args = []
        stack = frozenset()    # a callee may return an argument as it is
        for t in atys:
            if t == "index":
                args.append(r.choice(["%c1", "%c2", "%c3"]))
            else:
                v = self.pick_for(reg, env, t, fn)
                stack |= v.stack
                args.append(v.name)
        bind, names = self.multi([None] * len(rtys)) if rtys else ("", [])
        sig = f"({', '.join(atys)}) -> ({', '.join(rtys)})"
        lhs = f"{bind} = " if rtys else ""
        rebase = name in self.rebasable and rtys and r.random() < 0.5
        if (indirect or r.random() < 0.15) and not rebase:
            f = self.fresh("f")
            self.emit(reg, f"{f} = func.constant {name} : {sig}")
            self.emit(reg, f"{lhs}func.call_indirect {f}({', '.join(args)}) : {sig}")
            self.feat("call-indirect")
        else:
            self.emit(reg, f"{lhs}func.call {name}({', '.join(args)}) : {sig}")
            self.feat("call-private" if private else "call-public")
        if len(rtys) > 1:
            self.feat("call-several-results")
        out = self.bind_results(reg, names, rtys, stack)
        if rebase:
            w = self.fresh("w")
            self.emit(reg, f"{w} = memref.reinterpret_cast {names[0]} to offset: [0], sizes: [4], "
                           f"strides: [1] : {rtys[0]} to {S4}")
            for i in range(4):
                x = self.fresh("x")
                self.emit(reg, f"{x} = memref.load {w}[{self.c(i)}] : {S4}")
                self.emit(reg, f"vector.print {x} : i64")
            self.feat("rebase-call-result")
        return out

    # ------------------------------------------------------------- cf shapes
    def cf_args(self, reg, env, fn, k):
        tys = self.pick_carriers(k)
        vals = [self.pick_for(reg, env, t, fn) for t in tys]
        if k >= 2 and tys[0] == tys[1] and self.r.random() < 0.3:
            vals[1] = vals[0]
            self.feat("same-buffer-twice")
        return tys, vals

    def block_with(self, reg, tys, stack, extra=()):
        names = [self.fresh("ba") for _ in tys]
        blk = reg.new_block(list(extra) + list(zip(names, tys)))
        vals = [self.carried_val(n, t, stack) for n, t in zip(names, tys)]
        return blk, vals

    def st_cf_diamond(self, reg, env, fn, depth):
        r = self.r
        k = r.randrange(1, 4)
        tys = self.pick_carriers(k)
        stack = frozenset([fn.scope]) if fn.allow_stack else frozenset()
        c = self.cond(reg, env)
        head = reg.cur
        t_blk = reg.new_block([])
        f_blk = reg.new_block([])
        join, jvals = self.block_with(reg, tys, stack)
        self.emit_in(head, f"cf.cond_br {c}, {t_blk.label}, {f_blk.label}")
        for b in (t_blk, f_blk):
            reg.cur = b
            benv = self.gen_body(reg, env, fn, depth + 1, True, r.randrange(1, 3))
            ys = [self.pick_for(reg, benv, t, fn) for t in tys]
            self.emit(reg, f"cf.br {join.label}({self.opnds(ys, tys)})")
        reg.cur = join
        self.feat("cf-diamond")
        return self.bind_cf(reg, jvals)

    def emit_in(self, blk, line):
        blk.lines.append(line)

    def opnds(self, ys, tys):
        if not ys:
            return ""
        return f"{', '.join(y if isinstance(y, str) else y.name for y in ys)} : {', '.join(tys)}"

    def bind_cf(self, reg, vals):
        for v in vals:
            v.n = min(v.n, 2) if v.ty != S4 else 4
        if vals and self.r.random() < 0.7:
            self.print_val(reg, self.r.choice(vals))
        return vals

    def plain(self, reg, v):
        """v under a name without a result number (`%r#1`), which
        cf.switch's case operands do not accept in mlir-opt 22."""
        if "#" not in v.name:
            return v
        n = self.fresh("w")
        if v.kind == "U":   # no cast from unranked to unranked: through D1
            m = self.fresh("w")
            self.emit(reg, f"{m} = memref.cast {v.name} : {UR} to {D1}")
            self.emit(reg, f"{n} = memref.cast {m} : {D1} to {UR}")
        else:
            self.emit(reg, f"{n} = memref.cast {v.name} : {v.ty} to {v.ty}")
        w = Val(n, v.ty, v.kind, n=v.n, size=v.size, stride=v.stride, off=v.off,
                shape=v.shape, strides=v.strides, base=v.base, stack=v.stack,
                identity=v.identity)
        return w

    def st_cf_switch(self, reg, env, fn, depth):
        r = self.r
        tys = self.pick_carriers(r.randrange(1, 3))
        stack = frozenset([fn.scope]) if fn.allow_stack else frozenset()
        idx = self.data_index(reg, env, 4)
        f = self.fresh("x")
        self.emit(reg, f"{f} = arith.index_cast {idx} : index to i32")
        head = reg.cur
        join, jvals = self.block_with(reg, tys, stack)
        cases = []
        ncase = r.randrange(2, 4)
        for i in range(ncase + 1):
            # some cases jump straight to the join block with buffers of the head
            if r.random() < 0.3:
                reg.cur = head
                ys = [self.plain(reg, self.pick_for(reg, env, t, fn)) for t in tys]
                cases.append((join.label, self.opnds(ys, tys)))
                continue
            b = reg.new_block([])
            cases.append((b.label, ""))
            reg.cur = b
            benv = self.gen_body(reg, env, fn, depth + 1, True, r.randrange(1, 3))
            ys = [self.pick_for(reg, benv, t, fn) for t in tys]
            self.emit(reg, f"cf.br {join.label}({self.opnds(ys, tys)})")
        def tgt(c):
            return f"{c[0]}({c[1]})" if c[1] else c[0]
        text = f"cf.switch {f} : i32, [default: {tgt(cases[0])}"
        for i, c in enumerate(cases[1:]):
            text += f", {i}: {tgt(c)}"
        self.emit_in(head, text + "]")
        reg.cur = join
        self.feat("cf-switch")
        return self.bind_cf(reg, jvals)

    def st_cf_loop(self, reg, env, fn, depth):
        """A counted loop of blocks: several buffers carried, maybe an extra
        exit from the body and two back edges with different orders."""
        r = self.r
        k = r.randrange(1, 4)
        tys, inits = self.cf_args(reg, env, fn, k)
        stack = frozenset([fn.scope]) if fn.allow_stack else frozenset()
        i = self.fresh("n")
        head, hvals = self.block_with(reg, tys, stack, extra=[(i, "index")])
        exit_, evals = self.block_with(reg, tys, stack)
        self.emit(reg, f"cf.br {head.label}(%c0, {self.opnds(inits, ['index'] + tys)})")
        reg.cur = head
        lim = r.choice(["%c2", "%c3"])
        cc = self.fresh("b")
        self.emit(reg, f"{cc} = arith.cmpi slt, {i}, {lim} : index")
        body = reg.new_block([])
        hexit = self.perm_same(hvals, tys)
        self.emit(reg, f"cf.cond_br {cc}, {body.label}, {exit_.label}({self.opnds(hexit, tys)})")
        reg.cur = body
        benv = self.gen_body(reg, env + hvals, fn, depth + 1, True, r.randrange(1, 4))
        nx = self.fresh("n")
        self.emit(reg, f"{nx} = arith.addi {i}, %c1 : index")
        ys = self.yield_perm(reg, benv, hvals, tys, fn)
        back = f"{head.label}({nx}, {self.opnds(ys, ['index'] + tys)})"
        roll = r.random()
        if roll < 0.3:
            c2 = self.cond(reg, benv)
            ex = [self.pick_for(reg, benv, t, fn) for t in tys]
            self.emit(reg, f"cf.cond_br {c2}, {exit_.label}({self.opnds(ex, tys)}), {back}")
            self.feat("cf-loop-two-exits")
        elif roll < 0.6:
            c2 = self.cond(reg, benv)
            ys2 = self.yield_perm(reg, benv, hvals, tys, fn)
            self.emit(reg, f"cf.cond_br {c2}, {back}, {head.label}({nx}, {self.opnds(ys2, ['index'] + tys)})")
            self.feat("cf-loop-two-back-edges")
        else:
            self.emit(reg, f"cf.br {back}")
        if depth > 0:
            self.feat("cf-loop-nested")
        reg.cur = exit_
        self.feat("cf-loop")
        return self.bind_cf(reg, evals)

    def perm_same(self, vals, tys):
        """vals reordered among equal types (a swap on the way out)."""
        out = list(vals)
        for a in range(len(vals)):
            for b in range(a + 1, len(vals)):
                if tys[a] == tys[b] and self.r.random() < 0.5:
                    out[a], out[b] = out[b], out[a]
        return out

    def st_cf_irreducible(self, reg, env, fn, depth):
        """Two blocks forming one loop, entered at either."""
        r = self.r
        k = r.randrange(1, 3)
        tys = self.pick_carriers(k)
        stack = frozenset([fn.scope]) if fn.allow_stack else frozenset()
        ia = [self.pick_for(reg, env, t, fn) for t in tys]
        ib = [self.pick_for(reg, env, t, fn) for t in tys]
        c = self.cond(reg, env)
        na, nb = self.fresh("n"), self.fresh("n")
        A, avals = self.block_with(reg, tys, stack, extra=[(na, "index")])
        B, bvals = self.block_with(reg, tys, stack, extra=[(nb, "index")])
        exit_, evals = self.block_with(reg, tys, stack)
        self.emit(reg, f"cf.cond_br {c}, {A.label}(%c0, {self.opnds(ia, ['index'] + tys)}), "
                       f"{B.label}(%c1, {self.opnds(ib, ['index'] + tys)})")
        for blk, vals, cnt, other in ((A, avals, na, B), (B, bvals, nb, A)):
            reg.cur = blk
            benv = self.gen_body(reg, env + vals, fn, depth + 1, r.random() < 0.3, r.randrange(1, 3))
            nx = self.fresh("n")
            self.emit(reg, f"{nx} = arith.addi {cnt}, %c1 : index")
            done = self.fresh("b")
            self.emit(reg, f"{done} = arith.cmpi sge, {nx}, %c4 : index")
            ys = self.yield_perm(reg, benv, vals, tys, fn)
            ex = self.perm_same(vals, tys)
            self.emit(reg, f"cf.cond_br {done}, {exit_.label}({self.opnds(ex, tys)}), "
                           f"{other.label}({nx}, {self.opnds(ys, ['index'] + tys)})")
        reg.cur = exit_
        self.feat("cf-irreducible")
        return self.bind_cf(reg, evals)

    # ------------------------------------------------------------- functions
    class Fn:
        def __init__(self, scope, callees, budget, allow_stack=True):
            self.scope, self.callees, self.budget = scope, callees, budget
            self.allow_stack = allow_stack

    def gen_helper(self, idx, callees):
        r = self.r
        name = f"@h{idx}"
        private = r.random() < 0.5
        nargs = r.randrange(1, 3)
        atys = [r.choice(CARRIERS) for _ in range(nargs)]
        rtys = [r.choice(CARRIERS) for _ in range(r.randrange(1, 4))]
        if len(rtys) > 1 and r.random() < 0.4:
            rtys[1] = rtys[0]
        self.scope_id += 1
        fn = Gen.Fn(self.scope_id, callees, self.size // 3, allow_stack=r.random() < 0.5)
        anames = [f"%arg{i}" for i in range(nargs)]
        reg = Region(self, entry_args=list(zip(anames, atys)))
        self.consts(reg)
        env = [self.carried_val(n, t, frozenset()) for n, t in zip(anames, atys)]
        env = self.gen_body(reg, env, fn, 1, True, r.randrange(1, 5))
        outs = []
        for t in rtys:
            roll = r.random()
            cand = [v for v in env[:nargs] if t in self.carrier_of(v)]
            same = [o for o in outs if o.ty == t]
            if same and roll < 0.15:
                outs.append(r.choice(same))
                self.feat("return-same-buffer-twice")
            elif cand and roll < 0.3:
                outs.append(self.to_carrier(reg, r.choice(cand), t))
                self.feat("return-argument")
            elif roll < 0.5 and t == D1:
                a = self.to_ranked(reg, env[0]) if env[0].kind == "U" else env[0]
                n = self.fresh("w")
                ty = ty1(2, a.stride, None if a.off is None or a.stride is None else a.off)
                self.emit(reg, f"{n} = memref.subview {a.name}[0] [2] [1] : {a.ty} to {ty}")
                outs.append(self.to_carrier(reg, Val(n, ty, "1", n=2, size=2, stride=a.stride,
                                                     off=a.off), t))
                self.feat("return-view-of-argument")
            else:
                outs.append(self.pick_for(reg, env, t, fn, avoid_stack=frozenset([fn.scope])))
        self.emit(reg, f"return {self.opnds(outs, rtys)}")
        vis = "private " if private else ""
        text = [f"func.func {vis}{name}({', '.join(f'{n}: {t}' for n, t in zip(anames, atys))})"
                f" -> ({', '.join(rtys)}) {{"]
        text += reg.render()
        text.append("}")
        self.feat("private-function" if private else "public-function")
        return text, (name, atys, rtys, private, False)

    def gen_view_fn(self, idx):
        """@vN(buf) -> a subview of its own fresh allocation (or, chosen at
        run time, of a second one): callers rebase the view on the whole
        allocation (memref.reinterpret_cast), which the input may do."""
        r = self.r
        name = f"@v{idx}"
        vty = ty1(2, 1, 1)
        self.scope_id += 1
        fn = Gen.Fn(self.scope_id, [], 4, allow_stack=False)
        reg = Region(self, entry_args=[("%arg0", D1)])
        self.consts(reg)
        arg = self.carried_val("%arg0", D1, frozenset())
        outs = []
        for _ in range(2 if r.random() < 0.5 else 1):
            a = self.fresh("a")
            self.emit(reg, f"{a} = memref.alloc() : {S4}")
            self.init_1d(reg, a, S4, 4, [arg])
            v = self.fresh("w")
            self.emit(reg, f"{v} = memref.subview {a}[1] [2] [1] : {S4} to {vty}")
            outs.append(v)
        res = outs[0]
        if len(outs) == 2:
            c = self.cond(reg, [arg])
            res = self.fresh("w")
            self.emit(reg, f"{res} = arith.select {c}, {outs[0]}, {outs[1]} : {vty}")
        self.emit(reg, f"return {res} : {vty}")
        private = r.random() < 0.5
        vis = "private " if private else ""
        text = [f"func.func {vis}{name}(%arg0: {D1}) -> {vty} {{"] + reg.render() + ["}"]
        self.rebasable.add(name)
        return text, (name, [D1], [vty], private, False)

    def gen_recursive(self, idx):
        """@rN(n, buf) -> buf: recursion on n, a fresh buffer each level."""
        r = self.r
        name = f"@r{idx}"
        ty = r.choice(CARRIERS)
        self.scope_id += 1
        fn = Gen.Fn(self.scope_id, [], 4)
        reg = Region(self, entry_args=[("%n", "index"), ("%arg0", ty)])
        self.consts(reg)
        arg = self.carried_val("%arg0", ty, frozenset())
        z = self.fresh("b")
        self.emit(reg, f"{z} = arith.cmpi eq, %n, %c0 : index")
        base = Region(self)
        if r.random() < 0.5:
            out = arg
        else:
            out = self.pick_for(base, [arg], ty, fn, avoid_stack=frozenset([fn.scope]))
        self.emit(base, f"scf.yield {out.name} : {ty}")
        step = Region(self)
        v = self.derive(step, [arg], arg if arg.kind != "U" else self.to_ranked(step, arg), fn)
        if v.stack or ty not in self.carrier_of(v):
            v = self.pick_for(step, [v], ty, fn, avoid_stack=frozenset([fn.scope]))
        v = self.to_carrier(step, v, ty)
        m = self.fresh("n")
        self.emit(step, f"{m} = arith.subi %n, %c1 : index")
        res = self.fresh("y")
        self.emit(step, f"{res} = func.call {name}({m}, {v.name}) : (index, {ty}) -> {ty}")
        self.print_val(step, self.carried_val(res, ty, frozenset()))
        self.emit(step, f"scf.yield {res} : {ty}")
        out = self.fresh("y")
        self.emit(reg, f"{out} = scf.if {z} -> ({ty}) {{")
        self.splice(reg, base)
        self.emit(reg, "} else {")
        self.splice(reg, step)
        self.emit(reg, "}")
        self.emit(reg, f"return {out} : {ty}")
        text = [f"func.func {name}(%n: index, %arg0: {ty}) -> {ty} {{"] + reg.render() + ["}"]
        self.feat("recursion")
        return text, (name, ["index", ty], [ty], False, False)

    def consts(self, reg):
        for i in range(17):
            self.emit(reg, f"%c{i} = arith.constant {i} : index")

    def generate(self):
        r = self.r
        funcs = []
        callees = []
        for i in range(r.randrange(0, 4)):
            text, sig = self.gen_helper(i, list(callees))
            funcs.append(text)
            callees.append(sig)
        if r.random() < 0.15:
            text, sig = self.gen_view_fn(len(funcs))
            funcs.append(text)
            callees.append(sig)
        if r.random() < 0.4:
            text, sig = self.gen_recursive(len(funcs))
            funcs.append(text)
            callees.append(sig)
        self.scope_id += 1
        fn = Gen.Fn(self.scope_id, callees, self.size)
        reg = Region(self)
        self.consts(reg)
        env = self.gen_body(reg, [], fn, 0, True, self.size)
        for v in self.readable(env)[-3:]:
            self.print_val(reg, v)
        self.emit(reg, "return")
        main = ["func.func @main() {"] + reg.render() + ["}"]
        out = [f"// features: {','.join(sorted(self.features))}", "module {"]
        for g in self.globals:
            out.append("  " + g)
        for f in funcs + [main]:
            out.extend("  " + ln for ln in f)
        out.append("}")
        return "\n".join(out) + "\n"


class ExtGen(Gen):
    """The --ext shapes (ExtShapes): what a user of the copy-based strategy
    and of hoisting/promotion writes that the shapes above do not:

      x-dyn-alloc       memref.alloc/alloca(%n) sized by a loaded value;
      x-rank-alloc      sizes that are memref.rank results (promotable
                        dynamic shapes, rank 1 and 2, zero-size ones);
      x-threshold       static allocations at the promotion thresholds
                        (1024 bytes exactly and one element or byte over,
                        i1/i8/i32/index elements, 32 bytes, rank 0, 2, 3,
                        zero-size), some with an alignment attribute;
      x-loop-local      a buffer living in one iteration of an scf.for,
                        scf.while or branch loop (static, sized by the
                        induction variable, by an outer value, an alloca,
                        a view of it, in an scf.if, in an inner loop);
      x-dealloc-present an allocation with its memref.dealloc already there
                        (used by it only, through a cast, in a loop, a
                        realloc's result);
      x-realloc         memref.realloc growing a buffer (statically, or to a
                        size known at run time, maybe smaller);
      x-view-chain      subview / cast / reinterpret_cast chains of one
                        allocation;
      x-if-local        a buffer used in one scf.if arm only;
      x-zero-trip       an scf.for that never runs carrying a buffer;
      x-dyn-carried     an iter_arg replaced by alloc(%iv + 2) each trip;
      x-mixed-diamond   alloca in one arm, alloc in the other, one merge
                        block (the seed's mixedAllocation).

    Every buffer is still written only right after its allocation."""

    THRESHOLDS = [("i64", (128,)), ("i64", (129,)), ("i8", (1024,)), ("i8", (1025,)),
                  ("i1", (8192,)), ("i1", (8193,)), ("i64", (4,)), ("i64", (3,)),
                  ("i32", (8,)), ("i32", (9,)), ("index", (4,)), ("i8", (32,)),
                  ("i8", (33,)), ("i64", (0,)), ("i64", ()), ("i64", (2, 2)),
                  ("i64", (16, 8)), ("i64", (2, 0)), ("i32", (2, 2, 2)), ("i64", (8, 2))]

    def ext_kinds(self, fn, depth, allow_cf):
        k = ["x-dyn-alloc", "x-rank-alloc", "x-threshold", "x-threshold",
             "x-loop-local", "x-loop-local", "x-dealloc-present", "x-realloc",
             "x-view-chain", "x-if-local", "x-zero-trip", "x-dyn-carried"]
        if allow_cf:
            k.append("x-cf-loop-local")
            if fn.allow_stack:
                k.append("x-mixed-diamond")
        return k

    # ----------------------------------------------------------- helpers
    def load(self, reg, v):
        """Gen.load, for buffers longer than the %c0-%c16 constants too."""
        r = self.r
        if v.kind == "1" and v.n > 16:
            return self.read(reg, v.name, v.ty, [r.randrange(v.n)])
        if v.kind == "M" and max(v.shape) > 16:
            return self.read(reg, v.name, v.ty, [r.randrange(d) for d in v.shape])
        return Gen.load(self, reg, v)

    def align(self):
        return " {alignment = 64 : i64}" if self.r.random() < 0.15 else ""

    def cidx(self, reg, n):
        if n < 17:
            return self.c(n)
        c = self.fresh("cn")
        self.emit(reg, f"{c} = arith.constant {n} : index")
        return c

    def to_elem(self, reg, y, elem, ind=""):
        if elem == "i64":
            return y
        v = self.fresh("x")
        if elem == "index":
            self.emit(reg, f"{ind}{v} = arith.index_cast {y} : i64 to index")
        else:
            self.emit(reg, f"{ind}{v} = arith.trunci {y} : i64 to {elem}")
        return v

    def from_elem(self, reg, x, elem):
        if elem == "i64":
            return x
        v = self.fresh("x")
        if elem == "index":
            self.emit(reg, f"{v} = arith.index_cast {x} : index to i64")
        else:
            self.emit(reg, f"{v} = arith.extui {x} : {elem} to i64")
        return v

    def fill(self, reg, name, ty, dims, elem="i64", extra=None):
        """Writes every element of a fresh buffer: the sum of its indices
        times constants, plus a constant (plus `extra`, an i64, if given).
        dims: index values (the loop bounds)."""
        r = self.r
        ivs = []
        ind = ""
        for d in dims:
            j = self.fresh("j")
            self.emit(reg, f"{ind}scf.for {j} = %c0 to {d} step %c1 {{")
            ivs.append(j)
            ind += "  "
        k = self.fresh("k")
        self.emit(reg, f"{ind}{k} = arith.constant {r.randrange(1, 50)} : i64")
        acc = k
        for j in ivs:
            x, m, y, z = self.fresh("x"), self.fresh("k"), self.fresh("x"), self.fresh("x")
            self.emit(reg, f"{ind}{x} = arith.index_cast {j} : index to i64")
            self.emit(reg, f"{ind}{m} = arith.constant {r.randrange(1, 9)} : i64")
            self.emit(reg, f"{ind}{y} = arith.muli {x}, {m} : i64")
            self.emit(reg, f"{ind}{z} = arith.{r.choice(['addi', 'xori'])} {acc}, {y} : i64")
            acc = z
        if extra is not None:
            z = self.fresh("x")
            self.emit(reg, f"{ind}{z} = arith.addi {acc}, {extra} : i64")
            acc = z
        val = self.to_elem(reg, acc, elem, ind)
        self.emit(reg, f"{ind}memref.store {val}, {name}[{', '.join(ivs)}] : {ty}")
        for _ in ivs:
            ind = ind[:-2]
            self.emit(reg, f"{ind}}}")

    def read(self, reg, name, ty, idxs, elem="i64"):
        """Loads name[idxs] (constants) as an i64."""
        ix = [self.cidx(reg, i) for i in idxs]
        x = self.fresh("x")
        self.emit(reg, f"{x} = memref.load {name}[{', '.join(ix)}] : {ty}")
        return self.from_elem(reg, x, elem)

    def heap_or_stack(self, fn, p=0.25):
        return "alloca" if fn.allow_stack and self.r.random() < p else "alloc"

    def stack_of(self, op, fn):
        return frozenset([fn.scope]) if op == "alloca" else frozenset()

    # ------------------------------------------------------------ shapes
    def st_x_dyn_alloc(self, reg, env, fn, depth):
        i = self.data_index(reg, env, 3)
        n = self.fresh("i")
        self.emit(reg, f"{n} = arith.addi {i}, %c2 : index")
        a = self.fresh("a")
        op = self.heap_or_stack(fn)
        ty = "memref<?xi64>"
        self.emit(reg, f"{a} = memref.{op}({n}){self.align()} : {ty}")
        self.fill(reg, a, ty, [n])
        self.feat(f"{op}-dynamic")
        v = Val(a, ty, "1", n=2, stride=1, off=0, stack=self.stack_of(op, fn), identity=True)
        if self.r.random() < 0.5:
            self.print_val(reg, v)
        return [v]

    def st_x_rank_alloc(self, reg, env, fn, depth):
        r = self.r
        srcs = [v for v in env if v.kind in "1MUZ"]
        if not srcs:
            return []
        s = r.choice(srcs)
        rank = {"1": 1, "M": 2, "U": 1, "Z": 0}[s.kind]
        rk = self.fresh("i")
        self.emit(reg, f"{rk} = memref.rank {s.name} : {s.ty}")
        a = self.fresh("a")
        op = self.heap_or_stack(fn)
        stack = self.stack_of(op, fn)
        self.feat("rank-sized")
        if r.random() < 0.4:
            ty = "memref<?x?xi64>"
            self.emit(reg, f"{a} = memref.{op}({rk}, {rk}){self.align()} : {ty}")
            self.fill(reg, a, ty, [rk, rk])
            self.feat("rank-sized-2d")
            if rank == 0:
                return self.print_dim(reg, a, ty)
            self.emit(reg, f"vector.print {self.read(reg, a, ty, [0, rank - 1])} : i64")
            if r.random() < 0.5:
                w = self.fresh("w")
                sty = f"memref<{rank}x{rank}xi64>"
                self.emit(reg, f"{w} = memref.cast {a} : {ty} to {sty}")
                return [Val(w, sty, "M", shape=(rank, rank), strides=(rank, 1), off=0,
                            base=rank * rank, stack=stack, identity=True)]
            return []
        ty = "memref<?xi64>"
        self.emit(reg, f"{a} = memref.{op}({rk}){self.align()} : {ty}")
        self.fill(reg, a, ty, [rk])
        if rank == 0:
            return self.print_dim(reg, a, ty)
        v = Val(a, ty, "1", n=rank, stride=1, off=0, stack=stack, identity=True)
        self.print_val(reg, v)
        return [v]

    def print_dim(self, reg, a, ty):
        """A zero-size buffer's only use: its first size, printed."""
        d, x = self.fresh("i"), self.fresh("x")
        self.emit(reg, f"{d} = memref.dim {a}, %c0 : {ty}")
        self.emit(reg, f"{x} = arith.index_cast {d} : index to i64")
        self.emit(reg, f"vector.print {x} : i64")
        self.feat("zero-size")
        return []

    def st_x_threshold(self, reg, env, fn, depth):
        r = self.r
        elem, dims = r.choice(self.THRESHOLDS)
        ty = f"memref<{'x'.join(map(str, dims))}{'x' if dims else ''}{elem}>"
        a = self.fresh("a")
        op = self.heap_or_stack(fn, 0.15)
        stack = self.stack_of(op, fn)
        self.emit(reg, f"{a} = memref.{op}(){self.align()} : {ty}")
        self.fill(reg, a, ty, [self.cidx(reg, d) for d in dims], elem)
        self.feat("threshold-" + ("x".join(map(str, dims)) or "0d") + elem)
        if any(d == 0 for d in dims):
            return []
        for _ in range(r.randrange(1, 3)):
            x = self.read(reg, a, ty, [r.randrange(d) for d in dims], elem)
            self.emit(reg, f"vector.print {x} : i64")
        if elem != "i64":
            return []
        if not dims:
            return [Val(a, ty, "Z", stack=stack)]
        if len(dims) == 1:
            return [Val(a, ty, "1", n=dims[0], size=dims[0], stride=1, off=0, base=dims[0],
                        stack=stack, identity=True)]
        return [Val(a, ty, "M", shape=dims, strides=(dims[1], 1), off=0,
                    base=dims[0] * dims[1], stack=stack, identity=True)]

    def local_use(self, reg, env, fn, iv, outer):
        """A buffer living in one iteration (iv: the induction value or
        None; outer: an index defined outside the loop): allocated, filled,
        one element loaded; the i64 loaded."""
        r = self.r
        kinds = ["static", "outer", "view", "if", "inner"]
        if iv:
            kinds.append("iv")
        if fn.allow_stack:
            kinds.append("alloca")
        kind = r.choice(kinds)
        self.feat("loop-local-" + kind)
        ty = S4
        if kind in ("static", "alloca"):
            a = self.fresh("a")
            self.emit(reg, f"{a} = memref.{'alloca' if kind == 'alloca' else 'alloc'}()"
                           f"{self.align()} : {ty}")
            self.fill(reg, a, ty, ["%c4"])
            return self.read(reg, a, ty, [r.randrange(4)])
        if kind in ("iv", "outer"):
            n = self.fresh("i")
            self.emit(reg, f"{n} = arith.addi {iv if kind == 'iv' else outer}, %c1 : index")
            a = self.fresh("a")
            ty = "memref<?xi64>"
            self.emit(reg, f"{a} = memref.alloc({n}) : {ty}")
            self.fill(reg, a, ty, [n])
            return self.read(reg, a, ty, [0])
        if kind == "view":
            a, w = self.fresh("a"), self.fresh("w")
            self.emit(reg, f"{a} = memref.alloc() : memref<8xi64>")
            self.fill(reg, a, "memref<8xi64>", ["%c8"])
            o = r.randrange(5)
            vty = ty1(3, 1, o)
            self.emit(reg, f"{w} = memref.subview {a}[{o}] [3] [1] : memref<8xi64> to {vty}")
            return self.read(reg, w, vty, [r.randrange(3)])
        if kind == "if":
            c = self.cond(reg, env)
            res = self.fresh("x")
            self.emit(reg, f"{res} = scf.if {c} -> (i64) {{")
            sub = Region(self)
            a = self.fresh("a")
            self.emit(sub, f"{a} = memref.alloc() : {ty}")
            self.fill(sub, a, ty, ["%c4"])
            x = self.read(sub, a, ty, [r.randrange(4)])
            self.emit(sub, f"scf.yield {x} : i64")
            self.splice(reg, sub)
            self.emit(reg, "} else {")
            k = self.fresh("k")
            self.emit(reg, f"  {k} = arith.constant {r.randrange(50)} : i64")
            self.emit(reg, f"  scf.yield {k} : i64")
            self.emit(reg, "}")
            return res
        # an inner loop; its buffer sized by the outer induction value
        j, acc, res = self.fresh("j"), self.fresh("it"), self.fresh("x")
        k = self.fresh("k")
        self.emit(reg, f"{k} = arith.constant 0 : i64")
        self.emit(reg, f"{res} = scf.for {j} = %c0 to %c2 step %c1 iter_args({acc} = {k}) -> (i64) {{")
        sub = Region(self)
        n = self.fresh("i")
        self.emit(sub, f"{n} = arith.addi {iv or outer}, %c1 : index")
        a = self.fresh("a")
        self.emit(sub, f"{a} = memref.alloc({n}) : memref<?xi64>")
        self.fill(sub, a, "memref<?xi64>", [n])
        x = self.read(sub, a, "memref<?xi64>", [0])
        y = self.fresh("x")
        self.emit(sub, f"{y} = arith.addi {acc}, {x} : i64")
        self.emit(sub, f"scf.yield {y} : i64")
        self.splice(reg, sub)
        self.emit(reg, "}")
        return res

    def st_x_loop_local(self, reg, env, fn, depth):
        r = self.r
        outer = self.data_index(reg, env, 3)
        k = self.fresh("k")
        self.emit(reg, f"{k} = arith.constant {r.randrange(50)} : i64")
        res = self.fresh("x")
        self.scope_id += 1
        sid, saved = self.scope_id, fn.scope
        if r.random() < 0.7:
            iv, acc = self.fresh("i"), self.fresh("it")
            fn.scope = sid      # scf.for is an allocation scope
            sub = Region(self)
            x = self.local_use(sub, env, fn, iv, outer)
            if r.random() < 0.4:
                self.gen_body(sub, env, fn, depth + 1, False, r.randrange(1, 3))
            fn.scope = saved
            y = self.fresh("x")
            self.emit(sub, f"{y} = arith.addi {acc}, {x} : i64")
            self.emit(sub, f"scf.yield {y} : i64")
            lb = r.choice(["%c0", "%c0", "%c1"])
            self.emit(reg, f"{res} = scf.for {iv} = {lb} to %c3 step %c1 iter_args({acc} = {k}) -> (i64) {{")
            self.splice(reg, sub)
            self.emit(reg, "}")
            self.feat("scf-for-local")
        else:
            # scf.while: no allocation scope of its own
            n, a2, n2, acc = self.fresh("n"), self.fresh("it"), self.fresh("n"), self.fresh("it")
            cnt = self.fresh("n")
            self.emit(reg, f"{res}:2 = scf.while ({n} = %c0, {a2} = {k}) : (index, i64) -> (index, i64) {{")
            cc = self.fresh("b")
            self.emit(reg, f"  {cc} = arith.cmpi slt, {n}, %c2 : index")
            self.emit(reg, f"  scf.condition({cc}) {n}, {a2} : index, i64")
            self.emit(reg, "} do {")
            after = Region(self, entry_args=[(n2, "index"), (acc, "i64")])
            after.cur.label = f"^bb{self.next_label()}"
            x = self.local_use(after, env, fn, n2, outer)
            y = self.fresh("x")
            self.emit(after, f"{y} = arith.addi {acc}, {x} : i64")
            self.emit(after, f"{cnt} = arith.addi {n2}, %c1 : index")
            self.emit(after, f"scf.yield {cnt}, {y} : index, i64")
            self.splice(reg, after)
            self.emit(reg, "}")
            res = f"{res}#1"
            self.feat("scf-while-local")
        self.emit(reg, f"vector.print {res} : i64")
        return []

    def st_x_cf_loop_local(self, reg, env, fn, depth):
        outer = self.data_index(reg, env, 3)
        k = self.fresh("k")
        self.emit(reg, f"{k} = arith.constant {self.r.randrange(50)} : i64")
        i, acc, res = self.fresh("n"), self.fresh("it"), self.fresh("x")
        head = reg.new_block([(i, "index"), (acc, "i64")])
        body = reg.new_block([])
        exit_ = reg.new_block([(res, "i64")])
        self.emit(reg, f"cf.br {head.label}(%c0, {k} : index, i64)")
        reg.cur = head
        cc = self.fresh("b")
        self.emit(reg, f"{cc} = arith.cmpi slt, {i}, %c2 : index")
        self.emit(reg, f"cf.cond_br {cc}, {body.label}, {exit_.label}({acc} : i64)")
        reg.cur = body
        x = self.local_use(reg, env, fn, i, outer)
        y, nx = self.fresh("x"), self.fresh("n")
        self.emit(reg, f"{y} = arith.addi {acc}, {x} : i64")
        self.emit(reg, f"{nx} = arith.addi {i}, %c1 : index")
        self.emit(reg, f"cf.br {head.label}({nx}, {y} : index, i64)")
        reg.cur = exit_
        self.emit(reg, f"vector.print {res} : i64")
        self.feat("cf-loop-local")
        return []

    def st_x_dealloc_present(self, reg, env, fn, depth):
        r = self.r
        kind = r.choice(["only", "used", "cast", "loop", "dyn", "realloc"])
        self.feat("dealloc-present-" + kind)
        a = self.fresh("a")
        if kind == "realloc":
            # the realloc's result freed by hand (the realloc frees the old)
            b, n = self.fresh("a"), self.fresh("i")
            ty = "memref<?xi64>"
            self.emit(reg, f"{a} = memref.alloc(%c2) : {ty}")
            self.fill(reg, a, ty, ["%c2"])
            i = self.data_index(reg, env, 3)
            self.emit(reg, f"{n} = arith.addi {i}, %c1 : index")
            self.emit(reg, f"{b} = memref.realloc {a}({n}) : {ty} to {ty}")
            self.emit(reg, f"vector.print {self.read(reg, b, ty, [0])} : i64")
            self.emit(reg, f"memref.dealloc {b} : {ty}")
            return []
        if kind == "only":
            self.emit(reg, f"{a} = memref.alloc(){self.align()} : {S4}")
            self.emit(reg, f"memref.dealloc {a} : {S4}")
            return []
        if kind == "dyn":
            i = self.data_index(reg, env, 3)
            n = self.fresh("i")
            self.emit(reg, f"{n} = arith.addi {i}, %c1 : index")
            self.emit(reg, f"{a} = memref.alloc({n}) : memref<?xi64>")
            self.fill(reg, a, "memref<?xi64>", [n])
            self.emit(reg, f"vector.print {self.read(reg, a, 'memref<?xi64>', [0])} : i64")
            self.emit(reg, f"memref.dealloc {a} : memref<?xi64>")
            return []
        if kind == "loop":
            iv = self.fresh("i")
            self.emit(reg, f"scf.for {iv} = %c0 to %c2 step %c1 {{")
            sub = Region(self)
            self.emit(sub, f"{a} = memref.alloc() : {S4}")
            self.fill(sub, a, S4, ["%c4"])
            self.emit(sub, f"vector.print {self.read(sub, a, S4, [r.randrange(4)])} : i64")
            self.emit(sub, f"memref.dealloc {a} : {S4}")
            self.splice(reg, sub)
            self.emit(reg, "}")
            return []
        self.emit(reg, f"{a} = memref.alloc() : {S4}")
        self.init_1d(reg, a, S4, 4, env)
        self.emit(reg, f"vector.print {self.read(reg, a, S4, [r.randrange(4)])} : i64")
        if kind == "cast":
            w = self.fresh("w")
            self.emit(reg, f"{w} = memref.cast {a} : {S4} to {D1}")
            self.emit(reg, f"memref.dealloc {w} : {D1}")
        else:
            self.emit(reg, f"memref.dealloc {a} : {S4}")
        return []

    def st_x_realloc(self, reg, env, fn, depth):
        r = self.r
        a, b = self.fresh("a"), self.fresh("a")
        # (a static shrink is left out: expand-realloc's subview of the old
        # size into the new buffer does not verify, in mlir-opt 22 too)
        kind = r.choice(["grow", "dyn", "dyn"])
        self.feat("realloc-" + kind)
        if kind == "grow":
            t2 = "memref<2xi64>"
            self.emit(reg, f"{a} = memref.alloc() : {t2}")
            self.init_1d(reg, a, t2, 2, env)
            self.emit(reg, f"{b} = memref.realloc {a} : {t2} to {S4}")
            for i in (2, 3):
                k = self.fresh("k")
                self.emit(reg, f"{k} = arith.constant {r.randrange(1, 50)} : i64")
                self.emit(reg, f"memref.store {k}, {b}[{self.c(i)}] : {S4}")
            v = Val(b, S4, "1", n=4, size=4, stride=1, off=0, base=4, identity=True)
        else:
            ty = "memref<?xi64>"
            self.emit(reg, f"{a} = memref.alloc(%c2) : {ty}")
            self.fill(reg, a, ty, ["%c2"])
            i = self.data_index(reg, env, 3)
            n = self.fresh("i")
            self.emit(reg, f"{n} = arith.addi {i}, %c1 : index")
            self.emit(reg, f"{b} = memref.realloc {a}({n}) : {ty} to {ty}")
            v = Val(b, ty, "1", n=1, stride=1, off=0, identity=True)
        self.print_val(reg, v)
        return [v]

    def st_x_view_chain(self, reg, env, fn, depth):
        r = self.r
        a = self.fresh("a")
        ty = "memref<16xi64>"
        op = self.heap_or_stack(fn, 0.2)
        self.emit(reg, f"{a} = memref.{op}() : {ty}")
        self.fill(reg, a, ty, ["%c16"])
        cur = Val(a, ty, "1", n=16, size=16, stride=1, off=0, base=16,
                  stack=self.stack_of(op, fn), identity=True)
        out = []
        for _ in range(r.randrange(2, 5)):
            step = r.choice(["subview", "subview", "cast", "reinterpret"])
            n = self.fresh("w")
            if step == "subview" and cur.n >= 3:
                st = r.choice([1, 1, 2]) if cur.n >= 5 else 1
                size = r.randrange(2, (cur.n - 1) // st + 2)
                o = r.randrange(0, cur.n - (size - 1) * st)
                off = None if (cur.off is None or cur.stride is None) else cur.off + o * cur.stride
                stride = None if cur.stride is None else cur.stride * st
                nty = ty1(size, stride, off)
                self.emit(reg, f"{n} = memref.subview {cur.name}[{o}] [{size}] [{st}] : "
                               f"{cur.ty} to {nty}")
                cur = Val(n, nty, "1", n=size, size=size, stride=stride, off=off, base=16,
                          stack=cur.stack)
            elif step == "cast" and cur.ty != D1:
                self.emit(reg, f"{n} = memref.cast {cur.name} : {cur.ty} to {D1}")
                cur = Val(n, D1, "1", n=cur.n, base=16, stack=cur.stack)
            else:
                size = r.randrange(2, 9)
                o = r.randrange(0, 16 - size + 1)
                nty = ty1(size, 1, o)
                self.emit(reg, f"{n} = memref.reinterpret_cast {cur.name} to offset: [{o}], "
                               f"sizes: [{size}], strides: [1] : {cur.ty} to {nty}")
                cur = Val(n, nty, "1", n=size, size=size, stride=1, off=o, base=16,
                          stack=cur.stack)
            out.append(cur)
        self.feat("view-chain")
        self.print_val(reg, cur)
        return [r.choice(out)]

    def st_x_if_local(self, reg, env, fn, depth):
        r = self.r
        c = self.cond(reg, env)
        outer = self.data_index(reg, env, 3)
        self.emit(reg, f"scf.if {c} {{")
        for arm in range(r.choice([1, 2])):
            if arm:
                self.emit(reg, "} else {")
            sub = Region(self)
            x = self.local_use(sub, env, fn, None, outer)
            self.emit(sub, f"vector.print {x} : i64")
            self.splice(reg, sub)
        self.emit(reg, "}")
        self.feat("if-local")
        return []

    def st_x_zero_trip(self, reg, env, fn, depth):
        t = self.r.choice([S4, D1])
        init = self.pick_for(reg, env, t, fn)
        iv, it, res = self.fresh("i"), self.fresh("it"), self.fresh("y")
        self.emit(reg, f"{res} = scf.for {iv} = %c2 to %c2 step %c1 iter_args({it} = {init.name}) -> ({t}) {{")
        sub = Region(self)
        a = self.fresh("a")
        self.emit(sub, f"{a} = memref.alloc() : {S4}")
        self.fill(sub, a, S4, ["%c4"])
        y = self.to_carrier(sub, Val(a, S4, "1", n=4, size=4, stride=1, off=0), t)
        self.emit(sub, f"scf.yield {y.name} : {t}")
        self.splice(reg, sub)
        self.emit(reg, "}")
        self.feat("zero-trip")
        v = self.carried_val(res, t, init.stack)
        v.n = min(v.n, init.n)
        self.print_val(reg, v)
        return [v]

    def st_x_dyn_carried(self, reg, env, fn, depth):
        init = self.pick_for(reg, env, D1, fn)
        iv, it, res = self.fresh("i"), self.fresh("it"), self.fresh("y")
        self.emit(reg, f"{res} = scf.for {iv} = %c0 to %c3 step %c1 iter_args({it} = {init.name}) -> ({D1}) {{")
        sub = Region(self)
        n, a, w = self.fresh("i"), self.fresh("a"), self.fresh("w")
        self.emit(sub, f"{n} = arith.addi {iv}, %c2 : index")
        self.emit(sub, f"{a} = memref.alloc({n}) : memref<?xi64>")
        old = self.load(sub, Val(it, D1, "1", n=min(2, init.n)))
        self.fill(sub, a, "memref<?xi64>", [n], extra=old)
        self.emit(sub, f"{w} = memref.cast {a} : memref<?xi64> to {D1}")
        self.emit(sub, f"scf.yield {w} : {D1}")
        self.splice(reg, sub)
        self.emit(reg, "}")
        self.feat("dyn-carried")
        v = Val(res, D1, "1", n=2, stack=init.stack)
        self.print_val(reg, v)
        return [v]

    def st_x_mixed_diamond(self, reg, env, fn, depth):
        c = self.cond(reg, env)
        head = reg.cur
        t_blk, f_blk = reg.new_block([]), reg.new_block([])
        join, jvals = self.block_with(reg, [S4], frozenset([fn.scope]))
        self.emit_in(head, f"cf.cond_br {c}, {t_blk.label}, {f_blk.label}")
        for b, op in ((t_blk, "alloca"), (f_blk, "alloc")):
            reg.cur = b
            a = self.fresh("a")
            self.emit(reg, f"{a} = memref.{op}() : {S4}")
            self.init_1d(reg, a, S4, 4, env)
            if self.r.random() < 0.5:
                self.emit(reg, f"vector.print {self.read(reg, a, S4, [1])} : i64")
            self.emit(reg, f"cf.br {join.label}({a} : {S4})")
        reg.cur = join
        self.feat("mixed-diamond")
        jvals[0].n = 4
        self.print_val(reg, jvals[0])
        return jvals


def generate(seed, size=24, without=(), ext=False):
    """The program of `seed`; `without` may hold view-i8-shifted (the
    ownership pass alone does not keep a byte-shifted view's buffer alive,
    docs/deallocation.md). `ext` adds the shapes of ExtShapes (without it
    the programs are those of before, byte for byte)."""
    return ExtGen(seed, size, without, ext).generate()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--without", default="", metavar="F,...")
    ap.add_argument("--ext", action="store_true",
                    help="also the shapes of ExtShapes (dynamic sizes, promotion "
                         "thresholds, frees already present, realloc, ...)")
    a = ap.parse_args()
    sys.stdout.write(generate(a.seed, a.size, [f for f in a.without.split(",") if f],
                              a.ext))


if __name__ == "__main__":
    main()
