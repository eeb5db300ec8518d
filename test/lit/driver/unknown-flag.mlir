// Unknown flags, unknown pass options on flags and extra positional
// arguments are rejected as llvm::cl rejects them.
// RUN: not mlbuf-opt --no-such-pass %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not mlbuf-opt --symbol-dce=bogus=1 %s 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not mlbuf-opt %s %s 2>&1 | FileCheck %s --check-prefix=POS
// RUN: not mlbuf-opt --verify-each=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not mlbuf-opt %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING

// FLAG: Unknown command line argument '--no-such-pass'.
// OPT: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// POS: Too many positional arguments specified!
// BOOL: for the --verify-each option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// MISSING: cannot open input file '{{.*}}unknown-flag.mlir.missing': No such file or directory

func.func @f() {
  return
}
