// Textual pipelines and command-line passes build the same pipelines as
// upstream (--dump-pass-pipeline); passes given as flags nest implicitly.
// RUN: mlbuf-opt %s --pass-pipeline=' builtin.module( symbol-dce , any(strip-debuginfo) ) ' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: mlbuf-opt %s --symbol-dce --strip-debuginfo --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLI
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=EMPTY

// TEXT:      Pass Manager with 2 passes:
// TEXT-NEXT: builtin.module(
// TEXT-NEXT:   symbol-dce,
// TEXT-NEXT:   any(
// TEXT-NEXT:     strip-debuginfo
// TEXT-NEXT:   )
// TEXT-NEXT: )

// CLI:      Pass Manager with 2 passes:
// CLI-NEXT: builtin.module(
// CLI-NEXT:   symbol-dce,
// CLI-NEXT:   strip-debuginfo
// CLI-NEXT: )

// EMPTY: func.func @f
func.func @f() {
  return
}
