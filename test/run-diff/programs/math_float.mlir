// math dialect float functions with LLVM intrinsics (f32 and f64).
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func @p(%x: f32) {
  func.call @printF32(%x) : (f32) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @main() {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -0.75 : f32
  %c = arith.constant 3.7 : f32
  %sq = math.sqrt %a : f32
  %ex = math.exp %b : f32
  %ex2 = math.exp2 %c : f32
  %lg = math.log %c : f32
  %lg2 = math.log2 %c : f32
  %lg10 = math.log10 %c : f32
  %sn = math.sin %c : f32
  %cs = math.cos %c : f32
  %ab = math.absf %b : f32
  %fl = math.floor %b : f32
  %ce = math.ceil %b : f32
  %pw = math.powf %a, %c : f32
  %fm = math.fma %a, %b, %c : f32
  %cp = math.copysign %c, %b : f32
  func.call @p(%sq) : (f32) -> ()
  func.call @p(%ex) : (f32) -> ()
  func.call @p(%ex2) : (f32) -> ()
  func.call @p(%lg) : (f32) -> ()
  func.call @p(%lg2) : (f32) -> ()
  func.call @p(%lg10) : (f32) -> ()
  func.call @p(%sn) : (f32) -> ()
  func.call @p(%cs) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @p(%ab) : (f32) -> ()
  func.call @p(%fl) : (f32) -> ()
  func.call @p(%ce) : (f32) -> ()
  func.call @p(%pw) : (f32) -> ()
  func.call @p(%fm) : (f32) -> ()
  func.call @p(%cp) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %d = arith.constant 0.5 : f64
  %e = math.exp %d : f64
  %l = math.log %e : f64
  %s = math.sqrt %d : f64
  %t = math.sin %d : f64
  func.call @printF64(%e) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%l) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%s) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%t) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
