#!/usr/bin/env python3
"""A bufferization.dealloc retaining the end of an N-deep chain of selects
over a memref.view with a byte shift (usage: gen_deep_key_chain.py N).

Every select picks the view, so the retained value is the view and the
dealloc must keep its buffer %a (then freed by hand at the end) and free
%b. The lowering follows the chain to the view's source for the key; a
recursive walk of a chain this deep ran out of stack."""
import sys

n = int(sys.argv[1])
out = ["func.func @main() -> i32 {",
       "  %i0 = arith.constant 0 : index",
       "  %i8 = arith.constant 8 : index",
       "  %t = arith.constant true",
       "  %k11 = arith.constant 11 : i32",
       "  %a = memref.alloc() : memref<64xi8>",
       "  %b = memref.alloc() : memref<4xi32>",
       "  %v0 = memref.view %a[%i8][] : memref<64xi8> to memref<4xi32>",
       "  memref.store %k11, %v0[%i0] : memref<4xi32>"]
for i in range(1, n + 1):
    out.append("  %%v%d = arith.select %%t, %%v%d, %%b : memref<4xi32>"
               % (i, i - 1))
out += ["  %%o = bufferization.dealloc (%%a, %%b : memref<64xi8>, "
        "memref<4xi32>) if (%%t, %%t) retain (%%v%d : memref<4xi32>)" % n,
        "  %%x = memref.load %%v%d[%%i0] : memref<4xi32>" % n,
        "  memref.dealloc %a : memref<64xi8>",
        "  return %x : i32",
        "}"]
print("\n".join(out))
