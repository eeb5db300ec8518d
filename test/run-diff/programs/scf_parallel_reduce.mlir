// scf.parallel over a 2-d range with a sum reduction (run sequentially).
func.func private @printI64(i64)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    %p = arith.muli %i, %j : index
    %v = arith.index_cast %p : index to i64
    memref.store %v, %m[%i, %j] : memref<3x4xi64>
  }
  %u = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %zero = arith.constant 0 : i64
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%zero) -> i64 {
    %v = memref.load %m[%i, %j] : memref<3x4xi64>
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %r = arith.addi %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<3x4xi64>
  return
}
