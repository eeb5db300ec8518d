// Without bufferize-function-boundaries, func.call stays on tensors as
// upstream leaves every op of the func dialect then (it is not allowed,
// not an unknown op to refuse): a bufferized operand reaches it through
// bufferization.to_tensor, a tensor result is read through to_buffer.
// mlbuf-opt refused the call ("op was not bufferized"), so upstream's
// integration tests (printMemrefF32 declared on tensors) failed under a
// plain --one-shot-bufferize. Output identical to mlir-opt 22's.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main()
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
//       CHECK:   %[[C:.*]] = memref.cast %[[A]] : memref<2xf32> to memref<*xf32>
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[C]] : memref<*xf32> to tensor<*xf32>
//       CHECK:   call @use(%[[T]]) : (tensor<*xf32>) -> ()
//       CHECK:   %[[P:.*]] = call @produce() : () -> tensor<2xf32>
//       CHECK:   %[[B:.*]] = bufferization.to_buffer %[[P]] : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
//       CHECK:   memref.copy %[[B]], %{{.*}}
//       CHECK:   call @use(%[[T]]) : (tensor<*xf32>) -> ()

// OUT: data =
// OUT-NEXT: [20,  10]
// OUT: data =
// OUT-NEXT: [1,  20]
// OUT: data =
// OUT-NEXT: [20,  10]

func.func private @printMemrefF32(tensor<*xf32>)

func.func @use(%t: tensor<*xf32>) {
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  return
}

func.func @produce() -> tensor<2xf32> {
  %c = arith.constant dense<1.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}

func.func @main() {
  %c = arith.constant dense<10.0> : tensor<2xf32>
  %v = arith.constant dense<20.0> : tensor<1xf32>
  %i = tensor.insert_slice %v into %c[0][1][1] : tensor<1xf32> into tensor<2xf32>
  %u = tensor.cast %i : tensor<2xf32> to tensor<*xf32>
  call @use(%u) : (tensor<*xf32>) -> ()
  %p = call @produce() : () -> tensor<2xf32>
  %j = tensor.insert_slice %v into %p[1][1][1] : tensor<1xf32> into tensor<2xf32>
  %u2 = tensor.cast %j : tensor<2xf32> to tensor<*xf32>
  call @use(%u2) : (tensor<*xf32>) -> ()
  call @use(%u) : (tensor<*xf32>) -> ()
  return
}
