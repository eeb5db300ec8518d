#!/usr/bin/env python3
"""Generates a large module of tensor functions for One-Shot Bufferize
benchmarks (bench/bufferize_speed.sh).

Each function @f<i> is tiled tensor code of the kind a linalg tiling
pipeline leaves behind, with shapes drawn per function from the seed:
  - tensor.empty + linalg.fill of an accumulator;
  - an scf.for over row tiles with iter_args: extract_slice of the input
    and of the accumulator, linalg.matmul into the accumulator tile,
    insert_slice back (in place for both tools);
  - an scf.for over rows adding the product into the argument %arg2
    (rank-reducing slices, a 1-d linalg.generic): a function argument
    written in place;
  - in some functions a read of %arg2 after that loop, which forces the
    loop's init out of place (a copy);
  - an scf.if whose then-branch rewrites the result in place
    (linalg.generic with no inputs) and whose else-branch yields it;
  - a call to one of the previous eight functions on fresh filled
    tensors of its shapes, whose scalar result is added in.
About 50 lines per function (`gen_tensor_module.py 2000` gives about
100,000). Every function is accepted by mlir-opt 22 and by mlbuf-opt.
Output is deterministic for a count and seed.
Usage: gen_tensor_module.py [NUM_FUNCTIONS] [SEED] > out.mlir
"""
import random
import sys


def shapes(seed, i):
    rng = random.Random(seed * 1000003 + i)
    t = rng.choice([2, 4, 8, 16])
    return {
        "T": t,
        "M": t * rng.randint(2, 8),
        "K": rng.choice([8, 16, 24, 32, 64]),
        "N": rng.choice([8, 16, 32, 48, 64]),
        "read_after": rng.random() < 0.3,
        "with_if": rng.random() < 0.7,
        "callee": i - rng.randint(1, min(i, 8)) if i > 0 else None,
        "cst": rng.randint(0, 9),
    }


def tt(*dims):
    return "tensor<%sxf32>" % "x".join(str(d) for d in dims)


def signature(s):
    return "(%s, %s, %s, i1) -> (%s, f32)" % (
        tt(s["M"], s["K"]), tt(s["K"], s["N"]), tt(s["M"], s["N"]),
        tt(s["M"], s["N"]))


ID1 = "affine_map<(d0) -> (d0)>"
ID2 = "affine_map<(d0, d1) -> (d0, d1)>"


def function(seed, i, all_shapes):
    s = all_shapes[i]
    T, M, K, N = s["T"], s["M"], s["K"], s["N"]
    MK, KN, MN, TK, TN = tt(M, K), tt(K, N), tt(M, N), tt(T, K), tt(T, N)
    lines = [
        f"func.func @f{i}(%arg0: {MK}, %arg1: {KN}, %arg2: {MN}, "
        f"%arg3: i1) -> ({MN}, f32) {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  %cT = arith.constant {T} : index",
        f"  %cM = arith.constant {M} : index",
        f"  %cst = arith.constant {s['cst']}.5 : f32",
        "  %zero = arith.constant 0.0 : f32",
        f"  %0 = tensor.empty() : {MN}",
        f"  %1 = linalg.fill ins(%zero : f32) outs(%0 : {MN}) -> {MN}",
        f"  %2 = scf.for %i = %c0 to %cM step %cT iter_args(%acc = %1) "
        f"-> ({MN}) {{",
        f"    %a = tensor.extract_slice %arg0[%i, 0] [{T}, {K}] [1, 1] : "
        f"{MK} to {TK}",
        f"    %o = tensor.extract_slice %acc[%i, 0] [{T}, {N}] [1, 1] : "
        f"{MN} to {TN}",
        f"    %m = linalg.matmul ins(%a, %arg1 : {TK}, {KN}) "
        f"outs(%o : {TN}) -> {TN}",
        f"    %u = tensor.insert_slice %m into %acc[%i, 0] [{T}, {N}] "
        f"[1, 1] : {TN} into {MN}",
        f"    scf.yield %u : {MN}",
        "  }",
        f"  %3 = scf.for %j = %c0 to %cM step %c1 iter_args(%out = %arg2) "
        f"-> ({MN}) {{",
        f"    %r = tensor.extract_slice %2[%j, 0] [1, {N}] [1, 1] : "
        f"{MN} to {tt(N)}",
        f"    %w = tensor.extract_slice %out[%j, 0] [1, {N}] [1, 1] : "
        f"{MN} to {tt(N)}",
        f"    %g = linalg.generic {{indexing_maps = [{ID1}, {ID1}], "
        f"iterator_types = [\"parallel\"]}} ins(%r : {tt(N)}) "
        f"outs(%w : {tt(N)}) {{",
        "    ^bb0(%x: f32, %y: f32):",
        "      %s = arith.addf %x, %y : f32",
        "      linalg.yield %s : f32",
        f"    }} -> {tt(N)}",
        f"    %v = tensor.insert_slice %g into %out[%j, 0] [1, {N}] [1, 1] "
        f": {tt(N)} into {MN}",
        f"    scf.yield %v : {MN}",
        "  }",
    ]
    if s["read_after"]:
        lines.append(f"  %e = tensor.extract %arg2[%c1, %c0] : {MN}")
    else:
        lines.append(f"  %e = tensor.extract %3[%c1, %c0] : {MN}")
    res = "%3"
    if s["with_if"]:
        res = "%4"
        lines += [
            f"  %4 = scf.if %arg3 -> ({MN}) {{",
            f"    %h = linalg.generic {{indexing_maps = [{ID2}], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} "
            f"outs(%3 : {MN}) {{",
            "    ^bb0(%y: f32):",
            "      %z = arith.maximumf %y, %cst : f32",
            "      linalg.yield %z : f32",
            f"    }} -> {MN}",
            f"    scf.yield %h : {MN}",
            "  } else {",
            f"    scf.yield %3 : {MN}",
            "  }",
        ]
    total = "%e"
    if s["callee"] is not None:
        c = all_shapes[s["callee"]]
        args = []
        for k, dims in enumerate([(c["M"], c["K"]), (c["K"], c["N"]),
                                  (c["M"], c["N"])]):
            lines += [
                f"  %ce{k} = tensor.empty() : {tt(*dims)}",
                f"  %cf{k} = linalg.fill ins(%cst : f32) "
                f"outs(%ce{k} : {tt(*dims)}) -> {tt(*dims)}",
            ]
            args.append(f"%cf{k}")
        lines += [
            f"  %call:2 = func.call @f{s['callee']}({', '.join(args)}, "
            f"%arg3) : {signature(c)}",
            f"  %t = tensor.extract %call#0[%c0, %c1] : "
            f"{tt(c['M'], c['N'])}",
            "  %sum = arith.addf %e, %t : f32",
            "  %total = arith.addf %sum, %call#1 : f32",
        ]
        total = "%total"
    lines += [f"  return {res}, {total} : {MN}, f32", "}", ""]
    return "\n".join(lines)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    all_shapes = [shapes(seed, i) for i in range(count)]
    out = sys.stdout
    out.write("module {\n")
    for i in range(count):
        out.write(function(seed, i, all_shapes))
    out.write("}\n")


if __name__ == "__main__":
    main()
