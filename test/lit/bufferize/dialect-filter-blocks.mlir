// Under dialect-filter, the blocks of an op the filter denies keep their
// tensor arguments, and the branches to them their tensor operands (as
// mlir-opt 22: only the ops bufferized get buffer block signatures). Here
// func.func is denied: the tensor.extract in ^bb1 reads its block
// argument through a to_buffer. (The blocks were retyped before, and
// the branch left on tensors made the IR invalid.)
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   cf.cond_br %{{.*}}, ^bb1(%{{.*}} : tensor<2xi64>), ^bb1(%{{.*}} : tensor<2xi64>)
//       CHECK: ^bb1(%[[X:.*]]: tensor<2xi64>):
//       CHECK:   %[[B:.*]] = bufferization.to_buffer %[[X]] : tensor<2xi64> to memref<2xi64, strided<[?], offset: ?>>
//       CHECK:   memref.load %[[B]]
// VALUE: {{^}}8{{$}}
func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[7, 8]> : tensor<2xi64>
  %u = arith.constant dense<[5, 6]> : tensor<2xi64>
  %c = arith.constant true
  cf.cond_br %c, ^bb1(%t : tensor<2xi64>), ^bb1(%u : tensor<2xi64>)
^bb1(%x: tensor<2xi64>):
  %e = tensor.extract %x[%c1] : tensor<2xi64>
  return %e : i64
}
