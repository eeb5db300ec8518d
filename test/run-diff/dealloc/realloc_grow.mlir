// memref.realloc grows a buffer inside a loop (expanded by the pipeline).
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc(%c1) : memref<?xi32>
  %seed = arith.constant 3 : i32
  memref.store %seed, %init[%c0] : memref<?xi32>
  %r = scf.for %i = %c1 to %c4 step %c1 iter_args(%buf = %init) -> memref<?xi32> {
    %n = arith.addi %i, %c1 : index
    %g = memref.realloc %buf(%n) : memref<?xi32> to memref<?xi32>
    %x = memref.load %g[%i] : memref<?xi32>
    %im = arith.subi %i, %c1 : index
    %p = memref.load %g[%im] : memref<?xi32>
    %two = arith.constant 2 : i32
    %d = arith.muli %p, %two : i32
    memref.store %d, %g[%i] : memref<?xi32>
    scf.yield %g : memref<?xi32>
  }
  %u = memref.cast %r : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
