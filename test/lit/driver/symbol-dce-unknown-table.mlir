// An unregistered op with one region might be a symbol table, so symbol
// uses cannot be computed: symbol-dce fails as upstream's does.
// RUN: mlbuf-opt %s --verify-diagnostics --allow-unregistered-dialect --symbol-dce

func.func @g() {
  return
}
// expected-error @+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
"unknown.table"() ({
  func.func private @inner()
}) : () -> ()
