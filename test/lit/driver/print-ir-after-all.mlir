// IR dumps after each pass go to stderr with upstream's banner; a pass on
// a nested pipeline dumps the op it ran on.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(symbol-dce,func.func(strip-debuginfo))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: mlbuf-opt %s --symbol-dce --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE

// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @main() {
// CHECK:      {{^}$}}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: IR Dump

// BEFORE:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: module {
// BEFORE:      func.func private @dead()

func.func private @dead()
func.func @main() {
  return
}
