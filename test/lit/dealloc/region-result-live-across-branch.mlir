// An scf.if result that is still used after a conditional branch must be
// retained by the deallocs before the branch. LLVM 22's pass reads liveness
// computed before it rebuilt the scf.if with an ownership result
// (llvm/llvm-project#119863), misses the result and frees it before the
// branch: a use after free in both successors.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
//       CHECK:   %[[R:.*]]:2 = scf.if
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[R]]#0 : memref<4xi32>)
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[R]]#0 : memref<4xi32>)
//       CHECK:   cf.cond_br
//       CHECK:   memref.load %[[R]]#0
//       CHECK:   memref.load %[[R]]#0
// OUT: 5
memref.global "private" @knob : memref<2xi32> = dense<[1, 3]>

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %g = memref.get_global @knob : memref<2xi32>
  %k = memref.load %g[%c0] : memref<2xi32>
  %cond = arith.trunci %k : i32 to i1
  cf.br ^bb1
^bb1:
  %r = scf.if %cond -> memref<4xi32> {
    %a = memref.alloc() : memref<4xi32>
    memref.store %c5, %a[%c0] : memref<4xi32>
    scf.yield %a : memref<4xi32>
  } else {
    %b = memref.alloc() : memref<4xi32>
    memref.store %c7, %b[%c0] : memref<4xi32>
    scf.yield %b : memref<4xi32>
  }
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = memref.load %r[%c0] : memref<4xi32>
  return %x : i32
^bb3:
  %y = memref.load %r[%c0] : memref<4xi32>
  %z = arith.addi %y, %y : i32
  return %z : i32
}
