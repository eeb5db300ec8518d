// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// What counts as an allocation: alloc, alloca, realloc (a new buffer, not
// a view of the old one) and clone; a global, or a buffer made from a
// tensor, is unknown.
memref.global "private" @g : memref<2xf32> = dense<0.0>
func.func @origins(%t: tensor<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %s = memref.alloca() : memref<2xf32>
  %r = memref.realloc %a : memref<2xf32> to memref<4xf32>
  %c = bufferization.clone %s : memref<2xf32> to memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  %b = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: // ---- Aliases: @origins ----{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [] from []{{$}}
// CHECK-NEXT: %alloca: origins [alloc %alloca] to [] from []{{$}}
// CHECK-NEXT: %0: origins [alloc %0] to [] from []{{$}}
// CHECK-NEXT: %1: origins [alloc %1] to [] from []{{$}}
// CHECK-NEXT: %2: origins [unknown %2] to [] from []{{$}}
// CHECK-NEXT: %3: origins [unknown %3] to [] from []{{$}}
