// Chunks are processed independently; a failing chunk does not stop the
// others, outputs are joined with the marker, the exit status is nonzero
// and diagnostics name lines and columns of the original file.
// RUN: not mlbuf-opt --split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// OUT-LABEL: module {
// OUT-NEXT:    func.func @first() {
// The marker is spelled with regexes here so it does not split this file.
// OUT:       {{^//}} {{-{5}$}}
// OUT-NEXT:  {{^//}} {{-{5}$}}
// OUT-NEXT:  module {
// OUT-NEXT:    func.func @third() {
// OUT-NOT:   {{^//}} {{-{5}$}}

func.func @first() {
  return
}

// -----

func.func @second() {
  // ERR: split-input-file.mlir:[[# @LINE + 1]]:3: error: custom op 'not_an_op' is unknown
  not_an_op
}

// -----

func.func @third() {
  return
}
