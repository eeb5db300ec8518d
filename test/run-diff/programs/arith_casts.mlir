// Integer width changes and int <-> float conversions, incl. index casts.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %m1 = arith.constant -1 : i8
  %s = arith.extsi %m1 : i8 to i64
  %u = arith.extui %m1 : i8 to i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant 0x123456789 : i64
  %t32 = arith.trunci %big : i64 to i32
  %t8 = arith.trunci %big : i64 to i8
  %t32w = arith.extui %t32 : i32 to i64
  %t8w = arith.extsi %t8 : i8 to i64
  func.call @printI64(%t32w) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t8w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %neg = arith.constant -3 : i32
  %ix = arith.index_cast %neg : i32 to index
  %ixu = arith.index_castui %neg : i32 to index
  %back = arith.index_cast %ix : index to i64
  %backu = arith.index_cast %ixu : index to i64
  func.call @printI64(%back) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%backu) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %sf = arith.sitofp %neg : i32 to f64
  %uf = arith.uitofp %neg : i32 to f64
  func.call @printF64(%sf) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%uf) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 123456.789 : f64
  %xi = arith.fptosi %x : f64 to i32
  %xu = arith.fptoui %x : f64 to i32
  %xiw = arith.extsi %xi : i32 to i64
  %xuw = arith.extui %xu : i32 to i64
  func.call @printI64(%xiw) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%xuw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %y = arith.constant -0.99 : f32
  %yi = arith.fptosi %y : f32 to i16
  %yiw = arith.extsi %yi : i16 to i64
  func.call @printI64(%yiw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ext = arith.extf %y : f32 to f64
  func.call @printF64(%ext) : (f64) -> ()
  func.call @printComma() : () -> ()
  %d = arith.constant 0.1 : f64
  %tr = arith.truncf %d : f64 to f32
  %tre = arith.extf %tr : f32 to f64
  func.call @printF64(%tre) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%tr) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %h = arith.constant 65535 : i64
  %hf = arith.uitofp %h : i64 to f32
  func.call @printF32(%hf) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
