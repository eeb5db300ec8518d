// func.constant and call_indirect choosing a callee at runtime.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}
func.func @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func @apply_n(%f: (i64) -> i64, %x: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i64 {
    %b = func.call_indirect %f(%a) : (i64) -> i64
    scf.yield %b : i64
  }
  return %r : i64
}
func.func @main() {
  %t = func.constant @twice : (i64) -> i64
  %s = func.constant @square : (i64) -> i64
  %three = arith.constant 3 : i64
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %a = func.call @apply_n(%t, %three, %c4) : ((i64) -> i64, i64, index) -> i64
  %b = func.call @apply_n(%s, %three, %c3) : ((i64) -> i64, i64, index) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %true = arith.constant true
  %f = arith.select %true, %s, %t : (i64) -> i64
  %c = func.call_indirect %f(%three) : (i64) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
