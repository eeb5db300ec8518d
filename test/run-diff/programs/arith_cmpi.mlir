// All ten cmpi predicates on signed/unsigned-sensitive pairs, as a bit mask.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @bit(%acc: i64, %c: i1, %k: i64) -> i64 {
  %e = arith.extui %c : i1 to i64
  %s = arith.shli %e, %k : i64
  %r = arith.ori %acc, %s : i64
  return %r : i64
}
func.func @mask(%a: i16, %b: i16) -> i64 {
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
  %c0 = arith.cmpi eq, %a, %b : i16
  %c1 = arith.cmpi ne, %a, %b : i16
  %c2 = arith.cmpi slt, %a, %b : i16
  %c3 = arith.cmpi sle, %a, %b : i16
  %c4 = arith.cmpi sgt, %a, %b : i16
  %c5 = arith.cmpi sge, %a, %b : i16
  %c6 = arith.cmpi ult, %a, %b : i16
  %c7 = arith.cmpi ule, %a, %b : i16
  %c8 = arith.cmpi ugt, %a, %b : i16
  %c9 = arith.cmpi uge, %a, %b : i16
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
  return %m9 : i64
}
func.func @main() {
  %a = arith.constant -1 : i16
  %b = arith.constant 1 : i16
  %c = arith.constant 1 : i16
  %d = arith.constant 32767 : i16
  %e = arith.constant -32768 : i16
  %r0 = func.call @mask(%a, %b) : (i16, i16) -> i64
  %r1 = func.call @mask(%b, %a) : (i16, i16) -> i64
  %r2 = func.call @mask(%b, %c) : (i16, i16) -> i64
  %r3 = func.call @mask(%d, %e) : (i16, i16) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
