#!/usr/bin/env python3
"""Random cf loops carrying tensors through block arguments.

Each program is one loop made of blocks: a header with a counter and 1-3
tensor arguments that tests the counter and branches to the body or to
the exit; a body that computes a value for each position (a new tensor
from a linalg.generic over tensor.empty, an argument updated in place by
tensor.insert, linalg.fill or linalg.add, an argument or an outer tensor
handed on as it is, values read from one tensor inserted into another)
and branches back with the positions in order, crosswise, twice or with
outer tensors. Some bodies split into two arms joined again, branch back
from two places, or leave the loop early with their own tensors for the
exit block's arguments. Tensors from before the loop (fills and a
constant, which lives in read-only memory once bufferized) are inits,
read and written inside the loop and read after it; other inits are
fills of their own, which nothing else uses (the entry buffer is then the
loop's to reuse). Some loops run inside an outer cf loop or an scf.for
(through scf.execute_region), their own fills before or inside it: a
second run of the loop must not meet the buffer the last run's trips
wrote. The exit block reads
its arguments and the outer tensors and returns their sum.

mlir-opt 22 refuses such loops ("Only structured control-flow loops are
supported"); the tensor program's own value is the judge. For each seed:
the tensor program's value (mlbuf-run), then mlbuf-opt
--one-shot-bufferize --buffer-deallocation-pipeline run under mlbuf-run
--check: the value must agree and no memory error show. Counts the loops
that took turns (a header with one more argument once bufferized:
src/transforms/one_shot_cf_turns.c). Programs are written to
OUT/SEED.mlir.

Usage: bufferize_cf_fuzz.py [--bin DIR] [--out DIR] FIRST_SEED END_SEED
"""
import os
import random
import subprocess
import sys

T = "tensor<4xf32>"


