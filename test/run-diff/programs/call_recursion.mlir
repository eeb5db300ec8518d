// Recursive calls: factorial, naive Fibonacci and Ackermann(2, n).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %one : i64
  %r = scf.if %le -> i64 {
    scf.yield %one : i64
  } else {
    %m = arith.subi %n, %one : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %two : i64
  cf.cond_br %lt, ^base, ^rec
^base:
  return %n : i64
^rec:
  %one = arith.constant 1 : i64
  %a = arith.subi %n, %one : i64
  %b = arith.subi %n, %two : i64
  %fa = func.call @fib(%a) : (i64) -> i64
  %fb = func.call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}
func.func @ack(%m: i64, %n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %mz = arith.cmpi eq, %m, %zero : i64
  cf.cond_br %mz, ^m0, ^mpos
^m0:
  %r0 = arith.addi %n, %one : i64
  return %r0 : i64
^mpos:
  %m1 = arith.subi %m, %one : i64
  %nz = arith.cmpi eq, %n, %zero : i64
  cf.cond_br %nz, ^n0, ^npos
^n0:
  %r1 = func.call @ack(%m1, %one) : (i64, i64) -> i64
  return %r1 : i64
^npos:
  %n1 = arith.subi %n, %one : i64
  %in = func.call @ack(%m, %n1) : (i64, i64) -> i64
  %r2 = func.call @ack(%m1, %in) : (i64, i64) -> i64
  return %r2 : i64
}
func.func @main() {
  %c20 = arith.constant 20 : i64
  %f = func.call @fact(%c20) : (i64) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c22 = arith.constant 22 : i64
  %g = func.call @fib(%c22) : (i64) -> i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c2 = arith.constant 2 : i64
  %c5 = arith.constant 5 : i64
  %a = func.call @ack(%c2, %c5) : (i64, i64) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
