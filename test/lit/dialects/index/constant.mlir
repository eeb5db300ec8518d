// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// index.constant (named %idx<N>), index.bool.constant (%true/%false),
// index.sizeof.

func.func @constants() {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -7
  %3 = index.constant 42
  %4 = index.bool.constant true
  %5 = index.bool.constant false
  %6 = index.sizeof
  %7 = index.sizeof {foo.s}
  %8 = index.constant {foo.c} 3
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @constants() {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx42_0 = index.constant 42
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: %1 = index.sizeof {foo.s}
// CHECK-NEXT: %idx3 = index.constant {foo.c} 3
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT: %0 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT: %2 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT: %3 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT: %4 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %5 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %6 = "index.sizeof"() : () -> index
// GENERIC-NEXT: %7 = "index.sizeof"() {foo.s} : () -> index
// GENERIC-NEXT: %8 = "index.constant"() <{value = 3 : index}> {foo.c} : () -> index
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
