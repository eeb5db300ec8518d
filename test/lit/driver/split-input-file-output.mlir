// --output-split-marker changes the separator of the output; -o writes a
// file.
// RUN: mlbuf-opt --split-input-file --output-split-marker=XX %s -o %t
// RUN: FileCheck %s < %t

// CHECK: func.func @a
// CHECK-NEXT: return
// CHECK: {{^XX$}}
// CHECK: func.func @b
func.func @a() {
  return
}
// -----
func.func @b() {
  return
}
