// symbol-dce scheduled on an op that is not a symbol table fails with
// upstream's message.
// RUN: mlbuf-opt %s --verify-diagnostics --pass-pipeline='builtin.module(func.func(symbol-dce))'

// expected-error @+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f() {
  return
}
