#!/usr/bin/env python3
"""Writes test/lit/dealloc/wide-edges.mlir:

    python3 test/lit/dealloc/Inputs/gen_wide_edges.py \
        > test/lit/dealloc/wide-edges.mlir

The ownership pass switches from scanning short lists to maps when more
than 32 values are retained across one edge (ownership_dealloc_state.c:
od_retained; ownership_dealloc_branch.c: the ownership of forwarded and
commonly retained values). These functions keep more than 32 buffers
across cf.cond_br, cf.br, cf.switch, scf.yield and return, and read every
one of them after the edge, so that a buffer dropped from a retain list is
a use after free under `mlbuf-run --check`. Every third buffer is a
memref.alloca (never owned), so that an ownership taken from the wrong
retained value frees a stack buffer or leaks a heap one. @br_32 and @br_33
sit on either side of the threshold. Each function returns a sum of what
it read; @main returns them all.
"""

T = "memref<2xi64>"


class Fn:
    def __init__(self):
        self.lines = []
        self.checks = []

    def __call__(self, s):
        self.lines.append("  " + s)

    def label(self, s):
        self.lines.append(s)

    def check(self, s, kind="CHECK"):
        self.checks.append(f"// {kind}: {s}")


def var(name):
    """FileCheck variable of buffer `name`."""
    return name.upper()


def allocs(f, names, first_value, indent="", stack=True):
    """%name = alloc, store first_value+k at [0], for each name. With
    `stack`, every third one is a memref.alloca. Captures each name."""
    for k, n in enumerate(names):
        op = "alloca" if stack and k % 3 == 2 else "alloc"
        f(f"{indent}%{n} = memref.{op}() : {T}")
        f(f"{indent}%v_{n} = arith.constant {first_value + k} : i64")
        f(f"{indent}memref.store %v_{n}, %{n}[%c0] : {T}")
        f.check(f"%[[{var(n)}:[a-z0-9_]+]] = memref.{op}()")


def sum_of(f, names, acc, tag):
    """acc + sum of names[k][0]; returns the name of the result."""
    for k, n in enumerate(names):
        f(f"%l_{tag}{k} = memref.load %{n}[%c0] : {T}")
        f(f"%s_{tag}{k} = arith.addi %{acc}, %l_{tag}{k} : i64")
        acc = f"s_{tag}{k}"
    return acc


def header(f, sig):
    f.label(f"func.func {sig} {{")
    f("%c0 = arith.constant 0 : index")
    f("%z = arith.constant 0 : i64")


def types(n):
    return ", ".join([T] * n)


def refs(names):
    return ", ".join("%" + x for x in names)


def check_dealloc(f, retained, results=True):
    """A dealloc retaining exactly `retained` (buffer names or None for any
    value), in this order."""
    r = ", ".join("%[[" + var(x) + "]]" if x else "%{{[0-9]+}}"
                  for x in retained)
    res = f"%{{{{[0-9]+}}}}:{len(retained)} = " if results else ""
    f.check(f"{res}bufferization.dealloc ({{{{.*}}}}) if ({{{{.*}}}}) "
            f"retain ({r} : {T}")


def cond_br_wide():
    """44 buffers: 4 dead at the branch, 8 forwarded to ^t (one of them
    twice and to ^e as well), 4 forwarded to ^e, 24 live into both
    successors (one also forwarded to ^t), 2 live into each successor
    only. Edge to ^t: 11 operands + 26 live values (34 buffers retained);
    edge to ^e: 6 operands + 26 live values = 32 (31 retained)."""
    f = Fn()
    f.check("func.func @cond_br_wide", "CHECK-LABEL")
    header(f, "@cond_br_wide(%c: i1) -> i64")
    b = [f"b{k}" for k in range(44)]
    allocs(f, b, 1)
    dead, fwd_t, fwd_e = b[0:4], b[4:12], b[12:16]
    both, t_only, e_only = b[16:40], b[40:42], b[42:44]
    s0 = sum_of(f, dead, "z", "d")
    t_ops = fwd_t + [both[0], fwd_t[0]]
    e_ops = fwd_e + [fwd_t[0]]
    f(f"cf.cond_br %c, ^t(%{s0}, {refs(t_ops)} : i64, {types(len(t_ops))}), "
      f"^e(%{s0}, {refs(e_ops)} : i64, {types(len(e_ops))})")
    # Each value once: forwarded ones first, then those live into the
    # successor; the ownership of the 25 retained on both edges is the
    # taken edge's (arith.select).
    check_dealloc(f, fwd_t + both + t_only)
    check_dealloc(f, e_ops + both + e_only)
    f.check("arith.select", "CHECK-COUNT-25")
    f.check("arith.select", "CHECK-NOT")
    f.check(f"cf.cond_br %{{{{.*}}}}, ^bb1(%{{{{.*}}}}, "
            f"{', '.join('%[[' + var(x) + ']]' for x in t_ops)}, "
            f"{', '.join(['%{{.*}}'] * len(t_ops))} :")
    t_args = [f"p{k}" for k in range(len(t_ops))]
    f.label(f"^t(%ts: i64, {', '.join('%' + a + ': ' + T for a in t_args)}):")
    acc = sum_of(f, t_args + both + t_only, "ts", "t")
    f(f"cf.br ^exit(%{acc} : i64)")
    e_args = [f"q{k}" for k in range(len(e_ops))]
    f.label(f"^e(%es: i64, {', '.join('%' + a + ': ' + T for a in e_args)}):")
    acc = sum_of(f, e_args + both + e_only, "es", "e")
    f(f"cf.br ^exit(%{acc} : i64)")
    f.label("^exit(%r: i64):")
    f("return %r : i64")
    f.label("}")
    return f


