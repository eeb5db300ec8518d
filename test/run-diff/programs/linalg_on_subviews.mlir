// linalg ops on strided subviews: a tiled matmul writing into output tiles.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc() : memref<4x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<4x4xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%b : memref<4x4xf32>)
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  scf.for %i = %c0 to %c4 step %c2 {
    scf.for %j = %c0 to %c4 step %c2 {
      scf.for %k = %c0 to %c4 step %c2 {
        %ta = memref.subview %a[%i, %k][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
        %tb = memref.subview %b[%k, %j][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
        %tc = memref.subview %c[%i, %j][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
        linalg.matmul ins(%ta, %tb : memref<2x2xf32, strided<[4, 1], offset: ?>>, memref<2x2xf32, strided<[4, 1], offset: ?>>)
                      outs(%tc : memref<2x2xf32, strided<[4, 1], offset: ?>>)
      }
    }
  }
  %uc = memref.cast %c : memref<4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %b : memref<4x4xf32>
  memref.dealloc %c : memref<4x4xf32>
  return
}
