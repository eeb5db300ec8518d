// --help lists the driver's options and every registered pass with its
// summary; --version names the program.
// RUN: mlbuf-opt --help | FileCheck %s
// RUN: mlbuf-opt --version | FileCheck %s --check-prefix=VERSION

// CHECK: Available Dialects: {{.*}}builtin{{.*}}func
// CHECK: USAGE: mlbuf-opt [options] <input file>
// CHECK-DAG: --allow-unregistered-dialect {{ *}}- Allow operation with no registered dialects
// CHECK-DAG: --mlir-print-ir-after-all
// CHECK-DAG: --pass-pipeline=<string>
// CHECK-DAG: --split-input-file[=<string>]
// CHECK-DAG: --verify-diagnostics
// CHECK: Passes:
// CHECK-DAG: --strip-debuginfo {{ *}}-   Strip debug info from all operations
// CHECK-DAG: --symbol-dce {{ *}}-   Eliminate dead symbols

// VERSION: mlbuf version
