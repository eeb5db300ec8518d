// reinterpret_cast: a flat buffer seen as a matrix, its transpose and a
// dynamic window.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %flat = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %flat[%i] : memref<12xf32>
  }
  %mat = memref.reinterpret_cast %flat to offset: [0], sizes: [3, 4], strides: [4, 1]
      : memref<12xf32> to memref<3x4xf32>
  %um = memref.cast %mat : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %tr = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 3], strides: [1, 4]
      : memref<12xf32> to memref<4x3xf32, strided<[1, 4]>>
  %ut = memref.cast %tr : memref<4x3xf32, strided<[1, 4]>> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %dyn = memref.reinterpret_cast %flat to offset: [%c1], sizes: [%c2, %c2], strides: [%c2, 1]
      : memref<12xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %ud = memref.cast %dyn : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  func.call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  memref.dealloc %flat : memref<12xf32>
  return
}
