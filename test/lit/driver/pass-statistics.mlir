// --mlir-pass-statistics prints each pass's counters as upstream does.
// RUN: mlbuf-opt %s --symbol-dce --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: mlbuf-opt %s --symbol-dce --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST

// CHECK:      ... Pass statistics report ...
// CHECK-NEXT: ===-
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 2 num-dce'd - Number of symbols DCE'd

// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===-
// LIST-NEXT:   SymbolDCE
// LIST-NEXT:     (S) 2 num-dce'd - Number of symbols DCE'd

func.func private @a()
func.func private @b()
func.func @c() {
  return
}
