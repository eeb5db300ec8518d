// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// spirv.Return may terminate a func.func body.

func.func @kernel(%buf: memref<8xf16>) {
  spirv.Return
}

func.func @tagged() {
  spirv.Return {origin = "host"}
}

// CHECK: func.func @kernel(%arg0: memref<8xf16>) {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.Return {origin = "host"}

// GENERIC: "spirv.Return"() : () -> ()
// GENERIC: "spirv.Return"() {origin = "host"} : () -> ()
