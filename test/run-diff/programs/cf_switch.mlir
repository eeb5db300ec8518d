// cf.switch with case operands and a default destination, in a cf loop.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %n = arith.constant 6 : i32
  cf.br ^loop(%zero : i32)
^loop(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^dispatch, ^exit
^dispatch:
  %w = arith.extsi %i : i32 to i64
  cf.switch %i : i32, [
    default: ^other(%w : i64),
    0: ^zero,
    3: ^three(%i, %w : i32, i64),
    4: ^other(%w : i64)
  ]
^zero:
  %a = arith.constant 1000 : i64
  func.call @printI64(%a) : (i64) -> ()
  cf.br ^next
^three(%t: i32, %tw: i64):
  %k = arith.constant 3000 : i64
  %s = arith.addi %k, %tw : i64
  func.call @printI64(%s) : (i64) -> ()
  cf.br ^next
^other(%o: i64):
  %neg = arith.constant -1 : i64
  %m = arith.muli %o, %neg : i64
  func.call @printI64(%m) : (i64) -> ()
  cf.br ^next
^next:
  func.call @printComma() : () -> ()
  %i1 = arith.addi %i, %one : i32
  cf.br ^loop(%i1 : i32)
^exit:
  func.call @printNewline() : () -> ()
  return
}
