// A loop clones a global into a critical alias in every trip; a call that
// reads and writes (and may reach the global by itself) runs before the
// loop. A loop around the clone repeats only what it holds: the call never
// runs after a clone, so it cannot tell the clone from the global (refused
// before: every op of the loop's region counted as "after").
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}30{{$}}

// CHECK-LABEL: func.func @call_before_loop
//       CHECK:   %[[G:.*]] = memref.get_global @g
//       CHECK:   call @touch
//       CHECK:   scf.for
//       CHECK:     scf.if
//  CHECK-NEXT:       bufferization.clone %[[G]]
//       CHECK:   memref.store %{{.*}}, %[[G]]
memref.global "private" @g : memref<4xi64> = dense<[5, 0, 0, 0]>

func.func private @touch(%b: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<4xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %b[%c0] : memref<4xi64>
  return
}

// The call before the loop reads and writes (and may reach @g by itself):
// it runs before every clone the loop makes.
func.func @call_before_loop(%k: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %five = arith.constant 5 : i64
  %g = memref.get_global @g : memref<4xi64>
  %init = memref.alloc() : memref<4xi64>
  memref.store %five, %init[%c0] : memref<4xi64>
  func.call @touch(%init) : (memref<4xi64>) -> ()
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %init) -> (memref<4xi64>) {
    %c = arith.cmpi eq, %i, %k : index
    %sw = scf.if %c -> (memref<4xi64>) {
      scf.yield %g : memref<4xi64>
    } else {
      %f = memref.alloc() : memref<4xi64>
      memref.store %five, %f[%c0] : memref<4xi64>
      scf.yield %f : memref<4xi64>
    }
    %x = memref.load %sw[%c0] : memref<4xi64>
    %y = memref.load %it[%c0] : memref<4xi64>
    %s = arith.addi %x, %y : i64
    %n = memref.alloc() : memref<4xi64>
    memref.store %s, %n[%c0] : memref<4xi64>
    scf.yield %n : memref<4xi64>
  }
  %nine = arith.constant 9 : i64
  memref.store %nine, %g[%c0] : memref<4xi64>
  %a = memref.load %g[%c0] : memref<4xi64>
  %b = memref.load %r[%c0] : memref<4xi64>
  %t = arith.addi %a, %b : i64
  return %t : i64
}

func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %r = func.call @call_before_loop(%c1) : (index) -> i64
  return %r : i64
}
