// scf.if: a buffer allocated in a branch is yielded with its ownership
// (an extra i1 result); a buffer captured from outside is never owned
// inside (false); a temporary is freed at the end of its region.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @if_alloc
//       CHECK:   %[[R:.*]]:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
//       CHECK:     %[[T:.*]] = arith.constant true
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     %[[BA:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:     %[[O:.*]] = bufferization.dealloc (%[[BA]] : memref<f32>) if (%[[T]]) retain (%[[A]] : memref<2xf32>)
//       CHECK:     scf.yield %[[A]], %[[O]] : memref<2xf32>, i1
//       CHECK:   } else {
//       CHECK:     %[[O2:.*]] = bufferization.dealloc retain (%arg1 : memref<2xf32>)
//       CHECK:     scf.yield %arg1, %[[O2]] : memref<2xf32>, i1
//       CHECK:   }
//       CHECK:   %[[RES:.*]] = scf.if %[[R]]#1 -> (memref<2xf32>)
//       CHECK:   bufferization.dealloc ({{.*}}) if (%{{.*}}, %[[R]]#1, %{{.*}}) retain (%[[RES]] : memref<2xf32>)
//       CHECK:   return %[[RES]]
func.func @if_alloc(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @if_temp
//       CHECK:   scf.if %arg0 {
//       CHECK:     %[[T:.*]] = arith.constant true
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     %[[BA:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:     bufferization.dealloc (%[[BA]] : memref<f32>) if (%[[T]]){{$}}
//       CHECK:   }
func.func @if_temp(%c: i1, %arg: memref<2xf32>) {
  scf.if %c {
    %t = memref.alloc() : memref<2xf32>
    memref.copy %arg, %t : memref<2xf32> to memref<2xf32>
    memref.copy %t, %arg : memref<2xf32> to memref<2xf32>
  }
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<2xf32>
  %0 = call @if_alloc(%t, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %1 = call @if_alloc(%f, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  call @if_temp(%t, %0) : (i1, memref<2xf32>) -> ()
  call @if_temp(%f, %1) : (i1, memref<2xf32>) -> ()
  return
}
