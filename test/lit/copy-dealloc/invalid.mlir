// Programs the pass rejects, with MLIR 16's messages where MLIR 16 rejects
// them too, and its own where MLIR 16 would produce wrong code.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --buffer-deallocation=ownership-fallback=false --split-input-file --verify-diagnostics

// A region op with results and no region-branch semantics.
func.func @opaque_region() -> memref<2xf32> {
  // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %r = "foo.region"() ({
    %a = memref.alloc() : memref<2xf32>
    "foo.yield"(%a) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Results of another type do not help when a buffer is made inside: how
// it flows out of the region (if it does) is not known.
func.func @opaque_region_inner_buffer(%i: index) -> i64 {
  // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %r = "foo.region"() ({
    %a = memref.alloc() : memref<2xi64>
    %v = memref.load %a[%i] : memref<2xi64>
    "foo.yield"(%v) : (i64) -> ()
  }) : () -> i64
  return %r : i64
}

// -----

// An op of unknown effects receiving a buffer: it might free or keep it.
func.func @unknown_effects() {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{memory effects of this op on buffers are unknown}}
  "foo.use"(%a) : (memref<2xf32>) -> ()
  return
}

// -----

// A buffer and its view yielded together into two critical results: two
// clones would no longer share their writes.
func.func @view_and_base(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<4xf32>
  %r:2 = scf.if %c -> (memref<4xf32>, memref<2xf32, strided<[1]>>) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    // expected-error @below {{operands 0 and 1 may be one buffer; cloning them apart would separate them}}
    scf.yield %a, %v : memref<4xf32>, memref<2xf32, strided<[1]>>
  } else {
    %v = memref.subview %x[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    scf.yield %x, %v : memref<4xf32>, memref<2xf32, strided<[1]>>
  }
  %f = arith.constant 1.0 : f32
  memref.store %f, %r#1[%c0] : memref<2xf32, strided<[1]>>
  %l = memref.load %r#0[%c0] : memref<4xf32>
  return %l : f32
}

// -----

// A buffer passed to a join (which gets a clone) and written there, while
// the buffer is still read under its own name afterwards: the clone would
// change the value read.
func.func @write_after_clone(%c: i1, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
  cf.br ^bb3(%m : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  memref.store %f, %x[%c0] : memref<2xf32>
  %l = memref.load %m[%c0] : memref<2xf32>
  return %l : f32
}

// -----

// A reallocation of a value that may be another buffer (here a block
// argument joining two): expand-realloc first.
func.func @realloc_joined(%c: i1, %n: index) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%b : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  // expected-error @below {{reallocation of a value that is not an allocation is not supported}}
  %r = memref.realloc %x(%n) : memref<2xf32> to memref<?xf32>
  return
}

// -----

// A write into the clone of an argument: the caller reads the argument
// after the call and would not see it (the input returns 7 to a caller
// that passes true and reads back).
func.func @write_clone_of_argument(%arg: memref<2xi64>, %c: i1) {
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i64
  // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
  cf.cond_br %c, ^a(%arg : memref<2xi64>), ^b
^b:
  %m = memref.alloc() : memref<2xi64>
  cf.br ^a(%m : memref<2xi64>)
^a(%x: memref<2xi64>):
  memref.store %v, %x[%c1] : memref<2xi64>
  return
}

// -----

// The same through a global: whoever reads it after the function returns
// would not see the write.
memref.global "private" @g : memref<2xi64> = dense<0>
func.func @write_clone_of_global(%c: i1) {
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i64
  %g = memref.get_global @g : memref<2xi64>
  // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
  cf.cond_br %c, ^a(%g : memref<2xi64>), ^b
^b:
  %m = memref.alloc() : memref<2xi64>
  cf.br ^a(%m : memref<2xi64>)
^a(%x: memref<2xi64>):
  memref.store %v, %x[%c1] : memref<2xi64>
  return
}

// -----

// A clone of a clone: the branch hands %m to a critical block argument
// (a clone), whose value the region yields into a critical result (a
// clone of that clone); the store into the result would no longer reach
// %m, read after it.
func.func @clone_of_clone(%k: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %seven = arith.constant 7 : i64
  %m = memref.alloc() : memref<4xi64>
  memref.store %zero, %m[%c0] : memref<4xi64>
  %e = scf.execute_region -> memref<4xi64> {
    cf.switch %k : i32, [
      default: ^fresh,
      0: ^old
    ]
  ^fresh:
    %f = memref.alloc() : memref<4xi64>
    cf.br ^join(%f : memref<4xi64>)
  ^old:
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    cf.br ^join(%m : memref<4xi64>)
  ^join(%j: memref<4xi64>):
    scf.yield %j : memref<4xi64>
  }
  memref.store %seven, %e[%c0] : memref<4xi64>
  %r = memref.load %m[%c0] : memref<4xi64>
  return %r : i64
}

