// Named linalg ops: matvec, dot, batch_matmul, transpose, add.
func.func private @printMemrefF32(memref<*xf32>)
func.func @iota2(%m: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<?x?xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 10 : index
    %k = arith.muli %i, %c : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }
  return
}
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %md = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
  func.call @iota2(%md) : (memref<?x?xf32>) -> ()
  %v = memref.alloc() : memref<3xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%v : memref<3xf32>)
  %y = memref.alloc() : memref<2xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%y : memref<2xf32>)
  linalg.matvec ins(%m, %v : memref<2x3xf32>, memref<3xf32>) outs(%y : memref<2xf32>)
  %uy = memref.cast %y : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%uy) : (memref<*xf32>) -> ()
  %d = memref.alloc() : memref<f32>
  linalg.fill ins(%z : f32) outs(%d : memref<f32>)
  linalg.dot ins(%y, %y : memref<2xf32>, memref<2xf32>) outs(%d : memref<f32>)
  %ud = memref.cast %d : memref<f32> to memref<*xf32>
  func.call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %t = memref.alloc() : memref<3x2xf32>
  linalg.transpose ins(%m : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  %ut = memref.cast %t : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %s = memref.alloc() : memref<2x3xf32>
  linalg.add ins(%m, %m : memref<2x3xf32>, memref<2x3xf32>) outs(%s : memref<2x3xf32>)
  %us = memref.cast %s : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %ba = memref.alloc() : memref<2x2x3xf32>
  %bb = memref.alloc() : memref<2x3x2xf32>
  %bc = memref.alloc() : memref<2x2x2xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%ba : memref<2x2x3xf32>)
  linalg.fill ins(%one : f32) outs(%bb : memref<2x3x2xf32>)
  linalg.fill ins(%z : f32) outs(%bc : memref<2x2x2xf32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x2x3xf32>, memref<2x3x2xf32>) outs(%bc : memref<2x2x2xf32>)
  %ubc = memref.cast %bc : memref<2x2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%ubc) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  memref.dealloc %v : memref<3xf32>
  memref.dealloc %y : memref<2xf32>
  memref.dealloc %d : memref<f32>
  memref.dealloc %t : memref<3x2xf32>
  memref.dealloc %s : memref<2x3xf32>
  memref.dealloc %ba : memref<2x2x3xf32>
  memref.dealloc %bb : memref<2x3x2xf32>
  memref.dealloc %bc : memref<2x2x2xf32>
  return
}
