// Expected diagnostics that are all produced: success, whatever the
// chunks' own outcome. Covers @+N, @below, @above and -re.
// RUN: mlbuf-opt --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error @+1 {{custom op 'not_an_op' is unknown}}
  not_an_op
}

// -----

func.func @g() {
  // expected-error @below {{is unknown}}
  also_not_an_op
}

// -----

func.func @h() {
  still_not_an_op
  // expected-error @above {{custom op 'still_not_an_op'}}
}

// -----

func.func @i() {
  // expected-error-re @+1 {{custom op '{{[a-z_]+}}' is unknown}}
  bad_op
}

// -----

// Chunks without diagnostics are fine too.
func.func @j() {
  return
}
