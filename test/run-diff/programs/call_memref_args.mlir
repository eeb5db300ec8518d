// Memrefs passed to callees that fill, scale and reduce them in place;
// static, dynamic and strided memref arguments.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @iota(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
func.func @scale(%m: memref<3xf32, strided<[2], offset: 1>>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %m[%i] : memref<3xf32, strided<[2], offset: 1>>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %m[%i] : memref<3xf32, strided<[2], offset: 1>>
  }
  return
}
func.func @total(%m: memref<7xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c7 step %c1 iter_args(%a = %z) -> f32 {
    %x = memref.load %m[%i] : memref<7xf32>
    %y = arith.addf %a, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}
func.func @main() {
  %m = memref.alloc() : memref<7xf32>
  %d = memref.cast %m : memref<7xf32> to memref<?xf32>
  func.call @iota(%d) : (memref<?xf32>) -> ()
  %odd = memref.subview %m[1][3][2] : memref<7xf32> to memref<3xf32, strided<[2], offset: 1>>
  %k = arith.constant -10.0 : f32
  func.call @scale(%odd, %k) : (memref<3xf32, strided<[2], offset: 1>>, f32) -> ()
  %u = memref.cast %m : memref<7xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t = func.call @total(%m) : (memref<7xf32>) -> f32
  func.call @printF32(%t) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<7xf32>
  return
}
