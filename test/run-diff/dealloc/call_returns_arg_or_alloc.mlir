// A callee returns either its argument or a new buffer; the caller keeps
// using both the argument and the result.
// DEALLOC-CHANGES-OUTPUT: upstream's pipeline makes the callee return a clone
// of its argument (results are owned at function boundaries), so the store
// through the result no longer reaches the argument.
func.func private @printMemrefF64(memref<*xf64>)
func.func @clamp_copy(%m: memref<3xf64>, %cond: i1) -> memref<3xf64> {
  %r = scf.if %cond -> memref<3xf64> {
    %n = memref.alloc() : memref<3xf64>
    %z = arith.constant 0.0 : f64
    linalg.fill ins(%z : f64) outs(%n : memref<3xf64>)
    scf.yield %n : memref<3xf64>
  } else {
    scf.yield %m : memref<3xf64>
  }
  return %r : memref<3xf64>
}
func.func @use(%cond: i1) {
  %m = memref.alloc() : memref<3xf64>
  %h = arith.constant 2.5 : f64
  linalg.fill ins(%h : f64) outs(%m : memref<3xf64>)
  %r = func.call @clamp_copy(%m, %cond) : (memref<3xf64>, i1) -> memref<3xf64>
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9.0 : f64
  memref.store %nine, %r[%c1] : memref<3xf64>
  %ur = memref.cast %r : memref<3xf64> to memref<*xf64>
  func.call @printMemrefF64(%ur) : (memref<*xf64>) -> ()
  %um = memref.cast %m : memref<3xf64> to memref<*xf64>
  func.call @printMemrefF64(%um) : (memref<*xf64>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @use(%t) : (i1) -> ()
  func.call @use(%f) : (i1) -> ()
  return
}
