// 0-d memrefs as scalar cells, and printing a rank-0 memref.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %cell = memref.alloc() : memref<f64>
  %s = memref.alloca() : memref<f64>
  %a = arith.constant 1.25 : f64
  memref.store %a, %cell[] : memref<f64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  memref.store %z, %s[] : memref<f64>
  scf.for %i = %c0 to %c5 step %c1 {
    %x = memref.load %s[] : memref<f64>
    %y = memref.load %cell[] : memref<f64>
    %n = arith.addf %x, %y : f64
    memref.store %n, %s[] : memref<f64>
  }
  %u = memref.cast %s : memref<f64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %cell : memref<f64>
  return
}
