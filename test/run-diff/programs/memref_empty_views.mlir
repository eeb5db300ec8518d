// Zero-sized runtime views: a dynamic subview ending exactly at the buffer
// end (size 0) and copies of buffers with a zero-sized dimension.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @tail(%m: memref<?xf32>, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %len = arith.subi %n, %k : index
  %t = memref.subview %m[%k][%len][1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %one = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%t : memref<?xf32, strided<[1], offset: ?>>)
  %d = memref.dim %t, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %d : index
}
func.func @main() {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %a = func.call @tail(%m, %c1) : (memref<?xf32>, index) -> index
  %b = func.call @tail(%m, %c4) : (memref<?xf32>, index) -> index
  %ai = arith.index_cast %a : index to i64
  %bi = arith.index_cast %b : index to i64
  func.call @printI64(%ai) : (i64) -> ()
  func.call @printI64(%bi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = memref.alloc(%c4) : memref<?x0xi32>
  %ec = memref.alloc(%c4) : memref<?x0xi32>
  memref.copy %e, %ec : memref<?x0xi32> to memref<?x0xi32>
  memref.dealloc %e : memref<?x0xi32>
  memref.dealloc %ec : memref<?x0xi32>
  memref.dealloc %m : memref<?xf32>
  return
}
