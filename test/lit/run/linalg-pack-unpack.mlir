// linalg.pack and linalg.unpack run on tensors (LLVM 22 takes no other
// form): padding of the partial tiles, outer_dims_perm, tiles in another
// order than the dims, a dynamic tile, an unpack that drops the padding.
// The values of the static cases are mlir-runner's (LLVM 22) for the
// same program lowered by upstream's transform.structured.lower_pack /
// lower_unpack (which refuse dynamic tiles; that case is checked by hand).
// RUN: mlbuf-run --check %s -e main | FileCheck %s
// RUN: not mlbuf-run %s -e bad_tile 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not mlbuf-run %s -e no_padding 2>&1 | FileCheck %s --check-prefix=NOPAD
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s --check-prefix=DEAD

// CHECK: rank = 4 offset = 0 sizes = [3, 4, 3, 2] strides = [24, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}0,     8],
// CHECK-NEXT: {{\[}}1,     9],
// CHECK-NEXT: {{\[}}2,     10]],
// CHECK-NEXT: {{\[\[}}16,     24],
// CHECK-NEXT: {{\[}}17,     25],
// CHECK-NEXT: {{\[}}18,     26]],
// CHECK-NEXT: {{\[\[}}32,     40],
// CHECK-NEXT: {{\[}}33,     41],
// CHECK-NEXT: {{\[}}34,     42]],
// CHECK-NEXT: {{\[\[}}48,     99],
// CHECK-NEXT: {{\[}}49,     99],
// CHECK-NEXT: {{\[}}50,     99]]],
// CHECK-NEXT: {{\[\[\[}}3,     11],
// CHECK-NEXT: {{\[}}4,     12],
// CHECK-NEXT: {{\[}}5,     13]],
// CHECK-NEXT: {{\[\[}}19,     27],
// CHECK-NEXT: {{\[}}20,     28],
// CHECK-NEXT: {{\[}}21,     29]],
// CHECK-NEXT: {{\[\[}}35,     43],
// CHECK-NEXT: {{\[}}36,     44],
// CHECK-NEXT: {{\[}}37,     45]],
// CHECK-NEXT: {{\[\[}}51,     99],
// CHECK-NEXT: {{\[}}52,     99],
// CHECK-NEXT: {{\[}}53,     99]]],
// CHECK-NEXT: {{\[\[\[}}6,     14],
// CHECK-NEXT: {{\[}}7,     15],
// CHECK-NEXT: {{\[}}99,     99]],
// CHECK-NEXT: {{\[\[}}22,     30],
// CHECK-NEXT: {{\[}}23,     31],
// CHECK-NEXT: {{\[}}99,     99]],
// CHECK-NEXT: {{\[\[}}38,     46],
// CHECK-NEXT: {{\[}}39,     47],
// CHECK-NEXT: {{\[}}99,     99]],
// CHECK-NEXT: {{\[\[}}54,     99],
// CHECK-NEXT: {{\[}}55,     99],
// CHECK-NEXT: {{\[}}99,     99]]]]
// CHECK: rank = 2 offset = 0 sizes = [7, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6,   7],
// CHECK-NEXT: {{\[}}8,   9,   10,   11,   12,   13,   14,   15],
// CHECK-NEXT: {{\[}}16,   17,   18,   19,   20,   21,   22,   23],
// CHECK-NEXT: {{\[}}24,   25,   26,   27,   28,   29,   30,   31],
// CHECK-NEXT: {{\[}}32,   33,   34,   35,   36,   37,   38,   39],
// CHECK-NEXT: {{\[}}40,   41,   42,   43,   44,   45,   46,   47],
// CHECK-NEXT: {{\[}}48,   49,   50,   51,   52,   53,   54,   55]]
// CHECK: rank = 2 offset = 0 sizes = [7, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6],
// CHECK-NEXT: {{\[}}8,   9,   10,   11,   12,   13,   14],
// CHECK-NEXT: {{\[}}16,   17,   18,   19,   20,   21,   22],
// CHECK-NEXT: {{\[}}24,   25,   26,   27,   28,   29,   30],
// CHECK-NEXT: {{\[}}32,   33,   34,   35,   36,   37,   38],
// CHECK-NEXT: {{\[}}40,   41,   42,   43,   44,   45,   46],
// CHECK-NEXT: {{\[}}48,   49,   50,   51,   52,   53,   54]]
// CHECK: rank = 4 offset = 0 sizes = [3, 2, 3, 2] strides = [12, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}100,     103],
// CHECK-NEXT: {{\[}}106,     109],
// CHECK-NEXT: {{\[}}112,     0]],
// CHECK-NEXT: {{\[\[}}115,     118],
// CHECK-NEXT: {{\[}}121,     124],
// CHECK-NEXT: {{\[}}127,     0]]],
// CHECK-NEXT: {{\[\[\[}}101,     104],
// CHECK-NEXT: {{\[}}107,     110],
// CHECK-NEXT: {{\[}}113,     0]],
// CHECK-NEXT: {{\[\[}}116,     119],
// CHECK-NEXT: {{\[}}122,     125],
// CHECK-NEXT: {{\[}}128,     0]]],
// CHECK-NEXT: {{\[\[\[}}102,     105],
// CHECK-NEXT: {{\[}}108,     111],
// CHECK-NEXT: {{\[}}114,     0]],
// CHECK-NEXT: {{\[\[}}117,     120],
// CHECK-NEXT: {{\[}}123,     126],
// CHECK-NEXT: {{\[}}129,     0]]]]
// CHECK: rank = 3 offset = 0 sizes = [2, 5, 3] strides = [15, 3, 1] data =
// CHECK-NEXT: {{\[\[\[}}100,    101,    102],
// CHECK-NEXT: {{\[}}103,    104,    105],
// CHECK-NEXT: {{\[}}106,    107,    108],
// CHECK-NEXT: {{\[}}109,    110,    111],
// CHECK-NEXT: {{\[}}112,    113,    114]],
// CHECK-NEXT: {{\[\[}}115,    116,    117],
// CHECK-NEXT: {{\[}}118,    119,    120],
// CHECK-NEXT: {{\[}}121,    122,    123],
// CHECK-NEXT: {{\[}}124,    125,    126],
// CHECK-NEXT: {{\[}}127,    128,    129]]]
// CHECK: rank = 3 offset = 0 sizes = [3, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}100,    103],
// CHECK-NEXT: {{\[}}106,    109]],
// CHECK-NEXT: {{\[\[}}101,    104],
// CHECK-NEXT: {{\[}}107,    110]],
// CHECK-NEXT: {{\[\[}}102,    105],
// CHECK-NEXT: {{\[}}108,    111]]]
// CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}100,   101,   102],
// CHECK-NEXT: {{\[}}103,   104,   105],
// CHECK-NEXT: {{\[}}106,   107,   108],
// CHECK-NEXT: {{\[}}109,   110,   111]]

