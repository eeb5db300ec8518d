// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of scf.for, scf.forall, scf.parallel and scf.reduce.

func.func @for_results(%i: index) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %1 = "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    scf.yield
  }) : (index, index, index) -> (f32)
  return
}

// -----

func.func @for_iv_type(%i: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_yield_count(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
  scf.for %iv = %i to %i step %i {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @forall_mapping(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  %0 = scf.forall (%a) in (%i) shared_outs(%o = %t) -> (tensor<4xf32>) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @in_parallel_outside() {
  scf.execute_region {
    // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @parallel_reductions(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = scf.parallel (%iv) = (%i) to (%i) step (%i) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_step(%i: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%iv) = (%i) to (%i) step (%c0) {
  }
  return
}

// -----

func.func @parallel_init_types(%i: index, %x: f32) {
  // expected-error @+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
  scf.parallel (%iv) = (%i) to (%i) step (%i) init (%x) {
  }
  return
}

// -----

func.func @reduce_args(%i: index, %x: f32) {
  %0 = scf.parallel (%iv) = (%i) to (%i) step (%i) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%i: index, %x: f32) {
  %0 = scf.parallel (%iv) = (%i) to (%i) step (%i) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %c = arith.constant 1 : i32
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : i32
    }
  }
  return
}

// -----

func.func @forall_bounds_count(%a: index, %b: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"(%a, %b) <{operandSegmentSizes = array<i32: 0, 2, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @forall_dynamic_count(%n: index) {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> ()
  return
}
