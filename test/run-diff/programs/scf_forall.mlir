// scf.forall on memrefs (no shared outputs), lowered as a sequential loop.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2x5xf32>
  scf.forall (%i, %j) in (2, 5) {
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    %h = arith.constant 0.5 : f32
    %v = arith.mulf %f, %h : f32
    memref.store %v, %m[%i, %j] : memref<2x5xf32>
  }
  %u = memref.cast %m : memref<2x5xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x5xf32>
  return
}
