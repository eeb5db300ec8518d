// REQUIRES: mlir-opt
// Every program under dominance/ prints byte for byte what upstream's
// test-print-dominance prints (the relations and the annotated module).
// RUN: python3 %S/../../liveness_vs_upstream.py --pass test-print-dominance --mlbuf mlbuf-opt --mlir-opt %mlir_opt %S/dominance | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: [[N:[0-9]+]]/[[N]] match
