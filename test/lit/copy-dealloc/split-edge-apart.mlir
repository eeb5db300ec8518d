// One buffer forwarded twice on an edge that gets a block of its own
// (cf.cond_br with several successors): cloning the two block arguments
// of that block apart would separate what the program sees as one buffer
// (the store through the first argument is read through the second).
// The arguments of the split block stand for the values the branch
// forwards, which the analyses know; before, the check missed them and
// the output returned 1 instead of 9 (random program 905378).
// RUN: mlbuf-opt %s --verify-diagnostics --buffer-deallocation=ownership-fallback=false -o /dev/null

func.func @main(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %k9 = arith.constant 9 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %k1, %m[%c0] : memref<2xi64>
  // expected-error @below {{operands 0 and 1 may be one buffer; cloning them apart would separate them}}
  cf.cond_br %c, ^j(%m, %m : memref<2xi64>, memref<2xi64>), ^o
^o:
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.store %k1, %b[%c0] : memref<2xi64>
  cf.br ^j(%a, %b : memref<2xi64>, memref<2xi64>)
^j(%x: memref<2xi64>, %y: memref<2xi64>):
  memref.store %k9, %x[%c0] : memref<2xi64>
  %v = memref.load %y[%c0] : memref<2xi64>
  return %v : i64
}
