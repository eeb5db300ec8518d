// REQUIRES: mlir-opt
// canonicalize and cse print exactly what upstream prints, under several
// option sets (worklist order).
// RUN: mlbuf-opt %s --allow-unregistered-dialect --canonicalize > %t.a
// RUN: %mlir_opt %s --allow-unregistered-dialect --canonicalize > %t.b
// RUN: diff %t.b %t.a
// RUN: mlbuf-opt %s --allow-unregistered-dialect --canonicalize=top-down=false > %t.c
// RUN: %mlir_opt %s --allow-unregistered-dialect --canonicalize=top-down=false > %t.d
// RUN: diff %t.d %t.c
// RUN: mlbuf-opt %s --allow-unregistered-dialect --cse > %t.g
// RUN: %mlir_opt %s --allow-unregistered-dialect --cse > %t.h
// RUN: diff %t.h %t.g

func.func @f(%x: i32, %m: memref<4xi32>) -> i32 {
  %a = arith.addi %x, %x : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %b = arith.addi %a, %c1 : i32
  %c3 = arith.addi %c1, %c2 : i32
  %d = arith.muli %b, %c3 : i32
  %e = arith.addi %c3, %c3 : i32
  %f = arith.subi %d, %e : i32
  %z = arith.constant 0 : i32
  %g = arith.addi %f, %z : i32
  %i = arith.constant 0 : index
  memref.store %g, %m[%i] : memref<4xi32>
  %l = memref.load %m[%i] : memref<4xi32>
  return %l : i32
}
func.func @sel(%c: i1, %a: i1, %b: i1, %x: i32, %y: i32) -> (i1, i1, i1, i1, i32, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %b : i1
  %1 = arith.select %c, %a, %f : i1
  %2 = arith.select %c, %f, %t : i1
  %3 = arith.select %c, %a, %t : i1
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %4 = arith.select %c, %c1, %c0 : i32
  %5 = arith.select %c, %x, %x : i32
  %6 = arith.select %t, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i32, i32, i32
}
func.func @comm(%x: i32) -> (i32, i1, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %c5, %x : i32
  %1 = arith.cmpi slt, %c5, %x : i32
  %2 = arith.addi %0, %c5 : i32
  %3 = arith.subi %x, %c5 : i32
  %4 = arith.xori %x, %x : i32
  return %0, %1, %2, %3, %4 : i32, i1, i32, i32, i32
}
func.func @if_static(%x: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @if_false(%m: memref<i32>, %x: i32) {
  %f = arith.constant false
  scf.if %f {
    memref.store %x, %m[] : memref<i32>
  }
  return
}
func.func @if_unused(%c: i1, %m: memref<i32>, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %x : i32, i32
  }
  return %r#1 : i32
}
func.func @if_select(%c: i1, %x: i32, %y: i32) -> (i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i32, i1, i1) {
    scf.yield %x, %t, %f : i32, i1, i1
  } else {
    scf.yield %y, %f, %t : i32, i1, i1
  }
  return %r#0, %r#1, %r#2 : i32, i1, i1
}
func.func @if_prop(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}
func.func @if_not(%c: i1, %m: memref<i32>, %x: i32, %y: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    memref.store %x, %m[] : memref<i32>
  } else {
    memref.store %y, %m[] : memref<i32>
  }
  return
}
func.func @for_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @for_once(%x: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%a = %x) -> i32 {
    memref.store %a, %m[%i] : memref<4xi32>
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @for_args(%x: i32, %y: i32, %m: memref<4xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    memref.store %a, %m[%i] : memref<4xi32>
    %s = arith.addi %a, %b : i32
    scf.yield %s, %b, %s : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @const_br(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}
func.func @merge(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @pass(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @same(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%r: i32):
  return %r : i32
}
func.func @deadarg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2
^bb1(%a: i32, %b: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return %x : i32
}
func.func @unreach(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %z = arith.addi %x, %x : i32
  return %z : i32
}
func.func @dup(%a: memref<2xf32>, %b: memref<2xf32>, %c1: i1, %c2: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%a, %b, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c1, %c2, %c2) retain (%b, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @empty(%r: memref<2xf32>) -> i1 {
  %f = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%f) retain (%r : memref<2xf32>)
  return %0 : i1
}
func.func @pair(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}
func.func @meta(%c: i1, %x: f32) {
  %a = memref.alloc() : memref<2xf32>
  %i = arith.constant 0 : index
  memref.store %x, %a[%i] : memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  "test.use"(%a) : (memref<2xf32>) -> ()
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}
func.func @deadalloc(%x: f32) {
  %a = memref.alloc() : memref<2xf32>
  %i = arith.constant 0 : index
  memref.store %x, %a[%i] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
func.func @dim(%n: index) -> (index, index) {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}
func.func @cast(%m: memref<4xf32>) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %i = arith.constant 0 : index
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %k = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  "test.use"(%k) : (memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return %v : f32
}
func.func @tt(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %t2 = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %t2 : tensor<4xf32>
}