// -----

// A callee that writes its argument (its summary says so): the write after
// the clone reaches %m, which %y read in the input.
func.func private @bump(%b: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<4xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %b[%c0] : memref<4xi64>
  return
}
func.func @callee_writes(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi64>
  %y = scf.if %c -> (memref<4xi64>) {
    %a = memref.alloc() : memref<4xi64>
    scf.yield %a : memref<4xi64>
  } else {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<4xi64>
  }
  func.call @bump(%m) : (memref<4xi64>) -> ()
  %v = memref.load %y[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// A callee that only reads, but through a call to itself: while its
// summary is being built the recursive call counts as a read and a write.
func.func private @first_rec(%b: memref<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> (i64) {
    %v = memref.load %b[%c0] : memref<4xi64>
    scf.yield %v : i64
  } else {
    %c1 = arith.constant 1 : index
    %m = arith.subi %n, %c1 : index
    %v = func.call @first_rec(%b, %m) : (memref<4xi64>, index) -> i64
    scf.yield %v : i64
  }
  return %r : i64
}
func.func @recursive_reader(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi64>
  %y = scf.if %c -> (memref<4xi64>) {
    %a = memref.alloc() : memref<4xi64>
    scf.yield %a : memref<4xi64>
  } else {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<4xi64>
  }
  %s = func.call @first_rec(%m, %n) : (memref<4xi64>, index) -> i64
  %v = memref.load %y[%c0] : memref<4xi64>
  %t = arith.addi %s, %v : i64
  return %t : i64
}

// -----

// A callee that writes a global it was not handed, after %y took a clone
// of that global.
memref.global "private" @g : memref<4xi64> = dense<0>
func.func private @bump_global() {
  %g = memref.get_global @g : memref<4xi64>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  memref.store %one, %g[%c0] : memref<4xi64>
  return
}
func.func @callee_writes_global(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @g : memref<4xi64>
  %y = scf.if %c -> (memref<4xi64>) {
    %a = memref.alloc() : memref<4xi64>
    scf.yield %a : memref<4xi64>
  } else {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %g : memref<4xi64>
  }
  func.call @bump_global() : () -> ()
  %v = memref.load %y[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// One buffer forwarded twice into a join; a view of the first copy is
// written and the second is read: the two copies would not share the
// write (the input reads 9).
func.func @apart_write_through_view(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %k9 = arith.constant 9 : i64
  %m = memref.alloc() : memref<4xi64>
  memref.store %k1, %m[%c0] : memref<4xi64>
  cf.cond_br %c, ^one, ^two
^one:
  // expected-error @below {{operands 0 and 1 may be one buffer; cloning them apart would separate them}}
  cf.br ^j(%m, %m : memref<4xi64>, memref<4xi64>)
^two:
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  cf.br ^j(%a, %b : memref<4xi64>, memref<4xi64>)
^j(%x: memref<4xi64>, %y: memref<4xi64>):
  %v = memref.subview %x[0] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1]>>
  memref.store %k9, %v[%c0] : memref<2xi64, strided<[1]>>
  %r = memref.load %y[%c0] : memref<4xi64>
  return %r : i64
}

// -----

// One buffer as both iter_args of a loop that hands fresh buffers to the
// next trip (so both iter_args are critical and get copies on entry); the
// body writes one and then reads the other: in the first trip the copies
// would not share the write (the input reads 18 there).
func.func @apart_iter_args(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k9 = arith.constant 9 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %k9, %m[%c0] : memref<2xi64>
  // expected-error @below {{operands 3 and 4 may be one buffer; cloning them apart would separate them}}
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %m, %y = %m, %s = %k9) -> (memref<2xi64>, memref<2xi64>, i64) {
    %v = memref.load %y[%c0] : memref<2xi64>
    %w = arith.addi %v, %s : i64
    memref.store %w, %x[%c0] : memref<2xi64>
    %v2 = memref.load %y[%c0] : memref<2xi64>
    %a = memref.alloc() : memref<2xi64>
    %b = memref.alloc() : memref<2xi64>
    memref.store %w, %a[%c0] : memref<2xi64>
    memref.store %v2, %b[%c0] : memref<2xi64>
    scf.yield %a, %b, %v2 : memref<2xi64>, memref<2xi64>, i64
  }
  return %r#2 : i64
}