func.func @main() {
  %a = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15], [16, 17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 30, 31], [32, 33, 34, 35, 36, 37, 38, 39], [40, 41, 42, 43, 44, 45, 46, 47], [48, 49, 50, 51, 52, 53, 54, 55]]> : tensor<7x8xi32>
  %pad = arith.constant 99 : i32
  %e = tensor.empty() : tensor<3x4x3x2xi32>
  %p = linalg.pack %a padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e : tensor<7x8xi32> -> tensor<3x4x3x2xi32>
  %pc = tensor.cast %p : tensor<3x4x3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%pc) : (tensor<*xi32>) -> ()
  %e2 = tensor.empty() : tensor<7x8xi32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e2 : tensor<3x4x3x2xi32> -> tensor<7x8xi32>
  %uc = tensor.cast %u : tensor<7x8xi32> to tensor<*xi32>
  call @printMemrefI32(%uc) : (tensor<*xi32>) -> ()
  %e3 = tensor.empty() : tensor<7x7xi32>
  %v = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e3 : tensor<3x4x3x2xi32> -> tensor<7x7xi32>
  %vc = tensor.cast %v : tensor<7x7xi32> to tensor<*xi32>
  call @printMemrefI32(%vc) : (tensor<*xi32>) -> ()
  %b = arith.constant dense<[[[100, 101, 102], [103, 104, 105], [106, 107, 108], [109, 110, 111], [112, 113, 114]], [[115, 116, 117], [118, 119, 120], [121, 122, 123], [124, 125, 126], [127, 128, 129]]]> : tensor<2x5x3xi32>
  %z = arith.constant 0 : i32
  %e4 = tensor.empty() : tensor<3x2x3x2xi32>
  %q = linalg.pack %b padding_value(%z : i32) outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [2] into %e4 : tensor<2x5x3xi32> -> tensor<3x2x3x2xi32>
  %qc = tensor.cast %q : tensor<3x2x3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%qc) : (tensor<*xi32>) -> ()
  %e5 = tensor.empty() : tensor<2x5x3xi32>
  %w = linalg.unpack %q outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [2] into %e5 : tensor<3x2x3x2xi32> -> tensor<2x5x3xi32>
  %wc = tensor.cast %w : tensor<2x5x3xi32> to tensor<*xi32>
  call @printMemrefI32(%wc) : (tensor<*xi32>) -> ()
  // A dynamic tile (2) of dim 1 of a 4x3 tensor: no padding needed.
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %b[0, 0, 0] [1, 4, 3] [1, 1, 1] : tensor<2x5x3xi32> to tensor<4x3xi32>
  %e7 = tensor.empty(%c2) : tensor<3x2x?xi32>
  %d = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [%c2] into %e7 : tensor<4x3xi32> -> tensor<3x2x?xi32>
  %dc = tensor.cast %d : tensor<3x2x?xi32> to tensor<*xi32>
  call @printMemrefI32(%dc) : (tensor<*xi32>) -> ()
  %e8 = tensor.empty() : tensor<4x3xi32>
  %x = linalg.unpack %d outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [%c2] into %e8 : tensor<3x2x?xi32> -> tensor<4x3xi32>
  %xc = tensor.cast %x : tensor<4x3xi32> to tensor<*xi32>
  call @printMemrefI32(%xc) : (tensor<*xi32>) -> ()
  return
}