def br_n(n):
    """n buffers retained across a cf.br: half forwarded, half live into
    the successor (n operands and live values in all)."""
    f = Fn()
    f.check(f"func.func @br_{n}", "CHECK-LABEL")
    header(f, f"@br_{n}() -> i64")
    b = [f"b{k}" for k in range(n)]
    allocs(f, b, 1)
    fwd, live = b[: n // 2], b[n // 2:]
    f(f"cf.br ^next({refs(fwd)} : {types(len(fwd))})")
    check_dealloc(f, b)
    f.check(f"cf.br ^bb1({', '.join('%[[' + var(x) + ']]' for x in fwd)}, "
            f"%{{{{[0-9]+}}}}#0,")
    args = [f"p{k}" for k in range(len(fwd))]
    f.label(f"^next({', '.join('%' + a + ': ' + T for a in args)}):")
    acc = sum_of(f, args + live, "z", "n")
    f(f"return %{acc} : i64")
    f.label("}")
    return f


def switch_wide():
    """cf.switch (edges split): 36 buffers kept before the split, and each
    edge block keeping 32 or 36 of them."""
    f = Fn()
    f.check("func.func @switch_wide", "CHECK-LABEL")
    header(f, "@switch_wide(%k: i32) -> i64")
    b = [f"b{k}" for k in range(38)]
    allocs(f, b, 1)
    s0 = sum_of(f, b[0:2], "z", "x")
    fwd, live = b[2:6], b[6:38]
    rev = list(reversed(fwd))
    f("cf.switch %k : i32, [")
    f(f"  default: ^d(%{s0}, {refs(fwd)} : i64, {types(4)}),")
    f(f"  1: ^one(%{s0} : i64),")
    f(f"  2: ^two(%{s0}, {refs(rev)} : i64, {types(4)})")
    f("]")
    check_dealloc(f, fwd + live)
    f.check("cf.switch")
    for blk in ("bb1", "bb2", "bb3"):
        f.check(f"^{blk}(%{{{{[0-9]+}}}}: i64")
        check_dealloc(f, ([None] * 4 if blk != "bb2" else []) + live)
    for name in ("d", "two"):
        args = [f"{name}{k}" for k in range(4)]
        f.label(f"^{name}(%{name}s: i64, "
                f"{', '.join('%' + a + ': ' + T for a in args)}):")
        acc = sum_of(f, args + live, f"{name}s", name)
        f(f"cf.br ^exit(%{acc} : i64)")
    f.label("^one(%ones: i64):")
    acc = sum_of(f, live, "ones", "one")
    f(f"cf.br ^exit(%{acc} : i64)")
    f.label("^exit(%r: i64):")
    f("return %r : i64")
    f.label("}")
    return f


def if_wide():
    """scf.if yielding 34 buffers (allocated in the branch or outside)."""
    n = 34
    f = Fn()
    f.check("func.func @if_wide", "CHECK-LABEL")
    header(f, "@if_wide(%c: i1) -> i64")
    outer = [f"o{k}" for k in range(n)]
    allocs(f, outer, 100)
    res = ", ".join([T] * n)
    f(f"%r:{n} = scf.if %c -> ({res}) {{")
    inner = [f"i{k}" for k in range(n // 2)]
    allocs(f, inner, 200, "  ", stack=False)
    ys = inner + outer[n // 2:]
    f(f"  scf.yield {refs(ys)} : {res}")
    check_dealloc(f, ys)
    f.check(f"scf.yield {', '.join('%[[' + var(x) + ']]' for x in ys)}, "
            "%{{.*}}")
    f("} else {")
    f(f"  scf.yield {refs(reversed(outer))} : {res}")
    f("}")
    acc = sum_of(f, [f"r#{k}" for k in range(n)], "z", "r")
    f(f"return %{acc} : i64")
    f.label("}")
    return f


def return_wide():
    """A private function returning 34 buffers: a cast of its argument at
    every third position, its own allocations elsewhere (the caller owns
    what the function returns: clones of the casts; with
    private-function-dynamic-ownership, 34 ownership results instead).
    Each position has a cast of its own: one value returned twice is
    cloned once (return-args.mlir), which would retain fewer."""
    n = 34
    f = Fn()
    f.check("func.func private @return_wide", "CHECK-LABEL")
    header(f, f"private @return_wide(%arg: {T}) -> ({types(n)})")
    b = [f"b{k}" if k % 3 != 2 else f"arg{k}" for k in range(n)]
    own = [x for x in b if not x.startswith("arg")]
    allocs(f, own, 1, stack=False)
    for x in b:
        if x.startswith("arg"):
            f(f"%{x} = memref.cast %arg : {T} to {T}")
    f(f"return {refs(b)} : {types(n)}")
    # Each cast is returned as a clone of its own.
    check_dealloc(f, [x if not x.startswith("arg") else None for x in b])
    f.check("return")
    f.label("}")
    return f


RESULTS = ["867", "844", "528", "561", "741", "723", "741", "5661", "3961",
           str(sum(range(1, 24)) + 11 * 1000)]


def main_fn():
    f = Fn()
    f.check("func.func @main", "CHECK-LABEL")
    f.label("func.func @main() -> (" + ", ".join(["i64"] * 10) + ") {")
    f("%c0 = arith.constant 0 : index")
    f("%z = arith.constant 0 : i64")
    f("%true = arith.constant true")
    f("%false = arith.constant false")
    f("%a = call @cond_br_wide(%true) : (i1) -> i64")
    f("%b = call @cond_br_wide(%false) : (i1) -> i64")
    f("%c = call @br_32() : () -> i64")
    f("%d = call @br_33() : () -> i64")
    for k, name in enumerate(("e", "f", "g")):
        f(f"%k{k} = arith.constant {k} : i32")
        f(f"%{name} = call @switch_wide(%k{k}) : (i32) -> i64")
    f("%h = call @if_wide(%true) : (i1) -> i64")
    f("%i = call @if_wide(%false) : (i1) -> i64")
    f(f"%arg = memref.alloc() : {T}")
    f("%v = arith.constant 1000 : i64")
    f(f"memref.store %v, %arg[%c0] : {T}")
    f(f"%w:34 = call @return_wide(%arg) : ({T}) -> ({types(34)})")
    acc = sum_of(f, [f"w#{k}" for k in range(34)], "z", "w")
    f(f"return %a, %b, %c, %d, %e, %f, %g, %h, %i, %{acc} : "
      + ", ".join(["i64"] * 10))
    f.label("}")
    # The caller frees the 34 buffers it received and its own.
    f.check("bufferization.dealloc ({{(%base_buffer[_0-9]*, ){34}"
            "%base_buffer[_0-9]*}} :")
    return f


HEADER = """\
// Wide edges: more than 32 buffers retained across cf.cond_br, cf.br,
// cf.switch, scf.yield and return, past the size where the ownership pass
// looks values up in maps instead of scanning lists
// (ownership_dealloc_state.c, ownership_dealloc_branch.c). Every buffer is
// read after the edge (a dropped retained value is a use after free),
// every third one is a stack buffer (an ownership taken from the wrong
// retained value frees it or leaks a heap one). @br_32 and @br_33 sit on
// either side of the threshold.
// Generated by Inputs/gen_wide_edges.py (edit that, not this file).
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
"""


if __name__ == "__main__":
    out = [HEADER.rstrip("\n")]
    out.append("// OUT: " + RESULTS[0])
    out += ["// OUT-NEXT: " + r for r in RESULTS[1:]]
    for f in (cond_br_wide(), br_n(32), br_n(33), switch_wide(), if_wide(),
              return_wide(), main_fn()):
        out += [""] + f.checks + f.lines
    print("\n".join(out))
