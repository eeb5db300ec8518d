// A constant lookup table (global) indexed from a loop, plus a 2-d global
// copied into a heap buffer and a private global written through a view.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>)
memref.global "private" constant @squares : memref<8xi64> = dense<[0, 1, 4, 9, 16, 25, 36, 49]>
memref.global "private" constant @grid : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @scratch : memref<2x3xi32> = dense<0>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c7 = arith.constant 7 : index
  %sq = memref.get_global @squares : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %j = arith.subi %c7, %i : index
    %x = memref.load %sq[%j] : memref<8xi64>
    func.call @printI64(%x) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  %g = memref.get_global @grid : memref<2x3xi32>
  %s = memref.get_global @scratch : memref<2x3xi32>
  memref.copy %g, %s : memref<2x3xi32> to memref<2x3xi32>
  %row = memref.subview %s[1, 0][1, 3][1, 1] : memref<2x3xi32> to memref<3xi32, strided<[1], offset: 3>>
  %m = arith.constant -7 : i32
  linalg.fill ins(%m : i32) outs(%row : memref<3xi32, strided<[1], offset: 3>>)
  %h = memref.alloc() : memref<2x3xi32>
  memref.copy %s, %h : memref<2x3xi32> to memref<2x3xi32>
  %uh = memref.cast %h : memref<2x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%uh) : (memref<*xi32>) -> ()
  %ug = memref.cast %g : memref<2x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%ug) : (memref<*xi32>) -> ()
  memref.dealloc %h : memref<2x3xi32>
  return
}
