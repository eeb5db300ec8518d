// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Transform dialect ops used to drive bufferization: named_sequence prints
// like func.func; one_shot_bufferize and bufferize_to_allocation carry
// default-valued properties that only the generic form shows.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @entry(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes {tag} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match interface{TilingInterface} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %f {allow_unknown_ops = true} : (!transform.any_op) -> !transform.any_op
    %e = transform.cast %g : !transform.any_op to !transform.op<"tensor.empty">
    %a = transform.bufferization.empty_tensor_to_alloc_tensor %e : (!transform.op<"tensor.empty">) -> !transform.op<"bufferization.alloc_tensor">
    %buf, %ops = transform.structured.bufferize_to_allocation %a {alloc_op = "memref.alloca"} : !transform.op<"bufferization.alloc_tensor">
    transform.bufferization.eliminate_empty_tensors %b : !transform.any_op
    transform.bufferization.buffer_loop_hoisting %b : !transform.any_op
    transform.yield
  }
  transform.named_sequence @pass_through(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
}

// CHECK: transform.named_sequence @entry(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT: %0 = transform.structured.match ops{["func.func"]} attributes {tag} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %1 = transform.structured.match interface{TilingInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %2 = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %0 {allow_unknown_ops = true} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %3 = transform.cast %1 : !transform.any_op to !transform.op<"tensor.empty">
// CHECK-NEXT: %4 = transform.bufferization.empty_tensor_to_alloc_tensor %3 : (!transform.op<"tensor.empty">) -> !transform.op<"bufferization.alloc_tensor">
// CHECK-NEXT: %allocated_buffer, %new_ops = transform.structured.bufferize_to_allocation %4 {alloc_op = "memref.alloca"} : !transform.op<"bufferization.alloc_tensor">
// CHECK-NEXT: transform.bufferization.eliminate_empty_tensors %2 : !transform.any_op
// CHECK-NEXT: transform.bufferization.buffer_loop_hoisting %2 : !transform.any_op
// CHECK-NEXT: transform.yield{{ $}}
// CHECK: transform.named_sequence @pass_through(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
// CHECK-NEXT: transform.yield %arg0 : !transform.any_op

// GENERIC: "transform.structured.match"({{%.*}}) <{interface = 1 : i32}>
// GENERIC: "transform.bufferization.one_shot_bufferize"(%0) <{allow_return_allocs_from_loops = false, allow_unknown_ops = true, bufferize_function_boundaries = false, check_parallel_regions = true, dump_alias_sets = false, function_boundary_type_conversion = 1 : i32, memcpy_op = "memref.copy", print_conflicts = false, test_analysis_only = false}>
// GENERIC: "transform.structured.bufferize_to_allocation"(%4) <{alloc_op = "memref.alloca", memcpy_op = "bufferization.materialize_in_destination"}> : (!transform.op<"bufferization.alloc_tensor">) -> (!transform.any_value, !transform.any_op)
