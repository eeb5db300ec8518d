// scf.while carries a growing buffer: each step allocates a larger one and
// copies the old contents over.
func.func private @printMemrefI64(memref<*xi64>)
func.func @grow(%limit: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %first = memref.alloc(%c1) : memref<?xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %first[%c0] : memref<?xi64>
  %r:2 = scf.while (%buf = %first, %n = %c1) : (memref<?xi64>, index) -> (memref<?xi64>, index) {
    %more = arith.cmpi ult, %n, %limit : index
    scf.condition(%more) %buf, %n : memref<?xi64>, index
  } do {
  ^bb0(%b: memref<?xi64>, %k: index):
    %n2 = arith.muli %k, %c2 : index
    %nb = memref.alloc(%n2) : memref<?xi64>
    %lo = memref.subview %nb[0][%k][1] : memref<?xi64> to memref<?xi64, strided<[1]>>
    memref.copy %b, %lo : memref<?xi64> to memref<?xi64, strided<[1]>>
    scf.for %i = %k to %n2 step %c1 {
      %v = arith.index_cast %i : index to i64
      %w = arith.muli %v, %v : i64
      memref.store %w, %nb[%i] : memref<?xi64>
    }
    scf.yield %nb, %n2 : memref<?xi64>, index
  }
  %u = memref.cast %r#0 : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
func.func @main() {
  %c5 = arith.constant 5 : index
  func.call @grow(%c5) : (index) -> ()
  return
}
