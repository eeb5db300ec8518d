// The separation check orders a write and a read in two regions of one
// region op by the op's region successors: two cases of a switch never
// both run, so a write in one and a read in another are no pair. Up to 64
// regions are followed; with more the check assumes one may follow the
// other (refused). Both sides of the limit: 63 cases and a default (64
// regions) pass, 64 cases and a default (65) are refused. The write goes
// through a select of the buffer and its clone, a value that may hold
// either: the check does not follow clones from such a write (it would
// otherwise find that no path leads from the write to the read, whatever
// the number of regions).
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics --buffer-deallocation=ownership-fallback=false -o /dev/null

func.func @regions_64(%c: i1, %k: index) -> i64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %v = arith.constant 5 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %z, %m[%c0] : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  %s = arith.select %c, %m, %x : memref<2xi64>
  %r = scf.index_switch %k -> i64
  case 0 {
    memref.store %v, %s[%c0] : memref<2xi64>
    scf.yield %z : i64
  }
  case 1 {
    %l = memref.load %x[%c0] : memref<2xi64>
    scf.yield %l : i64
  }
  case 2 {
    scf.yield %z : i64
  }
  case 3 {
    scf.yield %z : i64
  }
  case 4 {
    scf.yield %z : i64
  }
  case 5 {
    scf.yield %z : i64
  }
  case 6 {
    scf.yield %z : i64
  }
  case 7 {
    scf.yield %z : i64
  }
  case 8 {
    scf.yield %z : i64
  }
  case 9 {
    scf.yield %z : i64
  }
  case 10 {
    scf.yield %z : i64
  }
  case 11 {
    scf.yield %z : i64
  }
  case 12 {
    scf.yield %z : i64
  }
  case 13 {
    scf.yield %z : i64
  }
  case 14 {
    scf.yield %z : i64
  }
  case 15 {
    scf.yield %z : i64
  }
  case 16 {
    scf.yield %z : i64
  }
  case 17 {
    scf.yield %z : i64
  }
  case 18 {
    scf.yield %z : i64
  }
  case 19 {
    scf.yield %z : i64
  }
  case 20 {
    scf.yield %z : i64
  }
  case 21 {
    scf.yield %z : i64
  }
  case 22 {
    scf.yield %z : i64
  }
  case 23 {
    scf.yield %z : i64
  }
  case 24 {
    scf.yield %z : i64
  }
  case 25 {
    scf.yield %z : i64
  }
  case 26 {
    scf.yield %z : i64
  }
  case 27 {
    scf.yield %z : i64
  }
  case 28 {
    scf.yield %z : i64
  }
  case 29 {
    scf.yield %z : i64
  }
  case 30 {
    scf.yield %z : i64
  }
  case 31 {
    scf.yield %z : i64
  }
  case 32 {
    scf.yield %z : i64
  }
  case 33 {
    scf.yield %z : i64
  }
  case 34 {
    scf.yield %z : i64
  }
  case 35 {
    scf.yield %z : i64
  }
  case 36 {
    scf.yield %z : i64
  }
  case 37 {
    scf.yield %z : i64
  }
  case 38 {
    scf.yield %z : i64
  }
  case 39 {
    scf.yield %z : i64
  }
  case 40 {
    scf.yield %z : i64
  }
  case 41 {
    scf.yield %z : i64
  }
  case 42 {
    scf.yield %z : i64
  }
  case 43 {
    scf.yield %z : i64
  }
  case 44 {
    scf.yield %z : i64
  }
  case 45 {
    scf.yield %z : i64
  }
  case 46 {
    scf.yield %z : i64
  }
  case 47 {
    scf.yield %z : i64
  }
  case 48 {
    scf.yield %z : i64
  }
  case 49 {
    scf.yield %z : i64
  }
  case 50 {
    scf.yield %z : i64
  }
  case 51 {
    scf.yield %z : i64
  }
  case 52 {
    scf.yield %z : i64
  }
  case 53 {
    scf.yield %z : i64
  }
  case 54 {
    scf.yield %z : i64
  }
  case 55 {
    scf.yield %z : i64
  }
  case 56 {
    scf.yield %z : i64
  }
  case 57 {
    scf.yield %z : i64
  }
  case 58 {
    scf.yield %z : i64
  }
  case 59 {
    scf.yield %z : i64
  }
  case 60 {
    scf.yield %z : i64
  }
  case 61 {
    scf.yield %z : i64
  }
  case 62 {
    scf.yield %z : i64
  }
  default {
    scf.yield %z : i64
  }
  return %r : i64
}

