// Signed/unsigned division and remainder, ceil/floor division, on
// positive and negative operands (i32 and i64).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @show(%x: i32) {
  %w = arith.extsi %x : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @row(%a: i32, %b: i32) {
  %d = arith.divsi %a, %b : i32
  %u = arith.divui %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %q = arith.remui %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %cu = arith.ceildivui %a, %b : i32
  func.call @show(%d) : (i32) -> ()
  func.call @show(%u) : (i32) -> ()
  func.call @show(%r) : (i32) -> ()
  func.call @show(%q) : (i32) -> ()
  func.call @show(%c) : (i32) -> ()
  func.call @show(%f) : (i32) -> ()
  func.call @show(%cu) : (i32) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %p7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %p3 = arith.constant 3 : i32
  func.call @row(%p7, %p2) : (i32, i32) -> ()
  func.call @row(%m7, %p2) : (i32, i32) -> ()
  func.call @row(%p7, %m2) : (i32, i32) -> ()
  func.call @row(%m7, %m2) : (i32, i32) -> ()
  func.call @row(%p7, %p3) : (i32, i32) -> ()
  %a = arith.constant -9000000000 : i64
  %b = arith.constant 7 : i64
  %q = arith.floordivsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %c = arith.ceildivsi %a, %b : i64
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
