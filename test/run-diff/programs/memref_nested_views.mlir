// Views of views: subview of a reinterpret_cast, expand_shape of a
// subview, collapse of a contiguous subview; all writing the same buffer.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %flat = memref.alloc() : memref<24xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %flat[%i] : memref<24xf32>
  }
  %m = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 6], strides: [6, 1]
      : memref<24xf32> to memref<4x6xf32>
  %sv = memref.subview %m[1, 0][2, 6][1, 1] : memref<4x6xf32> to memref<2x6xf32, strided<[6, 1], offset: 6>>
  %ex = memref.expand_shape %sv [[0], [1, 2]] output_shape [2, 2, 3]
      : memref<2x6xf32, strided<[6, 1], offset: 6>> into memref<2x2x3xf32, strided<[6, 3, 1], offset: 6>>
  %uex = memref.cast %ex : memref<2x2x3xf32, strided<[6, 3, 1], offset: 6>> to memref<*xf32>
  func.call @printMemrefF32(%uex) : (memref<*xf32>) -> ()
  %col = memref.collapse_shape %sv [[0, 1]] : memref<2x6xf32, strided<[6, 1], offset: 6>> into memref<12xf32, strided<[1], offset: 6>>
  %neg = arith.constant -1.0 : f32
  %c5 = arith.constant 5 : index
  %c11 = arith.constant 11 : index
  memref.store %neg, %col[%c5] : memref<12xf32, strided<[1], offset: 6>>
  memref.store %neg, %col[%c11] : memref<12xf32, strided<[1], offset: 6>>
  %inner = memref.subview %ex[1, 0, 1][1, 2, 2][1, 1, 1]
      : memref<2x2x3xf32, strided<[6, 3, 1], offset: 6>> to memref<2x2xf32, strided<[3, 1], offset: 13>>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%inner : memref<2x2xf32, strided<[3, 1], offset: 13>>)
  %um = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  memref.dealloc %flat : memref<24xf32>
  return
}
