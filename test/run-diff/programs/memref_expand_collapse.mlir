// expand_shape and collapse_shape, static and with a dynamic dimension.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %flat = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    %n = arith.index_cast %i : index to i64
    memref.store %n, %flat[%i] : memref<12xi64>
  }
  %e = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 2] : memref<12xi64> into memref<2x3x2xi64>
  %ue = memref.cast %e : memref<2x3x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%ue) : (memref<*xi64>) -> ()
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x2xi64> into memref<6x2xi64>
  %uc = memref.cast %c : memref<6x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  %dflat = memref.cast %flat : memref<12xi64> to memref<?xi64>
  %c6 = arith.constant 6 : index
  %de = memref.expand_shape %dflat [[0, 1]] output_shape [%c6, 2] : memref<?xi64> into memref<?x2xi64>
  %v = arith.constant 42 : i64
  memref.store %v, %de[%c2, %c1] : memref<?x2xi64>
  %ud = memref.cast %de : memref<?x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%ud) : (memref<*xi64>) -> ()
  memref.dealloc %flat : memref<12xi64>
  return
}
