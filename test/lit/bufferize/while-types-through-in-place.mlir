// The buffer types of an scf.while's arguments when the value handed back
// is written in place into a region argument: followed back through the
// in-place writes to the argument, whose type the loop is finding
// (random program 1302266: a linalg.map into the second region's
// argument, yielded, made the loop's buffers and the function's result
// fully dynamic where upstream keeps the identity layout). Each function
// runs under the checked heap with the tensor program's value.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 44
// STATS: memory errors: 0

// A new buffer enters; the second region's map writes its argument in
// place and hands it back: every buffer reaching the arguments has the
// identity layout, and so does the function's result.
// CHECK-LABEL: func.func private @map_in_after
//  CHECK-SAME:   -> (memref<4xi64>, i64)
//       CHECK:   scf.while {{.*}} : (index, memref<4xi64>) -> (index, memref<4xi64>)
func.func private @map_in_after(%n: index) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k3 = arith.constant 3 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k1 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = scf.while (%i = %c0, %t = %a) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %t : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %u: tensor<4xi64>):
    %j1 = arith.addi %j, %c1 : index
    %m = linalg.map ins(%a : tensor<4xi64>) outs(%u : tensor<4xi64>)
      (%x: i64, %y: i64) {
        %z = arith.addi %x, %y : i64
        %w = arith.muli %z, %k3 : i64
        linalg.yield %w : i64
      }
    scf.yield %j1, %m : index, tensor<4xi64>
  }
  %v = tensor.extract %r#1[%c1] : tensor<4xi64>
  return %r#1, %v : tensor<4xi64>, i64
}

// The init is a slice of another tensor (a subview, strided): the map
// into the argument keeps that type all round.
// CHECK-LABEL: func.func private @slice_init
//       CHECK:   scf.while {{.*}} : (index, memref<4xi64, strided<[1], offset: ?>>) -> (index, memref<4xi64, strided<[1], offset: ?>>)
func.func private @slice_init(%n: index, %off: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k2 = arith.constant 2 : i64
  %e = tensor.empty() : tensor<8xi64>
  %big = linalg.fill ins(%k2 : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %s = tensor.extract_slice %big[%off] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %r:2 = scf.while (%i = %c0, %t = %s) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %t : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %u: tensor<4xi64>):
    %j1 = arith.addi %j, %c1 : index
    %m = linalg.map ins(%u : tensor<4xi64>) outs(%u : tensor<4xi64>)
      (%x: i64, %y: i64) {
        %z = arith.addi %x, %y : i64
        linalg.yield %z : i64
      }
    scf.yield %j1, %m : index, tensor<4xi64>
  }
  %v = tensor.extract %r#1[%c0] : tensor<4xi64>
  return %v : i64
}

// A slice enters; the second region hands back an scf.if's result (a
// fill of the argument in place in one branch), which its yield copies
// into a new buffer (the identity layout): the types differ, so the
// arguments take the fully dynamic layout and both buffers cast to it.
// CHECK-LABEL: func.func private @if_in_after
//       CHECK:   scf.while {{.*}} -> (index, memref<4xi64, strided<[?], offset: ?>>)
func.func private @if_in_after(%n: index, %off: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<8xi64>
  %big = linalg.fill ins(%k2 : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %a = tensor.extract_slice %big[%off] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %r:2 = scf.while (%i = %c0, %t = %a) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %t : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %u: tensor<4xi64>):
    %j1 = arith.addi %j, %c1 : index
    %odd = arith.cmpi eq, %j, %c1 : index
    %m = scf.if %odd -> tensor<4xi64> {
      %x = tensor.extract %u[%c0] : tensor<4xi64>
      %y = arith.addi %x, %k5 : i64
      %f = linalg.fill ins(%y : i64) outs(%u : tensor<4xi64>) -> tensor<4xi64>
      scf.yield %f : tensor<4xi64>
    } else {
      scf.yield %u : tensor<4xi64>
    }
    scf.yield %j1, %m : index, tensor<4xi64>
  }
  %v = tensor.extract %r#1[%c0] : tensor<4xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r:2 = func.call @map_in_after(%c2) : (index) -> (tensor<4xi64>, i64)
  %a = func.call @slice_init(%c3, %c2) : (index, index) -> i64
  %b = func.call @if_in_after(%c3, %c2) : (index, index) -> i64
  %s = arith.addi %r#1, %a : i64
  %t = arith.addi %s, %b : i64
  return %t : i64
}
