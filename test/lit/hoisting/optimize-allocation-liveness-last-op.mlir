// RUN: mlbuf-opt %s --allow-unregistered-dialect --optimize-allocation-liveness | FileCheck %s
// The placement passes follow an allocation's aliases on the IR as it is
// when asked, which gives the answers of the IR before any change as long
// as no change touches the last op of a block (a region's edges out start
// there). @moves_last_op: moving the free of %a out of the last place of
// a block without terminator makes "test.sink" the last op, and so an
// exit of "test.region" through which %b would flow into %r (used outside
// the block: its free could not move). The aliases are taken from the
// analysis of the IR before that move, as upstream's, so %b's free still
// moves after its last use. @keeps_last_op: the free moved is not the
// last op; the followed aliases of %b answer and see the same.

// CHECK-LABEL: func.func @moves_last_op
// CHECK:         "test.use"(%[[A:.*]]) :
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    "test.sink"(%[[B:.*]]) :
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:  })
func.func @moves_last_op() {
  %r = "test.region"() ({
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    memref.dealloc %b : memref<2xf32>
    "test.sink"(%b) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
  }) : () -> memref<2xf32>
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @keeps_last_op
// CHECK:         "test.use"(%[[A:.*]]) :
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    "test.sink"(%[[B:.*]]) :
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    "test.end"() :
// CHECK-NEXT:  })
func.func @keeps_last_op() {
  %r = "test.region"() ({
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    memref.dealloc %b : memref<2xf32>
    "test.sink"(%b) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
    "test.end"() : () -> ()
  }) : () -> memref<2xf32>
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}
