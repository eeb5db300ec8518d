// REQUIRES: mlir-opt
// Ops described in an op-semantics file print exactly as upstream prints
// them as unregistered ops; the memref/scf equivalent's effects are
// upstream's (so the described dialect's are too: custom-dialect.mlir);
// upstream reads the semantics file itself.
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir > %t.mlbuf
// RUN: %mlir_opt %S/Inputs/my_dialect.mlir --allow-unregistered-dialect > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir --mlir-print-op-generic > %t.mlbuf.generic
// RUN: %mlir_opt %S/Inputs/my_dialect.mlir --allow-unregistered-dialect --mlir-print-op-generic > %t.upstream.generic
// RUN: diff %t.upstream.generic %t.mlbuf.generic
// RUN: mlbuf-opt %S/Inputs/memref_equivalent.mlir --test-mlbuf-print-effects 2>&1 >/dev/null | grep "remark:" > %t.mlbuf.fx
// RUN: %mlir_opt %S/Inputs/memref_equivalent.mlir --test-side-effects 2>&1 >/dev/null | grep "remark:" > %t.upstream.fx
// RUN: diff %t.upstream.fx %t.mlbuf.fx
// RUN: %mlir_opt --allow-unregistered-dialect %S/Inputs/my_dialect.semantics.mlir -o /dev/null
