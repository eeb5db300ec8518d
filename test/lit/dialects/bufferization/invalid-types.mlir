// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// ODS type constraints of bufferization ops (generic form).

%t = "test.c"() : () -> tensor<4xf32>
// expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
%0 = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>

// -----

%t = "test.c"() : () -> tensor<4xf32>
// expected-error @+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
%0 = "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> tensor<4xf32>

// -----

%t = "test.c"() : () -> tensor<4xf32>
// expected-error @+1 {{'bufferization.alloc_tensor' op operand #0 must be index, but got 'tensor<4xf32>'}}
%0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (tensor<4xf32>) -> tensor<4xf32>

// -----

%t = "test.c"() : () -> memref<4xf32>
%c = "test.c"() : () -> i1
// expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
%0 = "bufferization.dealloc"(%t, %c, %t) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i32

// -----

%t = "test.c"() : () -> tensor<4xf32>
// expected-error @+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
%0 = "bufferization.clone"(%t) : (tensor<4xf32>) -> memref<4xf32>

// -----

%t = "test.c"() : () -> memref<4xf32>
// expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
"bufferization.materialize_in_destination"(%t, %t) <{writable}> : (memref<4xf32>, memref<4xf32>) -> ()
