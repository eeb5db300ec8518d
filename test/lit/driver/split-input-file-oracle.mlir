// REQUIRES: mlir-opt
// Split output, including each chunk's implicit module location, is byte
// for byte upstream's; so are the diagnostics of a failing chunk.
// RUN: not mlbuf-opt %s --split-input-file --mlir-print-debuginfo > %t.mlbuf 2> %t.mlbuf.err
// RUN: not %mlir_opt %s --split-input-file --mlir-print-debuginfo > %t.upstream 2> %t.upstream.err
// RUN: diff %t.upstream %t.mlbuf
// RUN: diff %t.upstream.err %t.mlbuf.err

func.func @a() {
  return
}

// -----

func.func @b(%x: i32) -> i32 {
  return %x : i32
}

// -----

func.func @c() {
  not_an_op
}

// -----
func.func @d() {
  return
}
