// scf.if / scf.for patterns and folders; expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s

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

// -----

func.func @if_false(%m: memref<i32>, %x: i32) {
  %f = arith.constant false
  scf.if %f {
    memref.store %x, %m[] : memref<i32>
  }
  return
}

// -----

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

// -----

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

// -----

func.func @if_prop(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}

// -----

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

// -----

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

// -----

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

// -----

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

// CHECK-LABEL: func.func @if_static(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.addi [[V1:%[a-zA-Z0-9_]+]], [[V1]] : i32
// CHECK-NEXT: return [[V0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @if_false(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @if_unused(
// CHECK-NEXT: scf.if [[V0:%[a-zA-Z0-9_]+]] {
// CHECK-NEXT: memref.store [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]][] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return [[V1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @if_select(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.select [[V2:%[a-zA-Z0-9_]+]], [[V3:%[a-zA-Z0-9_]+]], [[V4:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.xori [[V2]], [[V0]] : i1
// CHECK-NEXT: return [[V1]], [[V2]], [[V5]] : i32, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @if_prop(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant false
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: scf.if [[V2:%[a-zA-Z0-9_]+]] {
// CHECK-NEXT: memref.store [[V1]], [[V3:%[a-zA-Z0-9_]+]][] : memref<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store [[V0]], [[V3]][] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @if_not(
// CHECK-NEXT: scf.if [[V0:%[a-zA-Z0-9_]+]] {
// CHECK-NEXT: memref.store [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]][] : memref<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store [[V3:%[a-zA-Z0-9_]+]], [[V2]][] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @for_zero(
// CHECK-NEXT: return [[V0:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @for_once(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]][[[V0]]] : memref<4xi32>
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V1]], [[V1]] : i32
// CHECK-NEXT: return [[V3]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @for_args(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = scf.for [[V4:%[a-zA-Z0-9_]+]] = [[V0]] to [[V1]] step [[V2]] iter_args([[V5:%[a-zA-Z0-9_]+]] = [[V6:%[a-zA-Z0-9_]+]]) -> (i32) {
// CHECK-NEXT: memref.store [[V5]], [[V7:%[a-zA-Z0-9_]+]][[[V4]]] : memref<4xi32>
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = arith.addi [[V5]], [[V9:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: scf.yield [[V8]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return [[V3]], [[V9]], [[V3]] : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
