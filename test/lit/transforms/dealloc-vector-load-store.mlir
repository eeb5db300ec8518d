// vector.load reads and vector.store writes their memref (interfaces of
// the vector ops): the deallocation passes free a buffer used only by
// them after its last load (the ownership pipeline at the block's end, the
// copy-based pass right after the load), and the outputs run clean.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s --check-prefix=COPY
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK: %[[M:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: vector.store %{{.*}}, %[[M]]
// CHECK: %[[V:.*]] = vector.load %[[M]]
// CHECK-NEXT: vector.print %[[V]]
// CHECK-NEXT: memref.dealloc %[[M]]
// COPY: %[[M:.*]] = memref.alloc() : memref<2x4xf32>
// COPY: %[[V:.*]] = vector.load %[[M]]
// COPY-NEXT: memref.dealloc %[[M]]
// COPY-NEXT: vector.print %[[V]]
// OUT: ( 1, 2, 3, 4 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2x4xf32>
  %row = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  vector.store %row, %m[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
  %v = vector.load %m[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  return
}
