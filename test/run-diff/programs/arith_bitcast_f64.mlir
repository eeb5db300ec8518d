// Bitcasts between floats and integers; f64 extremes and float min/max ops.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %one = arith.constant 1.0 : f64
  %bits = arith.bitcast %one : f64 to i64
  func.call @printU64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %mz = arith.constant -0.0 : f32
  %mzb = arith.bitcast %mz : f32 to i32
  %mzw = arith.extui %mzb : i32 to i64
  func.call @printI64(%mzw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %pat = arith.constant 0x40490FDB : i32
  %pi = arith.bitcast %pat : i32 to f32
  func.call @printF32(%pi) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %max = arith.constant 1.7976931348623157e308 : f64
  %min = arith.constant 4.9406564584124654e-324 : f64
  func.call @printF64(%max) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%min) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %a = arith.constant -3.5 : f64
  %b = arith.constant 2.0 : f64
  %mx = arith.maximumf %a, %b : f64
  %mn = arith.minimumf %a, %b : f64
  %mxn = arith.maxnumf %a, %b : f64
  %mnn = arith.minnumf %a, %b : f64
  func.call @printF64(%mx) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%mn) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%mxn) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%mnn) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %z1 = arith.minimumf %pz, %nz : f64
  %z1b = arith.bitcast %z1 : f64 to i64
  func.call @printU64(%z1b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
