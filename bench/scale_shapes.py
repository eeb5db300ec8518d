#!/usr/bin/env python3
"""How the passes scale on long shapes inside one function, against upstream.

Random programs and bench/gen_module.py's 2,000 small functions never make
one long function; these do, and found the copy-based pass, buffer-hoisting
and promote-buffers-to-stack cubic on a chain of blocks (session 26):

  cfchain   N blocks in a row, each passing two buffers on through both
            edges of a cf.cond_br (swapped on one) and allocating a copy
  nestif    N scf.if nested in sequence, each yielding a fresh copy or the
            buffer before
  manylive  N buffers allocated in one block, all read at the end
  manyiter  one scf.for carrying N buffers, rotating them each trip
  tcf       cfchain with tensors (tensor.insert), for One-Shot Bufferize
  tif       nestif with tensors

For each shape and size, the wall time (s) of each pass of PASSES in one
run of mlbuf-opt and of the upstream tool (MLIR 16's mlir-opt for
buffer-deallocation, LLVM 22's for the rest), --timeout s at most.

Usage: scale_shapes.py [--sizes 500,1000] [--shapes cfchain,...]
                       [--timeout S] [--mlbuf-opt PATH]
"""
import argparse
import os
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
M22 = "/usr/lib/llvm-22/bin/mlir-opt"
M16 = "/usr/lib/llvm-16/bin/mlir-opt"
# shape -> [(flags, upstream tool)]
MEMREF_PASSES = [
    (["--buffer-deallocation"], M16),
    (["--buffer-deallocation-pipeline"], M22),
    (["--buffer-hoisting"], M22),
    (["--buffer-loop-hoisting"], M22),
    (["--promote-buffers-to-stack"], M22),
]
TENSOR_PASSES = [(["--one-shot-bufferize=bufferize-function-boundaries"],
                  M22)]
M = "memref<2xi64>"
T = "tensor<4xi64>"


def chain(n, ty, tensor):
    two = "%s, %s" % (ty, ty)
    o = ["func.func @main(%c: i1, %a: " + ty + ") -> i64 {",
         "  %c0 = arith.constant 0 : index",
         "  %one = arith.constant 1 : i64"]
    if tensor:
        o.append("  cf.br ^b0(%%a, %%a : %s)" % two)
    else:
        o += ["  %%p = memref.alloc() : %s" % ty,
              "  memref.store %%one, %%p[%%c0] : %s" % ty,
              "  cf.br ^b0(%%p, %%a : %s)" % two]
    for i in range(n):
        o.append("^b%d(%%p%d: %s, %%q%d: %s):" % (i, i, ty, i, ty))
        if tensor:
            o.append("  %%n%d = tensor.insert %%one into %%p%d[%%c0] : %s"
                     % (i, i, ty))
        else:
            o += ["  %%n%d = memref.alloc() : %s" % (i, ty),
                  "  memref.copy %%p%d, %%n%d : %s to %s" % (i, i, ty, ty)]
        o.append("  cf.cond_br %%c, ^b%d(%%q%d, %%n%d : %s), "
                 "^b%d(%%n%d, %%p%d : %s)" % (i + 1, i, i, two, i + 1, i, i,
                                              two))
    load = "tensor.extract" if tensor else "memref.load"
    o += ["^b%d(%%pe: %s, %%qe: %s):" % (n, ty, ty),
          "  %%v = %s %%pe[%%c0] : %s" % (load, ty),
          "  return %v : i64", "}"]
    return "\n".join(o)


def nested_ifs(n, ty, tensor):
    o = ["func.func @main(%c: i1, %a: " + ty + ") -> i64 {",
         "  %c0 = arith.constant 0 : index",
         "  %one = arith.constant 1 : i64"]
    prev = "%a"
    for i in range(n):
        if tensor:
            fresh = ["    %%x%d = tensor.insert %%one into %s[%%c0] : %s"
                     % (i, prev, ty)]
        else:
            fresh = ["    %%x%d = memref.alloc() : %s" % (i, ty),
                     "    memref.copy %s, %%x%d : %s to %s" % (prev, i, ty,
                                                             ty)]
        o += ["  %%r%d = scf.if %%c -> (%s) {" % (i, ty)] + fresh + [
            "    scf.yield %%x%d : %s" % (i, ty), "  } else {",
            "    scf.yield %s : %s" % (prev, ty), "  }"]
        prev = "%%r%d" % i
    load = "tensor.extract" if tensor else "memref.load"
    o += ["  %%v = %s %s[%%c0] : %s" % (load, prev, ty),
          "  return %v : i64", "}"]
    return "\n".join(o)


