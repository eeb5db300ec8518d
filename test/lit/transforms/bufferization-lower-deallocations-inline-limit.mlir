// The inline lowering's limit on both sides: a dealloc of n memrefs
// retaining m values needs n(n-1)/2 + n*m pointer comparisons, and is
// lowered inline when that is at most inline-limit (default 16), else
// through the helper. 16 itself is no such count (n(n-1+2m) = 32 has no
// solution with n > 1), so the default's boundary is 15 (inline) and 17
// (helper); inline-limit=15/14 and 17/16 put the limit exactly at and one
// below a dealloc's count.
//   @six:       6 memrefs, nothing retained: 15 comparisons
//   @two_seven: 2 memrefs, 7 retained:       15 comparisons
//   @two_eight: 2 memrefs, 8 retained:       17 comparisons
// Each lowering also runs: duplicate memrefs, a memref retained, a false
// condition; no leak, no double free, and the same results as the
// unlowered deallocs.
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=15 | FileCheck %s --check-prefixes=CHECK,L15
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=14 | FileCheck %s --check-prefixes=CHECK,L14
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=17 | FileCheck %s --check-prefixes=CHECK,L17
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=15 | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=14 | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=17 | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @six
// DEFAULT-NOT:   call
// DEFAULT-COUNT-15: arith.cmpi ne
// DEFAULT-NOT:   arith.cmpi
// L15-NOT:       call
// L15-COUNT-15:  arith.cmpi ne
// L15-NOT:       arith.cmpi
// L14-NOT:       arith.cmpi
// L14:           call @dealloc_helper
// L14-NOT:       arith.cmpi
// L17-NOT:       call
// L17-COUNT-15:  arith.cmpi ne
// L17-NOT:       arith.cmpi
func.func @six(%a: memref<2xi32>, %b: memref<2xi32>, %c: memref<2xi32>,
               %d: memref<2xi32>, %e: memref<2xi32>, %f: memref<2xi32>,
               %ca: i1, %cb: i1, %cc: i1, %cd: i1, %ce: i1, %cf: i1) {
  bufferization.dealloc (%a, %b, %c, %d, %e, %f : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
    if (%ca, %cb, %cc, %cd, %ce, %cf)
  return
}

// CHECK-LABEL: func.func @two_seven
// DEFAULT-NOT:   call
// DEFAULT-COUNT-15: arith.cmpi ne
// DEFAULT-NOT:   arith.cmpi
// L15-NOT:       call
// L15-COUNT-15:  arith.cmpi ne
// L15-NOT:       arith.cmpi
// L14-NOT:       arith.cmpi
// L14:           call @dealloc_helper
// L14-NOT:       arith.cmpi
// L17-NOT:       call
// L17-COUNT-15:  arith.cmpi ne
// L17-NOT:       arith.cmpi
func.func @two_seven(%a: memref<2xi32>, %b: memref<2xi32>, %ca: i1, %cb: i1,
                     %r0: memref<2xi32>, %r1: memref<2xi32>, %r2: memref<2xi32>,
                     %r3: memref<2xi32>, %r4: memref<2xi32>, %r5: memref<2xi32>,
                     %r6: memref<2xi32>)
    -> (i1, i1, i1, i1, i1, i1, i1) {
  %o:7 = bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%ca, %cb)
    retain (%r0, %r1, %r2, %r3, %r4, %r5, %r6 : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
  return %o#0, %o#1, %o#2, %o#3, %o#4, %o#5, %o#6 : i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @two_eight
// DEFAULT-NOT:   arith.cmpi
// DEFAULT:       call @dealloc_helper
// DEFAULT-NOT:   arith.cmpi
// L15-NOT:       arith.cmpi
// L15:           call @dealloc_helper
// L15-NOT:       arith.cmpi
// L14-NOT:       arith.cmpi
// L14:           call @dealloc_helper
// L14-NOT:       arith.cmpi
// L17-NOT:       call
// L17-COUNT-17:  arith.cmpi ne
// L17-NOT:       arith.cmpi
func.func @two_eight(%a: memref<2xi32>, %b: memref<2xi32>, %ca: i1, %cb: i1,
                     %r0: memref<2xi32>, %r1: memref<2xi32>, %r2: memref<2xi32>,
                     %r3: memref<2xi32>, %r4: memref<2xi32>, %r5: memref<2xi32>,
                     %r6: memref<2xi32>, %r7: memref<2xi32>)
    -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %o:8 = bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%ca, %cb)
    retain (%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
  return %o#0, %o#1, %o#2, %o#3, %o#4, %o#5, %o#6, %o#7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// The helper is there exactly when a dealloc needs it.
// CHECK-LABEL:   func.func @main
// DEFAULT:       func.func private @dealloc_helper
// L15:           func.func private @dealloc_helper
// L14:           func.func private @dealloc_helper
// L17-NOT:       @dealloc_helper

// @six frees %a, %b and %c once each (%a and %b are listed twice), not %d
// (its condition is false). @two_seven: %x is retained (owned: its
// condition holds), %y is freed. @two_eight: %y2 is retained but not owned
// (its condition is false), %x2 is freed.
// OUT:      false
// OUT-NEXT: true
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NEXT: false
// OUT-NOT:  {{.}}
func.func @main() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %c = memref.alloc() : memref<2xi32>
  %d = memref.alloc() : memref<2xi32>
  call @six(%a, %b, %a, %c, %d, %b, %t, %t, %t, %t, %f, %t)
    : (memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, i1, i1, i1, i1, i1, i1) -> ()
  memref.dealloc %d : memref<2xi32>

  %x = memref.alloc() : memref<2xi32>
  %y = memref.alloc() : memref<2xi32>
  %r0 = memref.alloc() : memref<2xi32>
  %r1 = memref.alloc() : memref<2xi32>
  %r2 = memref.alloc() : memref<2xi32>
  %r3 = memref.alloc() : memref<2xi32>
  %r4 = memref.alloc() : memref<2xi32>
  %r5 = memref.alloc() : memref<2xi32>
  %r6 = memref.alloc() : memref<2xi32>
  %p:7 = call @two_seven(%x, %y, %t, %t, %r0, %x, %r1, %r2, %r3, %r4, %r5)
    : (memref<2xi32>, memref<2xi32>, i1, i1, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
      -> (i1, i1, i1, i1, i1, i1, i1)
  memref.dealloc %x : memref<2xi32>

  %x2 = memref.alloc() : memref<2xi32>
  %y2 = memref.alloc() : memref<2xi32>
  %q:8 = call @two_eight(%x2, %y2, %t, %f, %r0, %r1, %r2, %r3, %r4, %r5, %r6, %y2)
    : (memref<2xi32>, memref<2xi32>, i1, i1, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
      -> (i1, i1, i1, i1, i1, i1, i1, i1)
  memref.dealloc %y2 : memref<2xi32>
  memref.dealloc %r0 : memref<2xi32>
  memref.dealloc %r1 : memref<2xi32>
  memref.dealloc %r2 : memref<2xi32>
  memref.dealloc %r3 : memref<2xi32>
  memref.dealloc %r4 : memref<2xi32>
  memref.dealloc %r5 : memref<2xi32>
  memref.dealloc %r6 : memref<2xi32>
  return %p#0, %p#1, %p#2, %p#3, %p#4, %p#5, %p#6,
         %q#0, %q#1, %q#2, %q#3, %q#4, %q#5, %q#6, %q#7
    : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
