// Two cf diamonds in sequence: each may replace the buffer with a new one,
// passed along as a block argument (acyclic: upstream requires structured loops).
func.func private @printMemrefI32(memref<*xi32>)
func.func @chain(%c1: i1, %c2: i1) {
  %init = memref.alloc() : memref<3xi32>
  %one = arith.constant 1 : i32
  linalg.fill ins(%one : i32) outs(%init : memref<3xi32>)
  cf.cond_br %c1, ^new1, ^join1(%init : memref<3xi32>)
^new1:
  %a = memref.alloc() : memref<3xi32>
  %two = arith.constant 2 : i32
  linalg.fill ins(%two : i32) outs(%a : memref<3xi32>)
  cf.br ^join1(%a : memref<3xi32>)
^join1(%m1: memref<3xi32>):
  cf.cond_br %c2, ^new2, ^join2(%m1 : memref<3xi32>)
^new2:
  %b = memref.alloc() : memref<3xi32>
  memref.copy %m1, %b : memref<3xi32> to memref<3xi32>
  %c0 = arith.constant 0 : index
  %ten = arith.constant 10 : i32
  memref.store %ten, %b[%c0] : memref<3xi32>
  cf.br ^join2(%b : memref<3xi32>)
^join2(%m2: memref<3xi32>):
  %u = memref.cast %m2 : memref<3xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @chain(%t, %t) : (i1, i1) -> ()
  func.call @chain(%t, %f) : (i1, i1) -> ()
  func.call @chain(%f, %t) : (i1, i1) -> ()
  func.call @chain(%f, %f) : (i1, i1) -> ()
  return
}
