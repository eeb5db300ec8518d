// Well-defined edge cases: ctlz/cttz of zero, absi of INT_MIN, ipowi with
// negative exponents, fpowi with negative exponent, sqrt of -0, copysign.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %z = arith.constant 0 : i16
  %l = math.ctlz %z : i16
  %t = math.cttz %z : i16
  %p = math.ctpop %z : i16
  %l6 = arith.extui %l : i16 to i64
  %t6 = arith.extui %t : i16 to i64
  %p6 = arith.extui %p : i16 to i64
  func.call @printI64(%l6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%p6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %min = arith.constant -128 : i8
  %a = math.absi %min : i8
  %a6 = arith.extsi %a : i8 to i64
  func.call @printI64(%a6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m1 = arith.constant -1 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %e3 = arith.constant -3 : i32
  %r1 = math.ipowi %m1, %e3 : i32
  %r2 = math.ipowi %one, %e3 : i32
  %r3 = math.ipowi %two, %e3 : i32
  %r4 = math.ipowi %two, %two : i32
  %r16 = arith.extsi %r1 : i32 to i64
  %r26 = arith.extsi %r2 : i32 to i64
  %r36 = arith.extsi %r3 : i32 to i64
  %r46 = arith.extsi %r4 : i32 to i64
  func.call @printI64(%r16) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r26) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r36) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r46) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %f = arith.constant 2.0 : f64
  %fp = math.fpowi %f, %e3 : f64, i32
  func.call @printF64(%fp) : (f64) -> ()
  func.call @printComma() : () -> ()
  %nz = arith.constant -0.0 : f32
  %sq = math.sqrt %nz : f32
  func.call @printF32(%sq) : (f32) -> ()
  func.call @printComma() : () -> ()
  %c = arith.constant 5.0 : f32
  %cs = math.copysign %c, %nz : f32
  func.call @printF32(%cs) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %rf = arith.constant -5.5 : f32
  %rd = arith.constant 2.0 : f32
  %rm = arith.remf %rf, %rd : f32
  func.call @printF32(%rm) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
