// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// index_cast and bitcast on memrefs, as mlir-opt 22 verifies them: ranked
// memrefs only (MemRefOf), shapes compatible rather than equal (a dynamic
// size matches any size), static sizes equal.

// CHECK-LABEL: func.func @compatible
//       CHECK:   arith.index_cast %{{.*}} : memref<4xi32> to memref<?xindex>
//       CHECK:   arith.index_cast %{{.*}} : memref<2x?xi32> to memref<?x3xindex>
//       CHECK:   arith.bitcast %{{.*}} : memref<4xi32> to memref<?xf32>
func.func @compatible(%a: memref<4xi32>, %b: memref<2x?xi32>) {
  %0 = arith.index_cast %a : memref<4xi32> to memref<?xindex>
  %1 = arith.index_cast %b : memref<2x?xi32> to memref<?x3xindex>
  %2 = arith.bitcast %a : memref<4xi32> to memref<?xf32>
  return
}

// -----

func.func @unranked_index_cast(%a: memref<*xi32>) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<*xi32>'}}
  %0 = arith.index_cast %a : memref<*xi32> to memref<*xindex>
  return
}

// -----

func.func @unranked_bitcast(%a: memref<*xi32>) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'memref<*xi32>'}}
  %0 = arith.bitcast %a : memref<*xi32> to memref<*xf32>
  return
}

// -----

func.func @static_mismatch(%a: memref<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %a : memref<4xi32> to memref<5xindex>
  return
}
