// A marker with a dash missing is a near miss: warned about, not split.
// RUN: mlbuf-opt --split-input-file %s 2>&1 | FileCheck %s

func.func @a() {
  return
}
// ----
// CHECK: split-input-file-near-miss.mlir:[[# @LINE - 1]]:7: warning: near miss with file split marker
func.func @b() {
  return
}
// CHECK-NOT: {{^//}} {{-{5}$}}
// CHECK: func.func @a
// CHECK: func.func @b
