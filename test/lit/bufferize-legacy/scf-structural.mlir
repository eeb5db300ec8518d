// scf-bufferize only changes the types of what scf ops hand along: a
// loop's iter_arg is its init's buffer and its yield hands back the
// buffer of what it yields; scf.if and scf.while the same. No buffer is
// allocated or copied: each write was given a new buffer by the partial
// pass that bufferized it (here the insert inside the loop copies).
// Checked once finalizing-bufferize has folded the glue.
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --scf-bufferize --finalizing-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --linalg-bufferize --scf-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @count(
//  CHECK-SAME:     %[[T:.*]]: memref<2xi64>, %[[C:.*]]: i1)
//       CHECK:   %[[F:.*]] = scf.for {{.*}} iter_args(%[[X:.*]] = %[[T]]) -> (memref<2xi64>) {
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     memref.copy %[[X]], %[[A]]
//       CHECK:     scf.yield %[[A]] : memref<2xi64>
//       CHECK:   %[[I:.*]] = scf.if %[[C]] -> (memref<2xi64>) {
//       CHECK:     scf.yield %[[F]] : memref<2xi64>
//       CHECK:   } else {
//       CHECK:     scf.yield %[[T]] : memref<2xi64>
//       CHECK:   %[[W:.*]]:2 = scf.while (%{{.*}} = %{{.*}}, %[[Y:.*]] = %[[I]]) : (i64, memref<2xi64>) -> (i64, memref<2xi64>)
//       CHECK:     scf.condition(%{{.*}}) %{{.*}}, %[[Y]] : i64, memref<2xi64>
//       CHECK:   ^bb0(%{{.*}}: i64, %[[Z:.*]]: memref<2xi64>):
//       CHECK:     scf.yield %{{.*}}, %[[Z]] : i64, memref<2xi64>
//       CHECK:   memref.load %[[W]]#1
func.func @count(%t: tensor<2xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %f = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %t) -> (tensor<2xi64>) {
    %e = tensor.extract %x[%c0] : tensor<2xi64>
    %n = arith.addi %e, %one : i64
    %u = tensor.insert %n into %x[%c0] : tensor<2xi64>
    scf.yield %u : tensor<2xi64>
  }
  %s = scf.if %c -> (tensor<2xi64>) {
    scf.yield %f : tensor<2xi64>
  } else {
    scf.yield %t : tensor<2xi64>
  }
  %zero = arith.constant 0 : i64
  %w:2 = scf.while (%k = %zero, %y = %s) : (i64, tensor<2xi64>) -> (i64, tensor<2xi64>) {
    %go = arith.cmpi slt, %k, %one : i64
    scf.condition(%go) %k, %y : i64, tensor<2xi64>
  } do {
  ^bb0(%k2: i64, %z: tensor<2xi64>):
    %k3 = arith.addi %k2, %one : i64
    scf.yield %k3, %z : i64, tensor<2xi64>
  }
  %r = tensor.extract %w#1[%c0] : tensor<2xi64>
  %o = tensor.extract %t[%c0] : tensor<2xi64>
  %d = arith.subi %r, %o : i64
  return %d : i64
}

// Three increments; the input stays 5.
// VALUE: {{^}}3{{$}}
func.func @main() -> i64 {
  %t = arith.constant dense<[5, 6]> : tensor<2xi64>
  %true = arith.constant true
  %r = call @count(%t, %true) : (tensor<2xi64>, i1) -> i64
  return %r : i64
}
