// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// An unstructured loop swapping two buffers through block arguments: both
// arguments of the loop header may hold either allocation.
func.func @ping_pong(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  cf.br ^head(%c0, %a, %b : index, memref<8xf32>, memref<8xf32>)
^head(%i: index, %x: memref<8xf32>, %y: memref<8xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%x : memref<8xf32>), ^body
^body:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %y, %x : index, memref<8xf32>, memref<8xf32>)
^exit(%out: memref<8xf32>):
  memref.dealloc %out : memref<8xf32>
  return
}

// CHECK-LABEL: // ---- Aliases: @ping_pong ----{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%1, %2, %5] from []{{$}}
// CHECK-NEXT: %alloc_0: origins [alloc %alloc_0] to [%1, %2, %5] from []{{$}}
// CHECK-NEXT: %1: origins [alloc %alloc, alloc %alloc_0] to [%2, %5] from [%alloc, %alloc_0, %2]{{$}}
// CHECK-NEXT: %2: origins [alloc %alloc, alloc %alloc_0] to [%1, %5] from [%alloc, %alloc_0, %1]{{$}}
// CHECK-NEXT: %5: origins [alloc %alloc, alloc %alloc_0] to [] from [%alloc, %alloc_0, %1, %2]{{$}}
