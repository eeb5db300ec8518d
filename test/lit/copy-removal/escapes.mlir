// A buffer handed to an op that may keep it (unknown effects, or a store
// of the buffer itself) has escaped: a value of unknown origin may then be
// that buffer, and an access through it in a window keeps the copy. The
// same access is no obstacle when the buffer never escaped.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --copy-removal | FileCheck %s

// CHECK-LABEL: func.func @target_escaped
//       CHECK:   memref.copy
func.func @target_escaped() -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xi64>
  "test.keep"(%out) : (memref<1xi64>) -> ()
  %r = "test.get"() : () -> memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  %k = arith.constant 1 : i64
  memref.store %k, %tmp[%c0] : memref<1xi64>
  %v = memref.load %r[%c0] : memref<1xi64>
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @target_stored
//       CHECK:   memref.copy
func.func @target_stored(%box: memref<1xmemref<1xi64>>) -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xi64>
  memref.store %out, %box[%c0] : memref<1xmemref<1xi64>>
  %r = "test.get"() : () -> memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  %k = arith.constant 1 : i64
  memref.store %k, %tmp[%c0] : memref<1xi64>
  %v = memref.load %r[%c0] : memref<1xi64>
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @not_escaped
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @not_escaped() -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xi64>
  %r = "test.get"() : () -> memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  %k = arith.constant 1 : i64
  memref.store %k, %tmp[%c0] : memref<1xi64>
  %v = memref.load %r[%c0] : memref<1xi64>
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  "test.use"(%out) : (memref<1xi64>) -> ()
  return %v : i64
}
