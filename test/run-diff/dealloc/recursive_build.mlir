// A recursive function builds a buffer of size n from the one of size n-1.
func.func private @printMemrefI64(memref<*xi64>)
func.func @build(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %base = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %base -> memref<?xi64> {
    %e = memref.alloc(%c0) : memref<?xi64>
    scf.yield %e : memref<?xi64>
  } else {
    %nm = arith.subi %n, %c1 : index
    %prev = func.call @build(%nm) : (index) -> memref<?xi64>
    %m = memref.alloc(%n) : memref<?xi64>
    %head = memref.subview %m[0][%nm][1] : memref<?xi64> to memref<?xi64, strided<[1]>>
    memref.copy %prev, %head : memref<?xi64> to memref<?xi64, strided<[1]>>
    %v = arith.index_cast %n : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %m[%nm] : memref<?xi64>
    scf.yield %m : memref<?xi64>
  }
  return %r : memref<?xi64>
}
func.func @main() {
  %c6 = arith.constant 6 : index
  %m = func.call @build(%c6) : (index) -> memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
