// A block other than the entry of an execute_region's region takes a
// tensor from branches inside the region, one of them handing it a value
// from outside (%a) that a write before the op (%b, in place into %a's
// buffer) would clobber: the write is not excused by being outside the
// region, as it is for an entry block's argument (which the op reads as
// it hands it on). mlbuf wrote %b in place and both @main and @read_arg
// returned 9: random program 7105050 (bufferize_indep_random.py --ext);
// @write_after returned 9 too.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e read_arg | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-run --check %s -e read_arg | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e loop_arg | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-run --check %s -e loop_arg | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e write_after | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-run --check %s -e write_after | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
// CHECK-LABEL: func.func @read_arg
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
// VAL: {{^}}1{{$}}
func.func @main() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : i64
  %true = arith.constant true
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %b = tensor.insert %c9 into %a[%c0] : tensor<4xi64>
  %r = scf.execute_region -> tensor<4xi64> {
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : tensor<4xi64>)
  ^bb2:
    cf.br ^bb3(%b : tensor<4xi64>)
  ^bb3(%x: tensor<4xi64>):
    scf.yield %x : tensor<4xi64>
  }
  %e = tensor.extract %r[%c0] : tensor<4xi64>
  return %e : i64
}

// The block argument read inside the region.
func.func @read_arg() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : i64
  %true = arith.constant true
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %b = tensor.insert %c9 into %a[%c0] : tensor<4xi64>
  %r = scf.execute_region -> i64 {
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : tensor<4xi64>)
  ^bb2:
    cf.br ^bb3(%b : tensor<4xi64>)
  ^bb3(%x: tensor<4xi64>):
    %e = tensor.extract %x[%c0] : tensor<4xi64>
    scf.yield %e : i64
  }
  return %r : i64
}

// A cf loop inside the region hands its argument back to itself: the
// incoming values are followed ARG_EXCUSE_DEPTH block arguments deep, no
// further (mlbuf recursed without end on random program 7107008).
// CHECK-LABEL: func.func @loop_arg
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @loop_arg() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %b = tensor.insert %c9 into %a[%c0] : tensor<4xi64>
  %r = scf.execute_region -> i64 {
    cf.br ^bb1(%z, %a : i64, tensor<4xi64>)
  ^bb1(%i: i64, %x: tensor<4xi64>):
    %p = arith.cmpi slt, %i, %two : i64
    cf.cond_br %p, ^bb2, ^bb3
  ^bb2:
    %j = arith.addi %i, %one : i64
    cf.br ^bb1(%j, %x : i64, tensor<4xi64>)
  ^bb3:
    %e = tensor.extract %x[%c0] : tensor<4xi64>
    scf.yield %e : i64
  }
  return %r : i64
}

// The write comes after the region (in an scf.if), the region's result
// read after it: the result holds %a's buffer through the join block
// (the branches hand on copies, or the insert goes out of place).
func.func @write_after() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : i64
  %c0_i64 = arith.constant 0 : i64
  %true = arith.constant true
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %r = scf.execute_region -> tensor<4xi64> {
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : tensor<4xi64>)
  ^bb2:
    cf.br ^bb3(%a : tensor<4xi64>)
  ^bb3(%x: tensor<4xi64>):
    scf.yield %x : tensor<4xi64>
  }
  %w = scf.if %true -> tensor<4xi64> {
    %i = tensor.insert %c9 into %a[%c0] : tensor<4xi64>
    scf.yield %i : tensor<4xi64>
  } else {
    scf.yield %a : tensor<4xi64>
  }
  %e = tensor.extract %r[%c0] : tensor<4xi64>
  %f = tensor.extract %w[%c0] : tensor<4xi64>
  %g = arith.muli %f, %c0_i64 : i64
  %h = arith.addi %e, %g : i64
  return %h : i64
}
