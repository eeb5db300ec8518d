// linalg.generic elementwise: c = a * b + 1 over 2-d memrefs, and an
// in-place update using linalg.index.
func.func private @printMemrefF32(memref<*xf32>)
#id = affine_map<(i, j) -> (i, j)>
func.func @main() {
  %a = memref.alloc() : memref<3x3xf32>
  %b = memref.alloc() : memref<3x3xf32>
  %c = memref.alloc() : memref<3x3xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<3x3xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<3x3xf32>)
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<3x3xf32>, memref<3x3xf32>) outs(%c : memref<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %one = arith.constant 1.0 : f32
    %r = arith.addf %m, %one : f32
    linalg.yield %r : f32
  }
  %uc = memref.cast %c : memref<3x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x3xf32>
  memref.dealloc %b : memref<3x3xf32>
  memref.dealloc %c : memref<3x3xf32>
  return
}
