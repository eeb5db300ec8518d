// Regions of more than 32 blocks: the loop check (block_cycles.c) and
// the reachability question (dom_info.c) answer regions of up to 32
// blocks without building their tables (components, dominator tree);
// larger ones build them. The same answers either way: a long chain of
// blocks, the same chain with an edge back (a loop made of branches), and
// a block no path reaches (left as it is). Smaller regions: every other
// test here (branch-loops.mlir, unreachable.mlir).
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}66{{$}}

// CHECK-LABEL: func.func @chain
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   memref.dealloc
//       CHECK: ^bb33:
//  CHECK-NEXT:   %[[V:.*]] = memref.load %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return %[[V]]
//       CHECK: ^bb34:
//  CHECK-NEXT:   memref.alloc()
//  CHECK-NEXT:   cf.br ^bb33

// CHECK-LABEL: func.func @chain_loop
//       CHECK: ^bb1(%[[I:.*]]: index):
//  CHECK-NEXT:   %[[T:.*]] = memref.alloc()
//   CHECK-NOT:   memref.dealloc
//       CHECK:   memref.load %[[T]]
//  CHECK-NEXT:   memref.dealloc %[[T]]
//  CHECK-NEXT:   arith.addi
//  CHECK-NEXT:   arith.cmpi
//  CHECK-NEXT:   cf.cond_br

func.func @chain(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xindex>
  memref.store %n, %a[%c0] : memref<1xindex>
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb6
^bb6:
  cf.br ^bb7
^bb7:
  cf.br ^bb8
^bb8:
  cf.br ^bb9
^bb9:
  cf.br ^bb10
^bb10:
  cf.br ^bb11
^bb11:
  cf.br ^bb12
^bb12:
  cf.br ^bb13
^bb13:
  cf.br ^bb14
^bb14:
  cf.br ^bb15
^bb15:
  cf.br ^bb16
^bb16:
  cf.br ^bb17
^bb17:
  cf.br ^bb18
^bb18:
  cf.br ^bb19
^bb19:
  cf.br ^bb20
^bb20:
  cf.br ^bb21
^bb21:
  cf.br ^bb22
^bb22:
  cf.br ^bb23
^bb23:
  cf.br ^bb24
^bb24:
  cf.br ^bb25
^bb25:
  cf.br ^bb26
^bb26:
  cf.br ^bb27
^bb27:
  cf.br ^bb28
^bb28:
  cf.br ^bb29
^bb29:
  cf.br ^bb30
^bb30:
  cf.br ^bb31
^bb31:
  cf.br ^bb32
^bb32:
  cf.br ^bb33
^bb33:
  %v = memref.load %a[%c0] : memref<1xindex>
  return %v : index
^bb34:
  %u = memref.alloc() : memref<1xindex>
  cf.br ^bb33
}

func.func @chain_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %t = memref.alloc() : memref<1xindex>
  memref.store %i, %t[%c0] : memref<1xindex>
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb6
^bb6:
  cf.br ^bb7
^bb7:
  cf.br ^bb8
^bb8:
  cf.br ^bb9
^bb9:
  cf.br ^bb10
^bb10:
  cf.br ^bb11
^bb11:
  cf.br ^bb12
^bb12:
  cf.br ^bb13
^bb13:
  cf.br ^bb14
^bb14:
  cf.br ^bb15
^bb15:
  cf.br ^bb16
^bb16:
  cf.br ^bb17
^bb17:
  cf.br ^bb18
^bb18:
  cf.br ^bb19
^bb19:
  cf.br ^bb20
^bb20:
  cf.br ^bb21
^bb21:
  cf.br ^bb22
^bb22:
  cf.br ^bb23
^bb23:
  cf.br ^bb24
^bb24:
  cf.br ^bb25
^bb25:
  cf.br ^bb26
^bb26:
  cf.br ^bb27
^bb27:
  cf.br ^bb28
^bb28:
  cf.br ^bb29
^bb29:
  cf.br ^bb30
^bb30:
  cf.br ^bb31
^bb31:
  cf.br ^bb32
^bb32:
  cf.br ^bb33
^bb33:
  %x = memref.load %t[%c0] : memref<1xindex>
  %j = arith.addi %x, %c1 : index
  %done = arith.cmpi uge, %j, %n : index
  cf.cond_br %done, ^bb34, ^bb1(%j : index)
^bb34:
  return %j : index
}

func.func @main() -> index {
  %n = arith.constant 33 : index
  %a = call @chain(%n) : (index) -> index
  %b = call @chain_loop(%n) : (index) -> index
  %s = arith.addi %a, %b : index
  return %s : index
}
