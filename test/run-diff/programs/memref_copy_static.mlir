// memref.copy between two identically shaped contiguous buffers.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<2x4xi32>
  %dst = memref.alloc() : memref<2x4xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      %w = arith.subi %v, %v : i32
      memref.store %v, %src[%i, %j] : memref<2x4xi32>
      memref.store %w, %dst[%i, %j] : memref<2x4xi32>
    }
  }
  memref.copy %src, %dst : memref<2x4xi32> to memref<2x4xi32>
  %neg = arith.constant -99 : i32
  memref.store %neg, %src[%c0, %c0] : memref<2x4xi32>
  %u = memref.cast %dst : memref<2x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %v = memref.cast %src : memref<2x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  memref.dealloc %src : memref<2x4xi32>
  memref.dealloc %dst : memref<2x4xi32>
  return
}
