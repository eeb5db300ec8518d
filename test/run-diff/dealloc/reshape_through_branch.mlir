// expand_shape / collapse_shape views of allocations flowing through a branch.
func.func private @printMemrefF32(memref<*xf32>)
func.func @shape(%c: i1) {
  %flat = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %flat[%i] : memref<6xf32>
  }
  %m = scf.if %c -> memref<2x3xf32> {
    %e = memref.expand_shape %flat [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
    scf.yield %e : memref<2x3xf32>
  } else {
    %o = memref.alloc() : memref<3x2xf32>
    %e = memref.expand_shape %flat [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
    memref.copy %e, %o : memref<3x2xf32> to memref<3x2xf32>
    %fl = memref.collapse_shape %o [[0, 1]] : memref<3x2xf32> into memref<6xf32>
    %r = memref.expand_shape %fl [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
    scf.yield %r : memref<2x3xf32>
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @shape(%t) : (i1) -> ()
  func.call @shape(%f) : (i1) -> ()
  return
}
