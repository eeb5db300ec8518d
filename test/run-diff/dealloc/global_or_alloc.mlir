// A branch yields either a global or a heap buffer; globals must never be freed.
func.func private @printMemrefI32(memref<*xi32>)
memref.global "private" constant @defaults : memref<3xi32> = dense<[1, 2, 3]>
func.func @pick(%c: i1) {
  %g = memref.get_global @defaults : memref<3xi32>
  %m = scf.if %c -> memref<3xi32> {
    %h = memref.alloc() : memref<3xi32>
    memref.copy %g, %h : memref<3xi32> to memref<3xi32>
    %c1 = arith.constant 1 : index
    %v = arith.constant 20 : i32
    memref.store %v, %h[%c1] : memref<3xi32>
    scf.yield %h : memref<3xi32>
  } else {
    scf.yield %g : memref<3xi32>
  }
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @pick(%t) : (i1) -> ()
  func.call @pick(%f) : (i1) -> ()
  return
}
