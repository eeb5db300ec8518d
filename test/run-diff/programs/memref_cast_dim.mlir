// Static -> dynamic -> static casts, memref.dim and memref.rank.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func @sizes(%m: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf64>
  %d1 = memref.dim %m, %c1 : memref<?x?xf64>
  %a = arith.index_cast %d0 : index to i64
  %b = arith.index_cast %d1 : index to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %m = memref.alloc() : memref<7x3xf64>
  %d = memref.cast %m : memref<7x3xf64> to memref<?x?xf64>
  func.call @sizes(%d) : (memref<?x?xf64>) -> ()
  %u = memref.cast %d : memref<?x?xf64> to memref<*xf64>
  %r = memref.rank %u : memref<*xf64>
  %ri = arith.index_cast %r : index to i64
  func.call @printI64(%ri) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %back = memref.cast %u : memref<*xf64> to memref<7x3xf64>
  %c2 = arith.constant 2 : index
  %pi = arith.constant 3.25 : f64
  memref.store %pi, %back[%c2, %c2] : memref<7x3xf64>
  %x = memref.load %m[%c2, %c2] : memref<7x3xf64>
  %xi = arith.fptosi %x : f64 to i64
  func.call @printI64(%xi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<7x3xf64>
  return
}
