// The separation check asks whether the cloned buffer is used after the
// clone point. When the source is an allocation nothing flows into and
// whose every flow target is a critical alias (it alone holds its
// buffer once the clones are in), only its own uses are looked at
// (buffer_deallocation_apart.c, holds_alone); else every value that may
// hold the buffer. Both refuse a later read of the source after a write
// to the clone: the allocation itself, and through a view of it (the
// view holds the buffer too). The clones that pass:
// separation-alone.mlir.
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-deallocation=ownership-fallback=false -o /dev/null

func.func @alone_read_after(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  memref.store %v, %m[%i] : memref<2xf32>
  %x = scf.if %c -> memref<2xf32> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    memref.store %v, %n[%i] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %w = arith.addf %v, %v : f32
  memref.store %w, %x[%i] : memref<2xf32>
  %l = memref.load %m[%i] : memref<2xf32>
  return %l : f32
}

// -----

func.func @view_read_after(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<?xf32>
  memref.store %v, %m[%i] : memref<2xf32>
  %x = scf.if %c -> memref<2xf32> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    memref.store %v, %n[%i] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %w = arith.addf %v, %v : f32
  memref.store %w, %x[%i] : memref<2xf32>
  %l = memref.load %u[%i] : memref<?xf32>
  return %l : f32
}
