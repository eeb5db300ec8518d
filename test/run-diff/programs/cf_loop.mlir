// A counting loop written with cf.br / cf.cond_br and block arguments.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  cf.br ^head(%zero, %zero : i64, i64)
^head(%i: i64, %acc: i64):
  %done = arith.cmpi sge, %i, %ten : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %sq = arith.muli %i, %i : i64
  %acc2 = arith.addi %acc, %sq : i64
  func.call @printI64(%acc2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %i2 = arith.addi %i, %one : i64
  cf.br ^head(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  func.call @printNewline() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
