// Rank-reducing subviews: a row and a column of a matrix as 1-D views.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %row = memref.subview %m[2, 0][1, 4][1, 1] : memref<3x4xi32> to memref<4xi32, strided<[1], offset: 8>>
  %col = memref.subview %m[0, 3][3, 1][1, 1] : memref<3x4xi32> to memref<3xi32, strided<[4], offset: 3>>
  %ur = memref.cast %row : memref<4xi32, strided<[1], offset: 8>> to memref<*xi32>
  %uc = memref.cast %col : memref<3xi32, strided<[4], offset: 3>> to memref<*xi32>
  func.call @printMemrefI32(%ur) : (memref<*xi32>) -> ()
  func.call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %seven = arith.constant 777 : i32
  memref.store %seven, %col[%c1] : memref<3xi32, strided<[4], offset: 3>>
  %um = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%um) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<3x4xi32>
  return
}
