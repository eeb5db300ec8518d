// Aligned allocations and dynamic sizes mixed with static ones.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c5) {alignment = 64} : memref<2x?xf32>
  %s = memref.alloca(%c2) {alignment = 32} : memref<?xi64>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x?xf32>)
  %h = arith.constant 0.5 : f32
  memref.store %h, %a[%c1, %c2] : memref<2x?xf32>
  %u = memref.cast %a : memref<2x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %d = memref.dim %a, %c1 : memref<2x?xf32>
  %di = arith.index_cast %d : index to i64
  memref.store %di, %s[%c0] : memref<?xi64>
  memref.store %di, %s[%c1] : memref<?xi64>
  %x = memref.load %s[%c0] : memref<?xi64>
  %y = memref.load %s[%c1] : memref<?xi64>
  %z = arith.muli %x, %y : i64
  func.call @printI64(%z) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<2x?xf32>
  return
}
