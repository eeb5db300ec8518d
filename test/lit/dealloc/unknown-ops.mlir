// Ops whose memory effects are unknown (upstream fails: "ops with unknown
// memory side effects are not supported"): such an op may free what it
// receives, so the buffers it receives are managed by hand (never freed
// by the pass), and its buffer results are not owned. A remark says so.
// Region ops without region-branch semantics cannot pass ownership:
// buffers leaving their regions are not freed (remark), their buffer
// results are not owned.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --op-semantics=%S/Inputs/opaque.semantics.mlir --ownership-based-buffer-deallocation 2>/dev/null | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --op-semantics=%S/Inputs/opaque.semantics.mlir --ownership-based-buffer-deallocation 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// REMARK: unknown-ops.mlir:[[#@LINE+16]]:3: remark: ownership-based deallocation: memory effects unknown: the buffers this op receives are left to it, its buffer results are not owned
// REMARK: unknown-ops.mlir:[[#@LINE+25]]:8: remark: ownership-based deallocation: memory effects unknown: the buffers this op receives are left to it, its buffer results are not owned
// REMARK: unknown-ops.mlir:[[#@LINE+38]]:8: remark: ownership-based deallocation: ownership cannot pass through this op: buffers leaving its regions are not freed

// CHECK-LABEL: func.func @opaque_use
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   "foo.use"(%[[A]])
//       CHECK:   %[[BB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[B]]
//       CHECK:   bufferization.dealloc (%[[BB]] : memref<f32>) if (%[[T]]){{$}}
func.func @opaque_use() {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  "foo.use"(%a) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @opaque_result
//       CHECK:   %[[F:.*]] = arith.constant false
//  CHECK-NEXT:   %[[R:.*]] = "foo.make"()
//       CHECK:   scf.if %[[F]]
//       CHECK:     bufferization.clone %[[R]]
func.func @opaque_result() -> memref<2xf32> {
  %r = "foo.make"() : () -> memref<2xf32>
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @opaque_region
//       CHECK:   %[[F:.*]] = arith.constant false
//  CHECK-NEXT:   %[[R:.*]] = "ex.region"() ({
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     bufferization.dealloc ({{.*}}) if (%{{.*}}) retain (%[[A]] : memref<2xf32>)
//       CHECK:     "ex.yield"(%[[A]])
//       CHECK:   }) : () -> memref<2xf32>
//       CHECK:   scf.if %[[F]]
//       CHECK:     bufferization.clone %[[R]]
func.func @opaque_region() -> memref<2xf32> {
  %r = "ex.region"() ({
    %a = memref.alloc() : memref<2xf32>
    "ex.yield"(%a) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  return %r : memref<2xf32>
}

// A block without terminator deallocates at its end.
// CHECK-LABEL: func.func @no_terminator
//       CHECK:   "ex.scope"() ({
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     memref.copy
//  CHECK-NEXT:     %[[B:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//  CHECK-NEXT:     bufferization.dealloc (%[[B]] : memref<f32>) if (%{{.*}}){{$}}
//  CHECK-NEXT:   }) : () -> ()
func.func @no_terminator(%arg: memref<2xf32>) {
  "ex.scope"() ({
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  }) : () -> ()
  return
}
