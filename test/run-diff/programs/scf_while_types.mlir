// scf.while whose before- and after-regions carry different types: the
// condition forwards an f32 computed from the i32 state.
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %init = arith.constant 1 : i32
  %lim = arith.constant 1000 : i32
  %res = scf.while (%x = %init) : (i32) -> f32 {
    %c = arith.cmpi slt, %x, %lim : i32
    %f = arith.sitofp %x : i32 to f32
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%f: f32):
    %k = arith.constant 2.5 : f32
    %g = arith.mulf %f, %k : f32
    %n = arith.fptosi %g : f32 to i32
    %one = arith.constant 1 : i32
    %n1 = arith.addi %n, %one : i32
    scf.yield %n1 : i32
  }
  func.call @printF32(%res) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
