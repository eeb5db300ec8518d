// REQUIRES: mlir-opt
// Where upstream's pass handles the input, the output is upstream's, op
// for op and name for name (with and without
// private-function-dynamic-ownership).
// RUN: mlbuf-opt %s --split-input-file --ownership-based-buffer-deallocation > %t.mlbuf
// RUN: %mlir_opt %s --split-input-file --ownership-based-buffer-deallocation > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --split-input-file --ownership-based-buffer-deallocation=private-function-dynamic-ownership > %t.mlbuf.dyn
// RUN: %mlir_opt %s --split-input-file --ownership-based-buffer-deallocation=private-function-dynamic-ownership > %t.upstream.dyn
// RUN: diff %t.upstream.dyn %t.mlbuf.dyn

func.func @if_in_for(%lb: index, %ub: index, %s: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %c = arith.cmpi eq, %i, %ub : index
    %1 = scf.if %c -> (memref<2xf32>) {
      %a = memref.alloc() : memref<2xf32>
      memref.copy %it, %a : memref<2xf32> to memref<2xf32>
      scf.yield %a : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %1 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}
// -----
func.func @while_two(%n: index, %c: i1) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %w:2 = scf.while (%x = %a, %y = %a) : (memref<?xf32>, memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.condition(%c) %b, %y : memref<?xf32>, memref<?xf32>
  } do {
  ^bb0(%p: memref<?xf32>, %q: memref<?xf32>):
    %d = memref.alloc(%n) : memref<?xf32>
    scf.yield %d, %p : memref<?xf32>, memref<?xf32>
  }
  return %w#0 : memref<?xf32>
}
// -----
func.func @exec_multi(%c: i1) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : memref<2xf32>
  ^bb2:
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func @switch(%i: index, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.index_switch %i -> memref<2xf32>
  case 0 {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  case 1 {
    scf.yield %m : memref<2xf32>
  }
  default {
    %b = memref.alloca() : memref<2xf32>
    %c = bufferization.clone %b : memref<2xf32> to memref<2xf32>
    scf.yield %c : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func @nested_if(%c: i1, %d: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    %r2 = scf.if %d -> memref<4xf32> {
      %b = memref.alloc() : memref<4xf32>
      scf.yield %b : memref<4xf32>
    } else {
      scf.yield %a : memref<4xf32>
    }
    scf.yield %r2 : memref<4xf32>
  } else {
    %v = memref.subview %a[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    %e = memref.alloc() : memref<4xf32>
    scf.yield %e : memref<4xf32>
  }
  return %r : memref<4xf32>
}
// -----
func.func @forall_par(%n: index) {
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloca() : memref<2xf32>
    memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<2xf32>
    scf.reduce
  }
  return
}
// -----
func.func @alloca_scope() -> memref<2xf32> {
  %r = memref.alloca_scope -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %s = memref.alloca() : memref<2xf32>
    memref.copy %s, %a : memref<2xf32> to memref<2xf32>
    memref.alloca_scope.return %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func private @priv(%arg0: memref<2xf32>, %c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg0 : memref<2xf32>
  return %s, %arg0 : memref<2xf32>, memref<2xf32>
}
func.func @pub(%arg0: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
func.func @caller(%arg0: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = call @ext(%arg0) : (memref<2xf32>) -> memref<2xf32>
  %1:2 = call @priv(%0, %c) : (memref<2xf32>, i1) -> (memref<2xf32>, memref<2xf32>)
  %2 = call @pub(%1#1) : (memref<2xf32>) -> memref<2xf32>
  %3 = arith.select %c, %1#0, %2 : memref<2xf32>
  return %3 : memref<2xf32>
}
// -----
func.func private @rec(%arg0: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> memref<2xf32> {
    scf.yield %arg0 : memref<2xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %a = memref.alloc() : memref<2xf32>
    %x = func.call @rec(%a, %m) : (memref<2xf32>, index) -> memref<2xf32>
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func @views(%arg0: memref<8xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[%n][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %v2 = memref.subview %arg0[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  memref.copy %v2, %v : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: ?>>
  %c = memref.cast %v : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %c : memref<?xf32, strided<[1], offset: ?>>
}
// -----
func.func @mixed(%c: i1) {
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  memref.copy %2, %2 : memref<2xf32> to memref<2xf32>
  return
}
// -----
func.func @ret_args(%a: memref<2xf32>, %b: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %v = memref.cast %a : memref<2xf32> to memref<2xf32>
  return %a, %v, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>
}
// -----
func.func @dyn_shape(%n: index, %arg: memref<?x?xf32>) -> memref<?x?xf32> {
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %e = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 1, %n] : memref<?x?xf32> into memref<?x1x?xf32>
  %c = memref.collapse_shape %e [[0], [1, 2]] : memref<?x1x?xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}
// -----
memref.global "private" @gv : memref<2xf32> = dense<0.0>
func.func @global() -> memref<2xf32> {
  %g = memref.get_global @gv : memref<2xf32>
  return %g : memref<2xf32>
}
// -----
func.func @straight(%arg0: memref<2xf32>, %n: index) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %v = memref.subview %b[0][2][1] : memref<?xf32> to memref<2xf32, strided<[1]>>
  memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  memref.copy %a, %v : memref<2xf32> to memref<2xf32, strided<[1]>>
  return %arg0 : memref<2xf32>
}
func.func @diamond(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  return %m : memref<2xf32>
}
// -----
func.func @nomem(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return
^bb3:
  return
}
func.func @sel(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg0 : memref<2xf32>
  cf.br ^bb1
^bb1:
  memref.copy %s, %s : memref<2xf32> to memref<2xf32>
  return %s : memref<2xf32>
}
// -----
memref.global "private" constant @g : memref<2xf32> = dense<1.0>
func.func @unranked(%n: index) -> memref<*xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  %g = memref.get_global @g : memref<2xf32>
  %m = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.copy %g, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m {bufferization.manual_deallocation} : memref<2xf32>
  return %u : memref<*xf32>
}
func.func @retarg(%arg0: memref<*xf32>) -> memref<*xf32> {
  return %arg0 : memref<*xf32>
}
// -----
func.func @scalarfor(%lb: index, %ub: index, %s: index, %f: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %f) -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @f(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %s : memref<2xf32>
}
