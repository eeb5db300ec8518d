// printMemref element formatting: wide/negative integers, special floats,
// a 4-d shape and a column view.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %i = memref.alloc() : memref<2x3xi64>
  %v0 = arith.constant -9223372036854775808 : i64
  %v1 = arith.constant 7 : i64
  %v2 = arith.constant -12 : i64
  %v3 = arith.constant 123456789012 : i64
  %v4 = arith.constant 0 : i64
  %v5 = arith.constant -1 : i64
  memref.store %v0, %i[%c0, %c0] : memref<2x3xi64>
  memref.store %v1, %i[%c0, %c1] : memref<2x3xi64>
  memref.store %v2, %i[%c0, %c2] : memref<2x3xi64>
  memref.store %v3, %i[%c1, %c0] : memref<2x3xi64>
  memref.store %v4, %i[%c1, %c1] : memref<2x3xi64>
  memref.store %v5, %i[%c1, %c2] : memref<2x3xi64>
  %ui = memref.cast %i : memref<2x3xi64> to memref<*xi64>
  func.call @printMemrefI64(%ui) : (memref<*xi64>) -> ()
  %f = memref.alloc() : memref<6xf32>
  %f0 = arith.constant 0x7F800000 : f32
  %f1 = arith.constant -0.0 : f32
  %f2 = arith.constant 1.0e-7 : f32
  %f3 = arith.constant 1.0e20 : f32
  %f4 = arith.constant 16777216.0 : f32
  %f5 = arith.constant -123.456 : f32
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %f0, %f[%c0] : memref<6xf32>
  memref.store %f1, %f[%c1] : memref<6xf32>
  memref.store %f2, %f[%c2] : memref<6xf32>
  memref.store %f3, %f[%c3] : memref<6xf32>
  memref.store %f4, %f[%c4] : memref<6xf32>
  memref.store %f5, %f[%c5] : memref<6xf32>
  %uf = memref.cast %f : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %col = memref.subview %i[0, 2][2, 1][1, 1] : memref<2x3xi64> to memref<2x1xi64, strided<[3, 1], offset: 2>>
  %uc = memref.cast %col : memref<2x1xi64, strided<[3, 1], offset: 2>> to memref<*xi64>
  func.call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  %q = memref.alloc() : memref<2x1x2x2xf64>
  %third = arith.constant 0.333333333 : f64
  linalg.fill ins(%third : f64) outs(%q : memref<2x1x2x2xf64>)
  %big = arith.constant 2.5e300 : f64
  memref.store %big, %q[%c1, %c0, %c1, %c0] : memref<2x1x2x2xf64>
  %uq = memref.cast %q : memref<2x1x2x2xf64> to memref<*xf64>
  func.call @printMemrefF64(%uq) : (memref<*xf64>) -> ()
  memref.dealloc %i : memref<2x3xi64>
  memref.dealloc %f : memref<6xf32>
  memref.dealloc %q : memref<2x1x2x2xf64>
  return
}