class Gen:
    """One program: statements go to self.lines; names are unique."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        self.count = 0

    def fresh(self, stem):
        self.count += 1
        return "%%%s%d" % (stem, self.count)

    def emit(self, text):
        self.lines.append("  " + text)

    # ---- tensor-valued statements over the values in scope ----
    def new_tensor(self, scope):
        """A new tensor: each element reads two tensors of scope."""
        r = self.r
        a, b = r.choice(scope), r.choice(scope)
        e, n = self.fresh("e"), self.fresh("n")
        q, i, ip, im = (self.fresh(s) for s in ("q", "i", "ip", "im"))
        x, y, z = self.fresh("x"), self.fresh("y"), self.fresh("z")
        self.emit("%s = tensor.empty() : %s" % (e, T))
        self.emit("%s = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>], "
                  "iterator_types = [\"parallel\"]} outs(%s : %s) {" % (n, e, T))
        self.emit("^bb0(%s: f32):" % q)
        self.emit("  %s = linalg.index 0 : index" % i)
        self.emit("  %s = arith.addi %s, %%c1 : index" % (ip, i))
        self.emit("  %s = arith.minsi %s, %%c3 : index" % (im, ip))
        self.emit("  %s = tensor.extract %s[%s] : %s" % (x, a, im, T))
        self.emit("  %s = tensor.extract %s[%s] : %s" % (y, b, i, T))
        self.emit("  %s = arith.addf %s, %s : f32" % (z, x, y))
        self.emit("  linalg.yield %s : f32" % z)
        self.emit("} -> %s" % T)
        return n

    def insert(self, scope, dest):
        """dest with one element replaced by an element of another tensor
        plus one (a read of that tensor, then a write of dest)."""
        r = self.r
        src = r.choice(scope)
        x, y, w = self.fresh("x"), self.fresh("y"), self.fresh("w")
        self.emit("%s = tensor.extract %s[%%c%d] : %s" % (x, src, r.choice([0, 1, 3]), T))
        self.emit("%s = arith.addf %s, %%one : f32" % (y, x))
        self.emit("%s = tensor.insert %s into %s[%%c%d] : %s" % (w, y, dest, r.choice([0, 1, 2]), T))
        return w

    def fill(self, dest):
        f = self.fresh("f")
        self.emit("%s = linalg.fill ins(%%k%d : f32) outs(%s : %s) -> %s"
                  % (f, self.r.randint(0, 2), dest, T, T))
        return f

    def add(self, scope, dest):
        a, b = self.r.choice(scope), self.r.choice(scope)
        s = self.fresh("s")
        self.emit("%s = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (s, a, b, T, T, dest, T, T))
        return s

    def value(self, scope, writable):
        """A value for one position of a branch: new, updated or as is."""
        r = self.r
        c = r.random()
        if c < 0.35:
            return self.new_tensor(scope)
        if c < 0.55:
            return self.insert(scope, r.choice(writable))
        if c < 0.62:
            return self.fill(r.choice(writable))
        if c < 0.7:
            return self.add(scope, r.choice(writable))
        return r.choice(scope)

    def side_effects(self, scope, writable, p):
        """Writes whose results are dropped or read once (the write must
        not reach other names of its buffer)."""
        r = self.r
        while r.random() < p:
            v = self.insert(scope, r.choice(writable)) if r.random() < 0.6 \
                else self.fill(r.choice(writable))
            scope.append(v)
            p /= 2

    def branch_args(self, n, scope, args):
        """n operands for a branch: the args in order, crosswise, twice,
        or any value of scope."""
        r = self.r
        c = r.random()
        if c < 0.3:
            return list(args)
        if c < 0.5 and len(set(args)) > 1:
            perm = list(args)
            while perm == list(args):
                r.shuffle(perm)
            return perm
        return [r.choice(scope) if r.random() < 0.5 else r.choice(args)
                for _ in range(n)]


def gen(seed):
    g = Gen(seed)
    r = g.r
    n = r.randint(1, 3)
    L = g.lines
    L.append("func.func @main() -> f32 {")
    for c in (0, 1, 2, 3):
        g.emit("%%c%d = arith.constant %d : index" % (c, c))
    g.emit("%%lim = arith.constant %d : index" % r.randint(0, 4))
    g.emit("%one = arith.constant 1.5 : f32")
    for i in range(3):
        g.emit("%%k%d = arith.constant %d.0 : f32" % (i, i + 1))
    outs = []
    for i in range(2):
        g.emit("%%oe%d = tensor.empty() : %s" % (i, T))
        g.emit("%%o%d = linalg.fill ins(%%k%d : f32) outs(%%oe%d : %s) -> %s" % (i, i, i, T, T))
        outs.append("%%o%d" % i)
    g.emit("%%g = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : %s" % T)
    outs.append("%g")
    # An init of its own (a fill nothing else uses) or a tensor the
    # program also uses elsewhere.
    inits = []
    init_lines, g.lines = g.lines, []
    for k in range(n):
        if r.random() < 0.4:
            g.emit("%%inite%d = tensor.empty() : %s" % (k, T))
            g.emit("%%init%d = linalg.fill ins(%%k%d : f32) outs(%%inite%d : %s) -> %s"
                   % (k, k, k, T, T))
            inits.append("%%init%d" % k)
        else:
            inits.append(r.choice(outs))
    g.lines, init_lines = init_lines, g.lines
    L = g.lines
    # The loop runs once, or again and again inside an outer cf loop or
    # an scf.for (through an scf.execute_region), with the fills of its
    # own inits before or inside the outer loop (a second stream: the
    # rest of the program is the same as unwrapped).
    r3 = random.Random(seed * 3 + 1)
    draw = r3.random()
    wrap = "cf" if draw < 0.25 else "scf" if draw < 0.4 else None
    inits_outside = r3.random() < 0.5
    if wrap:
        g.emit("%zero = arith.constant 0.0 : f32")
        if inits_outside:
            L += init_lines
    if wrap == "cf":
        g.emit("cf.br ^outer(%c0, %zero : index, f32)")
        L.append("^outer(%o: index, %acc: f32):")
        g.emit("%ogo = arith.cmpi slt, %o, %c2 : index")
        g.emit("cf.cond_br %ogo, ^pre, ^done")
        L.append("^pre:")
    elif wrap == "scf":
        g.emit("%w = scf.for %o = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {")
        g.emit("%v = scf.execute_region -> f32 {")
    if not wrap or not inits_outside:
        L += init_lines
    tys = ", ".join(["index"] + [T] * n)
    g.emit("cf.br ^head(%%c0, %s : %s)" % (", ".join(inits), tys))
    # header
    args = ["%%a%d" % k for k in range(n)]
    L.append("^head(%%it: index, %s):" % ", ".join("%s: %s" % (a, T) for a in args))
    hscope = args + outs
    if r.random() < 0.3:
        g.side_effects(hscope, args + outs, 0.6)
    g.emit("%go = arith.cmpi slt, %it, %lim : index")
    g.emit("%it1 = arith.addi %it, %c1 : index")
    exit_from_head = g.branch_args(n, hscope, args)
    g.emit("cf.cond_br %%go, ^body, ^exit(%s : %s)"
           % (", ".join(exit_from_head), ", ".join([T] * n)))
    # body
    L.append("^body:")
    scope = list(hscope)
    writable = args + outs
    g.side_effects(scope, writable, 0.4)
    shape = r.random()
    if shape < 0.25:
        # two arms joined again
        g.emit("%p = arith.cmpi eq, %it, %c1 : index")
        g.emit("cf.cond_br %p, ^left, ^right")
        jargs = ["%%j%d" % k for k in range(n)]
        for arm in ("left", "right"):
            L.append("^%s:" % arm)
            s = list(scope)
            vals = [g.value(s, writable) for _ in range(n)]
            s += vals
            g.side_effects(s, writable, 0.3)
            g.emit("cf.br ^join(%s : %s)" % (", ".join(g.branch_args(n, s, vals)), ", ".join([T] * n)))
        L.append("^join(%s):" % ", ".join("%s: %s" % (j, T) for j in jargs))
        scope = scope + jargs
        writable = writable + jargs
    vals = [g.value(scope, writable) for _ in range(n)]
    scope += vals
    if shape > 0.75:
        # a second back edge or an early exit, then more statements
        g.emit("%q = arith.cmpi eq, %it, %c2 : index")
        back = g.branch_args(n, scope, vals)
        if r.random() < 0.5:
            g.emit("cf.cond_br %%q, ^head(%%it1, %s : %s), ^more"
                   % (", ".join(back), tys))
        else:
            g.emit("cf.cond_br %%q, ^exit(%s : %s), ^more"
                   % (", ".join(back), ", ".join([T] * n)))
        L.append("^more:")
        vals = [g.value(scope, writable) for _ in range(n)]
        scope += vals
    g.side_effects(scope, writable, 0.3)
    back = g.branch_args(n, scope, vals)
    g.emit("cf.br ^head(%%it1, %s : %s)" % (", ".join(back), tys))
    # exit
    xargs = ["%%xa%d" % k for k in range(n)]
    L.append("^exit(%s):" % ", ".join("%s: %s" % (x, T) for x in xargs))
    reads = xargs + [o for o in outs if r.random() < 0.6]
    acc = None
    for i, v in enumerate(reads):
        f = "%%r%d" % i
        g.emit("%s = tensor.extract %s[%%c%d] : %s" % (f, v, r.choice([0, 1, 3]), T))
        if acc is None:
            acc = f
        else:
            s = "%%sum%d" % i
            g.emit("%s = arith.addf %s, %s : f32" % (s, acc, f))
            acc = s
    if wrap == "cf":
        g.emit("%%accn = arith.addf %%acc, %s : f32" % acc)
        g.emit("%onext = arith.addi %o, %c1 : index")
        g.emit("cf.br ^outer(%onext, %accn : index, f32)")
        L.append("^done:")
        g.emit("return %acc : f32")
    elif wrap == "scf":
        g.emit("scf.yield %s : f32" % acc)
        g.emit("}")
        g.emit("%accn = arith.addf %acc, %v : f32")
        g.emit("scf.yield %accn : f32")
        g.emit("}")
        g.emit("return %w : f32")
    else:
        g.emit("return %s : f32" % acc)
    L.append("}")
    return "\n".join(L) + "\n"


def header_args(text, label):
    """The number of arguments of the block `label` opens in `text`."""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith(label):
            return line.split("//")[0].count("%")
    return 0


def main():
    args = sys.argv[1:]
    here = os.path.dirname(os.path.abspath(__file__))
    bindir = os.path.join(here, "..", "build", "bin")
    out = "/tmp/cf-fuzz"
    while args[:1] and args[0].startswith("--"):
        if args[0] == "--bin":
            bindir, args = args[1], args[2:]
        elif args[0] == "--out":
            out, args = args[1], args[2:]
        else:
            sys.exit("unknown option " + args[0])
    if len(args) != 2:
        sys.exit(__doc__)
    os.makedirs(out, exist_ok=True)
    run, opt = os.path.join(bindir, "mlbuf-run"), os.path.join(bindir, "mlbuf-opt")
    bad = total = turns = 0
    for s in range(int(args[0]), int(args[1])):
        path = os.path.join(out, "%d.mlir" % s)
        gen_text = gen(s)
        with open(path, "w") as f:
            f.write(gen_text)
        want = subprocess.run([run, path], capture_output=True, text=True)
        if want.returncode:
            print("bad input", s, want.stderr[:300])
            bad += 1
            continue
        total += 1
        buffers = subprocess.run([opt, path, "--one-shot-bufferize"],
                                 capture_output=True, text=True).stdout
        if header_args(buffers, "^bb1(") > header_args(gen_text, "^head("):
            turns += 1
        got = subprocess.run(
            "%s %s --one-shot-bufferize --buffer-deallocation-pipeline | "
            "%s --check --stats -" % (opt, path, run),
            shell=True, capture_output=True, text=True)
        value = got.stdout.split("\n")[0] if got.stdout else ""
        if (got.returncode or value.strip() != want.stdout.strip()
                or "memory errors: 0" not in got.stdout + got.stderr):
            bad += 1
            print("MISMATCH", s, want.stdout.strip(), value, got.stderr[:300])
    print("total", total, "took turns", turns, "bad", bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
