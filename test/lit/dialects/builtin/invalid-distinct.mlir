// distinct[N]<...>: every reference to N in one source must repeat the
// attribute of its first definition (upstream's error).
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// expected-error @below {{referenced attribute does not match previous definition: unit}}
func.func @f() attributes {a = distinct[5]<unit>, b = distinct[5]<i32>} {
  return
}

// -----

// expected-error @below {{referenced attribute does not match previous definition: 42 : i32}}
func.func @g() attributes {a = [distinct[0]<42 : i32>], b = distinct[0]<43 : i32>} {
  return
}
