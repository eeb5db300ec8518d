// linalg ops on temporaries allocated per iteration (one yielded, one not).
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<2x2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%init : memref<2x2xf32>)
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> memref<2x2xf32> {
    %tmp = memref.alloc() : memref<2x2xf32>
    %half = arith.constant 0.5 : f32
    linalg.fill ins(%half : f32) outs(%tmp : memref<2x2xf32>)
    %out = memref.alloc() : memref<2x2xf32>
    linalg.fill ins(%one : f32) outs(%out : memref<2x2xf32>)
    linalg.matmul ins(%acc, %tmp : memref<2x2xf32>, memref<2x2xf32>) outs(%out : memref<2x2xf32>)
    scf.yield %out : memref<2x2xf32>
  }
  %u = memref.cast %r : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
