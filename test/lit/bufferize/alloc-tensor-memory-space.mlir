// bufferization.alloc_tensor's memory_space is the memory space of its
// buffer; with copy(%t) and no memory_space the buffer takes %t's buffer's
// space, as mlir-opt 22 does (output of main.mlir identical in generic
// form). Copies made for out-of-place operands stay in their source's
// space, and buffers handed on by scf.if, select and loops must agree:
// mlir-opt 22's errors when they do not (the scf.for chunk needs
// allow-return-allocs-from-loops upstream, which first rejects the yield
// as not equivalent; mlbuf has no such error).
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=allow-return-allocs-from-loops --verify-diagnostics | FileCheck %s
// RUN: split-file %s %t
// RUN: mlbuf-run %t/main.mlir | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

//--- main.mlir
// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32, 1>)
//       CHECK:   %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
//       CHECK:   memref.copy %[[A]], %[[B]] : memref<4xf32, 1> to memref<4xf32, 1>
//       CHECK:   %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 2>
//       CHECK:   memref.copy %[[A]], %[[C]] : memref<4xf32, 1> to memref<4xf32, 2>
// VALUE: {{^}}9.5{{$}}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 1.5 : f32
  %y = arith.constant 4.0 : f32
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %b = bufferization.alloc_tensor() copy(%f) : tensor<4xf32>
  %c = bufferization.alloc_tensor() copy(%f) {memory_space = 2 : i64} : tensor<4xf32>
  %b2 = tensor.insert %y into %b[%c0] : tensor<4xf32>
  %c2 = tensor.insert %y into %c[%c1] : tensor<4xf32>
  %u = tensor.extract %f[%c0] : tensor<4xf32>
  %v = tensor.extract %b2[%c0] : tensor<4xf32>
  %w = tensor.extract %c2[%c1] : tensor<4xf32>
  %s0 = arith.addf %u, %v : f32
  %s = arith.addf %s0, %w : f32
  return %s : f32
}

// -----

//--- if.mlir
// An scf.if whose branch copies a buffer of space 1 hands on buffers of
// space 1.
// CHECK-LABEL: func.func @if_space
//       CHECK:   scf.if %{{.*}} -> (memref<5xf32, 1>)
//       CHECK:     memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
func.func @if_space(%c: i1, %f: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  // Defined contents: a read of undefined ones would see any write.
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<5xf32>) -> tensor<5xf32>
  %1 = scf.if %c -> tensor<5xf32> {
    scf.yield %0 : tensor<5xf32>
  } else {
    %2 = tensor.insert %f into %0[%c0] : tensor<5xf32>
    scf.yield %2 : tensor<5xf32>
  }
  %r0 = tensor.extract %0[%c0] : tensor<5xf32>
  %r1 = tensor.extract %1[%c0] : tensor<5xf32>
  return %r0, %r1 : f32, f32
}

// -----

//--- if-inconsistent.mlir
func.func @if_inconsistent(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @+1 {{inconsistent memory space on then/else branches}}
  %r = scf.if %c -> tensor<10xf32> {
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %0 : tensor<10xf32>
  } else {
    scf.yield %1 : tensor<10xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<10xf32>
  return %v : f32
}

// -----

//--- for-inconsistent.mlir
func.func @for_inconsistent(%lb: index, %ub: index, %step: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @below {{'scf.for' op init_arg and yielded value bufferize to inconsistent memory spaces}}
  %2 = scf.for %iv = %lb to %ub step %step iter_args(%arg = %0) -> tensor<10xf32> {
    // expected-error @below {{failed to bufferize op}}
    scf.yield %1 : tensor<10xf32>
  }
  %v = tensor.extract %2[%c0] : tensor<10xf32>
  return %v : f32
}

// -----

//--- select-inconsistent.mlir
func.func @select_inconsistent(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @+2 {{inconsistent memory space on true/false operands}}
  // expected-error @+1 {{failed to bufferize op}}
  %r = arith.select %c, %0, %1 : tensor<10xf32>
  %v = tensor.extract %r[%c0] : tensor<10xf32>
  return %v : f32
}
