// The pass knows copies, allocations, frees and accesses only through
// interfaces: a dialect described by an op-semantics file gets the same
// rewrites (reusing the source, reusing the target) and the same refusals
// (a source written after the copy; buffers of two resources).
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool-copy.semantics.mlir --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --op-semantics=%S/Inputs/pool-copy.semantics.mlir --copy-removal --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STAT
// STAT: (S) 1 num-source-reused
// STAT: (S) 1 num-target-reused

// CHECK-LABEL: func.func @source
//       CHECK:   %[[A:.*]] = "pool.alloc"()
//  CHECK-NEXT:   "pool.fill"(%[[A]])
//  CHECK-NEXT:   "pool.read"(%[[A]])
//  CHECK-NEXT:   return %[[A]]
func.func @source() -> !pool.buf {
  %a = "pool.alloc"() : () -> !pool.buf
  "pool.fill"(%a) : (!pool.buf) -> ()
  %b = "pool.alloc"() : () -> !pool.buf
  "pool.copy"(%a, %b) : (!pool.buf, !pool.buf) -> ()
  "pool.free"(%a) : (!pool.buf) -> ()
  %x = "pool.read"(%b) : (!pool.buf) -> i64
  return %b : !pool.buf
}

// CHECK-LABEL: func.func @target
//       CHECK:   %[[OUT:.*]] = "pool.alloc"()
//  CHECK-NEXT:   "pool.read"(%[[OUT]])
//  CHECK-NEXT:   "pool.fill"(%[[OUT]])
//  CHECK-NEXT:   return %[[OUT]]
func.func @target() -> !pool.buf {
  %out = "pool.alloc"() : () -> !pool.buf
  %x = "pool.read"(%out) : (!pool.buf) -> i64
  %tmp = "pool.alloc"() : () -> !pool.buf
  "pool.fill"(%tmp) : (!pool.buf) -> ()
  "pool.copy"(%tmp, %out) : (!pool.buf, !pool.buf) -> ()
  "pool.free"(%tmp) : (!pool.buf) -> ()
  return %out : !pool.buf
}

// CHECK-LABEL: func.func @source_written
//       CHECK:   "pool.copy"
func.func @source_written() -> !pool.buf {
  %a = "pool.alloc"() : () -> !pool.buf
  %b = "pool.alloc"() : () -> !pool.buf
  "pool.copy"(%a, %b) : (!pool.buf, !pool.buf) -> ()
  "pool.fill"(%a) : (!pool.buf) -> ()
  "pool.free"(%a) : (!pool.buf) -> ()
  return %b : !pool.buf
}

// The target is allocated first: only its resource differs from @target.
// CHECK-LABEL: func.func @two_resources
//       CHECK:   "pool.copy"
func.func @two_resources() -> !pool.buf {
  %b = "pool.alloc"() : () -> !pool.buf
  %a = "pool.scratch"() : () -> !pool.buf
  "pool.fill"(%a) : (!pool.buf) -> ()
  "pool.copy"(%a, %b) : (!pool.buf, !pool.buf) -> ()
  "pool.free"(%a) : (!pool.buf) -> ()
  return %b : !pool.buf
}
