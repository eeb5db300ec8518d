// A callee allocates a fresh buffer per iteration; the caller consumes and
// frees it each time (no growth in live memory).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @ramp(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}
func.func @sum(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i64 {
    %x = memref.load %m[%i] : memref<?xi64>
    %b = arith.addi %a, %x : i64
    scf.yield %b : i64
  }
  return %s : i64
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %n = %c1 to %c10 step %c1 {
    %m = func.call @ramp(%n) : (index) -> memref<?xi64>
    %s = func.call @sum(%m) : (memref<?xi64>) -> i64
    func.call @printI64(%s) : (i64) -> ()
    func.call @printComma() : () -> ()
    memref.dealloc %m : memref<?xi64>
  }
  func.call @printNewline() : () -> ()
  return
}
