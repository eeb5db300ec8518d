// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --test-mlbuf-print-aliases=follow=true -o /dev/null | FileCheck %s
// Calls: a callee with a body passes its arguments through to what it
// returns (all call sites merged); a declaration's results may alias the
// call's arguments and may be new buffers; recursion closes a cycle.
func.func @caller(%arg: memref<3xi32>) {
  %a = memref.alloc() : memref<3xi32>
  %p = func.call @pass(%a) : (memref<3xi32>) -> memref<3xi32>
  %q = func.call @pass(%arg) : (memref<3xi32>) -> memref<3xi32>
  %e = func.call @external(%a) : (memref<3xi32>) -> memref<3xi32>
  %f = func.call @fresh() : () -> memref<3xi32>
  return
}
func.func private @pass(%x: memref<3xi32>) -> memref<3xi32> {
  return %x : memref<3xi32>
}
func.func private @external(memref<3xi32>) -> memref<3xi32>
func.func private @fresh() -> memref<3xi32> {
  %m = memref.alloc() : memref<3xi32>
  return %m : memref<3xi32>
}
func.func @recurse(%c: i1, %x: memref<3xi32>) -> memref<3xi32> {
  %r = scf.if %c -> (memref<3xi32>) {
    %y = func.call @recurse(%c, %x) : (i1, memref<3xi32>) -> memref<3xi32>
    scf.yield %y : memref<3xi32>
  } else {
    %z = memref.alloc() : memref<3xi32>
    scf.yield %z : memref<3xi32>
  }
  return %r : memref<3xi32>
}

// CHECK-LABEL: // ---- Aliases: @caller ----{{$}}
// CHECK-NEXT: %arg0: origins [arg %arg0] to [%0, %1] from []{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %1, %2] from []{{$}}
// CHECK-NEXT: %0: origins [arg %arg0, alloc %alloc, arg %arg0 in @pass] to [] from [%arg0, %alloc]{{$}}
// CHECK-NEXT: %1: origins [arg %arg0, alloc %alloc, arg %arg0 in @pass] to [] from [%arg0, %alloc]{{$}}
// CHECK-NEXT: %2: origins [alloc %alloc, unknown %2] to [] from [%alloc]{{$}}
// CHECK-NEXT: %3: origins [alloc %alloc in @fresh] to [] from []{{$}}
// CHECK-LABEL: // ---- Aliases: @pass ----{{$}}
// CHECK-NEXT: %arg0: origins [arg %arg0 in @caller, alloc %alloc in @caller, arg %arg0] to [] from []{{$}}
// CHECK-LABEL: // ---- Aliases: @external ----{{$}}
// CHECK-LABEL: // ---- Aliases: @fresh ----{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [] from []{{$}}
// CHECK-LABEL: // ---- Aliases: @recurse ----{{$}}
// CHECK-NEXT: %arg1: origins [arg %arg1] to [] from []{{$}}
// CHECK-NEXT: %0: origins [alloc %alloc] to [%1] from [%1, %alloc]{{$}}
// CHECK-NEXT: %1: origins [alloc %alloc] to [%0] from [%0, %alloc]{{$}}
// CHECK-NEXT: %alloc: origins [alloc %alloc] to [%0, %1] from []{{$}}
