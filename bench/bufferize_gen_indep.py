#!/usr/bin/env python3
"""Independent random tensor-program generator for One-Shot Bufferize.

Why it exists: bench/bufferize_random.py's generator was written together
with the pass, so it tends to make what the pass already handles. This one
was written without reading it (from the MLIR language, upstream's
one-shot-bufferize tests, docs/bufferization.md and mlbuf-run's list of
executable ops), to find shapes nobody thought of.

What it generates: a module with a `@main()` entry returning an i64
checksum (and sometimes one tensor), and helper functions (public and
private; each may call earlier helpers only, so no recursion) whose tensor
arguments they write, return as they are, return twice or return as a new
value. Every function threads an i64 accumulator through everything it
does: each element read (tensor.extract) is mixed into it, so the order of
reads and writes matters. At the end @main reads every element of a random
half of the tensors it still holds (always the latest ones), including old
versions of tensors written since: a wrong in-place decision shows up as a
different checksum. Shapes (features, listed in the first line
`// features: ...`):

  ops:     tensor.insert / extract / extract_slice (strided, rank-reducing) /
           insert_slice (rank-extending) / cast (static <-> dynamic) /
           expand_shape / collapse_shape / pad / concat / dim / empty /
           generate / from_elements / splat, linalg.fill / map / generic
           (reading the init, reading its input reversed) / copy / matmul /
           transpose, bufferization.materialize_in_destination /
           alloc_tensor (with and without copy), arith.select of tensors,
           dense constants that get written, indices computed from data;
  regions: scf.if, scf.index_switch, scf.execute_region, scf.for (trip
           counts 0-3, from data too), scf.while, scf.forall
           (parallel_insert_slice of disjoint chunks, reading other tensors
           and the shared init) carrying tensors: yields of the argument's
           own value, another argument's (swaps), the init or another outer
           tensor, a new tensor; one value as two inits;
  cf:      diamonds (cf.cond_br) and counted loops (cf.br back edges) with
           tensor block arguments, at the top level of a function;
  calls:   helpers taking one value as two arguments, called from loops.

Well-defined by construction: every tensor is fully initialized before it
is read (tensor.empty and alloc_tensor are filled right away), indices are
in bounds (the generator knows every size, dynamic ones too), an scf.forall
trip reads and writes only its own chunk of the shared output. Values are
i64, arithmetic wraps.

With --ext (generate(..., ext=True)) also the shapes of class Ext:
tensor.reshape, vector.transfer_read/_write (1-d and 2-d, permuted, out
of bounds), pad and generate bodies reading other tensors, execute_region
with several blocks (a diamond with a join, a cf loop, a cf.switch),
scf.while whose condition hands on other types than it carries, nested
scf.for whose inner loop yields the outer iteration argument, helpers
recursive by themselves or in pairs (a depth argument, scf.if or a return
in each of two blocks, the call in a loop), helpers returning a slice of
an argument. Without it the programs are those of earlier versions.

Usage: bufferize_gen_indep.py SEED [--size N] [--ext] > prog.mlir
Driver: bench/bufferize_indep_random.py.
"""
import argparse
import random
import sys

ELT = "i64"


class V:
    """A tensor value: its SSA name, actual shape, which dims are dynamic in
    its type, and its lineage (root): the values a chain of writes makes
    from one tensor share a root."""

    def __init__(self, name, shape, dyn, root):
        self.name, self.shape, self.dyn, self.root = name, tuple(shape), tuple(dyn), root

    @property
    def ty(self):
        return ttype(self.shape, self.dyn)


def ttype(shape, dyn):
    dims = ["?" if d else str(s) for s, d in zip(shape, dyn)]
    return "tensor<" + "x".join(dims + [ELT]) + ">"


# statements whose new value is the old one written
WRITES = {"insert", "fill", "map", "generic", "copy", "insert_slice",
          "matmul", "transpose", "empty_insert"}

HELPER_TYPES = [((8,), (False,)), ((8,), (True,)), ((4,), (False,)),
                ((2, 4), (False, False))]


