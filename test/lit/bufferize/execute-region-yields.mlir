// An scf.execute_region whose body has several blocks ending in scf.yield:
// mlir-opt 22 refuses it ("op without unique scf.yield is not
// supported"); mlbuf bufferizes it as any region of several blocks, each
// yield handing its buffer to the result, and the program keeps its value
// (the insert on one path goes out of place: %t is read afterwards).
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// VALUE: {{^}}3{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %t = tensor.from_elements %k1, %k2 : tensor<2xi64>
  %b = arith.cmpi eq, %k1, %k2 : i64
  %0 = scf.execute_region -> tensor<2xi64> {
    cf.cond_br %b, ^bb1, ^bb2
  ^bb1:
    scf.yield %t : tensor<2xi64>
  ^bb2:
    %u = tensor.insert %k2 into %t[%c0] : tensor<2xi64>
    scf.yield %u : tensor<2xi64>
  }
  %x = tensor.extract %0[%c0] : tensor<2xi64>
  %y = tensor.extract %t[%c0] : tensor<2xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}
