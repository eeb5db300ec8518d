// REQUIRES: mlir-opt
// With test/semantics/test_dialect.semantics.mlir, mlbuf reports the
// memory effects of upstream's test-dialect ops exactly as upstream's
// -test-side-effects does (remark lines; the notes print the ops, which
// mlbuf keeps in generic form as long as it has no custom syntax for them).
// RUN: mlbuf-opt %S/test-dialect.mlir --op-semantics=%S/../../semantics/test_dialect.semantics.mlir --test-mlbuf-print-effects 2>&1 >/dev/null | grep "remark:" > %t.mlbuf
// RUN: %mlir_opt %S/test-dialect.mlir --test-side-effects 2>&1 >/dev/null | grep "remark:" > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// The semantics file is MLIR upstream reads too.
// RUN: %mlir_opt --allow-unregistered-dialect %S/../../semantics/test_dialect.semantics.mlir -o /dev/null
