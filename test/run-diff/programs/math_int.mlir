// Integer math: absi, ctlz, cttz, ctpop, ipowi over a range of values.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %vals = memref.alloc() : memref<6xi32>
  %v0 = arith.constant 1 : i32
  %v1 = arith.constant -8 : i32
  %v2 = arith.constant 255 : i32
  %v3 = arith.constant 0x40000000 : i32
  %v4 = arith.constant 12 : i32
  %v5 = arith.constant -1 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  memref.store %v0, %vals[%i0] : memref<6xi32>
  memref.store %v1, %vals[%i1] : memref<6xi32>
  memref.store %v2, %vals[%i2] : memref<6xi32>
  memref.store %v3, %vals[%i3] : memref<6xi32>
  memref.store %v4, %vals[%i4] : memref<6xi32>
  memref.store %v5, %vals[%i5] : memref<6xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %vals[%i] : memref<6xi32>
    %a = math.absi %x : i32
    %l = math.ctlz %x : i32
    %t = math.cttz %x : i32
    %p = math.ctpop %x : i32
    %a6 = arith.extsi %a : i32 to i64
    %l6 = arith.extsi %l : i32 to i64
    %t6 = arith.extsi %t : i32 to i64
    %p6 = arith.extsi %p : i32 to i64
    func.call @printI64(%a6) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%l6) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%t6) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%p6) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %b = arith.constant -3 : i64
  %e = arith.constant 5 : i64
  %pw = math.ipowi %b, %e : i64
  func.call @printI64(%pw) : (i64) -> ()
  func.call @printComma() : () -> ()
  %e0 = arith.constant 0 : i64
  %pw0 = math.ipowi %b, %e0 : i64
  func.call @printI64(%pw0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %vals : memref<6xi32>
  return
}
