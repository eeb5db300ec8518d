// Dynamically sized allocations in an scf.while loop, with the last one
// returned to the caller.
func.func private @printMemrefI32(memref<*xi32>)
func.func @last(%n: index) -> memref<?xi32> {
  %c1 = arith.constant 1 : index
  %first = memref.alloc(%c1) : memref<?xi32>
  %z = arith.constant 0 : i32
  linalg.fill ins(%z : i32) outs(%first : memref<?xi32>)
  %r:2 = scf.while (%k = %c1, %buf = %first) : (index, memref<?xi32>) -> (index, memref<?xi32>) {
    %more = arith.cmpi ult, %k, %n : index
    scf.condition(%more) %k, %buf : index, memref<?xi32>
  } do {
  ^bb0(%k: index, %buf: memref<?xi32>):
    %k1 = arith.addi %k, %c1 : index
    %nb = memref.alloc(%k1) : memref<?xi32>
    %v = arith.index_cast %k : index to i32
    linalg.fill ins(%v : i32) outs(%nb : memref<?xi32>)
    scf.yield %k1, %nb : index, memref<?xi32>
  }
  return %r#1 : memref<?xi32>
}
func.func @main() {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %a = func.call @last(%c4) : (index) -> memref<?xi32>
  %b = func.call @last(%c1) : (index) -> memref<?xi32>
  %ua = memref.cast %a : memref<?xi32> to memref<*xi32>
  %ub = memref.cast %b : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  func.call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  return
}
