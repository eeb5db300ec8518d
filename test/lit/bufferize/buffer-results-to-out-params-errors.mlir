// buffer-results-to-out-params fails, with upstream's messages, on a result
// whose layout no cast of an identity buffer gives, and on a dynamically
// shaped result whose sizes the caller cannot know (no hoisting, or sizes
// that are not arguments of the callee).
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params=hoist-dynamic-allocs

// expected-error @below {{cannot create out param for result with unsupported layout}}
func.func private @view(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %v = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}

// -----

func.func private @dyn(%n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %m = arith.addi %n, %c1 : index
  %a = memref.alloc(%m) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @caller(%n: index) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %r = call @dyn(%n) : (index) -> memref<?xf32>
  return
}
