// scf.while: both regions receive ownership arguments; scf.condition and
// scf.yield forward ownership along with their buffers.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @halve
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[W:.*]]:3 = scf.while (%[[X:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %[[OX:.*]] = %[[F]]) : (memref<2xf32>, index, i1) -> (memref<2xf32>, index, i1) {
//       CHECK:     %[[O:.*]] = bufferization.dealloc ({{.*}}) if (%[[OX]]) retain (%[[X]] : memref<2xf32>)
//       CHECK:     scf.condition(%{{.*}}) %[[X]], %[[I]], %[[O]] : memref<2xf32>, index, i1
//       CHECK:   } do {
//       CHECK:   ^bb0(%[[Y:.*]]: memref<2xf32>, %{{.*}}: index, %[[OY:.*]]: i1):
//       CHECK:     %[[N:.*]] = memref.alloc()
//       CHECK:     %[[O2:.*]] = bufferization.dealloc ({{.*}}) if (%[[OY]], %{{.*}}) retain (%[[N]] : memref<2xf32>)
//       CHECK:     scf.yield %[[N]], %{{.*}}, %[[O2]] : memref<2xf32>, index, i1
func.func @halve(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %w:2 = scf.while (%x = %init, %i = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %x, %i : memref<2xf32>, index
  } do {
  ^bb0(%y: memref<2xf32>, %j: index):
    %next = memref.alloc() : memref<2xf32>
    memref.copy %y, %next : memref<2xf32> to memref<2xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %next, %j1 : memref<2xf32>, index
  }
  return %w#0 : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = call @halve(%c3) : (index) -> memref<2xf32>
  %1 = call @halve(%c0) : (index) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}
