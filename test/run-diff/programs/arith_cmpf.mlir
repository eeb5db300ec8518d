// Ordered and unordered cmpf predicates with ordinary values, signed zeros
// and infinity (no NaN printing involved), as bit masks.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @bit(%acc: i64, %c: i1, %k: i64) -> i64 {
  %e = arith.extui %c : i1 to i64
  %s = arith.shli %e, %k : i64
  %r = arith.ori %acc, %s : i64
  return %r : i64
}
func.func @mask(%a: f32, %b: f32) -> i64 {
  %z = arith.constant 0 : i64
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %k5 = arith.constant 5 : i64
  %k6 = arith.constant 6 : i64
  %k7 = arith.constant 7 : i64
  %k8 = arith.constant 8 : i64
  %k9 = arith.constant 9 : i64
  %k10 = arith.constant 10 : i64
  %k11 = arith.constant 11 : i64
  %k12 = arith.constant 12 : i64
  %k13 = arith.constant 13 : i64
  %c0 = arith.cmpf oeq, %a, %b : f32
  %c1 = arith.cmpf one, %a, %b : f32
  %c2 = arith.cmpf olt, %a, %b : f32
  %c3 = arith.cmpf ole, %a, %b : f32
  %c4 = arith.cmpf ogt, %a, %b : f32
  %c5 = arith.cmpf oge, %a, %b : f32
  %c6 = arith.cmpf ord, %a, %b : f32
  %c7 = arith.cmpf ueq, %a, %b : f32
  %c8 = arith.cmpf une, %a, %b : f32
  %c9 = arith.cmpf ult, %a, %b : f32
  %c10 = arith.cmpf ule, %a, %b : f32
  %c11 = arith.cmpf ugt, %a, %b : f32
  %c12 = arith.cmpf uge, %a, %b : f32
  %c13 = arith.cmpf uno, %a, %b : f32
  %m0 = func.call @bit(%z, %c0, %k0) : (i64, i1, i64) -> i64
  %m1 = func.call @bit(%m0, %c1, %k1) : (i64, i1, i64) -> i64
  %m2 = func.call @bit(%m1, %c2, %k2) : (i64, i1, i64) -> i64
  %m3 = func.call @bit(%m2, %c3, %k3) : (i64, i1, i64) -> i64
  %m4 = func.call @bit(%m3, %c4, %k4) : (i64, i1, i64) -> i64
  %m5 = func.call @bit(%m4, %c5, %k5) : (i64, i1, i64) -> i64
  %m6 = func.call @bit(%m5, %c6, %k6) : (i64, i1, i64) -> i64
  %m7 = func.call @bit(%m6, %c7, %k7) : (i64, i1, i64) -> i64
  %m8 = func.call @bit(%m7, %c8, %k8) : (i64, i1, i64) -> i64
  %m9 = func.call @bit(%m8, %c9, %k9) : (i64, i1, i64) -> i64
  %m10 = func.call @bit(%m9, %c10, %k10) : (i64, i1, i64) -> i64
  %m11 = func.call @bit(%m10, %c11, %k11) : (i64, i1, i64) -> i64
  %m12 = func.call @bit(%m11, %c12, %k12) : (i64, i1, i64) -> i64
  %m13 = func.call @bit(%m12, %c13, %k13) : (i64, i1, i64) -> i64
  return %m13 : i64
}
func.func @main() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %r0 = func.call @mask(%a, %b) : (f32, f32) -> i64
  %r1 = func.call @mask(%b, %a) : (f32, f32) -> i64
  %r2 = func.call @mask(%pz, %nz) : (f32, f32) -> i64
  %r3 = func.call @mask(%inf, %a) : (f32, f32) -> i64
  %r4 = func.call @mask(%nan, %a) : (f32, f32) -> i64
  %r5 = func.call @mask(%nan, %nan) : (f32, f32) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