class Ext:
    """Shapes made only with --ext (generate(..., ext=True)), so the
    programs of existing seeds stay as they were: tensor.reshape,
    vector.transfer_read/_write, tensor.pad and tensor.generate bodies
    reading other tensors, scf.execute_region with several blocks,
    scf.while whose condition hands on other types than it takes, nested
    scf.for whose inner loop yields the outer iteration argument,
    (mutually) recursive helpers, helpers returning a slice of an
    argument."""

    def ext_kinds(self, kinds):
        kinds.update({"reshape": 3, "xfer": 4, "pad_reads": 2, "gen_reads": 2})
        if self.depth < 2:
            kinds.update({"exec_blocks": 3, "while_types": 3, "nested_for": 3,
                          "exec_cf": 2})
        if self.top:
            kinds["cf_switch"] = 2

    # ------------------------------------------------------------ ops
    def index_tensor(self, vals):
        """A tensor<kxindex> holding vals (a constant or from_elements)."""
        n = self.fresh("shp")
        ty = "tensor<%dxindex>" % len(vals)
        if self.r.random() < 0.5:
            self.emit("%s = arith.constant dense<[%s]> : %s" % (
                n, ", ".join(str(v) for v in vals), ty))
        else:
            els = [self.cidx(v) for v in vals]
            self.emit("%s = tensor.from_elements %s : %s" % (n, ", ".join(els), ty))
        return n

    def s_reshape(self):
        t = self.pick(lambda v: len(v.shape) == 2 or v.shape[0] % 2 == 0)
        if t is None:
            return self.s_slice()
        self.feat("reshape")
        size = 1
        for x in t.shape:
            size *= x
        if len(t.shape) == 2 or self.r.random() < 0.3:
            shape = (size,)
        else:
            a = self.r.choice([x for x in (1, 2, 4, size // 2) if x and size % x == 0])
            shape = (a, size // a)
        dyn = tuple(self.r.random() < 0.3 for _ in shape)
        n = self.fresh("rs")
        res = V(n, shape, dyn, t.root)
        shp = self.index_tensor(shape)
        self.emit("%s = tensor.reshape %s(%s) : (%s, tensor<%dxindex>) -> %s" % (
            n, t.name, shp, t.ty, len(shape), res.ty))
        self.add(res)

    def xfer_index(self, size, k):
        """An index for a k-wide transfer along a dim of size, and whether
        the transfer stays in bounds (out of bounds: padding / dropped)."""
        if self.r.random() < 0.7:
            off = self.r.randint(0, max(0, size - k))
            return self.cidx(off) if self.r.random() < 0.7 else self.data_index(max(1, size - k + 1)), \
                off + k <= size
        return self.data_index(size), False

    def xfer_side(self, t, vshape_len=None):
        """Indices, permutation map text and vector dims for a transfer
        on t: vector dims map to distinct tensor dims (a permutation map
        when not the minor identity); indices anywhere in bounds, so the
        vector may run past the end (padding read, elements dropped)."""
        rank = len(t.shape)
        k = vshape_len or self.r.randint(1, rank)
        dims = self.r.sample(range(rank), k)
        if self.r.random() < 0.5:
            dims = list(range(rank - k, rank))
        idx = [self.index(s) for s in t.shape]
        perm = ""
        if dims != list(range(rank - k, rank)):
            self.feat("transfer-permutation")
            ds = ", ".join("d%d" % i for i in range(rank))
            perm = "permutation_map = affine_map<(%s) -> (%s)>" % (
                ds, ", ".join("d%d" % d for d in dims))
        return idx, perm, dims

    def s_xfer(self):
        t = self.pick()
        if t is None:
            return self.s_new()
        self.feat("vector-transfer")
        d = self.pick() if self.r.random() < 0.7 else None
        if d is None:
            d = self.need(t.shape, t.dyn)
        if len(t.shape) == 1 and len(d.shape) == 1:
            return self.xfer_1d(t, d)
        k = self.r.randint(1, min(len(t.shape), len(d.shape)))
        if k == 2:
            self.feat("transfer-2d")
        vshape = [self.r.choice([1, 2, 3, 4]) for _ in range(k)]
        vty = "vector<%s>" % "x".join([str(x) for x in vshape] + [ELT])
        ridx, rperm, _ = self.xfer_side(t, k)
        pad = self.scalar()
        v = self.fresh("vr")
        self.feat("transfer-out-of-bounds")
        self.emit("%s = vector.transfer_read %s[%s], %s%s : %s, %s" % (
            v, t.name, ", ".join(ridx), pad, " {%s}" % rperm if rperm else "", t.ty, vty))
        widx, wperm, _ = self.xfer_side(d, k)
        n = self.fresh("vw")
        self.emit("%s = vector.transfer_write %s, %s[%s]%s : %s, %s" % (
            n, v, d.name, ", ".join(widx), " {%s}" % wperm if wperm else "", vty, d.ty))
        self.add(V(n, d.shape, d.dyn, d.root))

    def xfer_1d(self, t, d):
        k = self.r.choice([1, 2, 4, 8])
        vty = "vector<%dx%s>" % (k, ELT)
        # read along the last dim of t
        idx = [self.index(s) for s in t.shape[:-1]]
        last, inb = self.xfer_index(t.shape[-1], k)
        idx.append(last)
        pad = self.scalar()
        v = self.fresh("vr")
        attr = " {in_bounds = [true]}" if inb and self.r.random() < 0.5 else ""
        if not inb:
            self.feat("transfer-out-of-bounds")
        self.emit("%s = vector.transfer_read %s[%s], %s%s : %s, %s" % (
            v, t.name, ", ".join(idx), pad, attr, t.ty, vty))
        idx = [self.index(s) for s in d.shape[:-1]]
        last, inb = self.xfer_index(d.shape[-1], k)
        idx.append(last)
        attr = " {in_bounds = [true]}" if inb and self.r.random() < 0.5 else ""
        n = self.fresh("vw")
        self.emit("%s = vector.transfer_write %s, %s[%s]%s : %s, %s" % (
            n, v, d.name, ", ".join(idx), attr, vty, d.ty))
        self.add(V(n, d.shape, d.dyn, d.root))

    def read_other(self, ivx):
        """An i64 read from a pool tensor at a place depending on ivx (an
        index) inside a pad or generate body."""
        u = self.pick()
        if u is None:
            return None
        self.feat("body-reads-tensor")
        idx = []
        for s in u.shape:
            k = self.cidx(s)
            j = self.fresh("j")
            self.emit("%s = arith.remui %s, %s : index" % (j, ivx, k))
            idx.append(j)
        e = self.fresh("be")
        self.emit("%s = tensor.extract %s[%s] : %s" % (e, u.name, ", ".join(idx), u.ty))
        return e

    def body_value(self, ivx):
        x = self.fresh("bi")
        self.emit("%s = arith.index_cast %s : index to %s" % (x, ivx, ELT))
        e = self.read_other(ivx)
        if e is None:
            return x
        y = self.fresh("by")
        self.emit("%s = arith.addi %s, %s : %s" % (y, x, e, ELT))
        return y

    def s_pad_reads(self):
        t = self.pick(lambda v: len(v.shape) == 1 and v.shape[0] <= 12)
        if t is None:
            return self.s_slice()
        self.feat("pad-reads")
        lo, hi = self.r.randint(0, 3), self.r.randint(0, 3)
        n = self.fresh("pad")
        res = V(n, (t.shape[0] + lo + hi,), (t.dyn[0],), self.root())
        self.emit("%s = tensor.pad %s low[%d] high[%d] {" % (n, t.name, lo, hi))
        iv = "%%pi%d" % self.n
        self.emit("^bb0(%s: index):" % iv)
        self.ind += 1
        y = self.body_value(iv)
        self.emit("tensor.yield %s : %s" % (y, ELT))
        self.ind -= 1
        self.emit("} : %s to %s" % (t.ty, res.ty))
        self.add(res)

    def s_gen_reads(self):
        shape = self.r.choice([(8,), (4,), (2, 4)])
        dyn = tuple(self.r.random() < 0.3 for _ in shape)
        self.feat("generate-reads")
        sizes = self.dyn_sizes(shape, dyn)
        n = self.fresh("gn")
        self.emit("%s = tensor.generate %s {" % (n, ", ".join(sizes)))
        args = ["%%gr%d_%d" % (self.n, i) for i in range(len(shape))]
        self.emit("^bb0(%s):" % ", ".join(a + ": index" for a in args))
        self.ind += 1
        y = self.body_value(args[-1])
        self.emit("tensor.yield %s : %s" % (y, ELT))
        self.ind -= 1
        self.emit("} : %s" % ttype(shape, dyn))
        self.add(V(n, shape, dyn, self.root()))

    # ------------------------------------------------------------ regions
    def s_exec_blocks(self):
        """scf.execute_region whose body branches (cf.cond_br) to blocks
        that yield or branch on to a join block taking tensors."""
        self.feat("execute-region-blocks")
        types = self.region_types()
        n = self.fresh("xr")
        tys = [ELT] + [ttype(s, d) for s, d in types]
        self.emit("%s%s = scf.execute_region -> (%s) {" % (
            n, ":%d" % len(tys) if len(tys) > 1 else "", ", ".join(tys)))
        saved = self.enter()
        self.stmts(self.r.randint(0, 2))
        c = self.cond()
        la, lb, lj = self.label(), self.label(), self.label()
        self.emit("cf.cond_br %s, %s, %s" % (c, la, lb))
        entry_len, acc0 = len(self.pool), self.acc
        joined = False
        for lbl in (la, lb):
            self.emit("%s:" % lbl)
            outer = list(self.pool)
            self.stmts(self.r.randint(0, 3))
            vals = [self.yield_value(s, d, outer=outer) for s, d in types]
            if self.r.random() < 0.5:
                joined = True
                self.emit("cf.br " + self.branch(lj, self.acc, vals))
            else:
                self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]),
                                                 ", ".join(tys)))
            del self.pool[entry_len:]
            self.acc = acc0
        if joined:
            self.feat("execute-region-join")
            acc = self.fresh("xa")
            args = [V(self.fresh("xj"), s, d, self.root()) for s, d in types]
            self.emit("%s(%s):" % (lj, ", ".join(["%s: %s" % (acc, ELT)] +
                                                ["%s: %s" % (a.name, a.ty) for a in args])))
            self.acc = acc
            for a in args:
                self.add(a)
            self.stmts(self.r.randint(0, 2))
            vals = [self.yield_value(s, d) for s, d in types]
            self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]),
                                             ", ".join(tys)))
        self.leave(saved)
        self.emit("}")
        self.bind(n, types)

    def s_cf_switch(self):
        """cf.switch on a value from the accumulator to three blocks (two
        cases and the default), each writing and reading, then branching
        to a join block with tensors."""
        self.feat("cf.switch")
        types = self.region_types()
        if not types and self.pool:
            v = self.pick()
            types = [(v.shape, v.dyn)]
        k = self.ci(3)
        rr = self.fresh("sr")
        self.emit("%s = arith.remui %s, %s : %s" % (rr, self.acc, k, ELT))
        flag = self.fresh("sf")
        self.emit("%s = arith.trunci %s : %s to i32" % (flag, rr, ELT))
        labels = [self.label() for _ in range(3)]
        lj = self.label()
        # The cases take no arguments: mlir-opt 22 reads no result number
        # (%x#1) in a cf.switch's operand lists though it prints them, and
        # a bufferized program may hand a loop's buffer result there.
        passed = [[] for _ in labels]
        tgt = ["%s(%s : %s)" % (lbl, ", ".join(v.name for v in vs), ", ".join(v.ty for v in vs))
               if vs else lbl for lbl, vs in zip(labels, passed)]
        self.emit("cf.switch %s : i32, [default: %s, 0: %s, 1: %s]" % (flag, tgt[2], tgt[0], tgt[1]))
        outer_len, acc0 = len(self.pool), self.acc
        for lbl, vs in zip(labels, passed):
            bargs = [V(self.fresh("sa"), v.shape, v.dyn, self.root()) for v in vs]
            self.lines.append("%s%s:" % (lbl, "(%s)" % ", ".join(
                "%s: %s" % (a.name, a.ty) for a in bargs) if bargs else ""))
            for a in bargs:
                self.add(a)
            outer = list(self.pool)
            self.stmts(self.r.randint(0, 3))
            vals = [self.yield_value(s, d, outer=outer) for s, d in types]
            self.emit("cf.br " + self.branch(lj, self.acc, vals))
            del self.pool[outer_len:]
            self.acc = acc0
        acc = self.fresh("sj")
        args = [V(self.fresh("sj"), s, d, self.root()) for s, d in types]
        self.lines.append("%s(%s):" % (lj, ", ".join(["%s: %s" % (acc, ELT)] +
                                                     ["%s: %s" % (a.name, a.ty) for a in args])))
        self.acc = acc
        for a in args:
            self.add(a)

    def s_exec_cf(self):
        """scf.execute_region holding a cf loop or diamond (as at a
        function's top level) before its yield: blocks and back edges
        inside a region that runs once per run of its parent."""
        self.feat("execute-region-cf")
        types = self.region_types()
        n = self.fresh("xc")
        tys = [ELT] + [ttype(s, d) for s, d in types]
        self.emit("%s%s = scf.execute_region -> (%s) {" % (
            n, ":%d" % len(tys) if len(tys) > 1 else "", ", ".join(tys)))
        saved = self.enter()
        self.top = True
        outer = list(self.pool)
        self.stmts(self.r.randint(0, 2))
        self.r.choice([self.s_cfloop, self.s_cfloop, self.s_diamond, self.s_cf_switch])()
        self.stmts(self.r.randint(0, 3))
        vals = [self.yield_value(s, d, outer=outer) for s, d in types]
        self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]),
                                         ", ".join(tys)))
        self.leave(saved)
        self.emit("}")
        self.bind(n, types)

    def s_while_types(self):
        """scf.while whose condition hands on tensors of other types (and
        number) than the loop carries: the after region takes those and
        yields the carried types again."""
        self.feat("while-other-types")
        inits = self.carried(self.r.randint(1, 2))
        mid = self.region_types() or [((8,), (False,))]
        bound = self.ci(self.r.choice([0, 1, 2, 3]))
        zero = self.ci(0)
        n = self.fresh("wt")
        tys = [ELT, ELT] + [v.ty for v in inits]
        mtys = [ELT, ELT] + [ttype(s, d) for s, d in mid]
        ba = [self.fresh("wi"), self.fresh("wa")]
        bargs = [V(self.fresh("wb"), v.shape, v.dyn, self.root()) for v in inits]
        self.emit("%s:%d = scf.while (%s) : (%s) -> (%s) {" % (
            n, len(mtys), ", ".join(["%s = %s" % (ba[0], zero), "%s = %s" % (ba[1], self.acc)] +
                                    ["%s = %s" % (a.name, v.name) for a, v in zip(bargs, inits)]),
            ", ".join(tys), ", ".join(mtys)))
        saved = self.enter()
        outer = list(self.pool)
        self.acc = ba[1]
        for a in bargs:
            self.add(a)
        self.stmts(self.r.randint(0, 2))
        c = self.fresh("wc")
        self.emit("%s = arith.cmpi slt, %s, %s : %s" % (c, ba[0], bound, ELT))
        vals = [self.yield_value(s, d, outer=outer + bargs) for s, d in mid]
        self.emit("scf.condition(%s) %s : %s" % (c, ", ".join([ba[0], self.acc] + [v.name for v in vals]),
                                                 ", ".join(mtys)))
        self.leave(saved)
        self.emit("} do {")
        aa = [self.fresh("wj"), self.fresh("wk")]
        aargs = [V(self.fresh("wd"), s, d, self.root()) for s, d in mid]
        self.emit("^bb0(%s):" % ", ".join(["%s: %s" % (aa[0], ELT), "%s: %s" % (aa[1], ELT)] +
                                          ["%s: %s" % (a.name, a.ty) for a in aargs]))
        saved = self.enter()
        outer = list(self.pool)
        self.acc = aa[1]
        for a in aargs:
            self.add(a)
        self.stmts(self.r.randint(1, 3))
        one = self.ci(1)
        i2 = self.fresh("wn")
        self.emit("%s = arith.addi %s, %s : %s" % (i2, aa[0], one, ELT))
        vals = [self.yield_value(v.shape, v.dyn, outer=outer + aargs) for v in inits]
        self.emit("scf.yield %s : %s" % (", ".join([i2, self.acc] + [v.name for v in vals]), ", ".join(tys)))
        self.leave(saved)
        self.emit("}")
        self.acc = "%s#1" % n
        for i, (s, d) in enumerate(mid):
            self.add(V("%s#%d" % (n, i + 2), s, d, self.root()))

    def s_nested_for(self):
        """Two scf.for nested; the inner one carries the outer one's
        iteration arguments and (often) yields an outer iteration argument
        itself (not its own), possibly after writing it."""
        self.feat("nested-for")
        inits = self.carried(self.r.randint(1, 2))
        c0, c1 = self.cidx(0), self.cidx(1)
        ub = self.trip_count()
        n = self.fresh("nf")
        iv, acc = self.fresh("iv"), self.fresh("a")
        args = [V(self.fresh("ot"), v.shape, v.dyn, self.root()) for v in inits]
        tys = ", ".join([ELT] + [v.ty for v in inits])
        self.emit("%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {" % (
            n, 1 + len(inits), iv, c0, ub, c1,
            ", ".join(["%s = %s" % (acc, self.acc)] +
                      ["%s = %s" % (a.name, v.name) for a, v in zip(args, inits)]), tys))
        saved = self.enter()
        self.acc = acc
        for a in args:
            self.add(a)
        self.stmts(self.r.randint(0, 2))
        ub2 = self.trip_count()
        m = self.fresh("nf")
        jv, acc2 = self.fresh("jv"), self.fresh("a")
        iargs = [V(self.fresh("in"), v.shape, v.dyn, self.root()) for v in args]
        self.emit("%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {" % (
            m, 1 + len(args), jv, c0, ub2, c1,
            ", ".join(["%s = %s" % (acc2, self.acc)] +
                      ["%s = %s" % (a.name, v.name) for a, v in zip(iargs, args)]), tys))
        saved2 = self.enter()
        self.acc = acc2
        x = self.fresh("jx")
        self.emit("%s = arith.index_cast %s : index to %s" % (x, jv, ELT))
        self.mix(x)
        for a in iargs:
            self.add(a)
        self.stmts(self.r.randint(1, 3))
        vals = []
        for a, o in zip(iargs, args):
            r = self.r.random()
            if r < 0.4:
                self.feat("inner-yields-outer-arg")
                vals.append(o)
            elif r < 0.6:
                self.feat("inner-yields-outer-arg-written")
                self.s_write(o)
                vals.append(self.latest(o.root, o.shape))
            else:
                vals.append(self.yield_value(a.shape, a.dyn, root=a.root, outer=args))
        vals = [self.cast(v, a.dyn) for v, a in zip(vals, iargs)]
        self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]), tys))
        self.leave(saved2)
        self.emit("}")
        self.acc = "%s#0" % m
        for i, a in enumerate(args):
            self.add(V("%s#%d" % (m, i + 1), a.shape, a.dyn, a.root))
        self.stmts(self.r.randint(0, 2))
        vals = [self.yield_value(a.shape, a.dyn, root=a.root, outer=list(inits)) for a in args]
        self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]), tys))
        self.leave(saved)
        self.emit("}")
        self.acc = "%s#0" % n
        for i, v in enumerate(inits):
            self.add(V("%s#%d" % (n, i + 1), v.shape, v.dyn, v.root))

    def s_write(self, t):
        """Writes t (an insert of a scalar), adding the new value."""
        idx = self.indices(t.shape)
        v = self.scalar()
        n = self.fresh("ins")
        self.emit("%s = tensor.insert %s into %s[%s] : %s" % (n, v, t.name, ", ".join(idx), t.ty))
        self.add(V(n, t.shape, t.dyn, t.root))

    # ------------------------------------------------------------ functions
    def arg_slice(self, args, s, d):
        """A slice of an argument (or of its latest version) of shape s,
        returned by a helper (next to the argument itself, often)."""
        if len(s) != 1:
            return None
        cands = [a for a in args if len(a.shape) == 1 and a.shape[0] >= s[0]]
        if not cands:
            return None
        self.feat("return-arg-slice")
        a = self.r.choice(cands)
        src = self.latest(a.root, a.shape) if self.r.random() < 0.5 else a
        off = self.r.randint(0, src.shape[0] - s[0])
        n = self.fresh("rsl")
        v = V(n, s, (False,), src.root)
        self.emit("%s = tensor.extract_slice %s[%d] [%d] [1] : %s to %s" % (
            n, src.name, off, s[0], src.ty, v.ty))
        return self.cast(v, d)

    def ret_values(self, args, results):
        vals = []
        for s, d in results:
            r = self.r.random()
            cands = [a for a in args if a.shape == s]
            if r < 0.2:
                v = self.arg_slice(args, s, d)
                if v is not None:
                    vals.append(v)
                    continue
            if r < 0.6 and cands:
                self.feat("return-arg")
                a = self.r.choice(cands)
                v = self.latest(a.root, s) if self.r.random() < 0.6 else a
                vals.append(self.cast(v, d))
                continue
            if vals and vals[-1].shape == s and self.r.random() < 0.4:
                self.feat("return-twice")
                vals.append(self.cast(vals[-1], d))
                continue
            vals.append(self.yield_value(s, d))
        return vals

    def rec_body(self, name, group, params, results, peer):
        """One function of a recursive group: %n > 0 calls peer with
        %n - 1 (between other statements), else a base case; through
        scf.if or through cf.cond_br with a return in each block."""
        self.begin()
        self.acc = "%acc0"
        args = []
        for i, (s, d) in enumerate(params):
            v = V("%%arg%d" % i, s, d, self.root())
            args.append(v)
            self.add(v)
        self.callable = list(self.helpers)
        zero = self.ci(0)
        p = self.fresh("rp")
        self.emit("%s = arith.cmpi sgt, %%n, %s : %s" % (p, zero, ELT))
        rtys = [ELT] + [ttype(s, d) for s, d in results]
        use_cf = self.r.random() < 0.4
        if use_cf:
            self.feat("rec-cf-returns")
            lr, lb = self.label(), self.label()
            self.emit("cf.cond_br %s, %s, %s" % (p, lr, lb))
        else:
            r = self.fresh("rr")
            self.emit("%s%s = scf.if %s -> (%s) {" % (
                r, ":%d" % len(rtys) if len(rtys) > 1 else "", p, ", ".join(rtys)))
        for rec in (True, False):
            if use_cf:
                self.lines.append("%s:" % (lr if rec else lb))
                saved = (len(self.pool), self.acc)
            else:
                if not rec:
                    self.emit("} else {")
                saved = self.enter()
            self.stmts(self.r.randint(0, 2))
            if rec and peer is not None:
                one = self.ci(1)
                nm1 = self.fresh("nm")
                self.emit("%s = arith.subi %%n, %s : %s" % (nm1, one, ELT))
                if self.r.random() < 0.3:
                    self.rec_call_in_loop(peer, nm1)
                else:
                    self.s_call(peer, depth=nm1)
                self.stmts(self.r.randint(0, 2))
            vals = self.ret_values(args, results)
            term = "return" if use_cf else "scf.yield"
            self.emit("%s %s : %s" % (term, ", ".join([self.acc] + [v.name for v in vals]),
                                      ", ".join(rtys)))
            if use_cf:
                del self.pool[saved[0]:]
                self.acc = saved[1]
            else:
                self.leave(saved)
        if not use_cf:
            self.emit("}")
            names = self.results(r, len(rtys))
            self.emit("return %s : %s" % (", ".join(names), ", ".join(rtys)))
        vis = "private " if self.r.random() < 0.5 else ""
        sig = ", ".join(["%%n: %s" % ELT, "%%acc0: %s" % ELT] +
                        ["%s: %s" % (a.name, a.ty) for a in args])
        text = ["func.func %s@%s(%s) -> (%s) {" % (vis, name, sig, ", ".join(rtys))] + self.lines + ["}"]
        return "\n".join(text)

    def rec_call_in_loop(self, peer, nm1):
        """The recursive call in an scf.for of 1-2 trips carrying the
        accumulator and the tensors the call takes (its results of those
        types handed back, or the arguments as they were)."""
        self.feat("recursion-in-loop")
        name, params, results = peer
        inits = [self.need(s, d, fresh_p=0.05) for s, d in params]
        c0, c1 = self.cidx(0), self.cidx(1)
        ub = self.cidx(self.r.randint(1, 2))
        n = self.fresh("rl")
        iv, acc = self.fresh("iv"), self.fresh("a")
        args = [V(self.fresh("rt"), v.shape, v.dyn, self.root()) for v in inits]
        tys = ", ".join([ELT] + [v.ty for v in inits])
        self.emit("%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {" % (
            n, 1 + len(inits), iv, c0, ub, c1,
            ", ".join(["%s = %s" % (acc, self.acc)] +
                      ["%s = %s" % (a.name, v.name) for a, v in zip(args, inits)]), tys))
        saved = self.enter()
        self.acc = acc
        for a in args:
            self.add(a)
        before = len(self.pool)
        self.s_call(peer, depth=nm1)
        made = self.pool[before:]
        vals = []
        for a in args:
            outs = [v for v in made if v.shape == a.shape]
            vals.append(self.cast(self.r.choice(outs), a.dyn) if outs and self.r.random() < 0.6
                        else self.yield_value(a.shape, a.dyn, root=a.root))
        self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]), tys))
        self.leave(saved)
        self.emit("}")
        self.acc = "%s#0" % n
        for i, v in enumerate(inits):
            self.add(V("%s#%d" % (n, i + 1), v.shape, v.dyn, self.root()))

    def rec_group(self, k):
        """A self-recursive helper or two mutually recursive ones (same
        signature), callable by later functions."""
        params = [self.r.choice(HELPER_TYPES) for _ in range(self.r.randint(1, 2))]
        results = [self.r.choice(HELPER_TYPES + params) for _ in range(self.r.randint(0, 2))]
        names = ["r%d%s" % (k, c) for c in "ab"[:self.r.randint(1, 2)]]
        # sometimes no recursion: two returns (or an scf.if) chosen by %n
        plain = self.r.random() < 0.25
        self.feat("two-way-helper" if plain else
                  "recursion" if len(names) == 1 else "mutual-recursion")
        if plain:
            names = names[:1]
        group = [(nm, params, results) for nm in names]
        for nm in names:
            self.rec[nm] = names
        texts = [self.rec_body(nm, names, params, results,
                               None if plain else group[(i + 1) % len(group)])
                 for i, nm in enumerate(names)]
        self.helpers.extend(group)
        return texts