def many_live(n, ty, tensor):
    del tensor
    o = ["func.func @main() -> i64 {", "  %c0 = arith.constant 0 : index",
         "  %s0 = arith.constant 0 : i64"]
    for i in range(n):
        o.append("  %%a%d = memref.alloc() : %s" % (i, ty))
        o.append("  memref.store %%s0, %%a%d[%%c0] : %s" % (i, ty))
    for i in range(n):
        o.append("  %%v%d = memref.load %%a%d[%%c0] : %s" % (i, i, ty))
        o.append("  %%s%d = arith.addi %%s%d, %%v%d : i64" % (i + 1, i, i))
    o += ["  return %%s%d : i64" % n, "}"]
    return "\n".join(o)


def many_iter_args(n, ty, tensor):
    del tensor
    tys = ", ".join([ty] * n)
    o = ["func.func @main() -> i64 {", "  %c0 = arith.constant 0 : index",
         "  %c1 = arith.constant 1 : index", "  %c3 = arith.constant 3 : index",
         "  %one = arith.constant 1 : i64"]
    for i in range(n):
        o.append("  %%a%d = memref.alloc() : %s" % (i, ty))
        o.append("  memref.store %%one, %%a%d[%%c0] : %s" % (i, ty))
    inits = ", ".join("%%x%d = %%a%d" % (i, i) for i in range(n))
    o.append("  %%r:%d = scf.for %%i = %%c0 to %%c3 step %%c1 iter_args(%s) "
             "-> (%s) {" % (n, inits, tys))
    o.append("    %%f = memref.alloc() : %s" % ty)
    o.append("    memref.copy %%x0, %%f : %s to %s" % (ty, ty))
    rot = ", ".join(["%%x%d" % i for i in range(1, n)] + ["%f"])
    o += ["    scf.yield %s : %s" % (rot, tys), "  }",
          "  %%v = memref.load %%r#0[%%c0] : %s" % ty, "  return %v : i64",
          "}"]
    return "\n".join(o)


SHAPES = {
    "cfchain": (chain, M, False, MEMREF_PASSES),
    "nestif": (nested_ifs, M, False, MEMREF_PASSES),
    "manylive": (many_live, M, False, MEMREF_PASSES),
    "manyiter": (many_iter_args, M, False, MEMREF_PASSES),
    "tcf": (chain, T, True, TENSOR_PASSES),
    "tif": (nested_ifs, T, True, TENSOR_PASSES),
}


def timed(cmd, timeout):
    start = time.monotonic()
    try:
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "> %g" % timeout
    took = time.monotonic() - start
    return "%.2f" % took if r.returncode == 0 else "error"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="500,1000")
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--mlbuf-opt", default=os.path.join(
        HERE, "..", "build", "bin", "mlbuf-opt"))
    cfg = ap.parse_args()
    print("%-9s %6s  %-50s %9s %9s" % ("shape", "N", "pass", "mlbuf s",
                                        "upstream"))
    with tempfile.TemporaryDirectory() as tmp:
        for shape in cfg.shapes.split(","):
            gen, ty, tensor, passes = SHAPES[shape]
            for n in map(int, cfg.sizes.split(",")):
                path = os.path.join(tmp, "%s%d.mlir" % (shape, n))
                with open(path, "w") as f:
                    f.write(gen(n, ty, tensor) + "\n")
                for flags, upstream in passes:
                    ours = timed([cfg.mlbuf_opt, path] + flags, cfg.timeout)
                    theirs = timed([upstream, path] + flags, cfg.timeout)
                    print("%-9s %6d  %-50s %9s %9s" % (shape, n,
                                                       " ".join(flags), ours,
                                                       theirs), flush=True)


if __name__ == "__main__":
    main()
