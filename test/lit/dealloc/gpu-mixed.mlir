// gpu.alloc (its own "gpu" resource) mixed with memref.alloc. Both are
// owned and deallocated by bufferization.dealloc, whose lowering frees
// each buffer with its allocation's free op (gpu.dealloc / memref.dealloc);
// a device buffer returned without ownership is cloned on the device
// (gpu.alloc + gpu.memcpy, the gpu allocation interface's clone).
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-opt --bufferization-lower-deallocations | FileCheck %s --check-prefix=LOWER

// CHECK-LABEL: func.func @upload
//       CHECK:   %[[H:.*]] = memref.alloc()
//       CHECK:   %[[D:.*]] = gpu.alloc  ()
//       CHECK:   %[[R:.*]]:2 = scf.if %{{.*}} -> (memref<4xf32>, i1) {
//       CHECK:     %[[D2:.*]] = gpu.alloc  ()
//       CHECK:     scf.yield %[[D2]], %{{.*}} : memref<4xf32>, i1
//       CHECK:   } else {
//       CHECK:     scf.yield %[[D]], %{{.*}} : memref<4xf32>, i1
//       CHECK:   }
//       CHECK:   %[[OUT:.*]] = scf.if %[[R]]#1 -> (memref<4xf32>) {
//       CHECK:   } else {
//       CHECK:     %[[C:.*]] = gpu.alloc  ()
//       CHECK:     gpu.memcpy  %[[C]], %[[R]]#0
//   CHECK-NOT:     bufferization.clone
//       CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[OUT]] : memref<4xf32>)

// LOWER-LABEL: func.func @upload
//       LOWER:   memref.dealloc %{{.*}} : memref<f32>
//       LOWER:   memref.dealloc %{{.*}} : memref<f32>
//       LOWER:   gpu.dealloc  %{{.*}} : memref<f32>
//       LOWER:   gpu.dealloc  %{{.*}} : memref<f32>
//       LOWER:   gpu.dealloc  %{{.*}} : memref<f32>
func.func @upload(%c: i1, %host: memref<4xf32>) -> memref<4xf32> {
  %tmp = memref.alloc() : memref<4xf32>
  memref.copy %host, %tmp : memref<4xf32> to memref<4xf32>
  %dev = gpu.alloc () : memref<4xf32>
  gpu.memcpy %dev, %tmp : memref<4xf32>, memref<4xf32>
  %out = scf.if %c -> memref<4xf32> {
    %d2 = gpu.alloc () : memref<4xf32>
    gpu.memcpy %d2, %dev : memref<4xf32>, memref<4xf32>
    scf.yield %d2 : memref<4xf32>
  } else {
    scf.yield %dev : memref<4xf32>
  }
  return %out : memref<4xf32>
}
