// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of subview, view and reinterpret_cast.

func.func @subview_layout(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0][4][1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_elt(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_oob(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[6, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 96>>
  return
}

// -----

func.func @subview_offset_oob(%m: memref<8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8][0][1] : memref<8xf32> to memref<0xf32, strided<[1], offset: 8>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{base type 'memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32>
  return
}

// -----

func.func @subview_space(%m: memref<8x8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}

// -----

func.func @subview_drop_stride(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<8x8xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_base(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8x16xf32>'}}
  %0 = memref.view %m[%a][] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @view_sizes(%m: memref<64xi8>, %a: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.view %m[%a][%a] : memref<64xi8> to memref<?x?xf32>
  return
}

// -----

func.func @reinterpret_size(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x5xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type with stride = 5 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [5, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_offsets(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [5, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
