// The walk behind the reads nobody sees (one_shot_unseen.c) looks at
// UNOBSERVED_VALUES (32) values at most, then answers "observed" (a copy,
// always sound). The loop of cf-loop-dest-read-unseen.mlir's @unseen,
// with casts of the carried tensor that nothing uses: with 28 of them the
// walk meets 32 values and the inserts stay in place (no allocation in
// the loop, one for the fill); with 29 it stops and the loop's init is
// copied, as is the insert into %a each trip the else branch runs.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e under 2>&1 | FileCheck %s --check-prefix=UNDER
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e over 2>&1 | FileCheck %s --check-prefix=OVER
// RUN: mlbuf-run %s -e over | FileCheck %s --check-prefix=VALUE
// UNDER: {{^}}7{{$}}
// UNDER: allocations: 1
// UNDER: bytes copied: 0
// UNDER: memory errors: 0
// OVER: {{^}}7{{$}}
// OVER: allocations: 4
// OVER: bytes copied: 96
// OVER: memory errors: 0
// VALUE: {{^}}7{{$}}
func.func @under() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%c0, %a : index, tensor<4xi64>)
^bb1(%i: index, %h: tensor<4xi64>):
  %more = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %odd = arith.cmpi eq, %i, %c1 : index
  %r = scf.if %odd -> (tensor<4xi64>) {
    %w = tensor.insert %k5 into %a[%c3] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  } else {
    %v = tensor.insert %k5 into %h[%c0] : tensor<4xi64>
    scf.yield %v : tensor<4xi64>
  }
  %h2 = tensor.insert %k9 into %h[%i] : tensor<4xi64>
  %x0 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x1 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x2 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x3 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x4 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x5 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x6 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x7 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x8 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x9 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x10 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x11 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x12 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x13 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x14 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x15 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x16 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x17 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x18 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x19 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x20 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x21 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x22 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x23 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x24 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x25 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x26 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x27 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %h2 : index, tensor<4xi64>)
^bb3:
  return %k7 : i64
}
func.func @over() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%c0, %a : index, tensor<4xi64>)
^bb1(%i: index, %h: tensor<4xi64>):
  %more = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %odd = arith.cmpi eq, %i, %c1 : index
  %r = scf.if %odd -> (tensor<4xi64>) {
    %w = tensor.insert %k5 into %a[%c3] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  } else {
    %v = tensor.insert %k5 into %h[%c0] : tensor<4xi64>
    scf.yield %v : tensor<4xi64>
  }
  %h2 = tensor.insert %k9 into %h[%i] : tensor<4xi64>
  %x0 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x1 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x2 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x3 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x4 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x5 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x6 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x7 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x8 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x9 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x10 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x11 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x12 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x13 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x14 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x15 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x16 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x17 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x18 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x19 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x20 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x21 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x22 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x23 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x24 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x25 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x26 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x27 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %x28 = tensor.cast %h : tensor<4xi64> to tensor<?xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %h2 : index, tensor<4xi64>)
^bb3:
  return %k7 : i64
}
