// scf.execute_region with several blocks and an early exit through cf.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @classify(%x: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %zero = arith.constant 0 : i64
    %neg = arith.cmpi slt, %x, %zero : i64
    cf.cond_br %neg, ^negative, ^nonneg
  ^negative:
    %m = arith.constant -1 : i64
    scf.yield %m : i64
  ^nonneg:
    %big = arith.constant 100 : i64
    %isbig = arith.cmpi sge, %x, %big : i64
    cf.cond_br %isbig, ^large, ^small(%x : i64)
  ^large:
    %l = arith.constant 1000 : i64
    scf.yield %l : i64
  ^small(%v: i64):
    %two = arith.constant 2 : i64
    %d = arith.muli %v, %two : i64
    scf.yield %d : i64
  }
  return %r : i64
}
func.func @main() {
  %a = arith.constant -5 : i64
  %b = arith.constant 42 : i64
  %c = arith.constant 150 : i64
  %ra = func.call @classify(%a) : (i64) -> i64
  %rb = func.call @classify(%b) : (i64) -> i64
  %rc = func.call @classify(%c) : (i64) -> i64
  func.call @printI64(%ra) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%rb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%rc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s = scf.execute_region -> i64 {
    %t = memref.alloca() : memref<i64>
    memref.store %b, %t[] : memref<i64>
    %v = memref.load %t[] : memref<i64>
    scf.yield %v : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
