// buffer-deallocation-pipeline proves ownership indicators that hold one
// constant around a loop and drops the checks they guard (mlbuf's
// constant-ownership-indicators option of
// buffer-deallocation-simplification; alone, the pass stays upstream's).
// @ping_pong's two buffers take turns and the loop owns neither: no check
// is left in the loop, the indicators are gone and both buffers are freed
// after it. @new_each_trip owns what each trip makes: its indicator
// stays. @branch_loop's indicator is `true` on entry and, on the back
// edge, a select on the loop's own branch condition: the body is entered
// only on the header's true edge, so there the condition is true, the
// select gives the indicator back, and it is `true` in every trip (gone;
// the exit keeps one check). All run checked, with the input's value.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// The option off (the default): the loop keeps its indicators and its
// dealloc.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation --canonicalize --buffer-deallocation-simplification | FileCheck %s --check-prefix=OFF
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation --canonicalize --buffer-deallocation-simplification=constant-ownership-indicators=true | FileCheck %s --check-prefix=ON
// VALUE: 36

// CHECK-LABEL: func.func @ping_pong
//       CHECK:   scf.for {{.*}} -> (memref<2xf32>, memref<2xf32>) {
//   CHECK-NOT:     extract_aligned_pointer
//   CHECK-NOT:     dealloc
//       CHECK:     scf.yield %{{.*}}, %{{.*}} : memref<2xf32>, memref<2xf32>
//       CHECK:   memref.dealloc
//       CHECK:   memref.dealloc
// CHECK-LABEL: func.func @new_each_trip
//       CHECK:   scf.for {{.*}} -> (memref<2xf32>, i1) {
//       CHECK:     scf.if
//       CHECK:       memref.dealloc
// CHECK-LABEL: func.func @branch_loop
//       CHECK:   cf.br ^bb1(%{{.*}}, %{{.*}} : index, memref<2xf32>)
//       CHECK: ^bb2:
//   CHECK-NOT:   dealloc
//       CHECK:   cf.br ^bb1(%{{.*}}, %{{.*}} : index, memref<2xf32>)

// OFF-LABEL: func.func @ping_pong
//       OFF:   scf.for {{.*}} -> (memref<2xf32>, memref<2xf32>, i1, i1) {
//       OFF:     bufferization.dealloc
//       OFF:     scf.yield
// ON-LABEL: func.func @ping_pong
//       ON:   scf.for {{.*}} -> (memref<2xf32>, memref<2xf32>, i1, i1) {
//   ON-NOT:     bufferization.dealloc
//       ON:     scf.yield %{{.*}}, %{{.*}}, %false, %false
func.func @ping_pong() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %y = %b) -> (memref<2xf32>, memref<2xf32>) {
    %v = memref.load %x[%c0] : memref<2xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %y[%c0] : memref<2xf32>
    scf.yield %y, %x : memref<2xf32>, memref<2xf32>
  }
  %z = memref.load %r#0[%c0] : memref<2xf32>
  return %z : f32
}

func.func @new_each_trip() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (memref<2xf32>) {
    %v = memref.load %x[%c0] : memref<2xf32>
    %w = arith.addf %v, %v : f32
    %n = memref.alloc() : memref<2xf32>
    memref.store %w, %n[%c0] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %z = memref.load %r[%c0] : memref<2xf32>
  return %z : f32
}

func.func @branch_loop() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  cf.br ^head(%c0, %a : index, memref<2xf32>)
^head(%i: index, %m: memref<2xf32>):
  %go = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %v = memref.load %m[%c0] : memref<2xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %m[%c0] : memref<2xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %m : index, memref<2xf32>)
^exit:
  %z = memref.load %m[%c0] : memref<2xf32>
  return %z : f32
}

func.func @main() -> f32 {
  %p = call @ping_pong() : () -> f32
  %q = call @new_each_trip() : () -> f32
  %r = call @branch_loop() : () -> f32
  %s = arith.addf %p, %q : f32
  %t = arith.addf %s, %r : f32
  return %t : f32
}
