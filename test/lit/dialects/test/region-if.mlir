// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// test.region_if with its custom syntax (operands, `: types`, `-> results`
// then the then/else/join regions; upstream prints no attr-dict) and
// test.region_if_yield.

func.func @region_if(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = test.region_if %m : memref<?xf32> -> (memref<?xf32>) then {
  ^bb0(%x: memref<?xf32>):
    test.region_if_yield %x : memref<?xf32>
  } else {
  ^bb0(%x: memref<?xf32>):
    %a = memref.alloc(%n) : memref<?xf32>
    test.region_if_yield %a : memref<?xf32>
  } join {
  ^bb0(%x: memref<?xf32>):
    test.region_if_yield %x : memref<?xf32>
  }
  %1:2 = test.region_if %n, %m : index, memref<?xf32> -> (index, memref<?xf32>) then {
  ^bb0(%i: index, %x: memref<?xf32>):
    test.region_if_yield %i, %x : index, memref<?xf32>
  } else {
  ^bb0(%i: index, %x: memref<?xf32>):
    test.region_if_yield %i, %x : index, memref<?xf32> {kept}
  } join {
  ^bb0(%i: index, %x: memref<?xf32>):
    test.region_if_yield %i, %x : index, memref<?xf32>
  }
  return %0 : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @region_if(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = test.region_if %arg0: memref<?xf32> -> memref<?xf32> then {
// CHECK-NEXT: ^bb0(%arg2: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg2: memref<?xf32>):
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: test.region_if_yield %alloc : memref<?xf32>
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg2: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = test.region_if %arg1, %arg0: index, memref<?xf32> -> (index, memref<?xf32>) then {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg2, %arg3 : index, memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg2, %arg3 : index, memref<?xf32> {kept}
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg2, %arg3 : index, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?xf32>, sym_name = "region_if"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<?xf32>, %arg1: index):
// GENERIC-NEXT: %0 = "test.region_if"(%arg0) ({
// GENERIC-NEXT: ^bb0(%arg10: memref<?xf32>):
// GENERIC-NEXT: "test.region_if_yield"(%arg10) : (memref<?xf32>) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg9: memref<?xf32>):
// GENERIC-NEXT: %2 = "memref.alloc"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT: "test.region_if_yield"(%2) : (memref<?xf32>) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg8: memref<?xf32>):
// GENERIC-NEXT: "test.region_if_yield"(%arg8) : (memref<?xf32>) -> ()
// GENERIC-NEXT: }) : (memref<?xf32>) -> memref<?xf32>
// GENERIC-NEXT: %1:2 = "test.region_if"(%arg1, %arg0) ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: memref<?xf32>):
// GENERIC-NEXT: "test.region_if_yield"(%arg6, %arg7) : (index, memref<?xf32>) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: memref<?xf32>):
// GENERIC-NEXT: "test.region_if_yield"(%arg4, %arg5) {kept} : (index, memref<?xf32>) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>):
// GENERIC-NEXT: "test.region_if_yield"(%arg2, %arg3) : (index, memref<?xf32>) -> ()
// GENERIC-NEXT: }) : (index, memref<?xf32>) -> (index, memref<?xf32>)
// GENERIC-NEXT: "func.return"(%0) : (memref<?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
