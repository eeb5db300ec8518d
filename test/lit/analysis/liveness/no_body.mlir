// RUN: mlbuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-liveness))' -o /dev/null 2>&1 | FileCheck %s
// A declaration has no blocks: only the header and footer print. A body
// with a single return of nothing prints one block.
func.func private @ext(i32) -> i32
func.func @empty() {
  return
}

// CHECK-LABEL: Testing : ext{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
// CHECK-LABEL: Testing : empty{{$}}
// CHECK-NEXT: // ---- Liveness -----{{ *$}}
// CHECK-NEXT: // - Block: 0{{ *$}}
// CHECK-NEXT: // --- LiveIn:{{ *$}}
// CHECK-NEXT: // --- LiveOut:{{ *$}}
// CHECK-NEXT: // --- BeginLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- EndLivenessIntervals{{ *$}}
// CHECK-NEXT: // --- BeginCurrentlyLive{{ *$}}
// CHECK-NEXT: // --- EndCurrentlyLive{{ *$}}
// CHECK-NEXT: // -------------------{{ *$}}
