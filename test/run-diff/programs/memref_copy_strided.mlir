// Copy a strided window (every other column) into a dense buffer and back.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %big = memref.alloc() : memref<4x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i64
      %f = arith.sitofp %n : i64 to f32
      memref.store %f, %big[%i, %j] : memref<4x6xf32>
    }
  }
  %win = memref.subview %big[1, 1][3, 3][1, 2]
      : memref<4x6xf32> to memref<3x3xf32, strided<[6, 2], offset: 7>>
  %dense = memref.alloc() : memref<3x3xf32>
  memref.copy %win, %dense : memref<3x3xf32, strided<[6, 2], offset: 7>> to memref<3x3xf32>
  %ud = memref.cast %dense : memref<3x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %m1 = arith.constant -1.0 : f32
  linalg.fill ins(%m1 : f32) outs(%dense : memref<3x3xf32>)
  memref.copy %dense, %win : memref<3x3xf32> to memref<3x3xf32, strided<[6, 2], offset: 7>>
  %ub = memref.cast %big : memref<4x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %dense : memref<3x3xf32>
  memref.dealloc %big : memref<4x6xf32>
  return
}
