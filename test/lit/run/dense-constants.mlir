// Dense constants: arith.constant dense<...> of tensor type (lists,
// splats, hex bytes as mlir-opt prints large constants, packed i1) and
// memref.global initial values given in hex. Expected output from
// mlir-runner after one-shot-bufferize.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)

memref.global "private" constant @hexg : memref<2xi32> = dense<"0x01000000FEFFFFFF">

func.func @main() {
  %a = arith.constant dense<[[1.5, -2.0], [0.25, 4.0]]> : tensor<2x2xf32>
  %am = bufferization.to_buffer %a : tensor<2x2xf32> to memref<2x2xf32>
  %au = memref.cast %am : memref<2x2xf32> to memref<*xf32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1.5,   -2],
  // CHECK-NEXT: {{^}} [0.25,   4]]
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %s = arith.constant dense<-7> : tensor<3xi64>
  %sm = bufferization.to_buffer %s : tensor<3xi64> to memref<3xi64>
  %su = memref.cast %sm : memref<3xi64> to memref<*xi64>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[-7,  -7,  -7]
  call @printMemrefI64(%su) : (memref<*xi64>) -> ()
  %h = arith.constant dense<"0x0300000004000000FBFFFFFF"> : tensor<3xi32>
  %hm = bufferization.to_buffer %h : tensor<3xi32> to memref<3xi32>
  %hu = memref.cast %hm : memref<3xi32> to memref<*xi32>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[3,  4,  -5]
  call @printMemrefI32(%hu) : (memref<*xi32>) -> ()
  // i1 as i8: true, false, true, true
  %b = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  %e = tensor.empty() : tensor<4xi32>
  %bi = linalg.map ins(%b : tensor<4xi1>) outs(%e : tensor<4xi32>)
    (%x: i1, %unused: i32) {
      %w = arith.extui %x : i1 to i32
      linalg.yield %w : i32
    }
  %bm = bufferization.to_buffer %bi : tensor<4xi32> to memref<4xi32>
  %bu = memref.cast %bm : memref<4xi32> to memref<*xi32>
  // CHECK: sizes = [4] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  0,  1,  1]
  call @printMemrefI32(%bu) : (memref<*xi32>) -> ()
  %bh = arith.constant dense<"0x0D"> : tensor<4xi1>
  %bhi = linalg.map ins(%bh : tensor<4xi1>) outs(%e : tensor<4xi32>)
    (%x: i1, %unused: i32) {
      %w = arith.extui %x : i1 to i32
      linalg.yield %w : i32
    }
  %bhm = bufferization.to_buffer %bhi : tensor<4xi32> to memref<4xi32>
  %bhu = memref.cast %bhm : memref<4xi32> to memref<*xi32>
  // CHECK: sizes = [4] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  0,  1,  1]
  call @printMemrefI32(%bhu) : (memref<*xi32>) -> ()
  %g = memref.get_global @hexg : memref<2xi32>
  %gu = memref.cast %g : memref<2xi32> to memref<*xi32>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[1,  -2]
  call @printMemrefI32(%gu) : (memref<*xi32>) -> ()
  return
}
