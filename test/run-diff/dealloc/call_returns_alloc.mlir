// Callees return freshly allocated buffers; callers never free them.
func.func private @printMemrefI32(memref<*xi32>)
func.func @make(%n: index, %v: i32) -> memref<?xi32> {
  %m = memref.alloc(%n) : memref<?xi32>
  linalg.fill ins(%v : i32) outs(%m : memref<?xi32>)
  return %m : memref<?xi32>
}
func.func @concat(%a: memref<?xi32>, %b: memref<?xi32>) -> memref<?xi32> {
  %c0 = arith.constant 0 : index
  %na = memref.dim %a, %c0 : memref<?xi32>
  %nb = memref.dim %b, %c0 : memref<?xi32>
  %n = arith.addi %na, %nb : index
  %r = memref.alloc(%n) : memref<?xi32>
  %lo = memref.subview %r[0][%na][1] : memref<?xi32> to memref<?xi32, strided<[1]>>
  %hi = memref.subview %r[%na][%nb][1] : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
  memref.copy %a, %lo : memref<?xi32> to memref<?xi32, strided<[1]>>
  memref.copy %b, %hi : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
  return %r : memref<?xi32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 4 : i32
  %y = arith.constant -9 : i32
  %a = func.call @make(%c2, %x) : (index, i32) -> memref<?xi32>
  %b = func.call @make(%c3, %y) : (index, i32) -> memref<?xi32>
  %ab = func.call @concat(%a, %b) : (memref<?xi32>, memref<?xi32>) -> memref<?xi32>
  %aba = func.call @concat(%ab, %a) : (memref<?xi32>, memref<?xi32>) -> memref<?xi32>
  %u = memref.cast %aba : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
