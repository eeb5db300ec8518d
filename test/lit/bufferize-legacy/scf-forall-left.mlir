// scf-bufferize converts only scf ops whose every tensor the
// region-branch interface forwards: scf.forall's shared outputs are not
// forwarded values, so the loop is left on tensors (as MLIR 16, which had
// no conversion for it either), and finalizing-bufferize reports it.
// RUN: mlbuf-opt %s --func-bufferize --scf-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --scf-bufferize --finalizing-bufferize --verify-diagnostics -o /dev/null

// CHECK-LABEL: func.func @forall(
//       CHECK:   scf.forall {{.*}} shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>)
func.func @forall(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall'}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.from_elements %f : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
