// bufferization.clone and bufferization.dealloc with a retained value that
// aliases one of the freed buffers (the retained one survives, the other dies).
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @work(%c: i1) {
  %a = memref.alloc() : memref<3xi32>
  %v = arith.constant 5 : i32
  linalg.fill ins(%v : i32) outs(%a : memref<3xi32>)
  %b = bufferization.clone %a : memref<3xi32> to memref<3xi32>
  %c0 = arith.constant 0 : index
  %w = arith.constant 6 : i32
  memref.store %w, %b[%c0] : memref<3xi32>
  %s = arith.select %c, %a, %b : memref<3xi32>
  %u = memref.cast %s : memref<3xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %true = arith.constant true
  %r = bufferization.dealloc (%a, %b : memref<3xi32>, memref<3xi32>) if (%true, %true) retain (%s : memref<3xi32>)
  %ri = arith.extui %r : i1 to i64
  func.call @printI64(%ri) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.if %r {
    memref.dealloc %s : memref<3xi32>
  }
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @work(%t) : (i1) -> ()
  func.call @work(%f) : (i1) -> ()
  return
}
