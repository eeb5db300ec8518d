// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// The earliest redefinition is reported, pointing at the first definition.
// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
func.func private @g()
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}
func.func private @g()

// -----

// Symbols in a nested module form their own table.
func.func private @h()
module {
  // expected-note @+1 {{see existing symbol definition here}}
  func.func private @h()
  // expected-error @+1 {{redefinition of symbol named 'h'}}
  func.func private @h()
}
