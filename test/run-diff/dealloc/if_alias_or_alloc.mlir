// One branch yields a fresh buffer, the other an existing one: ownership of
// the result is only known at runtime.
func.func private @printMemrefI64(memref<*xi64>)
func.func @maybe_copy(%c: i1) {
  %base = memref.alloc() : memref<3xi64>
  %seven = arith.constant 7 : i64
  linalg.fill ins(%seven : i64) outs(%base : memref<3xi64>)
  %m = scf.if %c -> memref<3xi64> {
    %n = memref.alloc() : memref<3xi64>
    memref.copy %base, %n : memref<3xi64> to memref<3xi64>
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i64
    memref.store %z, %n[%c0] : memref<3xi64>
    scf.yield %n : memref<3xi64>
  } else {
    scf.yield %base : memref<3xi64>
  }
  %u = memref.cast %m : memref<3xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %ub = memref.cast %base : memref<3xi64> to memref<*xi64>
  func.call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @maybe_copy(%t) : (i1) -> ()
  func.call @maybe_copy(%f) : (i1) -> ()
  return
}
