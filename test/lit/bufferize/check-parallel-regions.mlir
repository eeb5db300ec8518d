// check-parallel-regions (default true): a write inside an scf.forall body
// of more than one trip, to a buffer whose definition lies outside that
// body, goes out of place when its alias set is read (each trip gets a
// private copy). With false the user asserts that the trips do not race:
// only the read-after-write rules decide. Same decisions as mlir-opt 22 on
// every line checked here, with both values.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefixes=CHECK,ON
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only check-parallel-regions=true" | FileCheck %s --check-prefixes=CHECK,ON
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only check-parallel-regions=false" | FileCheck %s --check-prefixes=CHECK,OFF
// RUN: mlbuf-opt %s --one-shot-bufferize=explain-copies -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// The programs are race-free (each trip writes its own element), so both
// values compute what the tensor program does.
// RUN: mlbuf-run %s -e slice_fill_outside | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -e slice_fill_outside | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=check-parallel-regions=false --buffer-deallocation-pipeline | mlbuf-run --check - -e slice_fill_outside | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run %s -e nested | FileCheck %s --check-prefix=VALUE2
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - -e nested | FileCheck %s --check-prefix=VALUE2
// RUN: mlbuf-opt %s --one-shot-bufferize=check-parallel-regions=false --buffer-deallocation-pipeline | mlbuf-run --check - -e nested | FileCheck %s --check-prefix=VALUE2

// EXPLAIN: check-parallel-regions.mlir:[[#@LINE+29]]:{{.*}}: remark: operand #1 of 'linalg.fill' bufferizes out of place (a new buffer): in place, the trips of a parallel region would share a buffer defined outside it (check-parallel-regions)
// EXPLAIN: note: the buffer's definition, outside the parallel region

// VALUE: tensor<4xf32>
// VALUE-NEXT: [0,  1,  2,  3]
// VALUE2: tensor<4x4xf32>
// VALUE2-NEXT: [0,   1,   2,   3],
// VALUE2-NEXT: [0,   1,   2,   3],
// VALUE2-NEXT: [0,   1,   2,   3],
// VALUE2-NEXT: [0,   1,   2,   3]]

// The fill writes a slice of %z, defined before the forall, and its
// result is read: privatized with the check, in place without.
// CHECK-LABEL: func.func @slice_fill_outside
//       CHECK:   scf.forall
//       CHECK:     tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
//          ON:     linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//         OFF:     linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:     tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
func.func @slice_fill_outside() -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %out = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %ii = arith.index_cast %i : index to i32
    %v = arith.sitofp %ii : i32 to f32
    %s = tensor.extract_slice %z[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    %x = tensor.extract %f[%c0] : tensor<1xf32>
    %t = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// Nothing reads what the fill writes: no copy needed either way.
// CHECK-LABEL: func.func @unread
//       CHECK:   scf.forall
//       CHECK:     linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
func.func @unread() -> tensor<4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %out = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %z[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %f = linalg.fill ins(%cst : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// The inner forall writes a slice of the outer one's shared out: defined
// in the outer parallel region, written in the inner one.
// CHECK-LABEL: func.func @nested
//       CHECK:   scf.forall
//       CHECK:     scf.forall
//       CHECK:       tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
//          ON:       linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//         OFF:       linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
func.func @nested() -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    %row = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %e2 = tensor.empty() : tensor<4xf32>
    %r2 = scf.forall (%j) in (4) shared_outs(%o2 = %e2) -> (tensor<4xf32>) {
      %jj = arith.index_cast %j : index to i32
      %v = arith.sitofp %jj : i32 to f32
      %sl = tensor.extract_slice %row[%j] [1] [1] : tensor<4xf32> to tensor<1xf32>
      %w = linalg.fill ins(%v : f32) outs(%sl : tensor<1xf32>) -> tensor<1xf32>
      %x = tensor.extract %w[%c0] : tensor<1xf32>
      %one = tensor.from_elements %x : tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %one into %o2[%j] [1] [1] : tensor<1xf32> into tensor<4xf32>
      }
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r2 into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

// The buffer comes through an scf.if inside the body from tensors defined
// outside: the walk back follows the yields.
// CHECK-LABEL: func.func @if_yield
//       CHECK:   scf.forall
//          ON:     linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//         OFF:     linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
func.func @if_yield(%b: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %u = linalg.fill ins(%c1 : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %out = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %c = scf.if %b -> tensor<4xf32> {
      scf.yield %t : tensor<4xf32>
    } else {
      scf.yield %u : tensor<4xf32>
    }
    %ii = arith.index_cast %i : index to i32
    %v = arith.sitofp %ii : i32 to f32
    %s = tensor.extract_slice %c[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    %x = tensor.extract %f[%c0] : tensor<1xf32>
    %one = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %one into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// A forall of one trip runs its body once: neither parallel nor repeated
// (upstream's model), so the insert into %z goes in place either way.
// CHECK-LABEL: func.func @single_trip
//       CHECK:   scf.forall
//       CHECK:     tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
func.func @single_trip() -> tensor<4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %out = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (1) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %v = arith.constant 2.0 : f32
    %t = tensor.insert %v into %z[%i] : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// An scf.for is not parallel: its body writing a buffer made in the forall
// body stays in place.
// CHECK-LABEL: func.func @for_in_forall
//       CHECK:   scf.forall
//       CHECK:     scf.for
//       CHECK:       tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
func.func @for_in_forall() -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.0 : f32
  %out = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %l = scf.for %k = %c0 to %c4 step %c1 iter_args(%a = %z) -> (tensor<4xf32>) {
      %kk = arith.index_cast %k : index to i32
      %v = arith.sitofp %kk : i32 to f32
      %w = tensor.insert %v into %a[%k] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    }
    %s = tensor.extract_slice %l[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
