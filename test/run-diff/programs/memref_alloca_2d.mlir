// Stack buffer in 2-D, written row by row and printed whole.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloca() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %ten = arith.constant 10.0 : f32
      %t = arith.mulf %fi, %ten : f32
      %v = arith.addf %t, %fj : f32
      memref.store %v, %a[%i, %j] : memref<3x5xf32>
    }
  }
  %u = memref.cast %a : memref<3x5xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
