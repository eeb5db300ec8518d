// finalizing-bufferize fails, as MLIR 16's full conversion, when a tensor
// is left: the first op still on tensors is named ("failed to legalize
// operation"), so is a to_buffer whose tensor comes from a block argument
// (here a function argument: func-bufferize was not run).
// RUN: mlbuf-opt %s --allow-unregistered-dialect --finalizing-bufferize --split-input-file --verify-diagnostics

func.func @lone_to_buffer() -> memref<f32> {
  // expected-error @+1 {{failed to legalize operation 'test.source'}}
  %0 = "test.source"() : () -> tensor<f32>
  %1 = bufferization.to_buffer %0 : tensor<f32> to memref<f32>
  return %1 : memref<f32>
}

// -----

func.func @lone_to_tensor(%m: memref<f32>) {
  %0 = bufferization.to_tensor %m : memref<f32> to tensor<f32>
  // expected-error @+1 {{failed to legalize operation 'test.sink'}}
  "test.sink"(%0) : (tensor<f32>) -> ()
  return
}

// -----

func.func @argument(%t: tensor<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.to_buffer': its tensor operand is a block argument no pass converted}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
