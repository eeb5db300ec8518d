// A branch yields either a stack buffer or a heap buffer: only the heap one
// may be freed.
func.func private @printMemrefI64(memref<*xi64>)
func.func @choose(%c: i1) {
  %s = memref.alloca() : memref<2xi64>
  %five = arith.constant 5 : i64
  linalg.fill ins(%five : i64) outs(%s : memref<2xi64>)
  %m = scf.if %c -> memref<2xi64> {
    %h = memref.alloc() : memref<2xi64>
    %six = arith.constant 6 : i64
    linalg.fill ins(%six : i64) outs(%h : memref<2xi64>)
    scf.yield %h : memref<2xi64>
  } else {
    scf.yield %s : memref<2xi64>
  }
  %u = memref.cast %m : memref<2xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @choose(%t) : (i1) -> ()
  func.call @choose(%f) : (i1) -> ()
  return
}
