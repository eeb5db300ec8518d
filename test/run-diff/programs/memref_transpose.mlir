// memref.transpose permutes the strides of a view.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<2x3xi32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %ut = memref.cast %t : memref<3x2xi32, strided<[1, 3]>> to memref<*xi32>
  func.call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %x = memref.load %t[%c2, %c1] : memref<3x2xi32, strided<[1, 3]>>
  %n = arith.constant 100 : i32
  %y = arith.addi %x, %n : i32
  memref.store %y, %t[%c0, %c1] : memref<3x2xi32, strided<[1, 3]>>
  %um = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%um) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2x3xi32>
  return
}
