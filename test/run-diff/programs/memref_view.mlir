// memref.view carves typed buffers out of one byte buffer.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %bytes = memref.alloc() : memref<64xi8>
  %a = memref.view %bytes[%c0][] : memref<64xi8> to memref<4xf32>
  %b = memref.view %bytes[%c16][%c3] : memref<64xi8> to memref<?x4xi32>
  %f = arith.constant 2.5 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %j : index
      %v = arith.index_cast %k : index to i32
      memref.store %v, %b[%i, %j] : memref<?x4xi32>
    }
    %m = arith.constant -1 : i32
    memref.store %m, %b[%i, %c3] : memref<?x4xi32>
  }
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<?x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  memref.dealloc %bytes : memref<64xi8>
  return
}
