// linalg.generic with permuted and broadcasting indexing maps.
func.func private @printMemrefF32(memref<*xf32>)
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#bcast = affine_map<(i, j) -> (j)>
func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<2x3xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %k = arith.muli %i, %c3 : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %t = memref.alloc() : memref<3x2xf32>
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  %v = memref.alloc() : memref<2xf32>
  %h = arith.constant 100.0 : f32
  linalg.fill ins(%h : f32) outs(%v : memref<2xf32>)
  linalg.generic {indexing_maps = [#bcast, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v : memref<2xf32>) outs(%t : memref<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  %ut = memref.cast %t : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %t : memref<3x2xf32>
  memref.dealloc %v : memref<2xf32>
  return
}
