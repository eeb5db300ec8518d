// Arithmetic at odd integer widths (i1, i3, i17, i33, i63): wrap-around,
// unsigned division, shifts, comparisons and extensions.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @p3(%x: i3) {
  %s = arith.extsi %x : i3 to i64
  %u = arith.extui %x : i3 to i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @main() {
  %a = arith.constant 3 : i3
  %b = arith.constant 2 : i3
  %s = arith.addi %a, %b : i3
  %m = arith.muli %a, %a : i3
  %q = arith.divui %s, %b : i3
  %r = arith.remui %s, %a : i3
  %sh = arith.shrui %s, %b : i3
  %sa = arith.shrsi %s, %b : i3
  func.call @p3(%s) : (i3) -> ()
  func.call @p3(%m) : (i3) -> ()
  func.call @p3(%q) : (i3) -> ()
  func.call @p3(%r) : (i3) -> ()
  func.call @p3(%sh) : (i3) -> ()
  func.call @p3(%sa) : (i3) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.constant true
  %tt = arith.addi %t, %t : i1
  %tm = arith.muli %t, %t : i1
  %tx = arith.extsi %t : i1 to i64
  %ttx = arith.extui %tt : i1 to i64
  %tmx = arith.extui %tm : i1 to i64
  %lt = arith.cmpi slt, %t, %tt : i1
  %ult = arith.cmpi ult, %t, %tt : i1
  %ltx = arith.extui %lt : i1 to i64
  %ultx = arith.extui %ult : i1 to i64
  func.call @printI64(%tx) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ttx) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%tmx) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ltx) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ultx) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x17 = arith.constant 65535 : i17
  %y17 = arith.constant 65537 : i17
  %s17 = arith.addi %x17, %y17 : i17
  %c17 = arith.cmpi ugt, %y17, %x17 : i17
  %d17 = arith.cmpi sgt, %y17, %x17 : i17
  %s17x = arith.extsi %s17 : i17 to i64
  %c17x = arith.extui %c17 : i1 to i64
  %d17x = arith.extui %d17 : i1 to i64
  %y17u = arith.extui %y17 : i17 to i64
  func.call @printI64(%s17x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%c17x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d17x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%y17u) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x33 = arith.constant 4294967296 : i33
  %one33 = arith.constant 1 : i33
  %n33 = arith.subi %x33, %one33 : i33
  %w33 = arith.addi %x33, %x33 : i33
  %q33 = arith.divui %w33, %x33 : i33
  %n33x = arith.extsi %n33 : i33 to i64
  %w33x = arith.extsi %w33 : i33 to i64
  %q33x = arith.extui %q33 : i33 to i64
  %x33s = arith.extsi %x33 : i33 to i64
  func.call @printI64(%n33x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%w33x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%q33x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%x33s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x63 = arith.constant -1 : i63
  %s63 = arith.constant 1 : i63
  %r63 = arith.shrui %x63, %s63 : i63
  %r63x = arith.extui %r63 : i63 to i64
  %u63x = arith.extui %x63 : i63 to i64
  %f = arith.uitofp %x63 : i63 to f64
  %fb = arith.fptoui %f : f64 to i64
  func.call @printI64(%r63x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u63x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%fb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant 300 : i64
  %t8 = arith.trunci %big : i64 to i8
  %t1 = arith.trunci %big : i64 to i1
  %i32 = arith.index_cast %big : i64 to index
  %back8 = arith.index_cast %i32 : index to i8
  %t8x = arith.extsi %t8 : i8 to i64
  %t1x = arith.extui %t1 : i1 to i64
  %b8x = arith.extui %back8 : i8 to i64
  func.call @printI64(%t8x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t1x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b8x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
