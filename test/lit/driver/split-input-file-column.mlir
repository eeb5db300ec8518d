// Text after the marker on its own line belongs to the next chunk; its
// columns are the original ones.
// RUN: not mlbuf-opt --split-input-file %s 2>&1 | FileCheck %s

func.func @a() {
  return
}
// ----- bogus
// CHECK: split-input-file-column.mlir:[[# @LINE - 1]]:10: error:
func.func @b() {
  return
}
