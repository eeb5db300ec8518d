// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// OpenACC subset: acc.parallel without clauses, acc.loop with operand-free
// gang/worker/vector and a control header (upstream prints two spaces
// before `step`), acc.yield.

func.func @offload(%buf: memref<4xi8>, %n: index) {
  %lo = arith.constant 0 : index
  %one = arith.constant 1 : index
  acc.parallel {
    acc.loop vector control(%k : index) = (%lo : index) to (%n : index) step (%one : index) {
      %b = memref.load %buf[%k] : memref<4xi8>
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.yield
  } attributes {tag = 3 : i8}
  acc.loop gang control(%a : index, %b : index) = (%lo, %lo : index, index) to (%n, %n : index, index) step (%one, %one : index, index) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<none>]}
  return
}

// CHECK: acc.parallel {
// CHECK-NEXT: acc.loop vector control(%arg2 : index) = (%c0 : index) to (%arg1 : index)  step (%c1 : index) {
// CHECK-NEXT: memref.load
// CHECK-NEXT: acc.yield
// CHECK-NEXT: } attributes {independent = [#acc.device_type<none>]}
// CHECK-NEXT: acc.yield
// CHECK-NEXT: } attributes {tag = 3 : i8}
// CHECK-NEXT: acc.loop gang control(%arg2 : index, %arg3 : index) = (%c0, %c0 : index, index) to (%arg1, %arg1 : index, index)  step (%c1, %c1 : index, index) {

// GENERIC: "acc.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}>
// GENERIC: "acc.loop"(%0, %arg1, %1) <{independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>, vector = [#acc.device_type<none>]}>
// GENERIC: "acc.loop"(%0, %0, %arg1, %arg1, %1, %1) <{auto_ = [#acc.device_type<none>], gang = [#acc.device_type<none>], operandSegmentSizes = array<i32: 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0>}>
