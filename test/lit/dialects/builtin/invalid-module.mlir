// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Verifier messages of builtin.module.

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'nodot'}}
module attributes {nodot} {
}

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()
