// Euclid's algorithm in a cf loop, swapping block arguments.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @gcd(%a0: i64, %b0: i64) -> i64 {
  cf.br ^loop(%a0, %b0 : i64, i64)
^loop(%a: i64, %b: i64):
  %zero = arith.constant 0 : i64
  %z = arith.cmpi eq, %b, %zero : i64
  cf.cond_br %z, ^done(%a : i64), ^step(%a, %b : i64, i64)
^step(%x: i64, %y: i64):
  %r = arith.remsi %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^done(%g: i64):
  return %g : i64
}
func.func @main() {
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = func.call @gcd(%a, %b) : (i64, i64) -> i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = arith.constant 2147483647 : i64
  %d = arith.constant 17 : i64
  %h = func.call @gcd(%c, %d) : (i64, i64) -> i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = arith.constant 0 : i64
  %k = func.call @gcd(%d, %e) : (i64, i64) -> i64
  func.call @printI64(%k) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
