// Copies between dynamically shaped buffers whose sizes come from a loop.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %n = %c1 to %c4 step %c1 {
    %a = memref.alloc(%n) : memref<?x3xi64>
    %b = memref.alloc(%n) : memref<?x3xi64>
    scf.for %i = %c0 to %n step %c1 {
      %c3 = arith.constant 3 : index
      scf.for %j = %c0 to %c3 step %c1 {
        %p = arith.muli %n, %i : index
        %q = arith.addi %p, %j : index
        %v = arith.index_cast %q : index to i64
        memref.store %v, %a[%i, %j] : memref<?x3xi64>
      }
    }
    memref.copy %a, %b : memref<?x3xi64> to memref<?x3xi64>
    %u = memref.cast %b : memref<?x3xi64> to memref<*xi64>
    func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    memref.dealloc %a : memref<?x3xi64>
    memref.dealloc %b : memref<?x3xi64>
  }
  return
}
