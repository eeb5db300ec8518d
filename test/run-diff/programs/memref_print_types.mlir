// printMemref for i8, i16, index, f64 and 3-d shapes.
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %b = memref.alloc() : memref<2x3xi8>
  %h = memref.alloc() : memref<3xi16>
  %x = memref.alloc() : memref<2x2x3xindex>
  %d = memref.alloc() : memref<3xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %j : index
      %t = arith.index_cast %k : index to i8
      %m = arith.constant 7 : i8
      %a = arith.constant 65 : i8
      %t7 = arith.muli %t, %m : i8
      %v = arith.addi %t7, %a : i8
      memref.store %v, %b[%i, %j] : memref<2x3xi8>
      scf.for %l = %c0 to %c2 step %c1 {
        %s = arith.addi %k, %l : index
        memref.store %s, %x[%i, %l, %j] : memref<2x2x3xindex>
      }
    }
  }
  scf.for %j = %c0 to %c3 step %c1 {
    %t = arith.index_cast %j : index to i16
    %big = arith.constant 30000 : i16
    %v = arith.muli %t, %big : i16
    memref.store %v, %h[%j] : memref<3xi16>
    %tf = arith.index_cast %j : index to i64
    %f = arith.sitofp %tf : i64 to f64
    %third = arith.constant 0.3333333333333333 : f64
    %g = arith.mulf %f, %third : f64
    memref.store %g, %d[%j] : memref<3xf64>
  }
  %ub = memref.cast %b : memref<2x3xi8> to memref<*xi8>
  func.call @printMemrefI8(%ub) : (memref<*xi8>) -> ()
  %uh = memref.cast %h : memref<3xi16> to memref<*xi16>
  func.call @printMemrefI16(%uh) : (memref<*xi16>) -> ()
  %ux = memref.cast %x : memref<2x2x3xindex> to memref<*xindex>
  func.call @printMemrefInd(%ux) : (memref<*xindex>) -> ()
  %ud = memref.cast %d : memref<3xf64> to memref<*xf64>
  func.call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  memref.dealloc %b : memref<2x3xi8>
  memref.dealloc %h : memref<3xi16>
  memref.dealloc %x : memref<2x2x3xindex>
  memref.dealloc %d : memref<3xf64>
  return
}