class Gen(Ext):
    def __init__(self, seed, size, ext=False):
        self.r = random.Random(seed)
        self.size = size
        self.ext = ext         # the --ext shapes (Ext below)
        self.rec = {}          # recursive helper -> its call group
        self.n = 0
        self.roots = 0
        self.out = []
        self.feats = set()
        self.helpers = []      # (name, params [(shape, dyn)], results)

    # ------------------------------------------------------------ basics
    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def root(self):
        self.roots += 1
        return self.roots

    def label(self):
        self.n += 1
        return "^bb%d" % self.n

    def emit(self, s):
        self.lines.append("  " * self.ind + s)

    def feat(self, f):
        self.feats.add(f)

    def cidx(self, v):
        n = self.fresh("c")
        self.emit("%s = arith.constant %d : index" % (n, v))
        return n

    def ci(self, v):
        n = self.fresh("c")
        self.emit("%s = arith.constant %d : %s" % (n, v, ELT))
        return n

    def add(self, v):
        self.pool.append(v)
        return v

    def mix(self, x):
        """acc = acc * 31 + x: the order of the values read matters."""
        k = self.ci(31)
        m = self.fresh("m")
        self.emit("%s = arith.muli %s, %s : %s" % (m, self.acc, k, ELT))
        a = self.fresh("acc")
        self.emit("%s = arith.addi %s, %s : %s" % (a, m, x, ELT))
        self.acc = a

    def scalar(self):
        """An i64 made from the accumulator or a constant."""
        if self.r.random() < 0.5:
            return self.ci(self.r.randint(-3, 20))
        k = self.ci(self.r.randint(1, 9))
        v = self.fresh("s")
        self.emit("%s = arith.addi %s, %s : %s" % (v, self.acc, k, ELT))
        return v

    def cond(self):
        one = self.ci(self.r.choice([1, 2, 4]))
        b = self.fresh("b")
        self.emit("%s = arith.andi %s, %s : %s" % (b, self.acc, one, ELT))
        z = self.ci(0)
        c = self.fresh("cnd")
        self.emit("%s = arith.cmpi %s, %s, %s : %s" % (
            c, self.r.choice(["eq", "ne"]), b, z, ELT))
        return c

    def data_index(self, n):
        """An index in [0, n) computed from the accumulator."""
        self.feat("data-index")
        k = self.ci(n)
        r = self.fresh("r")
        self.emit("%s = arith.remui %s, %s : %s" % (r, self.acc, k, ELT))
        i = self.fresh("ix")
        self.emit("%s = arith.index_cast %s : %s to index" % (i, r, ELT))
        return i

    def index(self, n):
        if self.r.random() < 0.25:
            return self.data_index(n)
        return self.cidx(self.r.randrange(n))

    def indices(self, shape):
        return [self.index(s) for s in shape]

    # ------------------------------------------------------------ values
    def weights(self, cands):
        pos = {id(v): i for i, v in enumerate(self.pool)}
        return [(pos.get(id(v), 0) + 1) ** 1.5 for v in cands]

    def pick(self, pred=lambda v: True):
        cands = [v for v in self.pool if pred(v)]
        if not cands:
            return None
        return self.r.choices(cands, weights=self.weights(cands))[0]

    def latest(self, root, shape):
        for v in reversed(self.pool):
            if v.root == root and v.shape == shape:
                return v
        return None

    def cast(self, v, dyn):
        if v.dyn == tuple(dyn):
            return v
        self.feat("cast")
        n = self.fresh("cast")
        w = V(n, v.shape, dyn, v.root)
        self.emit("%s = tensor.cast %s : %s to %s" % (n, v.name, v.ty, w.ty))
        return w

    def need(self, shape, dyn=None, fresh_p=0.15):
        """A value of this shape (cast to dyn when given)."""
        shape = tuple(shape)
        v = None
        if self.r.random() >= fresh_p:
            v = self.pick(lambda v: v.shape == shape)
        if v is None:
            v = self.new_tensor(shape, dyn if dyn is not None else
                                tuple(False for _ in shape))
        return self.cast(v, dyn) if dyn is not None else v

    def dyn_sizes(self, shape, dyn):
        return [self.cidx(s) for s, d in zip(shape, dyn) if d]

    def dense(self, shape):
        if len(shape) == 1:
            return "[" + ", ".join(str(self.r.randint(-4, 12)) for _ in range(shape[0])) + "]"
        return "[" + ", ".join(self.dense(shape[1:]) for _ in range(shape[0])) + "]"

    def new_tensor(self, shape, dyn=None):
        shape = tuple(shape)
        dyn = tuple(dyn) if dyn is not None else tuple(False for _ in shape)
        ty = ttype(shape, dyn)
        st = ttype(shape, [False] * len(shape))
        n = self.fresh("t")
        kind = self.r.choice(["const", "const", "empty", "generate", "alloc",
                              "from_elements", "splat", "alloc_copy"])
        if kind == "alloc_copy":
            src = self.pick(lambda v: v.shape == shape)
            if src is None:
                kind = "const"
            else:
                self.feat("alloc-tensor-copy")
                src = self.cast(src, dyn)
                self.emit("%s = bufferization.alloc_tensor() copy(%s) : %s" % (n, src.name, ty))
                return self.add(V(n, shape, dyn, self.root()))
        if kind == "from_elements" and (len(shape) != 1 or shape[0] > 8):
            kind = "const"
        if kind == "const":
            self.feat("constant")
            self.emit("%s = arith.constant dense<%s> : %s" % (n, self.dense(shape), st))
            v = V(n, shape, [False] * len(shape), self.root())
            return self.add(self.cast(v, dyn))
        if kind == "from_elements":
            self.feat("from-elements")
            els = [self.scalar() for _ in range(shape[0])]
            self.emit("%s = tensor.from_elements %s : %s" % (n, ", ".join(els), st))
            return self.add(self.cast(V(n, shape, [False], self.root()), dyn))
        if kind == "splat":
            self.feat("splat")
            s = self.scalar()
            self.emit("%s = tensor.splat %s : %s" % (n, s, st))
            return self.add(self.cast(V(n, shape, [False] * len(shape), self.root()), dyn))
        sizes = self.dyn_sizes(shape, dyn)
        if kind == "generate":
            self.feat("generate")
            self.emit("%s = tensor.generate %s {" % (n, ", ".join(sizes)))
            args = ["%%g%d_%d" % (self.n, i) for i in range(len(shape))]
            self.emit("^bb0(%s):" % ", ".join(a + ": index" for a in args))
            self.ind += 1
            acc = self.acc
            x = self.fresh("gi")
            self.emit("%s = arith.index_cast %s : index to %s" % (x, args[-1], ELT))
            k = self.ci(self.r.randint(1, 7))
            y = self.fresh("gy")
            self.emit("%s = arith.muli %s, %s : %s" % (y, x, k, ELT))
            z = self.fresh("gz")
            self.emit("%s = arith.addi %s, %s : %s" % (z, y, acc, ELT))
            self.emit("tensor.yield %s : %s" % (z, ELT))
            self.ind -= 1
            self.emit("} : %s" % ty)
            return self.add(V(n, shape, dyn, self.root()))
        if kind == "empty":
            self.feat("empty")
            self.emit("%s = tensor.empty(%s) : %s" % (n, ", ".join(sizes), ty))
        else:
            self.feat("alloc-tensor")
            self.emit("%s = bufferization.alloc_tensor(%s) : %s" % (n, ", ".join(sizes), ty))
        f = self.fresh("t")
        s = self.scalar()
        self.emit("%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (f, s, ELT, n, ty, ty))
        return self.add(V(f, shape, dyn, self.root()))

    # ------------------------------------------------------------ statements
    def stmt(self):
        r = self.r
        kinds = {
            "insert": 10, "extract": 9, "fill": 3, "map": 5, "generic": 5,
            "copy": 3, "slice": 6, "insert_slice": 7, "cast": 3, "expand": 3,
            "collapse": 2, "matmul": 2, "transpose": 2, "pad": 2, "concat": 2,
            "materialize": 3, "select": 2, "dim": 2, "new": 3, "empty_insert": 3,
        }
        if self.helpers_avail():
            kinds["call"] = 5
        if self.depth < 2:
            kinds.update({"if": 3, "for": 4, "while": 3, "switch": 2,
                          "forall": 3, "exec": 1})
        if self.top:
            kinds.update({"diamond": 2, "cfloop": 3})
        if self.ext:
            self.ext_kinds(kinds)
        k = r.choices(list(kinds), weights=list(kinds.values()))[0]
        before = len(self.pool)
        getattr(self, "s_" + k)()
        if k in WRITES and len(self.pool) == before + 1 and r.random() < 0.12:
            # a write nothing reads afterwards: later uses see the old value
            self.feat("dead-write")
            self.pool.pop()

    def stmts(self, n):
        for _ in range(n):
            self.stmt()

    def s_new(self):
        shape = self.r.choice([(8,), (8,), (4,), (2, 4), (4, 2)])
        dyn = tuple(self.r.random() < 0.3 for _ in shape)
        self.new_tensor(shape, dyn)

    def s_insert(self):
        t = self.pick()
        if t is None:
            return self.s_new()
        idx = self.indices(t.shape)
        v = self.scalar()
        n = self.fresh("ins")
        self.emit("%s = tensor.insert %s into %s[%s] : %s" % (n, v, t.name, ", ".join(idx), t.ty))
        self.add(V(n, t.shape, t.dyn, t.root))

    def s_extract(self):
        t = self.pick()
        if t is None:
            return self.s_new()
        idx = self.indices(t.shape)
        e = self.fresh("e")
        self.emit("%s = tensor.extract %s[%s] : %s" % (e, t.name, ", ".join(idx), t.ty))
        self.mix(e)

    def s_dim(self):
        t = self.pick(lambda v: any(v.dyn))
        if t is None:
            return self.s_extract()
        self.feat("dim")
        d = self.r.choice([i for i, x in enumerate(t.dyn) if x])
        k = self.cidx(d)
        n = self.fresh("d")
        self.emit("%s = tensor.dim %s, %s : %s" % (n, t.name, k, t.ty))
        x = self.fresh("dx")
        self.emit("%s = arith.index_cast %s : index to %s" % (x, n, ELT))
        self.mix(x)

    def s_fill(self):
        t = self.pick()
        if t is None:
            return self.s_new()
        self.feat("fill")
        s = self.scalar()
        n = self.fresh("fill")
        self.emit("%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (n, s, ELT, t.name, t.ty, t.ty))
        self.add(V(n, t.shape, t.dyn, t.root))

    def binop(self):
        return self.r.choice(["arith.addi", "arith.subi", "arith.muli", "arith.maxsi"])

    def s_map(self):
        d = self.pick()
        if d is None:
            return self.s_new()
        self.feat("map")
        ins = [self.need(d.shape, d.dyn) for _ in range(self.r.randint(1, 2))]
        n = self.fresh("map")
        args = ["%%x%d_%d" % (self.n, i) for i in range(len(ins) + 1)]
        self.emit("%s = linalg.map ins(%s : %s) outs(%s : %s) (%s) {" % (
            n, ", ".join(v.name for v in ins), ", ".join(v.ty for v in ins),
            d.name, d.ty, ", ".join(a + ": " + ELT for a in args)))
        self.ind += 1
        # the last argument is the init: reading it makes the map read d
        use = args if self.r.random() < 0.4 else args[:-1]
        cur = use[0]
        for a in use[1:]:
            x = self.fresh("y")
            self.emit("%s = %s %s, %s : %s" % (x, self.binop(), cur, a, ELT))
            cur = x
        if len(use) == 1:
            k = self.ci(self.r.randint(1, 5))
            x = self.fresh("y")
            self.emit("%s = arith.addi %s, %s : %s" % (x, cur, k, ELT))
            cur = x
        self.emit("linalg.yield %s : %s" % (cur, ELT))
        self.ind -= 1
        self.emit("}")
        self.add(V(n, d.shape, d.dyn, d.root))

    def s_generic(self):
        d = self.pick()
        if d is None:
            return self.s_new()
        self.feat("generic")
        rank = len(d.shape)
        dims = ", ".join("d%d" % i for i in range(rank))
        ident = "affine_map<(%s) -> (%s)>" % (dims, dims)
        in_map = ident
        a = None
        if rank == 1 and not d.dyn[0] and self.r.random() < 0.4:
            # reads its input back to front: in place on one buffer it
            # would read elements it already wrote
            self.feat("generic-reverse")
            in_map = "affine_map<(d0) -> (-d0 + %d)>" % (d.shape[0] - 1)
        elif rank == 2 and d.shape[0] != d.shape[1] and self.r.random() < 0.3:
            pass
        elif rank == 2 and self.r.random() < 0.4:
            self.feat("generic-transpose")
            in_map = "affine_map<(d0, d1) -> (d1, d0)>"
            a = self.need((d.shape[1], d.shape[0]))
        if a is None:
            # often d itself or another name of its buffer
            a = d if self.r.random() < 0.3 else self.need(d.shape, None)
        reads_init = self.r.random() < 0.5
        n = self.fresh("gen")
        self.emit("%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} "
                  "ins(%s : %s) outs(%s : %s) {" % (
                      n, in_map, ident, ", ".join(['"parallel"'] * rank),
                      a.name, a.ty, d.name, d.ty))
        x, y = "%%p%d" % self.n, "%%q%d" % self.n
        self.emit("^bb0(%s: %s, %s: %s):" % (x, ELT, y, ELT))
        self.ind += 1
        z = self.fresh("z")
        if reads_init:
            self.emit("%s = %s %s, %s : %s" % (z, self.binop(), x, y, ELT))
        else:
            k = self.ci(self.r.randint(2, 5))
            self.emit("%s = arith.muli %s, %s : %s" % (z, x, k, ELT))
        self.emit("linalg.yield %s : %s" % (z, ELT))
        self.ind -= 1
        self.emit("} -> %s" % d.ty)
        self.add(V(n, d.shape, d.dyn, d.root))

    def s_copy(self):
        d = self.pick()
        if d is None:
            return self.s_new()
        self.feat("copy")
        a = self.need(d.shape, d.dyn)
        n = self.fresh("cp")
        self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s" % (
            n, a.name, a.ty, d.name, d.ty, d.ty))
        self.add(V(n, d.shape, d.dyn, d.root))

    def s_materialize(self):
        """materialize_in_destination must write its destination in place:
        the destination is always a new alloc_tensor (an operand that needs
        a copy is refused, by upstream too; a tensor.empty there may become
        a constant under eliminate-empty-tensors when the result is
        inserted into one, which mlir-opt 22 refuses the same way)."""
        a = self.pick()
        if a is None:
            return self.s_new()
        self.feat("materialize")
        sizes = self.dyn_sizes(a.shape, a.dyn)
        d = self.fresh("md")
        op = "bufferization.alloc_tensor"
        self.emit("%s = %s(%s) : %s" % (d, op, ", ".join(sizes), a.ty))
        n = self.fresh("mat")
        self.emit("%s = bufferization.materialize_in_destination %s in %s : (%s, %s) -> %s" % (
            n, a.name, d, a.ty, a.ty, a.ty))
        self.add(V(n, a.shape, a.dyn, a.root))

    def s_select(self):
        a = self.pick()
        if a is None:
            return self.s_new()
        self.feat("select")
        b = self.need(a.shape, a.dyn)
        c = self.cond()
        n = self.fresh("sel")
        self.emit("%s = arith.select %s, %s, %s : %s" % (n, c, a.name, b.name, a.ty))
        self.add(V(n, a.shape, a.dyn, self.r.choice([a.root, b.root])))

    def s_cast(self):
        t = self.pick()
        if t is None:
            return self.s_new()
        i = self.r.randrange(len(t.shape))
        dyn = list(t.dyn)
        dyn[i] = not dyn[i]
        self.add(self.cast(t, tuple(dyn)))

    def s_slice(self):
        t = self.pick()
        if t is None:
            return self.s_new()
        self.feat("extract-slice")
        n = self.fresh("sl")
        if len(t.shape) == 1:
            size = t.shape[0]
            s = self.r.randint(1, size)
            stride = 1
            if s > 1 and 2 * (s - 1) < size and self.r.random() < 0.3:
                stride = 2
                self.feat("strided-slice")
            off = self.r.randint(0, size - 1 - stride * (s - 1))
            offs = self.cidx(off) if self.r.random() < 0.3 else str(off)
            res = V(n, (s,), (False,), self.root())
            self.emit("%s = tensor.extract_slice %s[%s] [%d] [%d] : %s to %s" % (
                n, t.name, offs, s, stride, t.ty, res.ty))
            return self.add(res)
        r0, c0 = t.shape
        if self.r.random() < 0.4:
            self.feat("rank-reducing-slice")
            row = self.r.randrange(r0)
            res = V(n, (c0,), (False,), self.root())
            self.emit("%s = tensor.extract_slice %s[%d, 0] [1, %d] [1, 1] : %s to %s" % (
                n, t.name, row, c0, t.ty, res.ty))
            return self.add(res)
        sr, sc = self.r.randint(1, r0), self.r.randint(1, c0)
        o0, o1 = self.r.randint(0, r0 - sr), self.r.randint(0, c0 - sc)
        res = V(n, (sr, sc), (False, False), self.root())
        self.emit("%s = tensor.extract_slice %s[%d, %d] [%d, %d] [1, 1] : %s to %s" % (
            n, t.name, o0, o1, sr, sc, t.ty, res.ty))
        self.add(res)

    def s_insert_slice(self, src=None, d=None):
        d = d or self.pick()
        if d is None:
            return self.s_new()
        self.feat("insert-slice")
        n = self.fresh("is")
        if len(d.shape) == 1:
            size = d.shape[0]
            if src is None:
                src = self.pick(lambda v: len(v.shape) == 1 and v.shape[0] <= size
                                and v is not d)
                if src is None or self.r.random() < 0.2:
                    src = self.need((self.r.randint(1, size),))
            src = self.cast(src, (False,))
            s = src.shape[0]
            stride = 1
            if s > 1 and 2 * (s - 1) < size and self.r.random() < 0.25:
                stride = 2
            off = self.r.randint(0, size - 1 - stride * (s - 1))
            offs = self.cidx(off) if self.r.random() < 0.3 else str(off)
            self.emit("%s = tensor.insert_slice %s into %s[%s] [%d] [%d] : %s into %s" % (
                n, src.name, d.name, offs, s, stride, src.ty, d.ty))
            return self.add(V(n, d.shape, d.dyn, d.root))
        r0, c0 = d.shape
        if src is None:
            if self.r.random() < 0.5:
                src = self.need((c0,))
            else:
                src = self.need((self.r.randint(1, r0), self.r.randint(1, c0)))
        src = self.cast(src, (False,) * len(src.shape))
        if len(src.shape) == 1:
            self.feat("rank-extending-insert")
            row = self.r.randrange(r0)
            self.emit("%s = tensor.insert_slice %s into %s[%d, 0] [1, %d] [1, 1] : %s into %s" % (
                n, src.name, d.name, row, c0, src.ty, d.ty))
        else:
            sr, sc = src.shape
            o0, o1 = self.r.randint(0, r0 - sr), self.r.randint(0, c0 - sc)
            self.emit("%s = tensor.insert_slice %s into %s[%d, %d] [%d, %d] [1, 1] : %s into %s" % (
                n, src.name, d.name, o0, o1, sr, sc, src.ty, d.ty))
        self.add(V(n, d.shape, d.dyn, d.root))

    def s_empty_insert(self):
        """tensor.empty, written whole, then inserted into a destination
        (what eliminate-empty-tensors rewrites)."""
        d = self.pick()
        if d is None:
            return self.s_new()
        self.feat("empty-insert")
        if len(d.shape) == 1:
            shape = (self.r.randint(1, d.shape[0]),)
        else:
            shape = (self.r.randint(1, d.shape[0]), self.r.randint(1, d.shape[1]))
        if self.r.random() < 0.3:
            shape = d.shape
        ty = ttype(shape, [False] * len(shape))
        e = self.fresh("em")
        self.emit("%s = tensor.empty() : %s" % (e, ty))
        f = self.fresh("ef")
        if self.r.random() < 0.5:
            s = self.scalar()
            self.emit("%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (f, s, ELT, e, ty, ty))
        else:
            a = self.need(shape, (False,) * len(shape))
            self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s" % (f, a.name, a.ty, e, ty, ty))
        src = V(f, shape, (False,) * len(shape), self.root())
        self.s_insert_slice(src, d)

    def s_expand(self):
        t = self.pick(lambda v: len(v.shape) == 1 and v.shape[0] % 2 == 0 and v.shape[0] >= 4)
        if t is None:
            return self.s_slice()
        self.feat("expand")
        n0 = t.shape[0]
        a = self.r.choice([x for x in (2, 4, n0 // 2) if n0 % x == 0])
        shape = (a, n0 // a)
        n = self.fresh("ex")
        if t.dyn[0]:
            d = self.cidx(a)
            dyn = (True, False)
            res = V(n, shape, dyn, t.root)
            self.emit("%s = tensor.expand_shape %s [[0, 1]] output_shape [%s, %d] : %s into %s" % (
                n, t.name, d, shape[1], t.ty, res.ty))
        else:
            res = V(n, shape, (False, False), t.root)
            self.emit("%s = tensor.expand_shape %s [[0, 1]] output_shape [%d, %d] : %s into %s" % (
                n, t.name, shape[0], shape[1], t.ty, res.ty))
        self.add(res)

    def s_collapse(self):
        t = self.pick(lambda v: len(v.shape) == 2)
        if t is None:
            return self.s_expand()
        self.feat("collapse")
        n = self.fresh("co")
        res = V(n, (t.shape[0] * t.shape[1],), (any(t.dyn),), t.root)
        self.emit("%s = tensor.collapse_shape %s [[0, 1]] : %s into %s" % (n, t.name, t.ty, res.ty))
        self.add(res)

    def s_matmul(self):
        c = self.pick(lambda v: len(v.shape) == 2)
        if c is None:
            c = self.new_tensor(self.r.choice([(2, 2), (2, 4), (4, 2)]))
        self.feat("matmul")
        m, nn = c.shape
        k = self.r.choice([1, 2, 4])
        a = self.need((m, k))
        b = self.need((k, nn))
        n = self.fresh("mm")
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
            n, a.name, b.name, a.ty, b.ty, c.name, c.ty, c.ty))
        self.add(V(n, c.shape, c.dyn, c.root))

    def s_transpose(self):
        a = self.pick(lambda v: len(v.shape) == 2)
        if a is None:
            return self.s_expand()
        self.feat("transpose")
        a = self.cast(a, (False, False))
        d = self.need((a.shape[1], a.shape[0]), (False, False))
        n = self.fresh("tr")
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0]" % (
            n, a.name, a.ty, d.name, d.ty))
        self.add(V(n, d.shape, d.dyn, d.root))

    def s_pad(self):
        t = self.pick(lambda v: len(v.shape) == 1 and v.shape[0] <= 12)
        if t is None:
            return self.s_slice()
        self.feat("pad")
        lo, hi = self.r.randint(0, 3), self.r.randint(0, 3)
        v = self.scalar()
        n = self.fresh("pad")
        dynlo = self.r.random() < 0.3
        los = self.cidx(lo) if dynlo else str(lo)
        res = V(n, (t.shape[0] + lo + hi,), (dynlo or t.dyn[0],), self.root())
        self.emit("%s = tensor.pad %s low[%s] high[%d] {" % (n, t.name, los, hi))
        self.emit("^bb0(%%pi%d: index):" % self.n)
        self.emit("  tensor.yield %s : %s" % (v, ELT))
        self.emit("} : %s to %s" % (t.ty, res.ty))
        self.add(res)

    def s_concat(self):
        a = self.pick(lambda v: len(v.shape) == 1 and v.shape[0] <= 12)
        if a is None:
            return self.s_slice()
        self.feat("concat")
        b = self.pick(lambda v: len(v.shape) == 1 and v.shape[0] <= 12)
        n = self.fresh("cat")
        res = V(n, (a.shape[0] + b.shape[0],), (a.dyn[0] or b.dyn[0],), self.root())
        self.emit("%s = tensor.concat dim(0) %s, %s : (%s, %s) -> %s" % (
            n, a.name, b.name, a.ty, b.ty, res.ty))
        self.add(res)

    # ------------------------------------------------------------ calls
    def helpers_avail(self):
        return bool(self.callable)

    def s_call(self, callee=None, depth=None):
        name, params, results = callee or self.r.choice(self.callable)
        self.feat("call")
        lead = []
        if name in self.rec:
            # a recursive helper's first argument bounds its depth
            lead = [depth or self.ci(self.r.randint(0, 3))]
        args = []
        for shape, dyn in params:
            if args and self.r.random() < 0.25:
                prev = [v for v in args if v.shape == shape]
                if prev:
                    self.feat("call-same-arg-twice")
                    args.append(self.cast(prev[0], dyn))
                    continue
            args.append(self.need(shape, dyn, fresh_p=0.05))
        n = self.fresh("call")
        nres = 1 + len(results)
        self.emit("%s%s = func.call @%s(%s) : (%s) -> (%s)" % (
            n, ":%d" % nres if nres > 1 else "", name,
            ", ".join(lead + [self.acc] + [v.name for v in args]),
            ", ".join([ELT] * len(lead) + [ELT] + [v.ty for v in args]),
            ", ".join([ELT] + [ttype(s, d) for s, d in results])))
        names = [n] if nres == 1 else ["%s#%d" % (n, i) for i in range(nres)]
        self.acc = names[0]
        for (shape, dyn), nm in zip(results, names[1:]):
            self.add(V(nm, shape, dyn, self.root()))

    # ------------------------------------------------------------ regions
    def enter(self):
        saved = (len(self.pool), self.acc, self.top)
        self.depth += 1
        self.ind += 1
        self.top = False
        return saved

    def leave(self, saved):
        del self.pool[saved[0]:]
        self.acc = saved[1]
        self.top = saved[2]
        self.depth -= 1
        self.ind -= 1

    def yield_value(self, shape, dyn, root=None, others=(), outer=()):
        """The value a region hands on for (shape, dyn): the latest of its
        own lineage, another carried one's (a swap), an outer value, any
        value of the shape, or a new tensor."""
        r = self.r.random()
        v = None
        if root is not None and r < 0.1:
            # an older version of the carried value (written since)
            olds = [w for w in self.pool if w.root == root and w.shape == shape]
            if len(olds) > 1:
                self.feat("yield-stale")
                v = self.r.choice(olds[:-1])
        elif root is not None and r < 0.5:
            v = self.latest(root, shape)
        elif others and r < 0.7:
            rt = self.r.choice(others)
            v = self.latest(rt, shape)
            if v is not None:
                self.feat("yield-swapped")
        elif outer and r < 0.85:
            v = self.r.choice([o for o in outer if o.shape == shape] or [None])
            if v is not None:
                self.feat("yield-outer")
        elif r < 0.93:
            v = self.pick(lambda w: w.shape == shape)
        if v is None:
            v = self.pick(lambda w: w.shape == shape) if self.r.random() < 0.7 else None
        if v is None:
            self.feat("yield-new")
            v = self.new_tensor(shape, dyn)
        return self.cast(v, dyn)

    def carried(self, k):
        """k tensors from the pool (one may come twice)."""
        out = []
        for _ in range(k):
            if out and self.r.random() < 0.15:
                self.feat("same-init-twice")
                out.append(self.r.choice(out))
            else:
                v = self.pick()
                out.append(v if v is not None else self.new_tensor((8,)))
        return out

    def results(self, name, n):
        return [name] if n == 1 else ["%s#%d" % (name, i) for i in range(n)]

    def region_types(self):
        k = self.r.randint(0, 2)
        out = []
        for _ in range(k):
            v = self.pick()
            if v is None or self.r.random() < 0.2:
                out.append(((8,), (self.r.random() < 0.3,)))
            else:
                out.append((v.shape, v.dyn))
        return out

    def arm(self, types, term):
        saved = self.enter()
        outer = list(self.pool)
        self.stmts(self.r.randint(0, 3))
        vals = [self.yield_value(s, d, outer=outer) for s, d in types]
        self.emit("%s %s : %s" % (term, ", ".join([self.acc] + [v.name for v in vals]),
                                  ", ".join([ELT] + [v.ty for v in vals])))
        self.leave(saved)

    def bind(self, name, types):
        names = self.results(name, 1 + len(types))
        self.acc = names[0]
        for (s, d), nm in zip(types, names[1:]):
            self.add(V(nm, s, d, self.root()))

    def s_if(self):
        self.feat("scf.if")
        types = self.region_types()
        c = self.cond()
        n = self.fresh("if")
        tys = ", ".join([ELT] + [ttype(s, d) for s, d in types])
        self.emit("%s%s = scf.if %s -> (%s) {" % (n, ":%d" % (1 + len(types)) if types else "", c, tys))
        self.arm(types, "scf.yield")
        self.emit("} else {")
        self.arm(types, "scf.yield")
        self.emit("}")
        self.bind(n, types)

    def s_switch(self):
        self.feat("scf.index_switch")
        types = self.region_types()
        sel = self.data_index(3)
        n = self.fresh("sw")
        tys = ", ".join([ELT] + [ttype(s, d) for s, d in types])
        self.emit("%s%s = scf.index_switch %s -> %s" % (n, ":%d" % (1 + len(types)) if types else "", sel, tys))
        for case in ("case 0", "case 1", "default"):
            self.emit(case + " {")
            self.arm(types, "scf.yield")
            self.emit("}")
        self.bind(n, types)

    def s_exec(self):
        self.feat("scf.execute_region")
        types = self.region_types()
        n = self.fresh("ex")
        tys = ", ".join([ELT] + [ttype(s, d) for s, d in types])
        self.emit("%s%s = scf.execute_region -> (%s) {" % (n, ":%d" % (1 + len(types)) if types else "", tys))
        self.arm(types, "scf.yield")
        self.emit("}")
        self.bind(n, types)

    def trip_count(self):
        if self.r.random() < 0.3:
            self.feat("data-trips")
            k = self.ci(3)
            b = self.fresh("b")
            self.emit("%s = arith.andi %s, %s : %s" % (b, self.acc, k, ELT))
            i = self.fresh("ub")
            self.emit("%s = arith.index_cast %s : %s to index" % (i, b, ELT))
            return i
        return self.cidx(self.r.choice([0, 1, 2, 2, 3, 3]))

    def carry_yields(self, args, inits, outer):
        """Values handed on for each carried argument."""
        roots = [a.root for a in args]
        vals = []
        for i, a in enumerate(args):
            others = [rt for j, rt in enumerate(roots) if j != i and args[j].shape == a.shape]
            vals.append(self.yield_value(a.shape, a.dyn, root=a.root, others=others,
                                         outer=list(inits) + outer))
        return vals

    def s_for(self):
        self.feat("scf.for")
        inits = self.carried(self.r.randint(1, 3))
        lb, st = self.cidx(0), self.cidx(1)
        ub = self.trip_count()
        n = self.fresh("for")
        iv = self.fresh("iv")
        acc = self.fresh("a")
        args = [V(self.fresh("it"), v.shape, v.dyn, self.root()) for v in inits]
        tys = ", ".join([ELT] + [v.ty for v in inits])
        self.emit("%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {" % (
            n, 1 + len(inits), iv, lb, ub, st,
            ", ".join(["%s = %s" % (acc, self.acc)] +
                      ["%s = %s" % (a.name, v.name) for a, v in zip(args, inits)]), tys))
        saved = self.enter()
        outer = list(self.pool)
        self.acc = acc
        x = self.fresh("ivx")
        self.emit("%s = arith.index_cast %s : index to %s" % (x, iv, ELT))
        self.mix(x)
        for a in args:
            self.add(a)
        self.stmts(self.r.randint(1, 4))
        vals = self.carry_yields(args, inits, outer)
        self.emit("scf.yield %s : %s" % (", ".join([self.acc] + [v.name for v in vals]), tys))
        self.leave(saved)
        self.emit("}")
        self.acc = "%s#0" % n
        for i, v in enumerate(inits):
            self.add(V("%s#%d" % (n, i + 1), v.shape, v.dyn, v.root))

    def s_while(self):
        self.feat("scf.while")
        inits = self.carried(self.r.randint(1, 3))
        bound = self.ci(self.r.choice([0, 1, 2, 3]))
        zero = self.ci(0)
        n = self.fresh("wh")
        tys = [ELT, ELT] + [v.ty for v in inits]
        ba = [self.fresh("wi"), self.fresh("wa")]
        bargs = [V(self.fresh("wb"), v.shape, v.dyn, self.root()) for v in inits]
        self.emit("%s:%d = scf.while (%s) : (%s) -> (%s) {" % (
            n, len(tys), ", ".join(["%s = %s" % (ba[0], zero), "%s = %s" % (ba[1], self.acc)] +
                                   ["%s = %s" % (a.name, v.name) for a, v in zip(bargs, inits)]),
            ", ".join(tys), ", ".join(tys)))
        saved = self.enter()
        outer = list(self.pool)
        self.acc = ba[1]
        for a in bargs:
            self.add(a)
        self.stmts(self.r.randint(0, 2))
        c = self.fresh("wc")
        self.emit("%s = arith.cmpi slt, %s, %s : %s" % (c, ba[0], bound, ELT))
        vals = self.carry_yields(bargs, inits, outer)
        self.emit("scf.condition(%s) %s : %s" % (c, ", ".join([ba[0], self.acc] + [v.name for v in vals]),
                                                 ", ".join(tys)))
        self.leave(saved)
        self.emit("} do {")
        aa = [self.fresh("wj"), self.fresh("wk")]
        aargs = [V(self.fresh("wd"), v.shape, v.dyn, self.root()) for v in inits]
        self.emit("^bb0(%s):" % ", ".join(["%s: %s" % (aa[0], ELT), "%s: %s" % (aa[1], ELT)] +
                                          ["%s: %s" % (a.name, a.ty) for a in aargs]))
        saved = self.enter()
        outer = list(self.pool)
        self.acc = aa[1]
        for a in aargs:
            self.add(a)
        self.stmts(self.r.randint(1, 3))
        one = self.ci(1)
        i2 = self.fresh("wn")
        self.emit("%s = arith.addi %s, %s : %s" % (i2, aa[0], one, ELT))
        vals = self.carry_yields(aargs, inits, outer)
        self.emit("scf.yield %s : %s" % (", ".join([i2, self.acc] + [v.name for v in vals]), ", ".join(tys)))
        self.leave(saved)
        self.emit("}")
        self.acc = "%s#1" % n
        for i, v in enumerate(inits):
            self.add(V("%s#%d" % (n, i + 2), v.shape, v.dyn, v.root))

    def s_forall(self):
        t = self.pick(lambda v: len(v.shape) == 1)
        if t is None:
            return self.s_for()
        self.feat("scf.forall")
        size = t.shape[0]
        trips = self.r.choice([k for k in (1, 2, 4) if size % k == 0])
        chunk = size // trips
        n = self.fresh("fa")
        iv = self.fresh("fi")
        o = self.fresh("fo")
        self.emit("%s = scf.forall (%s) in (%d) shared_outs(%s = %s) -> (%s) {" % (
            n, iv, trips, o, t.name, t.ty))
        saved = self.enter()
        ck = self.cidx(chunk)
        off = self.fresh("off")
        self.emit("%s = arith.muli %s, %s : index" % (off, iv, ck))
        s = self.fresh("fs")
        sty = ttype((chunk,), (False,))
        self.emit("%s = tensor.extract_slice %s[%s] [%d] [1] : %s to %s" % (s, o, off, chunk, t.ty, sty))
        sv = self.add(V(s, (chunk,), (False,), self.root()))
        if self.r.random() < 0.5:
            # this trip's chunk of another tensor (maybe the shared init)
            u = self.pick(lambda v: v.shape == t.shape)
            if u is not None:
                self.feat("forall-reads-outer")
                us = self.fresh("fu")
                self.emit("%s = tensor.extract_slice %s[%s] [%d] [1] : %s to %s" % (
                    us, u.name, off, chunk, u.ty, sty))
                self.add(V(us, (chunk,), (False,), self.root()))
        self.stmts(self.r.randint(1, 3))
        src = self.latest(sv.root, (chunk,))
        if self.r.random() < 0.3:
            src = self.pick(lambda v: v.shape == (chunk,)) or src
        src = self.cast(src, (False,))
        self.emit("scf.forall.in_parallel {")
        self.emit("  tensor.parallel_insert_slice %s into %s[%s] [%d] [1] : %s into %s" % (
            src.name, o, off, chunk, sty, t.ty))
        self.emit("}")
        self.leave(saved)
        self.emit("}")
        self.add(V(n, t.shape, t.dyn, t.root))

    # ------------------------------------------------------------ cf
    def block_args(self, vals):
        return [V(self.fresh("ba"), v.shape, v.dyn, self.root()) for v in vals]

    def branch(self, target, accv, vals):
        ops = [accv] + [v.name for v in vals]
        tys = [ELT] + [v.ty for v in vals]
        return "%s(%s : %s)" % (target, ", ".join(ops), ", ".join(tys))

    def s_diamond(self):
        self.feat("cf.diamond")
        types = self.region_types()
        if not types and self.pool:
            v = self.pick()
            types = [(v.shape, v.dyn)]
        c = self.cond()
        la, lb, lj = self.label(), self.label(), self.label()
        # the arms may take tensors as block arguments of their own
        passed = []
        if self.pool and self.r.random() < 0.4:
            self.feat("cf.arm-args")
            passed = [[self.pick() for _ in range(self.r.randint(1, 2))] for _ in (la, lb)]
        targets = [lbl if not passed else "%s(%s : %s)" % (
            lbl, ", ".join(v.name for v in vs), ", ".join(v.ty for v in vs))
            for lbl, vs in zip((la, lb), passed or [[], []])]
        self.emit("cf.cond_br %s, %s, %s" % (c, targets[0], targets[1]))
        outer_len, acc0 = len(self.pool), self.acc
        for k, lbl in enumerate((la, lb)):
            if passed:
                bargs = [V(self.fresh("aa"), v.shape, v.dyn, self.root()) for v in passed[k]]
                self.lines.append("%s(%s):" % (lbl, ", ".join("%s: %s" % (a.name, a.ty) for a in bargs)))
                for a in bargs:
                    self.add(a)
            else:
                self.lines.append("%s:" % lbl)
            outer = list(self.pool)
            self.stmts(self.r.randint(0, 3))
            vals = [self.yield_value(s, d, outer=outer) for s, d in types]
            self.emit("cf.br " + self.branch(lj, self.acc, vals))
            del self.pool[outer_len:]
            self.acc = acc0
        acc = self.fresh("ja")
        args = [V(self.fresh("ja"), s, d, self.root()) for s, d in types]
        self.lines.append("%s(%s):" % (lj, ", ".join(["%s: %s" % (acc, ELT)] +
                                                     ["%s: %s" % (a.name, a.ty) for a in args])))
        self.acc = acc
        for a in args:
            self.add(a)

    def s_cfloop(self):
        self.feat("cf.loop")
        inits = self.carried(self.r.randint(1, 3))
        bound = self.ci(self.r.choice([0, 1, 2, 3]))
        zero = self.ci(0)
        lh, lb, le = self.label(), self.label(), self.label()
        ctr = self.fresh("ci")
        acc = self.fresh("ca")
        args = [V(self.fresh("ct"), v.shape, v.dyn, self.root()) for v in inits]
        self.emit("cf.br %s(%s : %s)" % (lh, ", ".join([zero, self.acc] + [v.name for v in inits]),
                                         ", ".join([ELT, ELT] + [v.ty for v in inits])))
        self.lines.append("%s(%s):" % (lh, ", ".join(["%s: %s" % (ctr, ELT), "%s: %s" % (acc, ELT)] +
                                                     ["%s: %s" % (a.name, a.ty) for a in args])))
        outer_len = len(self.pool)
        outer = list(self.pool)
        for a in args:
            self.add(a)
        self.acc = acc
        cmp = self.fresh("cc")
        self.emit("%s = arith.cmpi slt, %s, %s : %s" % (cmp, ctr, bound, ELT))
        # the exit takes the header's arguments, maybe in another order
        ex = list(args)
        if self.r.random() < 0.3:
            self.r.shuffle(ex)
        ex = [self.cast(v, a.dyn) if v.shape == a.shape else a for v, a in zip(ex, args)]
        self.emit("cf.cond_br %s, %s, %s" % (cmp, lb, self.branch(le, acc, ex)))
        self.lines.append("%s:" % lb)
        self.stmts(self.r.randint(1, 4))
        one = self.ci(1)
        c2 = self.fresh("cn")
        self.emit("%s = arith.addi %s, %s : %s" % (c2, ctr, one, ELT))
        if self.r.random() < 0.3:
            # a second back edge from the middle of the body
            self.feat("cf.two-back-edges")
            vals = self.carry_yields(args, inits, outer)
            c = self.cond()
            lb2 = self.label()
            self.emit("cf.cond_br %s, %s(%s : %s), %s" % (
                c, lh, ", ".join([c2, self.acc] + [v.name for v in vals]),
                ", ".join([ELT, ELT] + [v.ty for v in args]), lb2))
            self.lines.append("%s:" % lb2)
            self.stmts(self.r.randint(1, 3))
        vals = self.carry_yields(args, inits, outer)
        self.emit("cf.br %s(%s : %s)" % (lh, ", ".join([c2, self.acc] + [v.name for v in vals]),
                                         ", ".join([ELT, ELT] + [v.ty for v in args])))
        del self.pool[outer_len:]
        eacc = self.fresh("ea")
        eargs = [V(self.fresh("et"), v.shape, v.dyn, v.root) for v in ex]
        self.lines.append("%s(%s):" % (le, ", ".join(["%s: %s" % (eacc, ELT)] +
                                                     ["%s: %s" % (a.name, a.ty) for a in eargs])))
        self.acc = eacc
        for a, v in zip(eargs, inits):
            a.root = v.root
            self.add(a)

    # ------------------------------------------------------------ functions
    def begin(self):
        self.lines = []
        self.ind = 1
        self.pool = []
        self.depth = 0
        self.top = True

    def helper(self, k):
        name = "h%d" % k
        self.begin()
        params = [self.r.choice(HELPER_TYPES) for _ in range(self.r.randint(1, 3))]
        results = [self.r.choice(HELPER_TYPES + params) for _ in range(self.r.randint(0, 2))]
        self.acc = "%acc0"
        args = []
        for i, (s, d) in enumerate(params):
            v = V("%%arg%d" % i, s, d, self.root())
            args.append(v)
            self.add(v)
        self.callable = list(self.helpers)
        self.stmts(self.r.randint(1, max(2, self.size // 2)))
        vals = []
        for s, d in results:
            if self.ext and self.r.random() < 0.25:
                v = self.arg_slice(args, s, d)
                if v is not None:
                    vals.append(v)
                    continue
            if self.r.random() < 0.5:
                cands = [a for a in args if a.shape == s]
                if cands:
                    self.feat("return-arg")
                    a = self.r.choice(cands)
                    v = self.latest(a.root, s) if self.r.random() < 0.6 else a
                    vals.append(self.cast(v, d))
                    continue
            if vals and vals[-1].shape == s and self.r.random() < 0.3:
                self.feat("return-twice")
                vals.append(self.cast(vals[-1], d))
                continue
            vals.append(self.yield_value(s, d))
        self.emit("return %s : %s" % (", ".join([self.acc] + [v.name for v in vals]),
                                      ", ".join([ELT] + [v.ty for v in vals])))
        vis = "private " if self.r.random() < 0.5 else ""
        sig = ", ".join(["%%acc0: %s" % ELT] + ["%s: %s" % (a.name, a.ty) for a in args])
        rts = ", ".join([ELT] + [ttype(s, d) for s, d in results])
        text = ["func.func %s@%s(%s) -> (%s) {" % (vis, name, sig, rts)] + self.lines + ["}"]
        self.helpers.append((name, params, results))
        return "\n".join(text)

    def checksum(self, t):
        """Mixes every element of t into the accumulator."""
        c0, c1 = self.cidx(0), self.cidx(1)
        ivs = []
        for i, (s, d) in enumerate(zip(t.shape, t.dyn)):
            if d:
                k = self.cidx(i)
                ub = self.fresh("ub")
                self.emit("%s = tensor.dim %s, %s : %s" % (ub, t.name, k, t.ty))
            else:
                ub = self.cidx(s)
            iv = self.fresh("k")
            r = self.fresh("sum")
            a = self.fresh("sa")
            self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {" % (
                r, iv, c0, ub, c1, a, self.acc, ELT))
            self.ind += 1
            self.acc = a
            ivs.append((iv, r))
        e = self.fresh("e")
        self.emit("%s = tensor.extract %s[%s] : %s" % (e, t.name, ", ".join(iv for iv, _ in ivs), t.ty))
        self.mix(e)
        for iv, r in reversed(ivs):
            self.emit("scf.yield %s : %s" % (self.acc, ELT))
            self.ind -= 1
            self.emit("}")
            self.acc = r

    def main(self):
        self.begin()
        self.callable = list(self.helpers)
        self.acc = self.ci(self.r.randint(0, 9))
        for _ in range(self.r.randint(1, 3)):
            self.new_tensor((8,), (self.r.random() < 0.3,))
        self.stmts(self.size)
        live = list(self.pool)
        pick = [v for i, v in enumerate(live) if i >= len(live) - 2 or self.r.random() < 0.5]
        for v in pick:
            self.checksum(v)
        ret = []
        if live and self.r.random() < 0.3:
            self.feat("main-returns-tensor")
            ret = [self.r.choice(live)]
        self.emit("return %s : %s" % (", ".join([self.acc] + [v.name for v in ret]),
                                      ", ".join([ELT] + [v.ty for v in ret])))
        rts = ", ".join([ELT] + [v.ty for v in ret])
        return "\n".join(["func.func @main() -> (%s) {" % rts] + self.lines + ["}"])

    def generate(self):
        funcs = [self.helper(k) for k in range(self.r.randint(0, 3))]
        if self.ext:
            for k in range(self.r.randint(0, 2)):
                funcs.extend(self.rec_group(k))
        funcs.append(self.main())
        return "// features: %s\n%s\n" % (",".join(sorted(self.feats)), "\n\n".join(funcs))


def generate(seed, size=12, ext=False):
    return Gen(seed, size, ext).generate()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("--size", type=int, default=12)
    ap.add_argument("--ext", action="store_true",
                    help="also the shapes of class Ext (other seeds' programs change)")
    a = ap.parse_args()
    sys.stdout.write(generate(a.seed, a.size, a.ext))


if __name__ == "__main__":
    main()
