// scf.for with the unsigned comparison flag: an i8 range that is empty when
// compared as signed, and an index loop whose bound exceeds INT64_MAX.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %lb = arith.constant 100 : i8
  %ub = arith.constant 200 : i8
  %st = arith.constant 50 : i8
  %z = arith.constant 0 : i64
  %s = scf.for unsigned %i = %lb to %ub step %st iter_args(%a = %z) -> (i64) : i8 {
    %w = arith.extui %i : i8 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printComma() : () -> ()
    %one = arith.constant 1 : i64
    %n = arith.addi %a, %one : i64
    scf.yield %n : i64
  }
  func.call @printNewline() : () -> ()
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s2 = scf.for %i = %lb to %ub step %st iter_args(%a = %z) -> (i64) : i8 {
    %one = arith.constant 1 : i64
    %n = arith.addi %a, %one : i64
    scf.yield %n : i64
  }
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant 9223372036854775800 : index
  %big2 = arith.constant -9223372036854775800 : index
  %step = arith.constant 4 : index
  %s3 = scf.for unsigned %i = %big to %big2 step %step iter_args(%a = %z) -> (i64) {
    %one = arith.constant 1 : i64
    %n = arith.addi %a, %one : i64
    scf.yield %n : i64
  }
  func.call @printI64(%s3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
