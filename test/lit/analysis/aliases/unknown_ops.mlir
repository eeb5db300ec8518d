// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// Unknown ops: results may alias every buffer operand and may be new;
// an unknown op with a region may pass its operands into the region and
// what its terminator yields out.
func.func @opaque(%arg: memref<5xf32>) {
  %a = memref.alloc() : memref<5xf32>
  %u = "foo.mix"(%a, %arg) : (memref<5xf32>, memref<5xf32>) -> memref<5xf32>
  %g = "foo.make"() : () -> memref<5xf32>
  %w = "foo.wrap"(%a) ({
  ^bb0(%in: memref<5xf32>):
    %inner = memref.alloc() : memref<5xf32>
    "foo.yield"(%inner) : (memref<5xf32>) -> ()
  }) : (memref<5xf32>) -> memref<5xf32>
  return
}

// CHECK-LABEL: // ---- Aliases: @opaque ----{{$}}
// CHECK-NEXT: %arg0: origins [arg %arg0] to [%0] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %2, %arg1] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg0, alloc %alloc, unknown %0] to [] from [%arg0, %alloc]{{$}}
// CHECK-NEXT: %1: origins [unknown %1] to [] from []{{$}}
// CHECK-NEXT: %2: origins [alloc %alloc, unknown %2, alloc %alloc_0] to [] from [%alloc, %alloc_0]{{$}}
// CHECK-NEXT: %arg1: origins [alloc %alloc, unknown %arg1] to [] from [%alloc]{{$}}
// CHECK-NEXT: %alloc_0: origins [alloc %alloc_0] to [%2] from []{{$}}
