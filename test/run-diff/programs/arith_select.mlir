// arith.select on scalars of several types, driven by loop-dependent conditions.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %m = arith.remui %i, %c3 : index
    %z = arith.cmpi eq, %m, %c0 : index
    %ii = arith.index_cast %i : index to i64
    %neg = arith.constant -1 : i64
    %ni = arith.muli %ii, %neg : i64
    %v = arith.select %z, %ni, %ii : i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 2.5 : f32
  %b = arith.constant -4.0 : f32
  %x = arith.select %t, %a, %b : f32
  %y = arith.select %f, %a, %b : f32
  func.call @printF32(%x) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %p = arith.select %t, %f, %t : i1
  %pi = arith.extui %p : i1 to i64
  func.call @printI64(%pi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %i1 = arith.constant 10 : index
  %i2 = arith.constant 20 : index
  %ix = arith.select %f, %i1, %i2 : index
  %ixi = arith.index_cast %ix : index to i64
  func.call @printI64(%ixi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
