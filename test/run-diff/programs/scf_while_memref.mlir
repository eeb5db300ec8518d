// scf.while iterating over a buffer until a sentinel, with zero-trip and
// multi-trip cases.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @find(%m: memref<8xi32>, %key: i32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %inb = arith.cmpi ult, %i, %c8 : index
    %go = scf.if %inb -> i1 {
      %x = memref.load %m[%i] : memref<8xi32>
      %ne = arith.cmpi ne, %x, %key : i32
      scf.yield %ne : i1
    } else {
      %f = arith.constant false
      scf.yield %f : i1
    }
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %n = arith.addi %i, %c1 : index
    scf.yield %n : index
  }
  return %r : index
}
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    %t = arith.constant 3 : i32
    %w = arith.muli %v, %t : i32
    memref.store %w, %m[%i] : memref<8xi32>
  }
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 15 : i32
  %k2 = arith.constant 16 : i32
  %r0 = func.call @find(%m, %k0) : (memref<8xi32>, i32) -> index
  %r1 = func.call @find(%m, %k1) : (memref<8xi32>, i32) -> index
  %r2 = func.call @find(%m, %k2) : (memref<8xi32>, i32) -> index
  %a = arith.index_cast %r0 : index to i64
  %b = arith.index_cast %r1 : index to i64
  %c = arith.index_cast %r2 : index to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<8xi32>
  return
}
