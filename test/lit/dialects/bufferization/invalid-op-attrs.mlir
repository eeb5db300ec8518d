// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

func.func @escape_attr(%sz: index) {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor(%sz) {bufferization.escape = [true]} : tensor<?xf32>
  return
}

// -----

func.func @manual_dealloc_needs_alloc_or_free(%m: memref<2xf32>) {
  // expected-error @+1 {{attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = memref.cast %m {bufferization.manual_deallocation} : memref<2xf32> to memref<?xf32>
  return
}

// -----

// A buffer the program frees by hand may carry the attribute.
func.func @manual_dealloc_ok() {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  return
}
