// Bitwise ops and shifts on i8/i16/i32/i64, incl. arithmetic vs logical
// right shift of negative values.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 0x0F0F : i16
  %b = arith.constant 0x00FF : i16
  %and = arith.andi %a, %b : i16
  %or = arith.ori %a, %b : i16
  %xor = arith.xori %a, %b : i16
  %and64 = arith.extui %and : i16 to i64
  %or64 = arith.extui %or : i16 to i64
  %xor64 = arith.extui %xor : i16 to i64
  func.call @printI64(%and64) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%or64) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%xor64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n = arith.constant -100 : i32
  %s3 = arith.constant 3 : i32
  %sra = arith.shrsi %n, %s3 : i32
  %srl = arith.shrui %n, %s3 : i32
  %sll = arith.shli %n, %s3 : i32
  %sra64 = arith.extsi %sra : i32 to i64
  %srl64 = arith.extui %srl : i32 to i64
  %sll64 = arith.extsi %sll : i32 to i64
  func.call @printI64(%sra64) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%srl64) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%sll64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x8 = arith.constant -128 : i8
  %one8 = arith.constant 1 : i8
  %r8 = arith.shrui %x8, %one8 : i8
  %l8 = arith.shli %x8, %one8 : i8
  %r8w = arith.extui %r8 : i8 to i64
  %l8w = arith.extsi %l8 : i8 to i64
  func.call @printI64(%r8w) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%l8w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant -1 : i64
  %s63 = arith.constant 63 : i64
  %top = arith.shrui %big, %s63 : i64
  %neg = arith.shli %top, %s63 : i64
  func.call @printI64(%top) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%neg) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%neg) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %not = arith.xori %big, %s63 : i64
  func.call @printI64(%not) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
