#!/usr/bin/env python3
"""Generates one function with N blocks for analysis benchmarks.

Block i loads from its buffer argument, selects between it and the
function argument, and branches either on to block i+1 or back to block
i-3 (so the CFG has many overlapping loops and every block argument is a
buffer flowing around them). Stresses per-function scaling of liveness,
dominance and alias analysis. Output is deterministic.
Usage: gen_big_function.py NUM_BLOCKS > out.mlir
"""
import sys


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    w = sys.stdout.write
    w("func.func @big(%arg0: memref<?xf32>, %n: index, %c: i1)"
      " -> memref<?xf32> {\n")
    w("  %c0 = arith.constant 0 : index\n")
    w("  %a0 = memref.alloc(%n) : memref<?xf32>\n")
    w("  cf.br ^bb1(%a0, %c0 : memref<?xf32>, index)\n")
    for i in range(1, n + 1):
        w(f"^bb{i}(%m{i}: memref<?xf32>, %i{i}: index):\n")
        w(f"  %v{i} = memref.load %m{i}[%i{i}] : memref<?xf32>\n")
        w(f"  %s{i} = arith.select %c, %m{i}, %arg0 : memref<?xf32>\n")
        w(f"  %j{i} = arith.addi %i{i}, %c0 : index\n")
        if i < n:
            back = max(1, i - 3)
            w(f"  cf.cond_br %c, ^bb{i + 1}(%s{i}, %j{i} : memref<?xf32>,"
              f" index), ^bb{back}(%m{i}, %i{i} : memref<?xf32>, index)\n")
        else:
            w(f"  return %s{i} : memref<?xf32>\n")
    w("}\n")


if __name__ == "__main__":
    main()
