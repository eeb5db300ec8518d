// What may free a buffer keeps it on the heap (mlbuf; upstream 22 promotes
// the first three and frees or uses stack memory then):
//  - a call to a function that frees something (@drop frees its argument),
//    looked through calls; a call to one that frees nothing (@keep) is fine;
//  - a memref.realloc of a view of it;
// and a buffer that leaves the innermost automatic-allocation scope (a
// memref.alloca_scope returning it) is not promoted either, though the
// function around it would be a scope it stays in.
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s
// RUN: mlbuf-opt %s --promote-buffers-to-stack --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 12

func.func private @keep(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
func.func private @drop(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}
func.func private @indirect(%a: memref<4xf32>) -> f32 {
  %v = func.call @drop(%a) : (memref<4xf32>) -> f32
  return %v : f32
}

// CHECK-LABEL: func.func @main
//       CHECK:   %[[K:.*]] = memref.alloca() : memref<4xf32>
//       CHECK:   call @keep(%[[K]])
//       CHECK:   %[[D:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   call @drop(%[[D]])
//       CHECK:   %[[I:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   call @indirect(%[[I]])
//       CHECK:   %[[R:.*]] = memref.alloc() : memref<1xf32>
//       CHECK:   memref.realloc
//       CHECK:   memref.alloca_scope
//  CHECK-NEXT:     %[[S:.*]] = memref.alloc() : memref<4xf32>
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %three = arith.constant 3.0 : f32
  %k = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three : f32) outs(%k : memref<4xf32>)
  %x = func.call @keep(%k) : (memref<4xf32>) -> f32
  %d = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three : f32) outs(%d : memref<4xf32>)
  %y = func.call @drop(%d) : (memref<4xf32>) -> f32
  %i = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three : f32) outs(%i : memref<4xf32>)
  %z = func.call @indirect(%i) : (memref<4xf32>) -> f32
  %r = memref.alloc() : memref<1xf32>
  %rc = memref.cast %r : memref<1xf32> to memref<?xf32>
  %g = memref.realloc %rc : memref<?xf32> to memref<2xf32>
  memref.store %three, %g[%c0] : memref<2xf32>
  %w = memref.load %g[%c0] : memref<2xf32>
  memref.dealloc %g : memref<2xf32>
  %s = memref.alloca_scope -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    linalg.fill ins(%three : f32) outs(%t : memref<4xf32>)
    memref.alloca_scope.return %t : memref<4xf32>
  }
  %u = memref.load %s[%c0] : memref<4xf32>
  %a1 = arith.addf %x, %y : f32
  %a2 = arith.addf %a1, %z : f32
  %a3 = arith.addf %a2, %w : f32
  %a4 = arith.addf %a3, %u : f32
  %a5 = arith.subf %a4, %three : f32
  return %a5 : f32
}
