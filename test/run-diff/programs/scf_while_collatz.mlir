// scf.while: Collatz step counts for 1..12, the condition region computes.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @steps(%n0: i64) -> i64 {
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %r:2 = scf.while (%n = %n0, %k = %zero) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %n, %one : i64
    scf.condition(%more) %n, %k : i64, i64
  } do {
  ^bb0(%n: i64, %k: i64):
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %odd = arith.remui %n, %two : i64
    %isodd = arith.cmpi ne, %odd, %zero : i64
    %t = arith.muli %n, %three : i64
    %t1 = arith.addi %t, %one : i64
    %h = arith.divui %n, %two : i64
    %next = arith.select %isodd, %t1, %h : i64
    %k1 = arith.addi %k, %one : i64
    scf.yield %next, %k1 : i64, i64
  }
  return %r#1 : i64
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c13 = arith.constant 13 : index
  scf.for %i = %c1 to %c13 step %c1 {
    %n = arith.index_cast %i : index to i64
    %s = func.call @steps(%n) : (i64) -> i64
    func.call @printI64(%s) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}
