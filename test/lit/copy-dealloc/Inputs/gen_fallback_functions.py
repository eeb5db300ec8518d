"""N copies of ownership-fallback.mlir's @pick_or_keep (the copy-based
strategy refuses each: the ownership fallback takes it), none calling or
called, then @main calling the last through @call_last: that one is joined
to its callers in the module's facts. Used by ownership-fallback-many.mlir.
Usage: gen_fallback_functions.py N > out.mlir"""
import sys

FN = """func.func @p{i}(%fresh: i1) -> i64 {{
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %one, %a[%c0] : memref<2xi64>
  %r = scf.if %fresh -> memref<2xi64> {{
    %b = memref.alloc() : memref<2xi64>
    memref.copy %a, %b : memref<2xi64> to memref<2xi64>
    scf.yield %b : memref<2xi64>
  }} else {{
    scf.yield %a : memref<2xi64>
  }}
  memref.store %five, %a[%c0] : memref<2xi64>
  %x = memref.load %r[%c0] : memref<2xi64>
  %y = memref.load %a[%c0] : memref<2xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}}
"""

MAIN = """func.func @main() -> i64 {{
  %t = arith.constant true
  %f = arith.constant false
  %x = call @p{last}(%t) : (i1) -> i64
  %y = call @p{last}(%f) : (i1) -> i64
  %s = arith.addi %x, %y : i64
  return %s : i64
}}
"""

n = int(sys.argv[1])
print("\n".join([FN.format(i=i) for i in range(n)] + [MAIN.format(last=n - 1)]),
      end="")
