// Two's complement wrap-around in narrow types and extended multiplication /
// addition results.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 100 : i8
  %b = arith.constant 100 : i8
  %s = arith.addi %a, %b : i8
  %p = arith.muli %a, %b : i8
  %sw = arith.extsi %s : i8 to i64
  %pw = arith.extsi %p : i8 to i64
  func.call @printI64(%sw) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%pw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %max = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %w = arith.addi %max, %one : i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 3000000000 : i64
  %y = arith.constant 7000000000 : i64
  %lo, %hi = arith.mulsi_extended %x, %y : i64
  func.call @printU64(%lo) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%hi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m1 = arith.constant -1 : i32
  %two = arith.constant 2 : i32
  %ulo, %uhi = arith.mului_extended %m1, %two : i32
  %slo, %shi = arith.mulsi_extended %m1, %two : i32
  %a1 = arith.extui %ulo : i32 to i64
  %a2 = arith.extui %uhi : i32 to i64
  %a3 = arith.extsi %slo : i32 to i64
  %a4 = arith.extsi %shi : i32 to i64
  func.call @printI64(%a1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%a2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%a3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%a4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %sum, %carry = arith.addui_extended %m1, %two : i32, i1
  %sum6 = arith.extui %sum : i32 to i64
  %carry6 = arith.extui %carry : i1 to i64
  func.call @printI64(%sum6) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%carry6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %i16a = arith.constant 32767 : i16
  %i16b = arith.constant 2 : i16
  %i16p = arith.muli %i16a, %i16b : i16
  %i16w = arith.extsi %i16p : i16 to i64
  func.call @printI64(%i16w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
