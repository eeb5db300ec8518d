// A callee returns a buffer and a view of it; the caller uses both.
func.func private @printMemrefF32(memref<*xf32>)
func.func @pair(%n: index) -> (memref<?xf32>, memref<?xf32, strided<[1], offset: 1>>) {
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %v = arith.constant 1.0 : f32
  linalg.fill ins(%v : f32) outs(%m : memref<?xf32>)
  %k = arith.subi %n, %c1 : index
  %t = memref.subview %m[1][%k][1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
  return %m, %t : memref<?xf32>, memref<?xf32, strided<[1], offset: 1>>
}
func.func @main() {
  %c4 = arith.constant 4 : index
  %m, %t = func.call @pair(%c4) : (index) -> (memref<?xf32>, memref<?xf32, strided<[1], offset: 1>>)
  %h = arith.constant 0.5 : f32
  linalg.fill ins(%h : f32) outs(%t : memref<?xf32, strided<[1], offset: 1>>)
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
