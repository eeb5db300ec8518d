// scf.if choosing between two existing buffers, and between a view and a
// buffer; writes go through the chosen memref.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  %z = arith.constant 0 : i32
  linalg.fill ins(%z : i32) outs(%a : memref<4xi32>)
  linalg.fill ins(%z : i32) outs(%b : memref<4xi32>)
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %t = scf.if %even -> memref<4xi32> {
      scf.yield %a : memref<4xi32>
    } else {
      scf.yield %b : memref<4xi32>
    }
    %v = arith.index_cast %i : index to i32
    %v1 = arith.addi %v, %v : i32
    memref.store %v1, %t[%i] : memref<4xi32>
  }
  %f = arith.constant false
  %w = scf.if %f -> memref<2xi32, strided<[1], offset: ?>> {
    %s = memref.subview %a[0][2][1] : memref<4xi32> to memref<2xi32, strided<[1]>>
    %sc = memref.cast %s : memref<2xi32, strided<[1]>> to memref<2xi32, strided<[1], offset: ?>>
    scf.yield %sc : memref<2xi32, strided<[1], offset: ?>>
  } else {
    %s = memref.subview %b[2][2][1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 2>>
    %sc = memref.cast %s : memref<2xi32, strided<[1], offset: 2>> to memref<2xi32, strided<[1], offset: ?>>
    scf.yield %sc : memref<2xi32, strided<[1], offset: ?>>
  }
  %nine = arith.constant 99 : i32
  memref.store %nine, %w[%c0] : memref<2xi32, strided<[1], offset: ?>>
  %ua = memref.cast %a : memref<4xi32> to memref<*xi32>
  %ub = memref.cast %b : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  func.call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<4xi32>
  memref.dealloc %b : memref<4xi32>
  return
}
