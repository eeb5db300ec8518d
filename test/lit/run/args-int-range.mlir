// An integer argument must name a value of its type, read as signed or as
// unsigned (i8: -128 ... 255, i1: -1 ... 1, as MLIR reads literals); one
// out of range is an error at the function, not wrapped (300 used to run
// as 44, 2 as false).
// RUN: mlbuf-run %s -- -128 255 true | FileCheck %s --check-prefix=EDGES
// RUN: mlbuf-run %s -- 127 0 -1 | FileCheck %s --check-prefix=EDGES2
// RUN: not mlbuf-run %s -- 300 0 0 2>&1 | FileCheck %s --check-prefix=HIGH
// RUN: not mlbuf-run %s -- -129 0 0 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not mlbuf-run %s -- 0 0 2 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not mlbuf-run %s -e elems -- memref:4xi8=256 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: mlbuf-run %s -e elems -- memref:4xi8=[1,-128,255,127] | FileCheck %s --check-prefix=ELEMOK
// EDGES: -128
// EDGES-NEXT: -1
// EDGES-NEXT: true
// EDGES2: 127
// EDGES2-NEXT: 0
// EDGES2-NEXT: true
// HIGH: error: argument #0 '300' for i8: not a value of this type
// LOW: error: argument #0 '-129' for i8: not a value of this type
// BOOL: error: argument #2 '2' for i1: not a value of this type
// ELEM: error: argument #0
// 1 - 128 - 1 + 127 (255 is -1 as i8)
// ELEMOK: {{^}}-1
func.func @main(%a: i8, %b: i8, %c: i1) -> (i8, i8, i1) {
  return %a, %b, %c : i8, i8, i1
}

func.func @elems(%m: memref<4xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.load %m[%c0] : memref<4xi8>
  %b = memref.load %m[%c1] : memref<4xi8>
  %c = memref.load %m[%c2] : memref<4xi8>
  %d = memref.load %m[%c3] : memref<4xi8>
  %a32 = arith.extsi %a : i8 to i32
  %b32 = arith.extsi %b : i8 to i32
  %c32 = arith.extsi %c : i8 to i32
  %d32 = arith.extsi %d : i8 to i32
  %s1 = arith.addi %a32, %b32 : i32
  %s2 = arith.addi %s1, %c32 : i32
  %s3 = arith.addi %s2, %d32 : i32
  return %s3 : i32
}
