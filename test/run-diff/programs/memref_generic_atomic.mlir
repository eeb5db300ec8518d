// generic_atomic_rmw with a computed update (clamped accumulate), in a
// straight-line helper called from a loop. (Upstream lowers it to a cmpxchg
// loop, which exists for integers only.)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @clamped_add(%m: memref<1xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %lim = arith.constant 20 : i32
  %r = memref.generic_atomic_rmw %m[%c0] : memref<1xi32> {
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %v : i32
    %c = arith.minsi %s, %lim : i32
    memref.atomic_yield %c : i32
  }
  return %r : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<1xi32>
  %z = arith.constant 0 : i32
  memref.store %z, %m[%c0] : memref<1xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %n = arith.index_cast %i : index to i32
    %old = func.call @clamped_add(%m, %n) : (memref<1xi32>, i32) -> i32
    %o = arith.extsi %old : i32 to i64
    func.call @printI64(%o) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  %u = memref.cast %m : memref<1xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<1xi32>
  return
}
