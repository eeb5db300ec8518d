// A clone of a view copies only the view's part of its allocation. A view
// that addresses the allocation from its base (memref.reinterpret_cast,
// extract_strided_metadata) would then read other bytes than the program
// does, so buffer-deallocation refuses to clone there: a returned view that
// a caller reinterprets from the base, and a view forwarded into a block
// argument that is reinterpreted afterwards (rebased-views-ok.mlir and
// rebased-views-inplace.mlir: the shapes that are cloned), and a
// reinterpret_cast not shown to stay within its source (below: the other
// side of expand-realloc's guard, another size, a static size too big). Random program 620225
// (bench/dealloc_strategies.py) read out of bounds before.
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-deallocation=ownership-fallback=false -o /dev/null

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

// -----

// The reinterpret_cast on the other side of the guard: there the size may
// exceed the source's (dim < n), so it may address bytes a clone of the
// source does not hold.
func.func @main(%m0: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%it = %m0) -> (memref<?xi64>) {
    %d = memref.dim %it, %c0 : memref<?xi64>
    %small = arith.cmpi ult, %d, %n : index
    %y = scf.if %small -> (memref<?xi64>) {
      %rc = memref.reinterpret_cast %it to offset: [0], sizes: [%n], strides: [1] : memref<?xi64> to memref<?xi64>
      // expected-error @below {{operand 0 is a view that a later view addresses from its allocation's base}}
      scf.yield %rc : memref<?xi64>
    } else {
      %a = memref.alloc(%n) : memref<?xi64>
      scf.yield %a : memref<?xi64>
    }
    scf.yield %y : memref<?xi64>
  }
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}

// -----

// The guard compares another size than the one the reinterpret_cast takes.
func.func @main(%m0: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%it = %m0) -> (memref<?xi64>) {
    %d = memref.dim %it, %c0 : memref<?xi64>
    %small = arith.cmpi ult, %d, %n : index
    %y = scf.if %small -> (memref<?xi64>) {
      %a = memref.alloc(%n) : memref<?xi64>
      scf.yield %a : memref<?xi64>
    } else {
      %n1 = arith.addi %n, %c1 : index
      %rc = memref.reinterpret_cast %it to offset: [0], sizes: [%n1], strides: [1] : memref<?xi64> to memref<?xi64>
      // expected-error @below {{operand 0 is a view that a later view addresses from its allocation's base}}
      scf.yield %rc : memref<?xi64>
    }
    scf.yield %y : memref<?xi64>
  }
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}

// -----

// A static size beyond the static source: 4 elements of a 3-element view
// (the fourth is its allocation's, not the view's).
func.func @main(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i64
  cf.cond_br %c, ^t, ^e
^t:
  %a = memref.alloc() : memref<4xi64>
  memref.store %k, %a[%c0] : memref<4xi64>
  %v = memref.subview %a[0] [3] [1] : memref<4xi64> to memref<3xi64, strided<[1]>>
  %w = memref.cast %v : memref<3xi64, strided<[1]>> to memref<3xi64>
  // expected-error @below {{operand 0 is a view that a later view addresses from its allocation's base}}
  cf.br ^j(%w : memref<3xi64>)
^e:
  %b = memref.alloc() : memref<3xi64>
  memref.store %k, %b[%c0] : memref<3xi64>
  cf.br ^j(%b : memref<3xi64>)
^j(%m: memref<3xi64>):
  %four = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<3xi64> to memref<4xi64>
  %x = memref.load %four[%c0] : memref<4xi64>
  return %x : i64
}
