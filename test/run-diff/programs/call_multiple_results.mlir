// Functions returning several values of different types, incl. divmod.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.floordivsi %a, %b : i64
  %p = arith.muli %q, %b : i64
  %r = arith.subi %a, %p : i64
  return %q, %r : i64, i64
}
func.func @stats(%x: f64, %y: f64, %z: f64) -> (f64, f64, i1) {
  %s1 = arith.addf %x, %y : f64
  %s = arith.addf %s1, %z : f64
  %three = arith.constant 3.0 : f64
  %mean = arith.divf %s, %three : f64
  %m1 = arith.maximumf %x, %y : f64
  %m = arith.maximumf %m1, %z : f64
  %pos = arith.cmpf ogt, %mean, %x : f64
  return %mean, %m, %pos : f64, f64, i1
}
func.func @main() {
  %a = arith.constant -17 : i64
  %b = arith.constant 5 : i64
  %q, %r = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 1.5 : f64
  %y = arith.constant -2.25 : f64
  %z = arith.constant 10.0 : f64
  %mean, %max, %pos = func.call @stats(%x, %y, %z) : (f64, f64, f64) -> (f64, f64, i1)
  func.call @printF64(%mean) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%max) : (f64) -> ()
  func.call @printComma() : () -> ()
  %pi = arith.extui %pos : i1 to i64
  func.call @printI64(%pi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
