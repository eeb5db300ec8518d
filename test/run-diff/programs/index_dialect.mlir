// index dialect arithmetic, comparisons and casts.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @p(%x: index) {
  %i = index.casts %x : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @main() {
  %a = index.constant 29
  %b = index.constant -6
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %rems = index.rems %a, %b
  %ceil = index.ceildivs %a, %b
  %floor = index.floordivs %a, %b
  %maxs = index.maxs %a, %b
  %mins = index.mins %a, %b
  %and = index.and %a, %b
  %or = index.or %a, %b
  %xor = index.xor %a, %b
  %three = index.constant 3
  %shl = index.shl %a, %three
  %shrs = index.shrs %b, %three
  func.call @p(%add) : (index) -> ()
  func.call @p(%sub) : (index) -> ()
  func.call @p(%mul) : (index) -> ()
  func.call @p(%divs) : (index) -> ()
  func.call @p(%rems) : (index) -> ()
  func.call @p(%ceil) : (index) -> ()
  func.call @p(%floor) : (index) -> ()
  func.call @printNewline() : () -> ()
  func.call @p(%maxs) : (index) -> ()
  func.call @p(%mins) : (index) -> ()
  func.call @p(%and) : (index) -> ()
  func.call @p(%or) : (index) -> ()
  func.call @p(%xor) : (index) -> ()
  func.call @p(%shl) : (index) -> ()
  func.call @p(%shrs) : (index) -> ()
  func.call @printNewline() : () -> ()
  %lt = index.cmp slt(%b, %a)
  %ult = index.cmp ult(%b, %a)
  %l1 = arith.extui %lt : i1 to i64
  %l2 = arith.extui %ult : i1 to i64
  func.call @printI64(%l1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%l2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n = arith.constant -5 : i32
  %cu = index.castu %n : i32 to index
  %cs = index.casts %n : i32 to index
  func.call @p(%cu) : (index) -> ()
  func.call @p(%cs) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}
