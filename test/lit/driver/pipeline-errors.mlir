// Malformed pipelines are reported at an unknown location with upstream's
// wording, quoting the pipeline text with a caret.
// RUN: not mlbuf-opt %s --pass-pipeline='symbol-dce' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not mlbuf-opt %s --pass-pipeline='builtin.module(symbol-dce,nope)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mlbuf-opt %s --pass-pipeline='builtin.module(any(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not mlbuf-opt %s --pass-pipeline='builtin.module(symbol-dce{bad=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not mlbuf-opt %s --symbol-dce --pass-pipeline='builtin.module(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=MIX
// RUN: not mlbuf-opt %s --pass-pipeline='func.func(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=ANCHOR

// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:12: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: symbol-dce,nope
// UNKNOWN-NEXT: {{^           \^$}}

// PAREN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: encountered unbalanced parentheses while parsing pipeline

// OPTION:      <unknown>:0: error: <Pass-Options-Parser>: no such option bad
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `symbol-dce` with options `bad=1`

// MIX: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

func.func @f() {
  return
}
