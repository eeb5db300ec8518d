// Constant and mutable globals: a table read, a counter updated by calls.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.5]]>
memref.global "private" @counter : memref<i64> = dense<10>
memref.global "private" @zeros : memref<4xi64> = uninitialized
func.func @bump(%by: i64) {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %n = arith.addi %v, %by : i64
  memref.store %n, %g[] : memref<i64>
  return
}
func.func @main() {
  %t = memref.get_global @table : memref<2x3xf32>
  %u = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  func.call @bump(%c5) : (i64) -> ()
  func.call @bump(%c7) : (i64) -> ()
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %z = memref.get_global @zeros : memref<4xi64>
  %c3 = arith.constant 3 : index
  memref.store %v, %z[%c3] : memref<4xi64>
  %w = memref.load %z[%c3] : memref<4xi64>
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
