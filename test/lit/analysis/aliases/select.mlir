// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// arith.select picks one of its operands: the result has both origins,
// each candidate flows to it, and the two candidates stay apart.
func.func @pick(%c: i1, %arg: memref<2xf64>) -> memref<2xf64> {
  %a = memref.alloc() : memref<2xf64>
  %s = arith.select %c, %a, %arg : memref<2xf64>
  %v = memref.cast %s : memref<2xf64> to memref<?xf64>
  return %s : memref<2xf64>
}

// CHECK-LABEL: // ---- Aliases: @pick ----{{$}}
// CHECK-NEXT: %arg1: origins [arg %arg1] to [%0, %cast] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %cast] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg1, alloc %alloc] to [%cast] from [%arg1, %alloc]{{$}}
// CHECK-NEXT: %cast: origins [arg %arg1, alloc %alloc] to [] from [%arg1, %alloc, %0]{{$}}
