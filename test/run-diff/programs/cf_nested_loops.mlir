// Two nested cf loops filling a lower-triangular matrix, then cf.assert.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xi32>
  %z = arith.constant 0 : i32
  linalg.fill ins(%z : i32) outs(%m : memref<4x4xi32>)
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %oi = arith.cmpi ult, %i, %c4 : index
  cf.cond_br %oi, ^inner_init, ^end
^inner_init:
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %ij = arith.cmpi ule, %j, %i : index
  cf.cond_br %ij, ^body, ^outer_next
^body:
  %s = arith.addi %i, %j : index
  %v = arith.index_cast %s : index to i32
  memref.store %v, %m[%i, %j] : memref<4x4xi32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1 : index)
^outer_next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^end:
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3, %c3] : memref<4x4xi32>
  %six = arith.constant 6 : i32
  %ok = arith.cmpi eq, %x, %six : i32
  cf.assert %ok, "diagonal element"
  %u = memref.cast %m : memref<4x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<4x4xi32>
  return
}
