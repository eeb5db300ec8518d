// scf.if allocates in both branches and yields the buffer; nothing is freed.
func.func private @printMemrefF32(memref<*xf32>)
func.func @pick(%c: i1) {
  %m = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    %one = arith.constant 1.0 : f32
    linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    %two = arith.constant 2.0 : f32
    linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @pick(%t) : (i1) -> ()
  func.call @pick(%f) : (i1) -> ()
  return
}
