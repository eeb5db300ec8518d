// scf.index_switch yields buffers of different origins per case.
func.func private @printMemrefI32(memref<*xi32>)
func.func @sel(%k: index, %shared: memref<2xi32>) {
  %m = scf.index_switch %k -> memref<2xi32>
  case 0 {
    %a = memref.alloc() : memref<2xi32>
    %v = arith.constant 10 : i32
    linalg.fill ins(%v : i32) outs(%a : memref<2xi32>)
    scf.yield %a : memref<2xi32>
  }
  case 1 {
    scf.yield %shared : memref<2xi32>
  }
  default {
    %b = memref.alloc() : memref<2xi32>
    memref.copy %shared, %b : memref<2xi32> to memref<2xi32>
    %c0 = arith.constant 0 : index
    %v = arith.constant -1 : i32
    memref.store %v, %b[%c0] : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %sh = memref.alloc() : memref<2xi32>
  %v = arith.constant 42 : i32
  linalg.fill ins(%v : i32) outs(%sh : memref<2xi32>)
  func.call @sel(%c0, %sh) : (index, memref<2xi32>) -> ()
  func.call @sel(%c1, %sh) : (index, memref<2xi32>) -> ()
  func.call @sel(%c3, %sh) : (index, memref<2xi32>) -> ()
  return
}
