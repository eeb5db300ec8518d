// REQUIRES: mlir-opt
// A call to a declaration (no body) answers from its arguments'
// `bufferization.access`, as upstream: "read" is only read, "write" only
// written, "none" neither; without the attribute, read and written.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// The fuzzer's order over a declaration is empty (the sanitizer build
// once flagged the shuffle of nothing):
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=23" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func private @reader(tensor<*xf32> {bufferization.access = "read"})
// CHECK-LABEL: func.func private @writer(tensor<4xf32> {bufferization.access = "write"})
// CHECK-LABEL: func.func private @neither(tensor<4xf32> {bufferization.access = "none"})
// CHECK-LABEL: func.func private @unknown(tensor<4xf32> {bufferization.access = "read-write"})
func.func private @reader(%t: tensor<*xf32> {bufferization.access = "read"})
func.func private @writer(%t: tensor<4xf32> {bufferization.access = "write"})
func.func private @neither(%t: tensor<4xf32> {bufferization.access = "none"})
func.func private @unknown(%t: tensor<4xf32>)

// The cast and the call only read: in place although %t is read after.
// CHECK-LABEL: func.func @read_only(
//  CHECK-SAME:     {bufferization.access = "read"})
//       CHECK:   tensor.cast {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   call @reader({{.*}}) {__inplace_operands_attr__ = ["true"]}
// BUF-LABEL: func.func @read_only(
//   BUF-NOT:   memref.alloc
//       BUF:   call @reader(
//   BUF-NOT:   memref.alloc
//       BUF:   return
func.func @read_only(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  func.call @reader(%0) : (tensor<*xf32>) -> ()
  %1 = tensor.extract %t[%c0] : tensor<4xf32>
  return %1 : f32
}

// A write only, %t read after: out of place. Nothing reads %t's value
// before: only the write is passed on ("write"), and the new buffer
// needs no copy.
// CHECK-LABEL: func.func @write_only(
//  CHECK-SAME:     {bufferization.access = "read"})
//       CHECK:   call @writer({{.*}}) {__inplace_operands_attr__ = ["false"]}
// BUF-LABEL: func.func @write_only(
//       BUF:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   call @writer(
func.func @write_only(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  func.call @writer(%t) : (tensor<4xf32>) -> ()
  %1 = tensor.extract %t[%c0] : tensor<4xf32>
  return %1 : f32
}

// Neither read nor written: in place; the caller's argument is only read
// by the extract.
// CHECK-LABEL: func.func @no_access(
//  CHECK-SAME:     {bufferization.access = "read"})
//       CHECK:   call @neither({{.*}}) {__inplace_operands_attr__ = ["true"]}
//       CHECK:   call @unknown({{.*}}) {__inplace_operands_attr__ = ["false"]}
func.func @no_access(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  func.call @neither(%t) : (tensor<4xf32>) -> ()
  func.call @unknown(%t) : (tensor<4xf32>) -> ()
  %1 = tensor.extract %t[%c0] : tensor<4xf32>
  return %1 : f32
}
