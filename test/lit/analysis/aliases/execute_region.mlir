// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// A multi-block region: block arguments inside it and the values yielded
// from either exit block reach the op's result.
func.func @regions(%c: i1, %arg: memref<7xi16>) -> memref<7xi16> {
  %r = scf.execute_region -> memref<7xi16> {
    cf.cond_br %c, ^a, ^b(%arg : memref<7xi16>)
  ^a:
    %m = memref.alloc() : memref<7xi16>
    cf.br ^b(%m : memref<7xi16>)
  ^b(%x: memref<7xi16>):
    scf.yield %x : memref<7xi16>
  }
  return %r : memref<7xi16>
}

// CHECK-LABEL: // ---- Aliases: @regions ----{{$}}
// CHECK-NEXT: %arg1: origins [arg %arg1] to [%0, %1] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg1, alloc %alloc] to [] from [%arg1, %alloc, %1]{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %1] from []{{$}}
// CHECK-NEXT: %1: origins [arg %arg1, alloc %alloc] to [%0] from [%arg1, %alloc]{{$}}
