#!/usr/bin/env python3
"""Generates a large module of memref functions for benchmarks.

Each function has allocations, an scf.for with iter_args, an scf.if with a
result, loads/stores and a cf diamond: 24 lines per function,
so `gen_module.py 2000` gives 48,000 lines. Output is deterministic.
Usage: gen_module.py NUM_FUNCTIONS > out.mlir
"""
import sys


def function(i):
    return f"""func.func @f{i}(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant {i % 7}.5 : f32
  %a = memref.alloc(%arg1) : memref<?xf32>
  %r = scf.for %i = %c0 to %arg1 step %c1 iter_args(%acc = %cst) -> (f32) {{
    %v = memref.load %arg0[%i] : memref<?xf32>
    %w = arith.addf %acc, %v : f32
    memref.store %w, %a[%i] : memref<?xf32>
    scf.yield %w : f32
  }}
  %s = scf.if %arg2 -> (memref<?xf32>) {{
    scf.yield %a : memref<?xf32>
  }} else {{
    %c = memref.alloc(%arg1) : memref<?xf32>
    scf.yield %c : memref<?xf32>
  }}
  cf.cond_br %arg2, ^bb1, ^bb2(%r : f32)
^bb1:
  %x = memref.load %s[%c0] : memref<?xf32>
  cf.br ^bb2(%x : f32)
^bb2(%y: f32):
  return %y : f32
}}
"""


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    out = sys.stdout
    for i in range(count):
        out.write(function(i))


if __name__ == "__main__":
    main()
