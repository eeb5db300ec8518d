// Half-precision arithmetic rounds to f16/bf16; results widened to f32 to print.
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 0.1 : f16
  %b = arith.constant 3.0 : f16
  %p = arith.mulf %a, %b : f16
  %s = arith.addf %p, %a : f16
  %pe = arith.extf %p : f16 to f32
  %se = arith.extf %s : f16 to f32
  func.call @printF32(%pe) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%se) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant 60000.0 : f16
  %two = arith.constant 2.0 : f16
  %ov = arith.mulf %big, %two : f16
  %ove = arith.extf %ov : f16 to f32
  func.call @printF32(%ove) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 1.01 : bf16
  %y = arith.constant 100.0 : bf16
  %q = arith.mulf %x, %y : bf16
  %qe = arith.extf %q : bf16 to f32
  func.call @printF32(%qe) : (f32) -> ()
  func.call @printComma() : () -> ()
  %xe = arith.extf %x : bf16 to f32
  func.call @printF32(%xe) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %f = arith.constant 3.14159265 : f32
  %h = arith.truncf %f : f32 to f16
  %bb = arith.truncf %f : f32 to bf16
  %he = arith.extf %h : f16 to f32
  %be = arith.extf %bb : bf16 to f32
  func.call @printF32(%he) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%be) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %i = arith.constant 2049 : i32
  %hi = arith.sitofp %i : i32 to f16
  %hie = arith.extf %hi : f16 to f32
  func.call @printF32(%hie) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
