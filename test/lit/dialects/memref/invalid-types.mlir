// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// ODS type constraints of memref ops, checked before their verifiers
// (written in generic form, which the custom parsers would reject).

%i = "test.c"() : () -> i32
// expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
%0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>

// -----

// Properties start zeroed upstream: no operandSegmentSizes means no operands.
%0 = "memref.alloc"() : () -> memref<4xf32>
// expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
%1 = "memref.alloc"() : () -> tensor<4xf32>

// -----

%m = "test.c"() : () -> memref<4xf32>
%i = "test.c"() : () -> index
// expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
%0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32

// -----

%m = "test.c"() : () -> memref<4xf32>
%i = "test.c"() : () -> index
%v = "test.c"() : () -> i32
// expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
"memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()

// -----

%m = "test.c"() : () -> memref<4xf32>
%i = "test.c"() : () -> index
%v = "test.c"() : () -> f32
// expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> i32

// -----

%m = "test.c"() : () -> memref<4xf32>
%i = "test.c"() : () -> i32
// expected-error @+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
%0 = "memref.dim"(%m, %i) : (memref<4xf32>, i32) -> index

// -----

%t = "test.c"() : () -> tensor<4xf32>
// expected-error @+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
%0 = "memref.cast"(%t) : (tensor<4xf32>) -> memref<4xf32>

// -----

%m = "test.c"() : () -> memref<4xf32>
// expected-error @+1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
%0 = "memref.assume_alignment"(%m) <{alignment = 4 : i32}> : (memref<4xf32>) -> memref<8xf32>

// -----

%t = "test.c"() : () -> tensor<4xf32>
// expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'tensor<4xf32>'}}
%0 = "memref.collapse_shape"(%t) <{reassociation = [[0]]}> : (tensor<4xf32>) -> memref<4xf32>

// -----

// expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
%0 = "memref.get_global"() <{name = @g}> : () -> memref<?xf32>
