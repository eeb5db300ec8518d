// In-place prefix sums along rows, then along columns of a 2-d buffer
// reached through a transposed reinterpret_cast view.
func.func private @printMemrefI64(memref<*xi64>)
func.func @scan_rows(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c1 to %c step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %m[%i, %jm] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %b = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %s = arith.addi %a, %b : i64
      memref.store %s, %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
    }
  }
  return
}
func.func @main() {
  %m = memref.alloc() : memref<3x4xi64>
  %one = arith.constant 1 : i64
  linalg.fill ins(%one : i64) outs(%m : memref<3x4xi64>)
  %d = memref.cast %m : memref<3x4xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @scan_rows(%d) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %t = memref.reinterpret_cast %m to offset: [0], sizes: [4, 3], strides: [1, 4]
      : memref<3x4xi64> to memref<4x3xi64, strided<[1, 4]>>
  %td = memref.cast %t : memref<4x3xi64, strided<[1, 4]>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @scan_rows(%td) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %u = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<3x4xi64>
  return
}
