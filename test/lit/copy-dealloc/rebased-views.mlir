// A clone of a view copies only the view's part of its allocation. A view
// that addresses the allocation from its base (memref.reinterpret_cast,
// extract_strided_metadata) would then read other bytes than the program
// does, so buffer-deallocation refuses to clone there: a returned view that
// a caller reinterprets from the base, and a view forwarded into a block
// argument that is reinterpreted afterwards (rebased-views-ok.mlir: the
// shapes that are cloned). Random program 620225
// (bench/dealloc_strategies.py) read out of bounds before.
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-deallocation -o /dev/null

func.func private @window() -> memref<2xi64, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<3xi64>
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i64
  memref.store %k, %a[%c0] : memref<3xi64>
  %v = memref.subview %a[1] [2] [1] : memref<3xi64> to memref<2xi64, strided<[1], offset: 1>>
  // expected-error @below {{result 0 is a view that a caller addresses from its allocation's base}}
  return %v : memref<2xi64, strided<[1], offset: 1>>
}

func.func @main() -> i64 {
  %v = call @window() : () -> memref<2xi64, strided<[1], offset: 1>>
  %whole = memref.reinterpret_cast %v to offset: [0], sizes: [3], strides: [1] : memref<2xi64, strided<[1], offset: 1>> to memref<3xi64, strided<[1]>>
  %c0 = arith.constant 0 : index
  %x = memref.load %whole[%c0] : memref<3xi64, strided<[1]>>
  return %x : i64
}

// -----

func.func @main(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i64
  cf.cond_br %c, ^t, ^e
^t:
  %a = memref.alloc() : memref<3xi64>
  memref.store %k, %a[%c0] : memref<3xi64>
  %v = memref.subview %a[1] [2] [1] : memref<3xi64> to memref<2xi64, strided<[1], offset: 1>>
  cf.br ^j(%v : memref<2xi64, strided<[1], offset: 1>>)
^e:
  %b = memref.alloc() : memref<3xi64>
  memref.store %k, %b[%c0] : memref<3xi64>
  %w = memref.subview %b[1] [2] [1] : memref<3xi64> to memref<2xi64, strided<[1], offset: 1>>
  // expected-error @below {{operand 0 is a view that a later view addresses from its allocation's base}}
  cf.br ^j(%w : memref<2xi64, strided<[1], offset: 1>>)
^j(%m: memref<2xi64, strided<[1], offset: 1>>):
  %whole = memref.reinterpret_cast %m to offset: [0], sizes: [3], strides: [1] : memref<2xi64, strided<[1], offset: 1>> to memref<3xi64, strided<[1]>>
  %x = memref.load %whole[%c0] : memref<3xi64, strided<[1]>>
  return %x : i64
}

// -----

// The caller's view chain is followed to any length (here 20 casts before
// the reinterpret_cast).
func.func private @window() -> memref<2xi64, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<3xi64>
  %v = memref.subview %a[1] [2] [1] : memref<3xi64> to memref<2xi64, strided<[1], offset: 1>>
  // expected-error @below {{result 0 is a view that a caller addresses from its allocation's base}}
  return %v : memref<2xi64, strided<[1], offset: 1>>
}

func.func @main() -> i64 {
  %v0 = call @window() : () -> memref<2xi64, strided<[1], offset: 1>>
  %v1 = memref.cast %v0 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v2 = memref.cast %v1 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v3 = memref.cast %v2 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v4 = memref.cast %v3 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v5 = memref.cast %v4 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v6 = memref.cast %v5 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v7 = memref.cast %v6 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v8 = memref.cast %v7 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v9 = memref.cast %v8 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v10 = memref.cast %v9 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v11 = memref.cast %v10 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v12 = memref.cast %v11 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v13 = memref.cast %v12 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v14 = memref.cast %v13 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v15 = memref.cast %v14 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v16 = memref.cast %v15 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v17 = memref.cast %v16 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v18 = memref.cast %v17 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v19 = memref.cast %v18 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %v20 = memref.cast %v19 : memref<2xi64, strided<[1], offset: 1>> to memref<2xi64, strided<[1], offset: 1>>
  %whole = memref.reinterpret_cast %v20 to offset: [0], sizes: [3], strides: [1] : memref<2xi64, strided<[1], offset: 1>> to memref<3xi64, strided<[1]>>
  %c0 = arith.constant 0 : index
  %x = memref.load %whole[%c0] : memref<3xi64, strided<[1]>>
  return %x : i64
}
