// REQUIRES: mlir-opt
// The passes after ownership-based deallocation print exactly what
// upstream's print, on ownership-pass output of a mix of programs (scf.if,
// scf.for, scf.while, cf branches, calls, views, private functions with
// dynamic ownership).
// RUN: mlbuf-opt %s --buffer-deallocation-simplification > %t.mlbuf
// RUN: %mlir_opt %s --buffer-deallocation-simplification > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --buffer-deallocation-simplification --bufferization-lower-deallocations=inline-limit=0 > %t.mlbuf
// RUN: %mlir_opt %s --buffer-deallocation-simplification --bufferization-lower-deallocations > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=0 --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --bufferization-lower-deallocations --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --convert-bufferization-to-memref > %t.mlbuf
// RUN: %mlir_opt %s --convert-bufferization-to-memref > %t.upstream
// RUN: diff %t.upstream %t.mlbuf

module {
  func.func @branch(%arg0: i1, %arg1: memref<4xf32>) -> memref<4xf32> {
    %false = arith.constant false
    %true = arith.constant true
    %false_0 = arith.constant false
    %alloc = memref.alloc() : memref<4xf32>
    %0:2 = scf.if %arg0 -> (memref<4xf32>, i1) {
      %false_14 = arith.constant false
      %3 = bufferization.dealloc retain (%alloc : memref<4xf32>)
      scf.yield %alloc, %3 : memref<4xf32>, i1
    } else {
      %false_14 = arith.constant false
      %3 = bufferization.dealloc retain (%arg1 : memref<4xf32>)
      scf.yield %arg1, %3 : memref<4xf32>, i1
    }
    %1 = scf.if %0#1 -> (memref<4xf32>) {
      scf.yield %0#0 : memref<4xf32>
    } else {
      %3 = bufferization.clone %0#0 : memref<4xf32> to memref<4xf32>
      scf.yield %3 : memref<4xf32>
    }
    %true_1 = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
    %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
    %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
    %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_0, %true, %0#1, %true_1) retain (%1 : memref<4xf32>)
    return %1 : memref<4xf32>
  }
  func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
    %false = arith.constant false
    %false_0 = arith.constant false
    %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
      %true_9 = arith.constant true
      %alloc = memref.alloc() : memref<2xf32>
      memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
      %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
      scf.yield %alloc, %3 : memref<2xf32>, i1
    }
    %1 = scf.if %0#1 -> (memref<2xf32>) {
      scf.yield %0#0 : memref<2xf32>
    } else {
      %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
      scf.yield %3 : memref<2xf32>
    }
    %true = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
    return %1 : memref<2xf32>
  }
  func.func @cfg(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
    %false = arith.constant false
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
    %0 = arith.andi %false, %arg0 : i1
    bufferization.dealloc (%base_buffer : memref<f32>) if (%0)
    %true = arith.constant true
    %1 = arith.xori %true, %arg0 : i1
    %2 = arith.andi %false, %1 : i1
    %3 = bufferization.dealloc (%base_buffer : memref<f32>) if (%2) retain (%arg1 : memref<2xf32>)
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %true_0 = arith.constant true
    %alloc = memref.alloc() : memref<2xf32>
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
    %4 = bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%true_0) retain (%alloc : memref<2xf32>)
    cf.br ^bb3(%alloc, %4 : memref<2xf32>, i1)
  ^bb2:  // pred: ^bb0
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
    %5 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%3) retain (%arg1 : memref<2xf32>)
    cf.br ^bb3(%arg1, %5 : memref<2xf32>, i1)
  ^bb3(%6: memref<2xf32>, %7: i1):  // 2 preds: ^bb1, ^bb2
    %8 = scf.if %7 -> (memref<2xf32>) {
      scf.yield %6 : memref<2xf32>
    } else {
      %10 = bufferization.clone %6 : memref<2xf32> to memref<2xf32>
      scf.yield %10 : memref<2xf32>
    }
    %true_9 = arith.constant true
    %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %6 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %8 : memref<2xf32> -> memref<f32>, index, index, index
    %9 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%7, %true_9) retain (%8 : memref<2xf32>)
    return %8 : memref<2xf32>
  }
  func.func private @ext(memref<2xf32>) -> memref<2xf32>
  func.func @calls(%arg0: memref<2xf32>) -> memref<2xf32> {
    %true = arith.constant true
    %false = arith.constant false
    %alloc = memref.alloc() : memref<2xf32>
    %true_0 = arith.constant true
    %0 = call @ext(%alloc) : (memref<2xf32>) -> memref<2xf32>
    %true_1 = arith.constant true
    %1 = call @ext(%0) : (memref<2xf32>) -> memref<2xf32>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0, %true_1) retain (%1 : memref<2xf32>)
    return %1 : memref<2xf32>
  }
  func.func @subviews(%arg0: i1) -> memref<2xf32, strided<[1], offset: 2>> {
    %true = arith.constant true
    %alloc = memref.alloc() : memref<4xf32>
    %subview = memref.subview %alloc[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
    %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%subview : memref<2xf32, strided<[1], offset: 2>>)
    return %subview : memref<2xf32, strided<[1], offset: 2>>
  }
  func.func @nested(%arg0: i1, %arg1: i1) {
    %false = arith.constant false
    %true = arith.constant true
    %alloc = memref.alloc() : memref<2xf32>
    scf.if %arg0 {
      %false_0 = arith.constant false
      %true_1 = arith.constant true
      %false_2 = arith.constant false
      %alloc_3 = memref.alloc() : memref<2xf32>
      scf.if %arg1 {
        %false_8 = arith.constant false
        %false_9 = arith.constant false
        memref.copy %alloc, %alloc_3 : memref<2xf32> to memref<2xf32>
      }
      %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc_3 : memref<2xf32> -> memref<f32>, index, index, index
      bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%true_1)
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
    bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
    return
  }
  func.func @while(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
    %false = arith.constant false
    %false_0 = arith.constant false
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %false) : (memref<2xf32>, i1) -> (memref<2xf32>, i1) {
      %true_9 = arith.constant true
      %alloc = memref.alloc() : memref<2xf32>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
      %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg3, %true_9) retain (%alloc : memref<2xf32>)
      scf.condition(%arg1) %alloc, %3 : memref<2xf32>, i1
    } do {
    ^bb0(%arg2: memref<2xf32>, %arg3: i1):
      %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
      %3 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg3) retain (%arg2 : memref<2xf32>)
      scf.yield %arg2, %3 : memref<2xf32>, i1
    }
    %1 = scf.if %0#1 -> (memref<2xf32>) {
      scf.yield %0#0 : memref<2xf32>
    } else {
      %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
      scf.yield %3 : memref<2xf32>
    }
    %true = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
    return %1 : memref<2xf32>
  }
  func.func @two_allocs(%arg0: i1) -> (memref<4xf32>, memref<4xf32>) {
    %true = arith.constant true
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %0 = arith.select %arg0, %alloc, %alloc_0 : memref<4xf32>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
    %1:2 = bufferization.dealloc (%alloc, %alloc_0, %base_buffer : memref<4xf32>, memref<4xf32>, memref<f32>) if (%true, %true, %true) retain (%0, %alloc : memref<4xf32>, memref<4xf32>)
    return %0, %alloc : memref<4xf32>, memref<4xf32>
  }
  func.func @if_two(%arg0: i1, %arg1: i1) -> memref<4xf32> {
    %false = arith.constant false
    %true = arith.constant true
    %alloc = memref.alloc() : memref<4xf32>
    %0:2 = scf.if %arg0 -> (memref<4xf32>, i1) {
      %alloc_4 = memref.alloc() : memref<4xf32>
      %3 = bufferization.dealloc (%alloc_4 : memref<4xf32>) if (%true) retain (%alloc_4 : memref<4xf32>)
      scf.yield %alloc_4, %3 : memref<4xf32>, i1
    } else {
      %3:2 = scf.if %arg1 -> (memref<4xf32>, i1) {
        scf.yield %alloc, %false : memref<4xf32>, i1
      } else {
        %alloc_8 = memref.alloc() : memref<4xf32>
        %5 = bufferization.dealloc (%alloc_8 : memref<4xf32>) if (%true) retain (%alloc_8 : memref<4xf32>)
        scf.yield %alloc_8, %5 : memref<4xf32>, i1
      }
      %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %3#0 : memref<4xf32> -> memref<f32>, index, index, index
      %4 = bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%3#1) retain (%3#0 : memref<4xf32>)
      scf.yield %3#0, %4 : memref<4xf32>, i1
    }
    %1 = scf.if %0#1 -> (memref<4xf32>) {
      scf.yield %0#0 : memref<4xf32>
    } else {
      %3 = bufferization.clone %0#0 : memref<4xf32> to memref<4xf32>
      scf.yield %3 : memref<4xf32>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
    %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%alloc, %base_buffer, %base_buffer_0 : memref<4xf32>, memref<f32>, memref<f32>) if (%true, %0#1, %true) retain (%1 : memref<4xf32>)
    return %1 : memref<4xf32>
  }
  func.func @loop2(%arg0: index, %arg1: index, %arg2: index) -> (memref<2xf32>, memref<2xf32>) {
    %false = arith.constant false
    %true = arith.constant true
    %alloc = memref.alloc() : memref<2xf32>
    %alloc_0 = memref.alloc() : memref<2xf32>
    %0:4 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloc, %arg5 = %alloc_0, %arg6 = %false, %arg7 = %false) -> (memref<2xf32>, memref<2xf32>, i1, i1) {
      %alloc_13 = memref.alloc() : memref<2xf32>
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg4 : memref<2xf32> -> memref<f32>, index, index, index
      %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
      %4:2 = bufferization.dealloc (%base_buffer_14, %base_buffer_18, %alloc_13 : memref<f32>, memref<f32>, memref<2xf32>) if (%arg6, %arg7, %true) retain (%arg5, %alloc_13 : memref<2xf32>, memref<2xf32>)
      scf.yield %arg5, %alloc_13, %4#0, %4#1 : memref<2xf32>, memref<2xf32>, i1, i1
    }
    %1 = scf.if %0#2 -> (memref<2xf32>) {
      scf.yield %0#0 : memref<2xf32>
    } else {
      %4 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
      scf.yield %4 : memref<2xf32>
    }
    %2 = scf.if %0#3 -> (memref<2xf32>) {
      scf.yield %0#1 : memref<2xf32>
    } else {
      %4 = bufferization.clone %0#1 : memref<2xf32> to memref<2xf32>
      scf.yield %4 : memref<2xf32>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#1 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
    %3:2 = bufferization.dealloc (%alloc, %alloc_0, %base_buffer, %base_buffer_1, %base_buffer_5, %base_buffer_9 : memref<2xf32>, memref<2xf32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%true, %true, %0#2, %0#3, %true, %true) retain (%1, %2 : memref<2xf32>, memref<2xf32>)
    return %1, %2 : memref<2xf32>, memref<2xf32>
  }
  func.func private @callee(%arg0: memref<2xf32>) -> (memref<2xf32>, i1) {
    %true = arith.constant true
    %alloc = memref.alloc() : memref<2xf32>
    memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
    %0 = bufferization.dealloc (%alloc : memref<2xf32>) if (%true) retain (%alloc : memref<2xf32>)
    return %alloc, %0 : memref<2xf32>, i1
  }
  func.func @caller() -> memref<2xf32> {
    %true = arith.constant true
    %alloc = memref.alloc() : memref<2xf32>
    %0:2 = call @callee(%alloc) : (memref<2xf32>) -> (memref<2xf32>, i1)
    %1:2 = call @callee(%0#0) : (memref<2xf32>) -> (memref<2xf32>, i1)
    %2 = scf.if %1#1 -> (memref<2xf32>) {
      scf.yield %1#0 : memref<2xf32>
    } else {
      %4 = bufferization.clone %1#0 : memref<2xf32> to memref<2xf32>
      scf.yield %4 : memref<2xf32>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1#0 : memref<2xf32> -> memref<f32>, index, index, index
    %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
    %3 = bufferization.dealloc (%alloc, %base_buffer, %base_buffer_0, %base_buffer_4 : memref<2xf32>, memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %1#1, %true) retain (%2 : memref<2xf32>)
    return %2 : memref<2xf32>
  }
  func.func @realloc(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
    %true = arith.constant true
    %alloc = memref.alloc(%arg1) : memref<?xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
    %0 = bufferization.dealloc (%alloc : memref<?xf32>) if (%true) retain (%reinterpret_cast : memref<?xf32>)
    return %reinterpret_cast : memref<?xf32>
  }
}
