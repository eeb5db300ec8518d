// REQUIRES: mlir-opt
// Every program under liveness/ prints byte for byte what upstream's
// test-print-liveness prints (stderr and the module on stdout).
// RUN: python3 %S/../../liveness_vs_upstream.py --mlbuf mlbuf-opt --mlir-opt %mlir_opt %S/liveness | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: [[N:[0-9]+]]/[[N]] match
