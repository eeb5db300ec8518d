// Malformed dialect resources get upstream's errors.
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob1'}}
      blob1: "zz"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes}}
      blob1: "0x01"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @below {{dialect 'nosuch' is unknown}}
    nosuch: {
      blob1: "0x0400000001000000"
    }
  }
#-}
