// tensor element ops are values: insert returns a new tensor and leaves
// its operand unchanged; empty, splat, from_elements, dense constants,
// extract, dim, rank and cast. Tensors are printed with printMemref after
// bufferization.to_buffer (expected output from mlir-runner after
// one-shot-bufferize). Tensors are never leaks: --check passes.
// RUN: mlbuf-opt %s | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @print2x3(%t: tensor<2x3xf32>) {
  %m = bufferization.to_buffer %t : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nine = arith.constant 9.0 : f32
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %ins = tensor.insert %nine into %cst[%c1, %c2] : tensor<2x3xf32>
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2,   3],
  // CHECK-NEXT: {{^}} [4,   5,   9]]
  call @print2x3(%ins) : (tensor<2x3xf32>) -> ()
  // The constant is unchanged.
  // CHECK: data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2,   3],
  // CHECK-NEXT: {{^}} [4,   5,   6]]
  call @print2x3(%cst) : (tensor<2x3xf32>) -> ()
  %x = tensor.extract %ins[%c1, %c2] : tensor<2x3xf32>
  // CHECK-NEXT: {{^}}9{{$}}
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()

  %s = tensor.splat %nine[%c2] : tensor<?x3xf32>
  %sc = tensor.cast %s : tensor<?x3xf32> to tensor<2x3xf32>
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}9,   9,   9],
  // CHECK-NEXT: {{^}} [9,   9,   9]]
  call @print2x3(%sc) : (tensor<2x3xf32>) -> ()
  %d0 = tensor.dim %s, %c0 : tensor<?x3xf32>
  %d0i = arith.index_cast %d0 : index to i64
  %r = tensor.rank %s : tensor<?x3xf32>
  %ri = arith.index_cast %r : index to i64
  // CHECK-NEXT: {{^}}2{{$}}
  // CHECK-NEXT: {{^}}2{{$}}
  call @printI64(%d0i) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()

  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %fe = tensor.from_elements %a, %b, %b, %a : tensor<2x2xi32>
  %e = tensor.empty() : tensor<2x2xi32>
  %e1 = tensor.insert %a into %e[%c0, %c1] : tensor<2x2xi32>
  %v = tensor.extract %e1[%c0, %c1] : tensor<2x2xi32>
  %fe2 = tensor.insert %v into %fe[%c1, %c1] : tensor<2x2xi32>
  %fm = bufferization.to_buffer %fe2 : tensor<2x2xi32> to memref<2x2xi32>
  %fu = memref.cast %fm : memref<2x2xi32> to memref<*xi32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}7,   -3],
  // CHECK-NEXT: {{^}} [-3,   7]]
  call @printMemrefI32(%fu) : (memref<*xi32>) -> ()
  return
}
// CHECK: allocations: 0
// CHECK: memory errors: 0
