// The masked vector memory ops and the masks run as mlir-runner runs
// upstream's LLVM lowering (LLVM 22; same printed lines): masked-off lanes
// are not accessed (the first load's last lanes would leave the row),
// expandload / compressstore take consecutive elements for the active
// lanes, gather / scatter offsets step across rows of a contiguous buffer.
// The buffer is freed by either deallocation strategy after its last use;
// the stores write it (their effects), so no free moves above them.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s

// CHECK: ( 6, 7, -1, -1 )
// CHECK-NEXT: ( 9, 10, 11, -1 )
// CHECK-NEXT: ( 3, -1, 4, 5 )
// CHECK-NEXT: ( 8, -1, 4, 10 )
// CHECK-NEXT: ( 100, 100, 300, 3, 4, 5, 6, 7 )
// CHECK-NEXT: ( 8, 9, 10, 100, 400, 13, 14, 15 )

memref.global "private" constant @data : memref<2x8xf32> = dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %g = memref.get_global @data : memref<2x8xf32>
  %m = memref.alloc() : memref<2x8xf32>
  memref.copy %g, %m : memref<2x8xf32> to memref<2x8xf32>
  %pt = arith.constant dense<-1.0> : vector<4xf32>
  %mask = vector.create_mask %c3 : vector<4xi1>
  %cm = vector.constant_mask [2] : vector<4xi1>
  // Lanes past the mask are not read: %c6 + 3 would leave the row.
  %v = vector.maskedload %m[%c0, %c6], %cm, %pt : memref<2x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = vector.maskedload %m[%c1, %c1], %mask, %pt : memref<2x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %w : vector<4xf32>
  %alt = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %e = vector.expandload %m[%c0, %c3], %alt, %pt : memref<2x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %e : vector<4xf32>
  %idx = arith.constant dense<[7, 0, 3, 9]> : vector<4xi32>
  %ga = vector.gather %m[%c0, %c1] [%idx], %alt, %pt : memref<2x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ga : vector<4xf32>
  %val = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  vector.maskedstore %m[%c1, %c3], %cm, %val : memref<2x8xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c0, %c0], %alt, %val : memref<2x8xf32>, vector<4xi1>, vector<4xf32>
  %sidx = arith.constant dense<[1, 5, 2, 12]> : vector<4xi32>
  vector.scatter %m[%c0, %c0] [%sidx], %alt, %val : memref<2x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %r0 = vector.load %m[%c0, %c0] : memref<2x8xf32>, vector<8xf32>
  %r1 = vector.load %m[%c1, %c0] : memref<2x8xf32>, vector<8xf32>
  vector.print %r0 : vector<8xf32>
  vector.print %r1 : vector<8xf32>
  return
}