// -----

func.func @regions_65(%c: i1, %k: index) -> i64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %v = arith.constant 5 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %z, %m[%c0] : memref<2xi64>
  %x = scf.if %c -> memref<2xi64> {
    // expected-error @below {{the buffer cloned for operand 0 is still used after this op and written}}
    scf.yield %m : memref<2xi64>
  } else {
    %a = memref.alloc() : memref<2xi64>
    scf.yield %a : memref<2xi64>
  }
  %s = arith.select %c, %m, %x : memref<2xi64>
  %r = scf.index_switch %k -> i64
  case 0 {
    memref.store %v, %s[%c0] : memref<2xi64>
    scf.yield %z : i64
  }
  case 1 {
    %l = memref.load %x[%c0] : memref<2xi64>
    scf.yield %l : i64
  }
  case 2 {
    scf.yield %z : i64
  }
  case 3 {
    scf.yield %z : i64
  }
  case 4 {
    scf.yield %z : i64
  }
  case 5 {
    scf.yield %z : i64
  }
  case 6 {
    scf.yield %z : i64
  }
  case 7 {
    scf.yield %z : i64
  }
  case 8 {
    scf.yield %z : i64
  }
  case 9 {
    scf.yield %z : i64
  }
  case 10 {
    scf.yield %z : i64
  }
  case 11 {
    scf.yield %z : i64
  }
  case 12 {
    scf.yield %z : i64
  }
  case 13 {
    scf.yield %z : i64
  }
  case 14 {
    scf.yield %z : i64
  }
  case 15 {
    scf.yield %z : i64
  }
  case 16 {
    scf.yield %z : i64
  }
  case 17 {
    scf.yield %z : i64
  }
  case 18 {
    scf.yield %z : i64
  }
  case 19 {
    scf.yield %z : i64
  }
  case 20 {
    scf.yield %z : i64
  }
  case 21 {
    scf.yield %z : i64
  }
  case 22 {
    scf.yield %z : i64
  }
  case 23 {
    scf.yield %z : i64
  }
  case 24 {
    scf.yield %z : i64
  }
  case 25 {
    scf.yield %z : i64
  }
  case 26 {
    scf.yield %z : i64
  }
  case 27 {
    scf.yield %z : i64
  }
  case 28 {
    scf.yield %z : i64
  }
  case 29 {
    scf.yield %z : i64
  }
  case 30 {
    scf.yield %z : i64
  }
  case 31 {
    scf.yield %z : i64
  }
  case 32 {
    scf.yield %z : i64
  }
  case 33 {
    scf.yield %z : i64
  }
  case 34 {
    scf.yield %z : i64
  }
  case 35 {
    scf.yield %z : i64
  }
  case 36 {
    scf.yield %z : i64
  }
  case 37 {
    scf.yield %z : i64
  }
  case 38 {
    scf.yield %z : i64
  }
  case 39 {
    scf.yield %z : i64
  }
  case 40 {
    scf.yield %z : i64
  }
  case 41 {
    scf.yield %z : i64
  }
  case 42 {
    scf.yield %z : i64
  }
  case 43 {
    scf.yield %z : i64
  }
  case 44 {
    scf.yield %z : i64
  }
  case 45 {
    scf.yield %z : i64
  }
  case 46 {
    scf.yield %z : i64
  }
  case 47 {
    scf.yield %z : i64
  }
  case 48 {
    scf.yield %z : i64
  }
  case 49 {
    scf.yield %z : i64
  }
  case 50 {
    scf.yield %z : i64
  }
  case 51 {
    scf.yield %z : i64
  }
  case 52 {
    scf.yield %z : i64
  }
  case 53 {
    scf.yield %z : i64
  }
  case 54 {
    scf.yield %z : i64
  }
  case 55 {
    scf.yield %z : i64
  }
  case 56 {
    scf.yield %z : i64
  }
  case 57 {
    scf.yield %z : i64
  }
  case 58 {
    scf.yield %z : i64
  }
  case 59 {
    scf.yield %z : i64
  }
  case 60 {
    scf.yield %z : i64
  }
  case 61 {
    scf.yield %z : i64
  }
  case 62 {
    scf.yield %z : i64
  }
  case 63 {
    scf.yield %z : i64
  }
  default {
    scf.yield %z : i64
  }
  return %r : i64
}
