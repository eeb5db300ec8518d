// --mlir-timing prints upstream's execution time report with one line per
// pass and nested pipeline.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(symbol-dce,func.func(strip-debuginfo))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:     {{.*}}  Parser
// CHECK-NEXT:     {{.*}}  SymbolDCE
// CHECK-NEXT:     {{.*}}  'func.func' Pipeline
// CHECK-NEXT:     {{.*}}    StripDebugInfo
// CHECK-NEXT:     {{.*}}  Output
// CHECK-NEXT:     {{.*}}  Rest
// CHECK-NEXT:     {{.*}} (100.0%)  Total

func.func @f() {
  return
}
