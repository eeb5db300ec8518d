// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// test.copy `(%src, %dst) : (types) attr-dict` and
// test.alloc_with_multiple_results (result names %index and %memref).

func.func @copies(%a: memref<2xf32>, %b: memref<2xf32>, %u: memref<*xi8>) -> index {
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  test.copy(%u, %u) : (memref<*xi8>, memref<*xi8>) {why = "self"}
  %i, %m = test.alloc_with_multiple_results : index, memref<64xf32>
  %j:2 = test.alloc_with_multiple_results {x} : index, memref<?xi8>
  return %i : index
}

// CHECK: module {
// CHECK-NEXT: func.func @copies(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<*xi8>) -> index {
// CHECK-NEXT: test.copy(%arg0, %arg1) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: test.copy(%arg2, %arg2) : (memref<*xi8>, memref<*xi8>) {why = "self"}
// CHECK-NEXT: %index, %memref = test.alloc_with_multiple_results : index, memref<64xf32>
// CHECK-NEXT: %index_0, %memref_1 = test.alloc_with_multiple_results {x} : index, memref<?xi8>
// CHECK-NEXT: return %index : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2xf32>, memref<2xf32>, memref<*xi8>) -> index, sym_name = "copies"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<*xi8>):
// GENERIC-NEXT: "test.copy"(%arg0, %arg1) : (memref<2xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "test.copy"(%arg2, %arg2) {why = "self"} : (memref<*xi8>, memref<*xi8>) -> ()
// GENERIC-NEXT: %0:2 = "test.alloc_with_multiple_results"() : () -> (index, memref<64xf32>)
// GENERIC-NEXT: %1:2 = "test.alloc_with_multiple_results"() {x} : () -> (index, memref<?xi8>)
// GENERIC-NEXT: "func.return"(%0#0) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
