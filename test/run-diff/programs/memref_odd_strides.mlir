// Views with unusual strides: a zero-stride broadcast row and a view whose
// inner stride exceeds its outer stride, read through loads and printMemref.
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<6xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    memref.store %w, %m[%i] : memref<6xi32>
  }
  %b = memref.reinterpret_cast %m to offset: [2], sizes: [3, 4], strides: [0, 1]
      : memref<6xi32> to memref<3x4xi32, strided<[0, 1], offset: 2>>
  %ub = memref.cast %b : memref<3x4xi32, strided<[0, 1], offset: 2>> to memref<*xi32>
  func.call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  %t = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3], strides: [1, 2]
      : memref<6xi32> to memref<2x3xi32, strided<[1, 2]>>
  %ut = memref.cast %t : memref<2x3xi32, strided<[1, 2]>> to memref<*xi32>
  func.call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %c2 = arith.constant 2 : index
  %x = memref.load %t[%c1, %c2] : memref<2x3xi32, strided<[1, 2]>>
  %xw = arith.extsi %x : i32 to i64
  func.call @printI64(%xw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<6xi32>
  return
}
