// REQUIRES: mlir-opt
// Dialect resources print exactly as upstream's (custom and generic form).
// RUN: mlbuf-opt %s > %t.mlbuf
// RUN: %mlir_opt %s > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --mlir-print-op-generic --mlir-print-debuginfo > %t.mlbuf
// RUN: %mlir_opt %s --mlir-print-op-generic --mlir-print-debuginfo > %t.upstream
// RUN: diff %t.upstream %t.mlbuf

#r = dense_resource<blob1> : tensor<2xi32>
func.func @f() -> tensor<2xi32> attributes {a = [#r], b = {c = dense_resource<blob2> : tensor<1xi32>}} {
  %0 = arith.constant #r
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      "blob2": "0x0400000001000000",
      blob1: "0x040000000100000002000000"
    }
  }
#-}
