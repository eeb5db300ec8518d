// Nested loops: the inner loop yields fresh buffers to the outer loop.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<2xi64>
  %z = arith.constant 0 : i64
  linalg.fill ins(%z : i64) outs(%init : memref<2xi64>)
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%outer = %init) -> memref<2xi64> {
    %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%cur = %outer) -> memref<2xi64> {
      %n = memref.alloc() : memref<2xi64>
      memref.copy %cur, %n : memref<2xi64> to memref<2xi64>
      %x = memref.load %n[%j] : memref<2xi64>
      %ii = arith.index_cast %i : index to i64
      %one = arith.constant 1 : i64
      %a = arith.addi %ii, %one : i64
      %y = arith.addi %x, %a : i64
      memref.store %y, %n[%j] : memref<2xi64>
      scf.yield %n : memref<2xi64>
    }
    scf.yield %in : memref<2xi64>
  }
  %u = memref.cast %r : memref<2xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
