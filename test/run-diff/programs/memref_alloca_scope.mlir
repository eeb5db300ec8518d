// alloca_scope releases its stack buffers on exit; the scope yields a value.
// Called from a loop, so without the scope the stack would keep growing.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @scoped(%i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %r = memref.alloca_scope -> (i64) {
    %tmp = memref.alloca() : memref<4xi64>
    scf.for %j = %c0 to %c4 step %c1 {
      %p = arith.muli %i, %j : index
      %v = arith.index_cast %p : index to i64
      memref.store %v, %tmp[%j] : memref<4xi64>
    }
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (i64) {
      %x = memref.load %tmp[%j] : memref<4xi64>
      %y = arith.addi %a, %x : i64
      scf.yield %y : i64
    }
    memref.alloca_scope.return %s : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %total = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> (i64) {
    %r = func.call @scoped(%i) : (index) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %n = arith.addi %acc, %r : i64
    scf.yield %n : i64
  }
  func.call @printI64(%total) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
