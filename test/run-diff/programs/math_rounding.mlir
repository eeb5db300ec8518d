// Rounding ops on halfway and negative values.
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %vals = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %v0 = arith.constant 2.5 : f32
  %v1 = arith.constant 3.5 : f32
  %v2 = arith.constant -2.5 : f32
  %v3 = arith.constant -0.4 : f32
  %v4 = arith.constant 1.49 : f32
  %v5 = arith.constant -7.8 : f32
  memref.store %v0, %vals[%c0] : memref<6xf32>
  memref.store %v1, %vals[%c1] : memref<6xf32>
  memref.store %v2, %vals[%c2] : memref<6xf32>
  memref.store %v3, %vals[%c3] : memref<6xf32>
  memref.store %v4, %vals[%c4] : memref<6xf32>
  memref.store %v5, %vals[%c5] : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %vals[%i] : memref<6xf32>
    %r = math.round %x : f32
    %re = math.roundeven %x : f32
    %t = math.trunc %x : f32
    %f = math.floor %x : f32
    %c = math.ceil %x : f32
    func.call @printF32(%r) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%re) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%t) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%f) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%c) : (f32) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %vals : memref<6xf32>
  return
}
