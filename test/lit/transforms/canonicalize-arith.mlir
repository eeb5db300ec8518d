// Arith folders and patterns; expectations from upstream mlir-opt --canonicalize.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s

func.func @fold_chain(%x: i32, %m: memref<4xi32>) -> i32 {
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

// -----

func.func @identities(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %x, %c1 : i32
  %1 = arith.muli %x, %c0 : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.andi %x, %m1 : i32
  %4 = arith.ori %x, %x : i32
  %5 = arith.xori %x, %c0 : i32
  %6 = arith.divsi %x, %c1 : i32
  %7 = arith.remui %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @consts() -> (i32, i32, i32, i8, i1, i1, index, i64, i16) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remui %a, %b : i32
  %2 = arith.shli %a, %a : i32
  %c = arith.constant 200 : i8
  %d = arith.constant 100 : i8
  %3 = arith.addi %c, %d : i8
  %4 = arith.cmpi ult, %d, %c : i8
  %5 = arith.cmpi slt, %d, %c : i8
  %6 = arith.index_cast %b : i32 to index
  %7 = arith.extui %b : i32 to i64
  %8 = arith.trunci %b : i32 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i8, i1, i1, index, i64, i16
}

// -----

func.func @no_fold(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.divui %c5, %c0 : i32
  %1 = arith.divsi %x, %c0 : i32
  return %0, %1 : i32, i32
}

// -----

func.func @commute(%x: i32) -> (i32, i1, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %c5, %x : i32
  %1 = arith.cmpi slt, %c5, %x : i32
  %2 = arith.addi %0, %c5 : i32
  %3 = arith.subi %x, %c5 : i32
  %4 = arith.xori %x, %x : i32
  return %0, %1, %2, %3, %4 : i32, i1, i32, i32, i32
}

// -----

func.func @add_sub(%a: i32, %b: i32) -> (i32, i32, i32) {
  %s = arith.subi %a, %b : i32
  %0 = arith.addi %s, %b : i32
  %t = arith.addi %a, %b : i32
  %1 = arith.subi %t, %b : i32
  %2 = arith.subi %t, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @select(%c: i1, %a: i1, %b: i1, %x: i32, %y: i32) -> (i1, i1, i1, i32, i32, i32, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %f : i1
  %1 = arith.select %c, %f, %t : i1
  %2 = arith.select %c, %a, %t : i1
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %3 = arith.select %c, %c1, %c0 : i32
  %4 = arith.select %c, %c0, %c1 : i32
  %5 = arith.select %c, %x, %x : i32
  %6 = arith.select %t, %x, %y : i32
  %n = arith.xori %c, %t : i1
  %7 = arith.select %n, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i32, i32, i32, i32, i32
}

// -----

func.func @select_cmp(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %e = arith.cmpi eq, %x, %y : i32
  %0 = arith.select %e, %x, %y : i32
  %n = arith.cmpi ne, %x, %y : i32
  %1 = arith.select %n, %x, %y : i32
  %s = arith.select %c, %x, %y : i32
  %2 = arith.select %c, %s, %y : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @floats(%x: f32) -> (f32, f32, f32, i1, f32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.5 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.mulf %x, %one : f32
  %1 = arith.addf %x, %nz : f32
  %2 = arith.addf %one, %two : f32
  %3 = arith.cmpf olt, %one, %two : f32
  %4 = arith.mulf %two, %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, i1, f32
}

// -----

func.func @dedup_nested(%c: i1, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] : memref<i32>
  scf.if %c {
    %c1b = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    memref.store %c1b, %m[] : memref<i32>
    memref.store %c2, %m[] : memref<i32>
  }
  return
}

// -----

func.func @dead_ops(%x: i32, %m: memref<4xi32>) {
  %0 = arith.addi %x, %x : i32
  %c0 = arith.constant 0 : index
  %1 = memref.load %m[%c0] : memref<4xi32>
  %a = memref.alloc() : memref<4xi32>
  "test.keep"(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @fold_chain(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 6 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 3 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.addi [[V5:%[a-zA-Z0-9_]+]], [[V5]] : i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.addi [[V4]], [[V3]] : i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = arith.muli [[V6]], [[V1]] : i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = arith.subi [[V7]], [[V0]] : i32
// CHECK-NEXT: memref.store [[V8]], [[V9:%[a-zA-Z0-9_]+]][[[V2]]] : memref<4xi32>
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = memref.load [[V9]][[[V2]]] : memref<4xi32>
// CHECK-NEXT: return [[V10]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @identities(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT: return [[V1:%[a-zA-Z0-9_]+]], [[V0]], [[V0]], [[V1]], [[V1]], [[V1]], [[V1]], [[V0]] : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @consts(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]]-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 7 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 896 : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.constant 44 : i8
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.constant false
// CHECK-NEXT: [[V0]]-3 = arith.constant -3 : index
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.constant 4294967293 : i64
// CHECK-NEXT: [[V0]]-3_i16 = arith.constant -3 : i16
// CHECK-NEXT: return [[V0]]-2_i32, [[V1]], [[V2]], [[V3]], [[V4]], [[V5]], [[V0]]-3, [[V6]], [[V0]]-3_i16 : i32, i32, i32, i8, i1, i1, index, i64, i16
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @no_fold(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 5 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.divui [[V1]], [[V0]] : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.divsi [[V4:%[a-zA-Z0-9_]+]], [[V0]] : i32
// CHECK-NEXT: return [[V2]], [[V3]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @commute(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 10 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant 5 : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.addi [[V4:%[a-zA-Z0-9_]+]], [[V2]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.cmpi sgt, [[V4]], [[V2]] : i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.addi [[V4]], [[V1]] : i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = arith.subi [[V4]], [[V2]] : i32
// CHECK-NEXT: return [[V3]], [[V5]], [[V6]], [[V7]], [[V0]] : i32, i1, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @add_sub(
// CHECK-NEXT: return [[V0:%[a-zA-Z0-9_]+]], [[V0]], [[V1:%[a-zA-Z0-9_]+]] : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @select(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.xori [[V2:%[a-zA-Z0-9_]+]], [[V0]] : i1
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.select [[V2]], [[V4:%[a-zA-Z0-9_]+]], [[V0]] : i1
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = arith.extui [[V2]] : i1 to i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = arith.xori [[V2]], [[V0]] : i1
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = arith.extui [[V6]] : i1 to i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = arith.select [[V2]], [[V9:%[a-zA-Z0-9_]+]], [[V10:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: return [[V2]], [[V1]], [[V3]], [[V5]], [[V7]], [[V10]], [[V10]], [[V8]] : i1, i1, i1, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @select_cmp(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.select [[V1:%[a-zA-Z0-9_]+]], [[V2:%[a-zA-Z0-9_]+]], [[V3:%[a-zA-Z0-9_]+]] : i32
// CHECK-NEXT: return [[V3]], [[V2]], [[V0]] : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @floats(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 3.500000e+00 : f32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = arith.constant true
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = arith.mulf [[V4:%[a-zA-Z0-9_]+]], [[V0]] : f32
// CHECK-NEXT: return [[V4]], [[V4]], [[V1]], [[V2]], [[V3]] : f32, f32, f32, i1, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @dedup_nested(
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = arith.constant 2 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: memref.store [[V1]], [[V2:%[a-zA-Z0-9_]+]][] : memref<i32>
// CHECK-NEXT: scf.if [[V3:%[a-zA-Z0-9_]+]] {
// CHECK-NEXT: memref.store [[V1]], [[V2]][] : memref<i32>
// CHECK-NEXT: memref.store [[V0]], [[V2]][] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CHECK-LABEL: func.func @dead_ops(
// CHECK-NEXT: "test.keep"([[V0:%[a-zA-Z0-9_]+]]) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
