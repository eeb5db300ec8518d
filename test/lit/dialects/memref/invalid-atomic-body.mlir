// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// The body of memref.generic_atomic_rmw may only compute: an op with
// memory effects (or unknown ones) in it is an error, as upstream's
// verifier says. mlbuf accepted them, and its passes then treated a
// program upstream rejects (an allocation in the body leaked).

func.func @alloc_in_body(%m: memref<2xi64>, %i: index) -> i64 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<2xi64> {
  ^bb0(%cur: i64):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %t = memref.alloc() : memref<1xi64>
    %n = arith.addi %cur, %cur : i64
    memref.atomic_yield %n : i64
  }
  return %old : i64
}

// -----

func.func @store_in_body(%m: memref<2xi64>, %o: memref<2xi64>, %i: index) -> i64 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<2xi64> {
  ^bb0(%cur: i64):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %o[%i] : memref<2xi64>
    memref.atomic_yield %cur : i64
  }
  return %old : i64
}

// -----

func.func @pure_body(%m: memref<2xi64>, %i: index) -> i64 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<2xi64> {
  ^bb0(%cur: i64):
    %n = arith.muli %cur, %cur : i64
    memref.atomic_yield %n : i64
  }
  return %old : i64
}
