// vector.gather reads its tensor; vector.scatter writes part of its tensor
// in destination-passing style (read too: the rest is kept). The gather
// after the scatter reads the old tensor, so the scatter goes to a copy.
// Output and test-analysis-only annotations equal mlir-opt 22's; the
// bufferized program prints what the tensor program prints.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @gs(
// CHECK: %[[G0:.*]] = vector.gather %arg0[%c0] [%arg1], %arg2, %arg3 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: memref.copy %arg0, %[[A]]
// CHECK-NEXT: vector.scatter %[[A]][%c0] [%arg1], %arg2, %arg3 : memref<8xf32>,
// CHECK-NEXT: %[[G1:.*]] = vector.gather %arg0[%c0] [%arg1]
// CHECK: return %[[A]], %[[G0]], %[[G1]]

// VAL: ( 0, 20, 40, 3, 4, 5, 10, 7 )
// VAL-NEXT: ( 6, 1, 30, 2 )
// VAL-NEXT: ( 6, 1, 30, 2 )

func.func @gs(%t: tensor<8xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) -> (tensor<8xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %g0 = vector.gather %t[%c0][%idx], %mask, %v : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %r = vector.scatter %t[%c0][%idx], %mask, %v : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<8xf32>
  %g1 = vector.gather %t[%c0][%idx], %mask, %v : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r, %g0, %g1 : tensor<8xf32>, vector<4xf32>, vector<4xf32>
}
func.func @main() {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %idx = arith.constant dense<[6, 1, 4, 2]> : vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %v = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  %r, %a, %b = call @gs(%t, %idx, %mask, %v) : (tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> (tensor<8xf32>, vector<4xf32>, vector<4xf32>)
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %rv = vector.transfer_read %r[%c0], %p : tensor<8xf32>, vector<8xf32>
  vector.print %rv : vector<8xf32>
  vector.print %a : vector<4xf32>
  vector.print %b : vector<4xf32>
  return
}
