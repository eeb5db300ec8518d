// extract_strided_metadata of a strided subview, printed field by field.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)
func.func @show(%x: index) {
  %i = arith.index_cast %x : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @main() {
  %m = memref.alloc() : memref<6x8xf32>
  %f = arith.constant 3.0 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<6x8xf32>)
  %v = memref.subview %m[2, 1][3, 2][1, 3] : memref<6x8xf32> to memref<3x2xf32, strided<[8, 3], offset: 17>>
  %base, %off, %s0, %s1, %st0, %st1 = memref.extract_strided_metadata %v
      : memref<3x2xf32, strided<[8, 3], offset: 17>> -> memref<f32>, index, index, index, index, index
  func.call @show(%off) : (index) -> ()
  func.call @show(%s0) : (index) -> ()
  func.call @show(%s1) : (index) -> ()
  func.call @show(%st0) : (index) -> ()
  func.call @show(%st1) : (index) -> ()
  func.call @printNewline() : () -> ()
  %ub = memref.cast %base : memref<f32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6x8xf32>
  return
}
