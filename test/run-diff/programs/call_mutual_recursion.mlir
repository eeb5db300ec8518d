// Mutually recursive functions (even/odd) and a recursive sum over a memref.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @is_even(%n: i64) -> i1 {
  %zero = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %z -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %one = arith.constant 1 : i64
    %m = arith.subi %n, %one : i64
    %o = func.call @is_odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func @is_odd(%n: i64) -> i1 {
  %zero = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %z -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %one = arith.constant 1 : i64
    %m = arith.subi %n, %one : i64
    %e = func.call @is_even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
func.func @rsum(%m: memref<?xi64>, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %done = arith.cmpi uge, %i, %n : index
  %r = scf.if %done -> i64 {
    %z = arith.constant 0 : i64
    scf.yield %z : i64
  } else {
    %x = memref.load %m[%i] : memref<?xi64>
    %c1 = arith.constant 1 : index
    %j = arith.addi %i, %c1 : index
    %rest = func.call @rsum(%m, %j) : (memref<?xi64>, index) -> i64
    %s = arith.addi %x, %rest : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @main() {
  %n = arith.constant 37 : i64
  %e = func.call @is_even(%n) : (i64) -> i1
  %ei = arith.extui %e : i1 to i64
  func.call @printI64(%ei) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = arith.constant 100 : i64
  %e2 = func.call @is_even(%m) : (i64) -> i1
  %ei2 = arith.extui %e2 : i1 to i64
  func.call @printI64(%ei2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %buf = memref.alloc(%c9) : memref<?xi64>
  scf.for %i = %c0 to %c9 step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %buf[%i] : memref<?xi64>
  }
  %s = func.call @rsum(%buf, %c0) : (memref<?xi64>, index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %buf : memref<?xi64>
  return
}
