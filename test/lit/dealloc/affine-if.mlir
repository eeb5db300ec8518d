// affine.if has upstream's region-branch semantics (parent -> then, else
// or the parent when the else region is empty; each region -> parent;
// affine.yield forwards all its operands). Without them the ownership
// pass took it for an opaque region op and leaked the buffer its then
// region yields (upstream frees it); the copy-based pass refused it and
// the hoisting passes kept buffers inside it that upstream moves out.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation > %t.mlbuf
// RUN: %mlir_opt %s --ownership-based-buffer-deallocation > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: FileCheck %s < %t.mlbuf
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-hoisting -mlir-print-op-generic > %t.hoist.mlbuf
// RUN: %mlir_opt %s --buffer-hoisting -mlir-print-op-generic > %t.hoist.upstream
// RUN: diff %t.hoist.upstream %t.hoist.mlbuf
// RUN: mlbuf-opt %s --promote-buffers-to-stack -mlir-print-op-generic > %t.promote.mlbuf
// RUN: %mlir_opt %s --promote-buffers-to-stack -mlir-print-op-generic > %t.promote.upstream
// RUN: diff %t.promote.upstream %t.promote.mlbuf

// VALUE: 15

// CHECK-LABEL: func.func @main
//       CHECK:   %[[R:.*]]:2 = affine.if
//       CHECK:     %[[N:.*]] = memref.alloc()
//       CHECK:     %[[O:.*]] = bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[N]] : memref<2xi64>)
//       CHECK:     affine.yield %[[N]], %[[O]] : memref<2xi64>, i1
//       CHECK:   } else {
//       CHECK:     %[[P:.*]] = bufferization.dealloc retain
//       CHECK:     affine.yield %{{.*}}, %[[P]] : memref<2xi64>, i1
//       CHECK:   bufferization.dealloc ({{.*}}) if (%true{{.*}}, %[[R]]#1)
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2xi64>
  %i10 = arith.constant 10 : i64
  memref.store %i10, %a[%c0] : memref<2xi64>
  %r = affine.if #set(%c2) -> memref<2xi64> {
    %n = memref.alloc() : memref<2xi64>
    %i5 = arith.constant 5 : i64
    memref.store %i5, %n[%c0] : memref<2xi64>
    affine.yield %n : memref<2xi64>
  } else {
    affine.yield %a : memref<2xi64>
  }
  %x = memref.load %r[%c0] : memref<2xi64>
  %y = memref.load %a[%c0] : memref<2xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}
