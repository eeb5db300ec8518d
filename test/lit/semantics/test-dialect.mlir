// Upstream's test-dialect ops, described by
// test/semantics/test_dialect.semantics.mlir: their memory effects (as
// upstream's -test-side-effects reports them; test-dialect-oracle.mlir
// compares with mlir-opt) and their region branching and forwarding.
// RUN: mlbuf-opt %s --op-semantics=%S/../../semantics/test_dialect.semantics.mlir --test-mlbuf-print-effects --verify-diagnostics -o /dev/null
// RUN: mlbuf-opt %s --op-semantics=%S/../../semantics/test_dialect.semantics.mlir --test-mlbuf-print-effects=interfaces=true 2>&1 >/dev/null | grep "remark:" | FileCheck %s --check-prefix=IFACE

// expected-remark @below {{operation has no memory effects}}
"test.symbol"() {sym_name = "sym"} : () -> ()

func.func @buffers(%in: memref<4xf32>, %out: memref<4xf32>) {
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  "test.buffer_based"(%in, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  "test.region_buffer_based"(%in, %out) ({
  ^bb0(%a: f32, %b: f32):
    "test.region_yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  "test.copy"(%in, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  // One value used twice is still two operands.
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  "test.copy"(%in, %in) : (memref<4xf32>, memref<4xf32>) -> ()
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on resource '<Default>'}}
  "test.read_buffer"(%in) : (memref<4xf32>) -> ()
  // expected-remark @below {{operation has no memory effects}}
  %f = "test.forward_buffer"(%in) : (memref<4xf32>) -> memref<4xf32>
  // expected-remark @below {{found an instance of 'allocate' on op result 1, on resource '<Default>'}}
  %idx, %m = "test.alloc_with_multiple_results"() : () -> (index, memref<2xf32>)
  return
}

// IFACE-LABEL: test-dialect.mlir:49:8: remark: region branch
// IFACE-NEXT: remark: from parent to: region 0 (operands [0, 1)) inputs [0, 1), region 1 (operands [0, 1)) inputs [0, 1)
// IFACE-NEXT: remark: from region 0 to: region 2 inputs [0, 1)
// IFACE-NEXT: remark: from region 1 to: region 2 inputs [0, 1)
// IFACE-NEXT: remark: from region 2 to: parent inputs [0, 1)
// IFACE: test-dialect.mlir:65:5: remark: forwards operands [0, 1) to region 0
// IFACE-NEXT: test-dialect.mlir:65:5: remark: forwards operands [1, 2) to parent
// IFACE: test-dialect.mlir:61:8: remark: region branch (loop)
// IFACE-NEXT: remark: from parent to: region 0 (operands [0, 1)) inputs [0, 1)
// IFACE-NEXT: remark: from region 0 to: region 0 inputs [0, 1), parent inputs [0, 1)
func.func @regions(%in: memref<4xf32>, %i: i32) {
  %r = "test.region_if"(%in) ({
  ^bb0(%x: memref<4xf32>):
    "test.region_if_yield"(%x) : (memref<4xf32>) -> ()
  }, {
  ^bb0(%x: memref<4xf32>):
    // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
    %a = memref.alloc() : memref<4xf32>
    "test.region_if_yield"(%a) : (memref<4xf32>) -> ()
  }, {
  ^bb0(%x: memref<4xf32>):
    "test.region_if_yield"(%x) : (memref<4xf32>) -> ()
  }) : (memref<4xf32>) -> memref<4xf32>
  %l = "test.loop_block"(%i) ({
  ^bb0(%x: i32):
    // expected-remark @below {{operation has no memory effects}}
    %v = arith.constant 1.0 : f32
    "test.loop_block_term"(%x, %v) : (i32, f32) -> ()
  }) : (i32) -> f32
  %o = "test.one_region_with_recursive_memory_effects"() ({
    // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
    %q = memref.alloc() : memref<2xf32>
    "test.region_yield"(%q) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  "test.alloca_scope_region"() ({
    // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource 'AutomaticAllocationScope'}}
    %s = memref.alloca() : memref<2xf32>
    "test.region_yield"(%s) : (memref<2xf32>) -> ()
  }) : () -> ()
  // expected-remark @below {{operation has no memory effects}}
  %c = "test.cse_of_single_block_op"(%i) ({
  ^bb0(%x: i32):
    "test.region_yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// IFACE: test-dialect.mlir:96:3: remark: successor 0 receives operands [0, 0)
func.func @effects() {
  // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on op result 0, on resource '<Default>'}}
  %t = "test.test_effects_result"() : () -> i32
  // expected-remark @below {{found an instance of 'write' on resource '<Test>'}}
  "test.op_with_effects_b"() : () -> ()
  // expected-remark @below {{found an instance of 'read' on resource '<Default>'}}
  %rd = "test.op_with_memread"() : () -> i32
  // expected-remark @below {{found an instance of 'write' on resource '<Default>'}}
  "test.op_with_memwrite"() : () -> ()
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.return"() : () -> ()
}
