// Subviews whose offsets, sizes and strides are runtime values.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @window(%m: memref<?x?xf32>, %o0: index, %o1: index, %s0: index, %s1: index, %st: index) {
  %v = memref.subview %m[%o0, %o1][%s0, %s1][%st, 1]
      : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %u = memref.cast %v : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %d = memref.dim %v, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %di = arith.index_cast %d : index to i64
  func.call @printI64(%di) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c6, %c6) : memref<?x?xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i32
      %f = arith.sitofp %n : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  func.call @window(%m, %c1, %c2, %c2, %c3, %c2) : (memref<?x?xf32>, index, index, index, index, index) -> ()
  func.call @window(%m, %c0, %c0, %c3, %c1, %c1) : (memref<?x?xf32>, index, index, index, index, index) -> ()
  memref.dealloc %m : memref<?x?xf32>
  return
}
