// linalg.matmul on static memrefs, accumulating into a pre-filled output,
// then on dynamic memrefs.
func.func private @printMemrefF32(memref<*xf32>)
func.func @init(%m: memref<?x?xf32>, %scale: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %k = arith.muli %i, %c : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i32
      %f = arith.sitofp %n : i32 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %c = memref.alloc() : memref<2x4xf32>
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<3x4xf32> to memref<?x?xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  func.call @init(%ad, %one) : (memref<?x?xf32>, f32) -> ()
  func.call @init(%bd, %half) : (memref<?x?xf32>, f32) -> ()
  %ten = arith.constant 10.0 : f32
  linalg.fill ins(%ten : f32) outs(%c : memref<2x4xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  %uc = memref.cast %c : memref<2x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %c3 = arith.constant 3 : index
  %d = memref.alloc(%c3, %c3) : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%d : memref<?x?xf32>)
  %bt = memref.alloc(%c3, %c3) : memref<?x?xf32>
  func.call @init(%bt, %one) : (memref<?x?xf32>, f32) -> ()
  linalg.matmul ins(%bt, %bt : memref<?x?xf32>, memref<?x?xf32>) outs(%d : memref<?x?xf32>)
  %ud = memref.cast %d : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<3x4xf32>
  memref.dealloc %c : memref<2x4xf32>
  memref.dealloc %d : memref<?x?xf32>
  memref.dealloc %bt : memref<?x?xf32>
  return
}
