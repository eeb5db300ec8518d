// 1-D heap buffer: fill with squares, read back and sum.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %buf = memref.alloc() : memref<10xi64>
  scf.for %i = %c0 to %c10 step %c1 {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %buf[%i] : memref<10xi64>
  }
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %buf[%i] : memref<10xi64>
    %n = arith.addi %acc, %x : i64
    scf.yield %n : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c7 = arith.constant 7 : index
  %e = memref.load %buf[%c7] : memref<10xi64>
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %buf : memref<10xi64>
  return
}
