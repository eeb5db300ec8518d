// Loop bounds and steps: non-unit steps, empty loops, i32 induction variables.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c17 = arith.constant 17 : index
  %z = arith.constant 0 : i64
  %s1 = scf.for %i = %c3 to %c17 step %c3 iter_args(%a = %z) -> (i64) {
    %k = arith.index_cast %i : index to i64
    %n = arith.addi %a, %k : i64
    scf.yield %n : i64
  }
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s2 = scf.for %i = %c17 to %c3 step %c3 iter_args(%a = %z) -> (i64) {
    %one = arith.constant 1 : i64
    %n = arith.addi %a, %one : i64
    scf.yield %n : i64
  }
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %lo = arith.constant -5 : i32
  %hi = arith.constant 6 : i32
  %st = arith.constant 2 : i32
  %z32 = arith.constant 0 : i32
  %s3 = scf.for %i = %lo to %hi step %st iter_args(%a = %z32) -> (i32) : i32 {
    %sq = arith.muli %i, %i : i32
    %n = arith.addi %a, %sq : i32
    scf.yield %n : i32
  }
  %s3e = arith.extsi %s3 : i32 to i64
  func.call @printI64(%s3e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
