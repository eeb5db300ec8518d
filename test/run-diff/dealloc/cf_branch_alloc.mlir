// Allocations in cf branches passed to a join block as block arguments.
func.func private @printMemrefI64(memref<*xi64>)
func.func @join(%c: i1, %n: index) {
  cf.cond_br %c, ^left, ^right
^left:
  %a = memref.alloc(%n) : memref<?xi64>
  %one = arith.constant 1 : i64
  linalg.fill ins(%one : i64) outs(%a : memref<?xi64>)
  cf.br ^done(%a : memref<?xi64>)
^right:
  %b = memref.alloc(%n) : memref<?xi64>
  %two = arith.constant 2 : i64
  linalg.fill ins(%two : i64) outs(%b : memref<?xi64>)
  cf.br ^done(%b : memref<?xi64>)
^done(%m: memref<?xi64>):
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @join(%t, %c2) : (i1, index) -> ()
  func.call @join(%f, %c3) : (i1, index) -> ()
  return
}
