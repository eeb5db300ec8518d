// func.call: recursion, several results, memrefs passed by descriptor (the
// callee writes the caller's buffer), a callee returning a new buffer.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> i64 {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}

func.func @set(%m: memref<?xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<?xf32>
  return
}

func.func @make(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}

func.func @main() -> (i64, i32, i32, f32) {
  %n = arith.constant 20 : i64
  %f = call @fib(%n) : (i64) -> i64
  // CHECK: {{^}}6765{{$}}
  %a = arith.constant -17 : i32
  %b = arith.constant 5 : i32
  %q, %r = call @divmod(%a, %b) : (i32, i32) -> (i32, i32)
  // CHECK-NEXT: {{^}}-3{{$}}
  // CHECK-NEXT: {{^}}-2{{$}}
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %m = call @make(%c3) : (index) -> memref<?xf32>
  %v = arith.constant 4.25 : f32
  call @set(%m, %c2, %v) : (memref<?xf32>, index, f32) -> ()
  %x = memref.load %m[%c2] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  // CHECK-NEXT: {{^}}4.25{{$}}
  return %f, %q, %r, %x : i64, i32, i32, f32
}
