// linalg.fill and linalg.copy on contiguous and strided memrefs.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4x5xf32>
  %b = memref.alloc() : memref<4x5xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4x5xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<4x5xf32>)
  %inner = memref.subview %a[1, 1][2, 3][1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  %five = arith.constant 5.0 : f32
  linalg.fill ins(%five : f32) outs(%inner : memref<2x3xf32, strided<[5, 1], offset: 6>>)
  %col = memref.subview %b[0, 4][4, 1][1, 1] : memref<4x5xf32> to memref<4x1xf32, strided<[5, 1], offset: 4>>
  %acol = memref.subview %a[0, 2][4, 1][1, 1] : memref<4x5xf32> to memref<4x1xf32, strided<[5, 1], offset: 2>>
  linalg.copy ins(%acol : memref<4x1xf32, strided<[5, 1], offset: 2>>) outs(%col : memref<4x1xf32, strided<[5, 1], offset: 4>>)
  %ua = memref.cast %a : memref<4x5xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<4x5xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x5xf32>
  memref.dealloc %b : memref<4x5xf32>
  return
}
