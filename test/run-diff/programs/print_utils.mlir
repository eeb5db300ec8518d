// Scalar runner utilities: printOpen/printClose/printComma/printU64/printF64
// and %g formatting of assorted magnitudes.
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()
func.func private @printU64(i64)
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func @main() {
  func.call @printOpen() : () -> ()
  %a = arith.constant -1 : i64
  func.call @printU64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%a) : (i64) -> ()
  func.call @printClose() : () -> ()
  func.call @printNewline() : () -> ()
  %x1 = arith.constant 123456789.0 : f64
  %x2 = arith.constant 0.000012345 : f64
  %x3 = arith.constant 100000.0 : f64
  %x4 = arith.constant 1000000.0 : f64
  %x5 = arith.constant -0.0 : f64
  %x6 = arith.constant 1.0e-5 : f64
  func.call @printOpen() : () -> ()
  func.call @printF64(%x1) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%x2) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%x3) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%x4) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%x5) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%x6) : (f64) -> ()
  func.call @printClose() : () -> ()
  func.call @printNewline() : () -> ()
  %y = arith.constant 16777217.0 : f32
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
