// A subview of a buffer chosen by a branch outlives the branch.
func.func private @printMemrefF32(memref<*xf32>)
func.func @view(%c: i1) {
  %m = scf.if %c -> memref<4x4xf32> {
    %a = memref.alloc() : memref<4x4xf32>
    %v = arith.constant 3.0 : f32
    linalg.fill ins(%v : f32) outs(%a : memref<4x4xf32>)
    scf.yield %a : memref<4x4xf32>
  } else {
    %b = memref.alloc() : memref<4x4xf32>
    %v = arith.constant -3.0 : f32
    linalg.fill ins(%v : f32) outs(%b : memref<4x4xf32>)
    scf.yield %b : memref<4x4xf32>
  }
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%s : memref<2x2xf32, strided<[4, 1], offset: 5>>)
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @view(%t) : (i1) -> ()
  func.call @view(%f) : (i1) -> ()
  return
}
