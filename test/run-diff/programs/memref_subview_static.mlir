// Static subviews, including a subview of a subview; writes through views.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<5x5xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.index_cast %i : index to i64
      %b = arith.index_cast %j : index to i64
      %h = arith.constant 100 : i64
      %t = arith.muli %a, %h : i64
      %v = arith.addi %t, %b : i64
      memref.store %v, %m[%i, %j] : memref<5x5xi64>
    }
  }
  %s1 = memref.subview %m[1, 1][4, 4][1, 1]
      : memref<5x5xi64> to memref<4x4xi64, strided<[5, 1], offset: 6>>
  %s2 = memref.subview %s1[1, 0][2, 2][2, 3]
      : memref<4x4xi64, strided<[5, 1], offset: 6>> to memref<2x2xi64, strided<[10, 3], offset: 11>>
  %u2 = memref.cast %s2 : memref<2x2xi64, strided<[10, 3], offset: 11>> to memref<*xi64>
  func.call @printMemrefI64(%u2) : (memref<*xi64>) -> ()
  %z = arith.constant 0 : i64
  memref.store %z, %s2[%c1, %c1] : memref<2x2xi64, strided<[10, 3], offset: 11>>
  %u = memref.cast %m : memref<5x5xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<5x5xi64>
  return
}
