// arith and math ops on tensors (ElementwiseMappable) apply their scalar
// form to every element and return new tensors; a scalar select condition
// applies to whole tensors. Expected output from mlir-runner after
// convert-elementwise-to-linalg and one-shot-bufferize.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 4.0], [9.0, 16.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %s = arith.addf %a, %b : tensor<2x2xf32>
  %r = math.sqrt %a : tensor<2x2xf32>
  %m = arith.mulf %s, %r : tensor<2x2xf32>
  %mu = tensor.cast %m : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}11,   48],
  // CHECK-NEXT: {{^}} [117,   224]]
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()
  // Compare, select, and convert.
  %c = arith.constant dense<[[5.0, 5.0], [5.0, 5.0]]> : tensor<2x2xf32>
  %lt = arith.cmpf olt, %a, %c : tensor<2x2xf32>
  %sel = arith.select %lt, %a, %b : tensor<2x2xi1>, tensor<2x2xf32>
  %i = arith.fptosi %sel : tensor<2x2xf32> to tensor<2x2xi32>
  %n = arith.constant dense<-1> : tensor<2x2xi32>
  %x = arith.xori %i, %n : tensor<2x2xi32>
  %xu = tensor.cast %x : tensor<2x2xi32> to tensor<*xi32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}-2,   -5],
  // CHECK-NEXT: {{^}} [-31,   -41]]
  call @printMemrefI32(%xu) : (tensor<*xi32>) -> ()
  %true = arith.constant true
  %whole = arith.select %true, %b, %a : tensor<2x2xf32>
  %wu = tensor.cast %whole : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}10,   20],
  // CHECK-NEXT: {{^}} [30,   40]]
  call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  return
}
