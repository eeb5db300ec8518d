// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier errors of scf.if, scf.execute_region, scf.index_switch,
// scf.while and the scf terminators.

func.func @if_results_no_else(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}

// -----

func.func @condition_outside(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @execute_region_args(%x: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = scf.execute_region -> f32 {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_result_count(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %i -> f32
  case 1 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @switch_result_type(%i: index, %x: f32, %y: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %0 = scf.index_switch %i -> f32
  default {
    // expected-note @+1 {{default region returns 'i32' here}}
    scf.yield %y : i32
  }
  return
}

// -----

func.func @while_terminator(%x: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_input_count(%x: f32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %0 = scf.while (%a = %x) : (f32, f32) -> f32 {
    scf.condition(%a) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
