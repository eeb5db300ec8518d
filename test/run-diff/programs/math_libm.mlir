// math ops that lower to libm calls upstream: tan, atan, atan2, erf,
// cbrt, log1p, expm1, tanh, asin, acos, sinh, cosh; also rsqrt and fpowi.
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func @p(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @main() {
  %x = arith.constant 0.6 : f64
  %y = arith.constant -1.3 : f64
  %t = math.tan %x : f64
  %at = math.atan %x : f64
  %at2 = math.atan2 %y, %x : f64
  %er = math.erf %x : f64
  %cb = math.cbrt %y : f64
  %l1 = math.log1p %x : f64
  %em = math.expm1 %x : f64
  %th = math.tanh %y : f64
  %as = math.asin %x : f64
  %ac = math.acos %x : f64
  %sh = math.sinh %y : f64
  %ch = math.cosh %y : f64
  func.call @p(%t) : (f64) -> ()
  func.call @p(%at) : (f64) -> ()
  func.call @p(%at2) : (f64) -> ()
  func.call @p(%er) : (f64) -> ()
  func.call @p(%cb) : (f64) -> ()
  func.call @p(%l1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @p(%em) : (f64) -> ()
  func.call @p(%th) : (f64) -> ()
  func.call @p(%as) : (f64) -> ()
  func.call @p(%ac) : (f64) -> ()
  func.call @p(%sh) : (f64) -> ()
  func.call @p(%ch) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %f = arith.constant 4.0 : f32
  %r = math.rsqrt %f : f32
  func.call @printF32(%r) : (f32) -> ()
  func.call @printComma() : () -> ()
  %n = arith.constant 3 : i32
  %fp = math.fpowi %f, %n : f32, i32
  func.call @printF32(%fp) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
