// Triple-nested loops computing a small 3-d stencil sum into a 2-d buffer.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<3x4xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %z = arith.constant 0 : i64
      %s = scf.for %k = %c0 to %j step %c1 iter_args(%a = %z) -> (i64) {
        %t = arith.addi %i, %k : index
        %v = arith.index_cast %t : index to i64
        %n = arith.addi %a, %v : i64
        scf.yield %n : i64
      }
      memref.store %s, %out[%i, %j] : memref<3x4xi64>
    }
  }
  %u = memref.cast %out : memref<3x4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<3x4xi64>
  return
}
