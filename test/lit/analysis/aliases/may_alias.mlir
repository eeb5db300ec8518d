// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=pairs=true -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases="pairs=true follow=true" -o /dev/null | FileCheck %s
// may-alias answers (pairs=true): values sharing an origin may alias;
// two arguments may be one buffer; a fresh allocation aliases neither
// argument nor the other allocation unless something joins them.
func.func @pairs(%p: memref<4xf32>, %q: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %va = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %vp = memref.cast %p : memref<4xf32> to memref<?xf32>
  %s = arith.select %c, %b, %q : memref<4xf32>
  %u = "foo.get"() : () -> memref<4xf32>
  return
}

// CHECK-LABEL: // ---- Aliases: @pairs ----{{$}}
// CHECK-NEXT: %arg0: origins [arg %arg0] to [%cast] from []{{$}}
// CHECK-NEXT: %arg1: origins [arg %arg1] to [%0] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%subview] from []{{$}}
// CHECK-NEXT: %alloc_0: origins [alloc %alloc_0] to [%0] from []{{$}}
// CHECK-NEXT: %subview: origins [alloc %alloc] to [] from [%alloc]{{$}}
// CHECK-NEXT: %cast: origins [arg %arg0] to [] from [%arg0]{{$}}
// CHECK-NEXT: %0: origins [arg %arg1, alloc %alloc_0] to [] from [%arg1, %alloc_0]{{$}}
// CHECK-NEXT: %1: origins [unknown %1] to [] from []{{$}}
// CHECK-NEXT: %arg0 may alias [%arg1, %cast, %0, %1]{{$}}
// CHECK-NEXT: %arg1 may alias [%cast, %0, %1]{{$}}
// CHECK-NEXT: %alloc may alias [%subview]{{$}}
// CHECK-NEXT: %alloc_0 may alias [%0]{{$}}
// CHECK-NEXT: %subview may alias []{{$}}
// CHECK-NEXT: %cast may alias [%0, %1]{{$}}
// CHECK-NEXT: %0 may alias [%1]{{$}}
// CHECK-NEXT: %1 may alias []{{$}}
