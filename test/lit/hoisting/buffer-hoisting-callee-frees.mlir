// A buffer handed to a function whose body frees it is freed by hand as
// much as one with a memref.dealloc of its own (buffer-hoisting-freed.mlir):
// buffer-hoisting leaves it in its block, where moved to the dominator it
// would be allocated on the path through ^bb1 too (taken when run), which
// never reaches the free. The answer comes from the callee's body
// (call_effects.h, MLB_CALL_FREES), through @pass_on to @consume. A buffer
// handed to @reads, which does not free it, and one handed to a function
// without a body (@printMemrefI64: a free nobody knows of does not count,
// as upstream) still move. mlbuf differs from mlir-opt 22 here on purpose
// (upstream moves every one; random program 6906153 leaked after
// buffer-hoisting).
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 3

// CHECK-LABEL: func.func @body
//       CHECK:   memref.store
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.alloc() : memref<3xi64>
//  CHECK-NEXT:   memref.alloc() : memref<5xi64>
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb2:
//  CHECK-NEXT:   memref.alloc() : memref<2xi64>

func.func private @printMemrefI64(memref<*xi64>)

func.func @consume(%m: memref<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xi64>
  memref.dealloc %m : memref<2xi64>
  return %v : i64
}

func.func @pass_on(%m: memref<2xi64>) -> i64 {
  %v = call @consume(%m) : (memref<2xi64>) -> i64
  return %v : i64
}

func.func @reads(%m: memref<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<3xi64>
  return %v : i64
}

func.func @body(%c: i1, %no: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  %three = arith.constant 3 : i64
  %g = memref.alloca() : memref<2xi64>
  %gr = memref.alloca() : memref<3xi64>
  %ge = memref.alloca() : memref<5xi64>
  memref.store %three, %g[%c0] : memref<2xi64>
  memref.store %seven, %gr[%c0] : memref<3xi64>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%g, %gr, %ge : memref<2xi64>, memref<3xi64>, memref<5xi64>)
^bb2:
  %f = memref.alloc() : memref<2xi64>
  memref.store %seven, %f[%c0] : memref<2xi64>
  %r = memref.alloc() : memref<3xi64>
  memref.store %three, %r[%c0] : memref<3xi64>
  %e = memref.alloc() : memref<5xi64>
  cf.br ^bb3(%f, %r, %e : memref<2xi64>, memref<3xi64>, memref<5xi64>)
^bb3(%m: memref<2xi64>, %n: memref<3xi64>, %o: memref<5xi64>):
  %v = memref.load %m[%c0] : memref<2xi64>
  cf.cond_br %c, ^bb4, ^bb5
^bb4:
  cf.br ^bb6(%v : i64)
^bb5:
  // Reached from ^bb2 only (same condition): %m is %f.
  %a = call @pass_on(%m) : (memref<2xi64>) -> i64
  %b = call @reads(%n) : (memref<3xi64>) -> i64
  %s = arith.addi %a, %b : i64
  cf.cond_br %no, ^bb7, ^bb6(%s : i64)
^bb7:
  %u = memref.cast %o : memref<5xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  cf.br ^bb6(%s : i64)
^bb6(%x: i64):
  return %x : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @body(%t, %f) : (i1, i1) -> i64
  return %x : i64
}
