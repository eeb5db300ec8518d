// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// Two shortcuts of the edge rules (alias.c), each with both sides:
//  - a branch's successor none of whose arguments is a buffer is not asked
//    which operands it forwards (^scalars, ^none); the one taking a buffer
//    (^buf) is;
//  - an op all of whose results it allocates skips the rule of unknown
//    ops (%a: no operand flows into it, it stays an allocation), an
//    unknown op with a buffer result does not (%u: the operand flows in,
//    and it is an unknown origin of its own).
func.func @branches(%c: i1, %n: index, %arg: memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = "test.opaque"(%a, %n) : (memref<?xf32>, index) -> memref<?xf32>
  cf.cond_br %c, ^scalars(%n : index), ^buf(%a, %n : memref<?xf32>, index)
^scalars(%i: index):
  cf.cond_br %c, ^none, ^buf(%arg, %i : memref<?xf32>, index)
^none:
  return
^buf(%x: memref<?xf32>, %j: index):
  return
}

// CHECK-LABEL: // ---- Aliases: @branches ----{{$}}
// CHECK-NEXT: %arg2: origins [arg %arg2] to [%2] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %2] from []{{$}}
// CHECK-NEXT: %0: origins [alloc %alloc, unknown %0] to [] from [%alloc]{{$}}
// CHECK-NEXT: %2: origins [arg %arg2, alloc %alloc] to [] from [%arg2, %alloc]{{$}}
