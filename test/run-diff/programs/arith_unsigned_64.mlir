// Unsigned 64-bit semantics at the top of the range: division, remainder,
// min/max, comparisons and unsigned float conversions.
func.func private @printU64(i64)
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %big = arith.constant -2 : i64
  %three = arith.constant 3 : i64
  %q = arith.divui %big, %three : i64
  %r = arith.remui %big, %three : i64
  %c = arith.ceildivui %big, %three : i64
  func.call @printU64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%r) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %mx = arith.maxui %big, %three : i64
  %mn = arith.minui %big, %three : i64
  func.call @printU64(%mx) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%mn) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %lt = arith.cmpi ult, %three, %big : i64
  %slt = arith.cmpi slt, %three, %big : i64
  %lt6 = arith.extui %lt : i1 to i64
  %slt6 = arith.extui %slt : i1 to i64
  func.call @printI64(%lt6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%slt6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %uf = arith.uitofp %big : i64 to f64
  %sf = arith.sitofp %big : i64 to f64
  func.call @printF64(%uf) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%sf) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %huge = arith.constant 1.5e19 : f64
  %hu = arith.fptoui %huge : f64 to i64
  func.call @printU64(%hu) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %i = index.constant -8
  %k = index.constant 3
  %du = index.divu %i, %k
  %ru = index.remu %i, %k
  %cu = index.ceildivu %i, %k
  %su = index.shru %i, %k
  %mxu = index.maxu %i, %k
  %du6 = index.castu %du : index to i64
  %ru6 = index.castu %ru : index to i64
  %cu6 = index.castu %cu : index to i64
  %su6 = index.castu %su : index to i64
  %mxu6 = index.castu %mxu : index to i64
  func.call @printU64(%du6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%ru6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%cu6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%su6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%mxu6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n16 = arith.constant -3 : i16
  %d16 = arith.constant 7 : i16
  %q16 = arith.divui %n16, %d16 : i16
  %r16 = arith.remui %n16, %d16 : i16
  %q16w = arith.extui %q16 : i16 to i64
  %r16w = arith.extui %r16 : i16 to i64
  func.call @printI64(%q16w) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r16w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u16f = arith.uitofp %n16 : i16 to f32
  %u16d = arith.extf %u16f : f32 to f64
  func.call @printF64(%u16d) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
