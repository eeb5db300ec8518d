// func-bufferize converts a function as a whole, as upstream's full
// conversion: a terminator of a function's block that neither returns nor
// says which operands it passes to its successors cannot be converted,
// and the pass fails with upstream's message, even where no tensor flows.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --func-bufferize --split-input-file --verify-diagnostics

func.func @unknown(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = arith.constant true
  cf.cond_br %0, ^bb1(%arg0 : tensor<f32>), ^bb2(%arg0 : tensor<f32>)
^bb1(%x: tensor<f32>):
  // expected-error @+1 {{failed to legalize operation 'test.terminator'}}
  "test.terminator"() : () -> ()
^bb2(%y: tensor<f32>):
  return %y : tensor<f32>
}

// -----

func.func @no_tensor() {
  // expected-error @+1 {{failed to legalize operation 'test.terminator'}}
  "test.terminator"() : () -> ()
}
