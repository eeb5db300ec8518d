// Regions inside regions: an scf.if inside an scf.for body yields a buffer
// allocated in one of its branches; the if's result is critical inside the
// body, the loop's iteration argument and result are critical outside.
// Every buffer is freed in the region that owns it.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @nested
//       CHECK:   scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}})
//       CHECK:     %[[Y:.*]] = scf.if
//       CHECK:       %[[A:.*]] = memref.alloc()
//       CHECK:       %[[CA:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:       memref.dealloc %[[A]]
//  CHECK-NEXT:       scf.yield %[[CA]]
//  CHECK-NEXT:     } else {
//  CHECK-NEXT:       %[[CX:.*]] = bufferization.clone %[[X]]
//  CHECK-NEXT:       scf.yield %[[CX]]
//  CHECK-NEXT:     }
//  CHECK-NEXT:     memref.dealloc %[[X]]
//  CHECK-NEXT:     %[[CY:.*]] = bufferization.clone %[[Y]]
//  CHECK-NEXT:     memref.dealloc %[[Y]]
//  CHECK-NEXT:     scf.yield %[[CY]]
func.func @nested(%init: memref<2xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> memref<2xf32> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %y = scf.if %even -> memref<2xf32> {
      %a = memref.alloc() : memref<2xf32>
      linalg.map { arith.addf } ins(%x, %x : memref<2xf32>, memref<2xf32>) outs(%a : memref<2xf32>)
      scf.yield %a : memref<2xf32>
    } else {
      scf.yield %x : memref<2xf32>
    }
    scf.yield %y : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// Iterations 0, 2 and 4 double 1.
// OUT: 8
func.func @main() -> f32 {
  %c5 = arith.constant 5 : index
  %v = arith.constant 1.0 : f32
  %in = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  %r = call @nested(%in, %c5) : (memref<2xf32>, index) -> f32
  return %r : f32
}
