// Globals of i1, splat f64 and extreme i32 values; printMemrefInd prints
// index elements as unsigned; index_cast of an i1 sign-extends (true = -1).
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" constant @flags : memref<4xi1> = dense<[true, false, true, true]>
memref.global "private" constant @splat : memref<2x2xf64> = dense<-1.5>
memref.global "private" @ints : memref<3xi32> = dense<[-1, 2147483647, -2147483648]>
func.func @main() {
  %m = memref.alloc() : memref<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant -5 : index
  memref.store %n, %m[%c0] : memref<2xindex>
  memref.store %c1, %m[%c1] : memref<2xindex>
  %u = memref.cast %m : memref<2xindex> to memref<*xindex>
  func.call @printMemrefInd(%u) : (memref<*xindex>) -> ()
  %f = memref.get_global @flags : memref<4xi1>
  %c4 = arith.constant 4 : index
  %cnt = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c0) -> index {
    %b = memref.load %f[%i] : memref<4xi1>
    %bi = arith.index_cast %b : i1 to index
    %s = arith.addi %a, %bi : index
    scf.yield %s : index
  }
  %ci = arith.index_cast %cnt : index to i64
  func.call @printI64(%ci) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s = memref.get_global @splat : memref<2x2xf64>
  %us = memref.cast %s : memref<2x2xf64> to memref<*xf64>
  func.call @printMemrefF64(%us) : (memref<*xf64>) -> ()
  %i = memref.get_global @ints : memref<3xi32>
  %ui = memref.cast %i : memref<3xi32> to memref<*xi32>
  func.call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2xindex>
  return
}
