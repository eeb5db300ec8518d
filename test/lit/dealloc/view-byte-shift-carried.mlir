// A memref.view with a byte shift carried through a block argument and a
// loop's iter_args, mixed with fresh allocations on the back edge: the
// lowered deallocs must compare the key of the view's source, which
// travels with the buffer as an extra index argument (block) or iter_arg
// and result (scf.for). Compared by its own pointer (mlbuf before; upstream
// rejects the branch loop), @branches freed the view's buffer in the loop
// header while the view was still used after the loop (use after free).
// @loop checks the key threaded through scf.for. @switch_edge passes the
// view on a cf.switch edge (whose operands cannot grow: the edge is split
// into a block branching on with the key) to a block where the view is
// also used directly; without the key it freed the buffer twice.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e branches | FileCheck %s --check-prefix=BR
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e loop | FileCheck %s --check-prefix=FOR
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check - -e branches | FileCheck %s --check-prefix=BR
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e switch | FileCheck %s --check-prefix=SW
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline, bufferization-lower-deallocations{inline-limit=0})' | mlbuf-run --check - -e loop | FileCheck %s --check-prefix=FOR

// CHECK-LABEL: func.func @branches
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<48xi8>
//       CHECK:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
//       CHECK:   cf.br ^bb1({{.*}}, %[[PA]] : {{.*}}, index)
//       CHECK: ^bb1({{.*}}, %[[KEY:.*]]: index):
//       CHECK:   arith.cmpi ne, %[[KEY]], %[[PA]] : index
// BR: 32
func.func @branches() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : i64
  %c9 = arith.constant 9 : i64
  %a = memref.alloc() : memref<48xi8>
  %v = memref.view %a[%c16][] : memref<48xi8> to memref<4xi64>
  memref.store %c5, %v[%c0] : memref<4xi64>
  memref.store %c9, %v[%c1] : memref<4xi64>
  %vc = memref.cast %v : memref<4xi64> to memref<?xi64>
  cf.br ^loop(%c0, %vc : index, memref<?xi64>)
^loop(%i: index, %m: memref<?xi64>):
  %x = memref.load %m[%c0] : memref<?xi64>
  %more = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %more, ^body, ^exit(%x : i64)
^body:
  %n = memref.alloc() : memref<4xi64>
  %x1 = arith.addi %x, %c9 : i64
  memref.store %x1, %n[%c0] : memref<4xi64>
  %nc = memref.cast %n : memref<4xi64> to memref<?xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %nc : index, memref<?xi64>)
^exit(%r: i64):
  %y = memref.load %v[%c1] : memref<4xi64>
  %s = arith.addi %r, %y : i64
  return %s : i64
}

// CHECK-LABEL: func.func @loop
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<48xi8>
//       CHECK:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
//       CHECK:   scf.for {{.*}} iter_args({{.*}}, %[[K:.*]] = %[[PA]]) -> ({{.*}}, index)
// FOR: 17
func.func @loop() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : i64
  %c3i = arith.constant 3 : i64
  %a = memref.alloc() : memref<48xi8>
  %v = memref.view %a[%c16][] : memref<48xi8> to memref<4xi64>
  memref.store %c5, %v[%c0] : memref<4xi64>
  memref.store %c3i, %v[%c1] : memref<4xi64>
  %vc = memref.cast %v : memref<4xi64> to memref<?xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%m = %vc) -> memref<?xi64> {
    %x = memref.load %m[%c0] : memref<?xi64>
    %n = memref.alloc() : memref<4xi64>
    %x1 = arith.addi %x, %c3i : i64
    memref.store %x1, %n[%c0] : memref<4xi64>
    %nc = memref.cast %n : memref<4xi64> to memref<?xi64>
    scf.yield %nc : memref<?xi64>
  }
  %z = memref.load %r[%c0] : memref<?xi64>
  %y = memref.load %v[%c1] : memref<4xi64>
  %s = arith.addi %z, %y : i64
  return %s : i64
}

// CHECK-LABEL: func.func @switch_edge
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<48xi8>
//       CHECK:   cf.switch
//       CHECK:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
//       CHECK:   cf.br ^bb[[J:[0-9]+]](%{{.*}}, %[[PA]] : memref<1xi64>, index)
//       CHECK: ^bb[[J]]({{.*}}: memref<1xi64>, %[[KEY:.*]]: index):
//       CHECK:   arith.cmpi ne, {{.*}}%[[KEY]]
// SW: 35
func.func @switch_edge(%s: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : i64
  %a = memref.alloc() : memref<48xi8>
  %v = memref.view %a[%c16][] : memref<48xi8> to memref<1xi64>
  memref.store %c5, %v[%c0] : memref<1xi64>
  %n = memref.alloc() : memref<1xi64>
  memref.store %c5, %n[%c0] : memref<1xi64>
  cf.switch %s : i32, [
    default: ^bb1(%n : memref<1xi64>),
    4: ^bb1(%v : memref<1xi64>),
    6: ^bb2
  ]
^bb1(%m: memref<1xi64>):
  %w = memref.alloc() : memref<1xi64>
  memref.store %c5, %w[%c0] : memref<1xi64>
  cf.br ^bb4(%m, %w : memref<1xi64>, memref<1xi64>)
^bb4(%m2: memref<1xi64>, %w2: memref<1xi64>):
  %x = memref.load %m2[%c0] : memref<1xi64>
  %x2 = memref.load %w2[%c0] : memref<1xi64>
  %x4 = memref.load %v[%c0] : memref<1xi64>
  %x5 = arith.addi %x, %x2 : i64
  %x3 = arith.addi %x5, %x4 : i64
  cf.br ^bb3(%x3 : i64)
^bb2:
  %y = memref.load %v[%c0] : memref<1xi64>
  cf.br ^bb3(%y : i64)
^bb3(%r: i64):
  return %r : i64
}
func.func @switch() -> i64 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %a = call @switch_edge(%c0) : (i32) -> i64
  %b = call @switch_edge(%c4) : (i32) -> i64
  %c = call @switch_edge(%c6) : (i32) -> i64
  %t = arith.addi %a, %b : i64
  %u = arith.addi %t, %c : i64
  return %u : i64
}
