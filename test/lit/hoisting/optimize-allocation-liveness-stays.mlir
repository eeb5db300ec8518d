// Frees optimize-allocation-liveness leaves where they are: a buffer with
// two frees; a bufferization.dealloc (its condition is computed after the
// last use: mlbuf never moves a free above the definition of one of its
// operands); a value of the buffer used outside the allocation's block
// (yielded out of an scf.execute_region: no place in the block follows
// that use; mlir-opt 22 crashes on it).
// RUN: mlbuf-opt %s --optimize-allocation-liveness | FileCheck %s

// CHECK-LABEL: func.func @two_frees
//       CHECK:   "test.use"
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   scf.if
func.func @two_frees(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %k = arith.constant 1 : index
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  } else {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @condition_later
//       CHECK:   "test.use"
//  CHECK-NEXT:   %[[C:.*]] = arith.cmpi
//  CHECK-NEXT:   bufferization.dealloc
func.func @condition_later(%x: index, %y: index) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %c = arith.cmpi eq, %x, %y : index
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  return
}

// A free after the last use already stays put; one before an unrelated op
// moves up past nothing.
// CHECK-LABEL: func.func @in_place
//       CHECK:   "test.use"
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   arith.constant
func.func @in_place() {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  %k = arith.constant 1 : index
  return
}

// CHECK-LABEL: func.func @escapes
//       CHECK:   "test.use"(%[[A:[a-z_0-9]+]])
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   memref.dealloc %[[A]]
func.func @escapes() {
  %r = scf.execute_region -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    %k = arith.constant 1 : index
    memref.dealloc %a : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  "test.use"(%r) : (memref<4xf32>) -> ()
  return
}
