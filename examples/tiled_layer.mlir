// A dense layer on tensors: out = relu(x * w + bias), the matmul tiled by
// rows (extract_slice / insert_slice in an scf.for), bias and relu fused
// in one linalg.generic. @main builds inputs, calls the layer twice (the
// second time on the first one's output) and returns a checksum.
// examples/bufferize.sh runs it through one-shot-bufferize and
// buffer-deallocation-pipeline.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
module {
  func.func private @layer(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>,
                           %bias: tensor<8xf32>) -> tensor<8x8xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<8x8xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %mm = scf.for %i = %c0 to %c8 step %c4 iter_args(%o = %acc) -> (tensor<8x8xf32>) {
      %xs = tensor.extract_slice %x[%i, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
      %os = tensor.extract_slice %o[%i, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
      %t = linalg.matmul ins(%xs, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%os : tensor<4x8xf32>) -> tensor<4x8xf32>
      %r = tensor.insert_slice %t into %o[%i, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
      scf.yield %r : tensor<8x8xf32>
    }
    %out = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]}
        ins(%bias : tensor<8xf32>) outs(%mm : tensor<8x8xf32>) {
    ^bb0(%b: f32, %v: f32):
      %s = arith.addf %v, %b : f32
      %m = arith.maximumf %s, %zero : f32
      linalg.yield %m : f32
    } -> tensor<8x8xf32>
    return %out : tensor<8x8xf32>
  }

  // Small integers in f32: every sum below is exact.
  func.func private @input(%scale: f32) -> tensor<8x8xf32> {
    %e = tensor.empty() : tensor<8x8xf32>
    %t = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
        outs(%e : tensor<8x8xf32>) {
    ^bb0(%unused: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.addi %i, %j : index
      %c3 = arith.constant 3 : index
      %m = arith.remui %k, %c3 : index
      %n = arith.index_cast %m : index to i32
      %f = arith.sitofp %n : i32 to f32
      %v = arith.mulf %f, %scale : f32
      linalg.yield %v : f32
    } -> tensor<8x8xf32>
    return %t : tensor<8x8xf32>
  }

  func.func @main() -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %minus = arith.constant -1.0 : f32
    %x = call @input(%one) : (f32) -> tensor<8x8xf32>
    %w = call @input(%minus) : (f32) -> tensor<8x8xf32>
    %bias = tensor.from_elements %one, %one, %one, %one, %one, %one, %one, %one : tensor<8xf32>
    %h = call @layer(%x, %x, %bias) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
    %y = call @layer(%h, %w, %bias) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %zero) -> (f32) {
      %row = scf.for %j = %c0 to %c8 step %c1 iter_args(%r = %s) -> (f32) {
        %a = tensor.extract %h[%i, %j] : tensor<8x8xf32>
        %b = tensor.extract %y[%i, %j] : tensor<8x8xf32>
        %ab = arith.addf %a, %b : f32
        %r2 = arith.addf %r, %ab : f32
        scf.yield %r2 : f32
      }
      scf.yield %row : f32
    }
    return %sum : f32
  }
}
