// scf.for carries a buffer; every iteration allocates the next one from the
// previous (double buffering without frees).
func.func private @printMemrefI32(memref<*xi32>)
func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc() : memref<4xi32>
  %one = arith.constant 1 : i32
  linalg.fill ins(%one : i32) outs(%init : memref<4xi32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> memref<4xi32> {
    %next = memref.alloc() : memref<4xi32>
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %cur[%j] : memref<4xi32>
      %jj = arith.index_cast %j : index to i32
      %y = arith.addi %x, %jj : i32
      %z = arith.addi %y, %x : i32
      memref.store %z, %next[%j] : memref<4xi32>
    }
    scf.yield %next : memref<4xi32>
  }
  %u = memref.cast %r : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  func.call @run(%c3) : (index) -> ()
  func.call @run(%c0) : (index) -> ()
  return
}
