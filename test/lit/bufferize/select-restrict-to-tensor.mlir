// A to_tensor marked `restrict` promises that no other tensor reaches its
// memref: to the conflict check its result is a buffer of its own, like a
// new tensor's. The select joins the alias sets of %a and %b; the insert
// into %a can never write %b's buffer, so the read of %b after it is no
// conflict and nothing is copied. Without `restrict` (the second
// function) the buffer may be one another foreign tensor holds, and the
// copy stays. Random program 1200146 copied.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s --check-prefix=IR
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -e main_unrestricted | FileCheck %s
// IR-LABEL: func.func @main()
// IR-NOT: memref.copy
// IR: return
// IR-LABEL: func.func @main_unrestricted()
// IR: memref.copy
// IR: return
// %x = 3 (%a[1], the select takes %a), %y = 11 (%b[1]), %z = 7
// CHECK: {{^}}21{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %k10 = arith.constant 10 : i64
  %m = memref.alloca() : memref<4xi64>
  linalg.fill ins(%k3 : i64) outs(%m : memref<4xi64>)
  %a = bufferization.to_tensor %m restrict writable : memref<4xi64> to tensor<4xi64>
  %b = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k10 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %e = tensor.extract %a[%c0] : tensor<4xi64>
  %c = arith.cmpi eq, %e, %k3 : i64
  %s = arith.select %c, %a, %b : tensor<4xi64>
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %n = tensor.insert %k7 into %a[%c1] : tensor<4xi64>
  %y = tensor.extract %b[%c1] : tensor<4xi64>
  %z = tensor.extract %n[%c1] : tensor<4xi64>
  %xy = arith.addi %x, %y : i64
  %r = arith.addi %xy, %z : i64
  return %r : i64
}

func.func @main_unrestricted() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %k10 = arith.constant 10 : i64
  %m = memref.alloca() : memref<4xi64>
  linalg.fill ins(%k3 : i64) outs(%m : memref<4xi64>)
  %a = bufferization.to_tensor %m writable : memref<4xi64> to tensor<4xi64>
  %b = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k10 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %e = tensor.extract %a[%c0] : tensor<4xi64>
  %c = arith.cmpi eq, %e, %k3 : i64
  %s = arith.select %c, %a, %b : tensor<4xi64>
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %n = tensor.insert %k7 into %a[%c1] : tensor<4xi64>
  %y = tensor.extract %b[%c1] : tensor<4xi64>
  %z = tensor.extract %n[%c1] : tensor<4xi64>
  %xy = arith.addi %x, %y : i64
  %r = arith.addi %xy, %z : i64
  return %r : i64
}
