// The separation check asks a call's callee what it does (a summary of
// its body, src/analysis/call_effects.c): a callee that only reads its
// argument does not write the buffer a clone was taken of, and one that
// touches no global does not write a global cloned before the call. Both
// were refused before (a call read and wrote everything it was handed and
// every global). Callees that write, recursive ones and one writing the
// global: invalid.mlir.
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}1017{{$}}

// CHECK-LABEL: func.func @reads_only
//       CHECK:   bufferization.clone
//       CHECK:   call @first
// CHECK-LABEL: func.func @touches_no_global
//       CHECK:   bufferization.clone
//       CHECK:   call @twice

memref.global "private" @g : memref<4xi64> = dense<[5, 0, 0, 0]>

func.func private @first(%b: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<4xi64>
  return %v : i64
}

// Touches no global.
func.func private @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}

func.func @reads_only(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %five = arith.constant 5 : i64
  %six = arith.constant 6 : i64
  %m = memref.alloc() : memref<4xi64>
  memref.store %five, %m[%c0] : memref<4xi64>
  %y = scf.if %c -> (memref<4xi64>) {
    %a = memref.alloc() : memref<4xi64>
    memref.store %six, %a[%c0] : memref<4xi64>
    scf.yield %a : memref<4xi64>
  } else {
    scf.yield %m : memref<4xi64>
  }
  %s = func.call @first(%m) : (memref<4xi64>) -> i64
  %v = memref.load %y[%c0] : memref<4xi64>
  %t = arith.addi %s, %v : i64
  return %t : i64
}

func.func @touches_no_global(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %six = arith.constant 6 : i64
  %g = memref.get_global @g : memref<4xi64>
  %y = scf.if %c -> (memref<4xi64>) {
    %a = memref.alloc() : memref<4xi64>
    memref.store %six, %a[%c0] : memref<4xi64>
    scf.yield %a : memref<4xi64>
  } else {
    scf.yield %g : memref<4xi64>
  }
  %s = func.call @twice(%six) : (i64) -> i64
  %v = memref.load %y[%c0] : memref<4xi64>
  %t = arith.addi %s, %v : i64
  return %t : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  %a = func.call @reads_only(%f) : (i1) -> i64
  %b = func.call @touches_no_global(%f) : (i1) -> i64
  %k = arith.constant 100 : i64
  %ak = arith.muli %a, %k : i64
  %r = arith.addi %ak, %b : i64
  return %r : i64
}
