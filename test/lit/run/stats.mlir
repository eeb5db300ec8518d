// --stats prints the run's counters on stderr; --json the same as one
// JSON object. Executed ops count every op run, terminators included.
// RUN: mlbuf-opt %s | mlbuf-run --check --stats -e main 2>&1 >/dev/null | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-run --check --json -e main 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    memref.copy %a, %b : memref<8xf32> to memref<8xf32>
    %s = memref.alloca() : memref<2xi8>
    bufferization.dealloc (%a, %b : memref<8xf32>, memref<8xf32>) if (%t, %t)
  }
  return
}
// 4 constants + scf.for + return, then 4 iterations of 6 ops.
// CHECK:      allocations: 8
// CHECK-NEXT: frees: 8
// CHECK-NEXT: allocas: 4
// CHECK-NEXT: clones: 0
// CHECK-NEXT: copies: 4
// CHECK-NEXT: bytes copied: 128
// CHECK-NEXT: peak live buffers: 2
// CHECK-NEXT: peak live bytes: 64
// CHECK-NEXT: bufferization.dealloc ops: 4
// CHECK-NEXT: ownership checks: 4
// CHECK-NEXT: ops executed: 30
// CHECK-NEXT: memory errors: 0

// JSON: {"allocations": 8, "frees": 8, "allocas": 4, "clones": 0, "copies": 4, "bytes_copied": 128, "peak_live_buffers": 2, "peak_live_bytes": 64, "dealloc_ops": 4, "ownership_checks": 4, "ops": 30, "memory_errors": 0}
