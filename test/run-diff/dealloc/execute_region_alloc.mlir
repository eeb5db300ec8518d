// A multi-block scf.execute_region allocating on one path.
func.func private @printMemrefF32(memref<*xf32>)
func.func @region(%c: i1, %base: memref<3xf32>) {
  %m = scf.execute_region -> memref<3xf32> {
    cf.cond_br %c, ^fresh, ^reuse
  ^fresh:
    %a = memref.alloc() : memref<3xf32>
    %v = arith.constant 0.25 : f32
    linalg.fill ins(%v : f32) outs(%a : memref<3xf32>)
    scf.yield %a : memref<3xf32>
  ^reuse:
    scf.yield %base : memref<3xf32>
  }
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %b = memref.alloc() : memref<3xf32>
  %v = arith.constant 8.0 : f32
  linalg.fill ins(%v : f32) outs(%b : memref<3xf32>)
  %t = arith.constant true
  %f = arith.constant false
  func.call @region(%t, %b) : (i1, memref<3xf32>) -> ()
  func.call @region(%f, %b) : (i1, memref<3xf32>) -> ()
  return
}
