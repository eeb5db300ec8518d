// Signed and unsigned min/max over mixed-sign i32 pairs.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @mm(%a: i32, %b: i32) {
  %x = arith.maxsi %a, %b : i32
  %y = arith.minsi %a, %b : i32
  %z = arith.maxui %a, %b : i32
  %w = arith.minui %a, %b : i32
  %x6 = arith.extsi %x : i32 to i64
  %y6 = arith.extsi %y : i32 to i64
  %z6 = arith.extui %z : i32 to i64
  %w6 = arith.extui %w : i32 to i64
  func.call @printI64(%x6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%y6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%z6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%w6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %c = arith.constant 2147483647 : i32
  %d = arith.constant -2147483648 : i32
  func.call @mm(%a, %b) : (i32, i32) -> ()
  func.call @mm(%c, %d) : (i32, i32) -> ()
  func.call @mm(%b, %b) : (i32, i32) -> ()
  func.call @mm(%a, %d) : (i32, i32) -> ()
  return
}
