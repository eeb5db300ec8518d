// A dialect described only in an op-semantics file (Inputs/
// my_dialect.semantics.mlir: its own alloc/free/copy/clone ops, views,
// if/for/execute_region-like region ops, branches, calls and a buffer type)
// gets the same answers from mlbuf's interfaces as the equivalent memref/
// scf program (Inputs/memref_equivalent.mlir, same layout line for line).
//
// Memory effects, line and column included:
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir --test-mlbuf-print-effects 2>&1 >/dev/null | grep "remark:" | sed -e 's/^[^:]*://' > %t.my
// RUN: mlbuf-opt %S/Inputs/memref_equivalent.mlir --test-mlbuf-print-effects 2>&1 >/dev/null | grep "remark:" | sed -e 's/^[^:]*://' > %t.memref
// RUN: diff %t.memref %t.my
//
// Every interface (views, copies, selects, region branching and
// forwarding, branch operands, calls, buffer types); only the names of the
// free and clone ops differ:
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir --test-mlbuf-print-effects=interfaces=true 2>&1 >/dev/null | grep "remark:" | sed -e 's/^[^:]*://' -e 's/my\.free/memref.dealloc/' -e 's/my\.clone/bufferization.clone/' > %t.my.iface
// RUN: mlbuf-opt %S/Inputs/memref_equivalent.mlir --test-mlbuf-print-effects=interfaces=true 2>&1 >/dev/null | grep "remark:" | sed -e 's/^[^:]*://' > %t.memref.iface
// RUN: diff %t.memref.iface %t.my.iface
//
// Buffer aliasing (origins, flows and may-alias pairs), with the values
// renamed in order of appearance (the printer names memref results after
// their ops: %alloc, %cast, ...):
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir --test-mlbuf-print-aliases=pairs=true -o /dev/null | awk -f %S/Inputs/rename-values.awk > %t.my.alias
// RUN: mlbuf-opt %S/Inputs/memref_equivalent.mlir --test-mlbuf-print-aliases=pairs=true -o /dev/null | awk -f %S/Inputs/rename-values.awk > %t.memref.alias
// RUN: diff %t.memref.alias %t.my.alias
// Without the description there is nothing to analyse: !my.buffer is no
// buffer type and the ops are unknown.
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --allow-unregistered-dialect --test-mlbuf-print-aliases -o /dev/null | FileCheck %s --check-prefix=NOSEM
// NOSEM: // ---- Aliases: @main ----
// NOSEM-NOT: origins
//
// Liveness (blocks' live-in/live-out sets, the values with live ranges;
// the op lines are left out, they spell the ops differently):
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir --test-print-liveness 2>&1 >/dev/null | grep -E "^(Testing|// (- Block|--- Live|val_|arg))" > %t.my.live
// RUN: mlbuf-opt %S/Inputs/memref_equivalent.mlir --test-print-liveness 2>&1 >/dev/null | grep -E "^(Testing|// (- Block|--- Live|val_|arg))" > %t.memref.live
// RUN: diff %t.memref.live %t.my.live
//
// What the description says, checked directly:
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir --test-mlbuf-print-effects=interfaces=true 2>&1 >/dev/null | grep "remark:" | FileCheck %s
//
// The described ops parse and print in generic form, unchanged (without
// --allow-unregistered-dialect: they are known now):
// RUN: mlbuf-opt %S/Inputs/my_dialect.mlir --op-semantics=%S/Inputs/my_dialect.semantics.mlir | FileCheck %s --check-prefix=PRINT

// CHECK: my_dialect.mlir:8:8: remark: found an instance of 'allocate' on op result 0, on resource '<Default>'
// CHECK-NEXT: my_dialect.mlir:8:8: remark: allocates in resource '<Default>', freed by 'my.free', cloned by 'my.clone'
// CHECK-NEXT: my_dialect.mlir:8:8: remark: result 0 is a buffer
// CHECK-NEXT: my_dialect.mlir:9:8: remark: found an instance of 'allocate' on op result 0, on resource 'AutomaticAllocationScope'
// CHECK-NEXT: my_dialect.mlir:9:8: remark: allocates in resource 'AutomaticAllocationScope', freed by '(nothing)', cloned by 'bufferization.clone'
// CHECK: my_dialect.mlir:10:3: remark: copy from operand 0 to operand 1
// CHECK: my_dialect.mlir:11:8: remark: view of operand 0
// CHECK: my_dialect.mlir:12:8: remark: result 0 is one of operands [1, 3)
// CHECK: my_dialect.mlir:13:8: remark: region branch
// CHECK-NEXT: remark: from parent to: region 0 inputs [0, 0), region 1 inputs [0, 0)
// CHECK-NEXT: remark: from region 0 to: parent inputs [0, 1)
// CHECK-NEXT: remark: from region 1 to: parent inputs [0, 1)
// CHECK: my_dialect.mlir:23:5: remark: forwards operands [0, 1) to region 0
// CHECK-NEXT: my_dialect.mlir:23:5: remark: forwards operands [0, 1) to parent
// CHECK: my_dialect.mlir:19:8: remark: region branch (loop)
// CHECK-NEXT: remark: from parent to: region 0 (operands [3, 4)) inputs [1, 2), parent (operands [3, 4)) inputs [0, 1)
// CHECK-NEXT: remark: from region 0 to: region 0 inputs [1, 2), parent inputs [0, 1)
// CHECK: my_dialect.mlir:26:10: remark: call through attribute 'callee', arguments from operand 0, calls @callee
// CHECK-NEXT: my_dialect.mlir:26:10: remark: memory effects unknown
// CHECK: my_dialect.mlir:25:8: remark: region branch
// CHECK-NEXT: remark: from parent to: region 0 inputs [0, 0)
// CHECK-NEXT: remark: from region 0 to: parent inputs [0, 1)
// CHECK: my_dialect.mlir:29:3: remark: found an instance of 'free' on op operand 0, on resource '<Default>'
// CHECK-NEXT: my_dialect.mlir:30:3: remark: successor 0 receives operands [1, 2)
// CHECK-NEXT: my_dialect.mlir:30:3: remark: successor 1 receives operands [2, 3)
// CHECK-NEXT: my_dialect.mlir:32:3: remark: successor 0 receives operands [0, 1)

// PRINT: %{{.*}} = "my.alloc"() : () -> !my.buffer
// PRINT: "my.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) ({
// PRINT: %{{.*}} = "my.call"(%{{.*}}) <{callee = @callee}> : (!my.buffer) -> !my.buffer
// PRINT: "my.cond_br"(%{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, !my.buffer, !my.buffer) -> ()
