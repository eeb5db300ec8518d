// memref.atomic_rmw (every kind of combination) and
// memref.generic_atomic_rmw return the old value and store the new one.
// Integer results checked against mlir-runner (after --memref-expand;
// upstream cannot lower muli, so that one is by hand); float ones, which
// upstream cannot lower through cmpxchg, by IEEE rules. The access is
// checked: a constant global cannot be updated.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s
// RUN: not mlbuf-run --check %s -e constant 2>&1 | FileCheck %s --check-prefix=CONST

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %m = memref.alloc() : memref<10xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %six = arith.constant 6 : i32
  scf.for %i = %c0 to %c10 step %c1 {
    memref.store %six, %m[%i] : memref<10xi32>
  }
  %v = arith.constant -3 : i32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %o0 = memref.atomic_rmw addi %v, %m[%c0] : (i32, memref<10xi32>) -> i32
  %o1 = memref.atomic_rmw muli %v, %m[%c1] : (i32, memref<10xi32>) -> i32
  %o2 = memref.atomic_rmw maxs %v, %m[%c2] : (i32, memref<10xi32>) -> i32
  %o3 = memref.atomic_rmw mins %v, %m[%c3] : (i32, memref<10xi32>) -> i32
  %o4 = memref.atomic_rmw maxu %v, %m[%c4] : (i32, memref<10xi32>) -> i32
  %o5 = memref.atomic_rmw minu %v, %m[%c5] : (i32, memref<10xi32>) -> i32
  %o6 = memref.atomic_rmw andi %v, %m[%c6] : (i32, memref<10xi32>) -> i32
  %o7 = memref.atomic_rmw ori %v, %m[%c7] : (i32, memref<10xi32>) -> i32
  %o8 = memref.atomic_rmw xori %v, %m[%c8] : (i32, memref<10xi32>) -> i32
  %o9 = memref.atomic_rmw assign %v, %m[%c9] : (i32, memref<10xi32>) -> i32
  %g = memref.generic_atomic_rmw %m[%c0] : memref<10xi32> {
  ^bb0(%cur: i32):
    %x = arith.muli %cur, %six : i32
    memref.atomic_yield %x : i32
  }
  %sum = arith.addi %o0, %o9 : i32
  %s64 = arith.extsi %sum : i32 to i64
  %g64 = arith.extsi %g : i32 to i64
  // The old values: 6 + 6, then 3 (6 - 3) before the generic update.
  // CHECK: {{^}}12{{$}}
  // CHECK-NEXT: {{^}}3{{$}}
  call @printI64(%s64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%g64) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = memref.cast %m : memref<10xi32> to memref<*xi32>
  // CHECK: data =
  // CHECK-NEXT: {{^}}[18,  -18,  6,  -3,  -3,  6,  4,  -1,  -5,  -3]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<10xi32>

  %f = memref.alloc() : memref<6xf32>
  %one = arith.constant 1.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    memref.store %one, %f[%i] : memref<6xf32>
  }
  %a0 = memref.atomic_rmw addf %one, %f[%c0] : (f32, memref<6xf32>) -> f32
  %a1 = memref.atomic_rmw mulf %one, %f[%c1] : (f32, memref<6xf32>) -> f32
  %a2 = memref.atomic_rmw maximumf %nan, %f[%c2] : (f32, memref<6xf32>) -> f32
  %a3 = memref.atomic_rmw maxnumf %nan, %f[%c3] : (f32, memref<6xf32>) -> f32
  %a4 = memref.atomic_rmw minimumf %nan, %f[%c4] : (f32, memref<6xf32>) -> f32
  %a5 = memref.atomic_rmw minnumf %nan, %f[%c5] : (f32, memref<6xf32>) -> f32
  // CHECK: {{^}}1.5{{$}}
  call @printF32(%a0) : (f32) -> ()
  call @printNewline() : () -> ()
  %uf = memref.cast %f : memref<6xf32> to memref<*xf32>
  // CHECK: data =
  // CHECK-NEXT: {{^}}[3,  2.25,  nan,  1.5,  nan,  1.5]
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  memref.dealloc %f : memref<6xf32>
  return
}

memref.global "private" constant @k : memref<1xi32> = dense<1>
func.func @constant() {
  %g = memref.get_global @k : memref<1xi32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  // CONST: memref-atomic.mlir:[[@LINE+1]]:8: error: write to constant: atomic update of constant global 'k'
  %o = memref.atomic_rmw addi %one, %g[%c0] : (i32, memref<1xi32>) -> i32
  return
}
