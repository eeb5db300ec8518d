// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// Buffers through structured control flow: iter_args (which also reach
// the results when the loop does not run), if results and while loops.
func.func @structured(%c: i1, %n: index, %init: memref<4xi8>) -> memref<4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<4xi8>) {
    %next = scf.if %c -> (memref<4xi8>) {
      %fresh = memref.alloc() : memref<4xi8>
      scf.yield %fresh : memref<4xi8>
    } else {
      scf.yield %acc : memref<4xi8>
    }
    scf.yield %next : memref<4xi8>
  }
  %w = scf.while (%x = %r) : (memref<4xi8>) -> memref<4xi8> {
    scf.condition(%c) %x : memref<4xi8>
  } do {
  ^bb0(%y: memref<4xi8>):
    %z = memref.alloca() : memref<4xi8>
    scf.yield %z : memref<4xi8>
  }
  return %w : memref<4xi8>
}

// CHECK-LABEL: // ---- Aliases: @structured ----{{$}}
// CHECK-NEXT: %arg2: origins [arg %arg2] to [%0, %1, %arg4, %2, %arg3, %arg3] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg2, alloc %alloc] to [%1, %arg3, %arg3] from [%arg2, %arg4, %2, %alloc]{{$}}
// CHECK-NEXT: %1: origins [arg %arg2, alloc %alloc, alloc %alloca] to [] from [%arg2, %0, %arg4, %2, %alloc, %arg3, %alloca]{{$}}
// CHECK-NEXT: %arg4: origins [arg %arg2, alloc %alloc] to [%0, %1, %2, %arg3, %arg3] from [%arg2, %2, %alloc]{{$}}
// CHECK-NEXT: %2: origins [arg %arg2, alloc %alloc] to [%0, %1, %arg4, %arg3, %arg3] from [%arg2, %arg4, %alloc]{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %1, %arg4, %2, %arg3, %arg3] from []{{$}}
// CHECK-NEXT: %arg3: origins [arg %arg2, alloc %alloc, alloc %alloca] to [%1, %arg3] from [%arg2, %0, %arg4, %2, %alloc, %alloca]{{$}}
// CHECK-NEXT: %arg3: origins [arg %arg2, alloc %alloc, alloc %alloca] to [] from [%arg2, %0, %arg4, %2, %alloc, %arg3, %alloca]{{$}}
// CHECK-NEXT: %alloca: origins [alloc %alloca] to [%1, %arg3, %arg3] from []{{$}}
