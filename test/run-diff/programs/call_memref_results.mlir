// Callees allocate and return memrefs (and views of them); the caller frees.
func.func private @printMemrefI64(memref<*xi64>)
func.func @make(%n: index, %v: i64) -> memref<?xi64> {
  %m = memref.alloc(%n) : memref<?xi64>
  linalg.fill ins(%v : i64) outs(%m : memref<?xi64>)
  return %m : memref<?xi64>
}
func.func @pair(%n: index) -> (memref<?xi64>, memref<2x2xi64>) {
  %one = arith.constant 1 : i64
  %a = func.call @make(%n, %one) : (index, i64) -> memref<?xi64>
  %b = memref.alloc() : memref<2x2xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 11 : i64
  %y = arith.constant 22 : i64
  linalg.fill ins(%x : i64) outs(%b : memref<2x2xi64>)
  memref.store %y, %b[%c1, %c0] : memref<2x2xi64>
  return %a, %b : memref<?xi64>, memref<2x2xi64>
}
func.func @tail(%m: memref<?xi64>) -> memref<?xi64, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %k = arith.subi %n, %c1 : index
  %t = memref.subview %m[1][%k][1] : memref<?xi64> to memref<?xi64, strided<[1], offset: 1>>
  %d = memref.cast %t : memref<?xi64, strided<[1], offset: 1>> to memref<?xi64, strided<[1], offset: ?>>
  return %d : memref<?xi64, strided<[1], offset: ?>>
}
func.func @main() {
  %c4 = arith.constant 4 : index
  %a, %b = func.call @pair(%c4) : (index) -> (memref<?xi64>, memref<2x2xi64>)
  %c2 = arith.constant 2 : index
  %nine = arith.constant 9 : i64
  memref.store %nine, %a[%c2] : memref<?xi64>
  %t = func.call @tail(%a) : (memref<?xi64>) -> memref<?xi64, strided<[1], offset: ?>>
  %ut = memref.cast %t : memref<?xi64, strided<[1], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%ut) : (memref<*xi64>) -> ()
  %ub = memref.cast %b : memref<2x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<?xi64>
  memref.dealloc %b : memref<2x2xi64>
  return
}
