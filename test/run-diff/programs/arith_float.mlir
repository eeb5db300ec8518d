// f32 and f64 arithmetic: add/sub/mul/div/rem/neg and accumulated rounding.
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 7.5 : f32
  %b = arith.constant -2.25 : f32
  %s = arith.addf %a, %b : f32
  %d = arith.subf %a, %b : f32
  %m = arith.mulf %a, %b : f32
  %q = arith.divf %a, %b : f32
  %r = arith.remf %a, %b : f32
  %n = arith.negf %b : f32
  func.call @printF32(%s) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%d) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%m) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%q) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%n) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %tenth = arith.constant 0.1 : f32
  %tenthd = arith.constant 0.1 : f64
  %z = arith.constant 0.0 : f32
  %zd = arith.constant 0.0 : f64
  %acc:2 = scf.for %i = %c0 to %c1000 step %c1 iter_args(%x = %z, %y = %zd) -> (f32, f64) {
    %x1 = arith.addf %x, %tenth : f32
    %y1 = arith.addf %y, %tenthd : f64
    scf.yield %x1, %y1 : f32, f64
  }
  %accd = arith.extf %acc#0 : f32 to f64
  func.call @printF64(%accd) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%acc#1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %one = arith.constant 1.0 : f64
  %zero = arith.constant 0.0 : f64
  %inf = arith.divf %one, %zero : f64
  %ninf = arith.negf %inf : f64
  %sum = arith.addf %inf, %one : f64
  func.call @printF64(%inf) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%ninf) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant 3.0e38 : f32
  %ten = arith.constant 10.0 : f32
  %ovf = arith.mulf %big, %ten : f32
  func.call @printF32(%ovf) : (f32) -> ()
  func.call @printComma() : () -> ()
  %tiny = arith.constant 1.0e-30 : f32
  %und = arith.mulf %tiny, %tiny : f32
  func.call @printF32(%und) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
