// Function arguments are buffers the pass cannot see: a copy out of an
// argument (even one the function frees: ownership handed in) and a copy
// into an argument (an out-parameter that may alias another argument)
// stay. The same shapes with local buffers are removed.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 40

// CHECK-LABEL: func.func @from_arg
//       CHECK:   memref.copy %arg0
func.func @from_arg(%arg: memref<1xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<1xi64>
  memref.copy %arg, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %arg : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  return %v : i64
}

// Here the out-parameter is the input: writing the sum in place would
// read the second element after overwriting the first.
// CHECK-LABEL: func.func @into_arg
//       CHECK:   memref.copy %{{.*}}, %arg1
func.func @into_arg(%in: memref<2xi64>, %out: memref<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmp = memref.alloc() : memref<2xi64>
  %x = memref.load %in[%c0] : memref<2xi64>
  %y = memref.load %in[%c1] : memref<2xi64>
  %s = arith.addi %x, %y : i64
  memref.store %s, %tmp[%c0] : memref<2xi64>
  %x2 = memref.load %in[%c0] : memref<2xi64>
  memref.store %x2, %tmp[%c1] : memref<2xi64>
  memref.copy %tmp, %out : memref<2xi64> to memref<2xi64>
  memref.dealloc %tmp : memref<2xi64>
  return
}

// CHECK-LABEL: func.func @local
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @local(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %v3, %a[%c0] : memref<1xi64>
  %r1 = call @from_arg(%a) : (memref<1xi64>) -> i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %v3, %m[%c0] : memref<2xi64>
  memref.store %v4, %m[%c1] : memref<2xi64>
  call @into_arg(%m, %m) : (memref<2xi64>, memref<2xi64>) -> ()
  %p = memref.load %m[%c0] : memref<2xi64>
  %q = memref.load %m[%c1] : memref<2xi64>
  memref.dealloc %m : memref<2xi64>
  %r3 = call @local(%v4) : (i64) -> i64
  %ten = arith.constant 10 : i64
  %p10 = arith.muli %p, %ten : i64
  %s1 = arith.addi %p10, %q : i64
  %s2 = arith.addi %s1, %r1 : i64
  %s3 = arith.addi %s2, %r3 : i64
  %k = arith.constant -40 : i64
  %s4 = arith.addi %s3, %k : i64
  return %s4 : i64
}
