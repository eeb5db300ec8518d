// atomic_rmw kinds applied in a loop (single-threaded: plain read-modify-write).
// The atomics live in a straight-line helper so upstream can lower them.
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @update(%acc: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %o0 = memref.atomic_rmw addi %v, %acc[%c0] : (i32, memref<4xi32>) -> i32
  %o1 = memref.atomic_rmw maxs %v, %acc[%c1] : (i32, memref<4xi32>) -> i32
  %o2 = memref.atomic_rmw ori %v, %acc[%c2] : (i32, memref<4xi32>) -> i32
  %o3 = memref.atomic_rmw mins %v, %acc[%c3] : (i32, memref<4xi32>) -> i32
  return %o3 : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %acc = memref.alloc() : memref<4xi32>
  %z = arith.constant 0 : i32
  linalg.fill ins(%z : i32) outs(%acc : memref<4xi32>)
  %four = arith.constant 4 : i32
  memref.store %four, %acc[%c3] : memref<4xi32>
  scf.for %i = %c1 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i32
    %old = func.call @update(%acc, %v) : (memref<4xi32>, i32) -> i32
    %o = arith.extsi %old : i32 to i64
    func.call @printI64(%o) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %u = memref.cast %acc : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %f = memref.alloc() : memref<2xf32>
  %fz = arith.constant 0.5 : f32
  linalg.fill ins(%fz : f32) outs(%f : memref<2xf32>)
  %h = arith.constant 1.25 : f32
  %old = memref.atomic_rmw addf %h, %f[%c0] : (f32, memref<2xf32>) -> f32
  %old2 = memref.atomic_rmw assign %old, %f[%c1] : (f32, memref<2xf32>) -> f32
  %uf = memref.cast %f : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  memref.dealloc %acc : memref<4xi32>
  memref.dealloc %f : memref<2xf32>
  return
}
