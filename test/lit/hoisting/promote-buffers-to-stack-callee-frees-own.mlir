// A callee that frees only its own fresh allocations (a realloc of a
// buffer it allocated, a dealloc of another) cannot free what its caller
// hands it: the caller's buffer is promoted and leaves its loop, as
// mlir-opt 22 does. A callee freeing a value that may be its argument
// (@merge: a block argument joining its argument and its own buffer)
// still keeps the caller's buffer on the heap and in the loop.
// (bench/dealloc_gen_indep.py --ext, seed 7124013: every buffer handed to
// a helper holding a realloc stayed on the heap.)
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s
// RUN: mlbuf-opt %s --buffer-loop-hoisting | FileCheck %s --check-prefix=LOOP
// RUN: mlbuf-opt %s --buffer-loop-hoisting --promote-buffers-to-stack --buffer-deallocation-pipeline | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-loop-hoisting --promote-buffers-to-stack --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

func.func private @own(%arg: memref<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c1) : memref<?xi64>
  %x = memref.load %arg[%c0] : memref<4xi64>
  memref.store %x, %a[%c0] : memref<?xi64>
  %b = memref.realloc %a(%n) : memref<?xi64> to memref<?xi64>
  %y = memref.load %b[%c0] : memref<?xi64>
  %t = memref.alloc() : memref<2xi64>
  memref.store %y, %t[%c0] : memref<2xi64>
  %z = memref.load %t[%c0] : memref<2xi64>
  memref.dealloc %t : memref<2xi64>
  return %z : i64
}

func.func private @merge(%arg: memref<4xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %own = memref.alloc() : memref<4xi64>
  %k = arith.constant 5 : i64
  memref.store %k, %own[%c0] : memref<4xi64>
  cf.cond_br %c, ^bb1(%own : memref<4xi64>), ^bb1(%own : memref<4xi64>)
^bb1(%m: memref<4xi64>):
  %x = memref.load %arg[%c0] : memref<4xi64>
  %y = memref.load %m[%c0] : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

// CHECK-LABEL: func.func @main
//       CHECK:   scf.for
//       CHECK:     %[[P:.*]] = memref.alloca() : memref<4xi64>
//       CHECK:     call @own(%[[P]]
//       CHECK:     %[[H:.*]] = memref.alloc() : memref<4xi64>
//       CHECK:     call @merge(%[[H]]
// LOOP-LABEL: func.func @main
//       LOOP:   %[[P:.*]] = memref.alloc() : memref<4xi64>
//       LOOP:   scf.for
//       LOOP:     call @own(%[[P]]
//       LOOP:     %[[H:.*]] = memref.alloc() : memref<4xi64>
//       LOOP:     call @merge(%[[H]]
// OUT: 22
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 3 : i64
  %true = arith.constant true
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (i64) {
    %p = memref.alloc() : memref<4xi64>
    memref.store %k, %p[%c0] : memref<4xi64>
    %x = func.call @own(%p, %c2) : (memref<4xi64>, index) -> i64
    %h = memref.alloc() : memref<4xi64>
    memref.store %k, %h[%c0] : memref<4xi64>
    %y = func.call @merge(%h, %true) : (memref<4xi64>, i1) -> i64
    %s = arith.addi %acc, %x : i64
    %t = arith.addi %s, %y : i64
    scf.yield %t : i64
  }
  vector.print %r : i64
  return
}
