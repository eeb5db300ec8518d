// Tensors are values that the program never frees: the interpreter
// reclaims the unreachable ones (here ~100 MB of intermediate 256 KB
// tensors from a loop of inserts) while keeping every tensor still held by
// a value alive, across loops, calls and recursion. The buffers of
// bufferization.to_buffer are reclaimed once no memref names them.
// Expected output from mlir-runner after one-shot-bufferize.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printF32(f32)
func.func private @printNewline()

// Adds n to element i, n times, one insert at a time.
func.func @bump(%t: tensor<65536xf32>, %i: index, %n: index) -> tensor<65536xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<65536xf32>) {
    %x = tensor.extract %acc[%i] : tensor<65536xf32>
    %y = arith.addf %x, %one : f32
    %u = tensor.insert %y into %acc[%i] : tensor<65536xf32>
    scf.yield %u : tensor<65536xf32>
  }
  return %r : tensor<65536xf32>
}

// Recursion keeps one tensor per frame alive.
func.func @deep(%t: tensor<65536xf32>, %d: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %u = call @bump(%t, %d, %c100) : (tensor<65536xf32>, index, index) -> tensor<65536xf32>
  %stop = arith.cmpi eq, %d, %c0 : index
  %r = scf.if %stop -> (f32) {
    %x = tensor.extract %u[%c0] : tensor<65536xf32>
    scf.yield %x : f32
  } else {
    %d1 = arith.subi %d, %c1 : index
    %below = func.call @deep(%u, %d1) : (tensor<65536xf32>, index) -> f32
    // This frame's tensor is still intact.
    %mine = tensor.extract %u[%d] : tensor<65536xf32>
    %s = arith.addf %below, %mine : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c400 = arith.constant 400 : index
  %e = tensor.empty() : tensor<65536xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<65536xf32>) -> tensor<65536xf32>
  %a = call @bump(%z, %c7, %c400) : (tensor<65536xf32>, index, index) -> tensor<65536xf32>
  %b = call @bump(%a, %c3, %c400) : (tensor<65536xf32>, index, index) -> tensor<65536xf32>
  %a7 = tensor.extract %a[%c7] : tensor<65536xf32>
  %a3 = tensor.extract %a[%c3] : tensor<65536xf32>
  %b3 = tensor.extract %b[%c3] : tensor<65536xf32>
  %z7 = tensor.extract %z[%c7] : tensor<65536xf32>
  // CHECK: {{^}}400{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}400{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  call @printF32(%a7) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%a3) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%b3) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%z7) : (f32) -> ()
  call @printNewline() : () -> ()
  // Frames at depths 3..0 each bump their own index of a shared ancestor
  // 100 times: 100 (depth 0) + 100 + 100 + 100.
  %d = call @deep(%z, %c3) : (tensor<65536xf32>, index) -> f32
  // CHECK-NEXT: {{^}}400{{$}}
  call @printF32(%d) : (f32) -> ()
  call @printNewline() : () -> ()
  // A buffer made before ~100 MB of others that die young.
  %keep = bufferization.to_buffer %a : tensor<65536xf32> to memref<65536xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %zero) -> (f32) {
    %buf = bufferization.to_buffer %b : tensor<65536xf32> to memref<65536xf32>
    %x = memref.load %buf[%c3] : memref<65536xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  %k7 = memref.load %keep[%c7] : memref<65536xf32>
  %total = arith.addf %sum, %k7 : f32
  // CHECK-NEXT: {{^}}160400{{$}}
  call @printF32(%total) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