// A dynamic tile that is not the destination's inner size: undefined
// upstream, stops here.
func.func @bad_tile() {
  %a = arith.constant dense<1> : tensor<4x4xi32>
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<2x4x4xi32>
  %t = tensor.cast %e : tensor<2x4x4xi32> to tensor<2x4x?xi32>
  // BAD: error: the destination's inner dims are not the tiles
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [%c2] into %t : tensor<4x4xi32> -> tensor<2x4x?xi32>
  return
}

// A partial tile without a padding value: undefined upstream (its
// verifier rejects it when the sizes are static).
func.func @no_padding() {
  %c = arith.constant dense<1> : tensor<5x4xi32>
  %a = tensor.cast %c : tensor<5x4xi32> to tensor<?x4xi32>
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%c2) : tensor<3x4x?xi32>
  // NOPAD: error: a tile does not divide its dim and there is no padding value
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [%c2] into %e : tensor<?x4xi32> -> tensor<3x4x?xi32>
  return
}

// pack and unpack have no memory effects: unused, they are dead.
// DEAD-LABEL: func.func @dead
// DEAD-NEXT: return
func.func @dead(%a: tensor<4x4xf32>, %e: tensor<2x4x2xf32>, %f: tensor<4x4xf32>) {
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<4x4xf32> -> tensor<2x4x2xf32>
  %u = linalg.unpack %e inner_dims_pos = [0] inner_tiles = [2] into %f : tensor<2x4x2xf32> -> tensor<4x4xf32>
  return
}

func.func private @printMemrefI32(tensor<*xi32>)
