// An scf.for that may make no trip hands its init on as its result, so
// the init is read even when the body never reads its iteration argument
// (upstream's mayHaveZeroIterations). Random program 7060025
// (bench/bufferize_indep_random.py): the loop yields a tensor from
// outside, its trip count is 0; mlbuf took the init as unread, so
// @insert_init's insert went out of place into a new buffer with neither
// the copy of the constant nor the store (left out as a dead write), and
// @constant_init's constant got a new buffer without its copy: both
// returned uninitialized memory.
// RUN: mlbuf-run %s -e insert_init | FileCheck %s --check-prefix=INSERT
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e insert_init | FileCheck %s --check-prefix=INSERT
// RUN: mlbuf-opt %s "--one-shot-bufferize=bufferize-function-boundaries copy-before-write" --buffer-deallocation-pipeline | mlbuf-run --check - -e insert_init | FileCheck %s --check-prefix=INSERT
// RUN: mlbuf-run %s -e constant_init | FileCheck %s --check-prefix=CONST
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e constant_init | FileCheck %s --check-prefix=CONST
// RUN: mlbuf-run %s -e one_trip | FileCheck %s --check-prefix=ONE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e one_trip | FileCheck %s --check-prefix=ONE
// A loop with a trip proven by constant bounds still needs no copy of
// its unread init (the copy the constant gets is the yield's).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// INSERT: [9,  2,  3,  4]
// CONST: [1,  2,  3,  4]
// ONE: [5,  6,  7,  8]

func.func @insert_init() -> tensor<4xi64> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %d = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9 : i64
  %a = tensor.insert %v into %c[%c0] : tensor<4xi64>
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%it = %a) -> (tensor<4xi64>) {
    scf.yield %d : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @constant_init() -> tensor<4xi64> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %d = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%it = %c) -> (tensor<4xi64>) {
    scf.yield %d : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// CHECK-LABEL: func.func @one_trip
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   memref.copy {{.*}}, %[[A]]
//       CHECK:   scf.for {{.*}} iter_args({{.*}} = %[[A]])
func.func @one_trip() -> tensor<4xi64> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %d = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%it = %c) -> (tensor<4xi64>) {
    scf.yield %d : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}
