// linalg.generic with mixed element types (i32 in, f64 and i1 out), a
// dynamic shape and a 3-d iteration space with a symbol-free permutation.
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3) : memref<2x?xi32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<2x?xi32>) {
  ^bb0(%x: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %j, %i : index
    %n = arith.index_cast %d : index to i32
    linalg.yield %n : i32
  }
  %f = memref.alloc(%c3) : memref<?x2xf64>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<2x?xi32>) outs(%f : memref<?x2xf64>) {
  ^bb0(%x: i32, %o: f64):
    %y = arith.sitofp %x : i32 to f64
    %h = arith.constant 0.5 : f64
    %z = arith.addf %y, %h : f64
    linalg.yield %z : f64
  }
  %uf = memref.cast %f : memref<?x2xf64> to memref<*xf64>
  func.call @printMemrefF64(%uf) : (memref<*xf64>) -> ()
  %cube = memref.alloc() : memref<2x2x2xi64>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%cube : memref<2x2x2xi64>) {
  ^bb0(%x: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %a1 = arith.muli %j, %c10 : index
    %a2 = arith.muli %k, %c100 : index
    %s1 = arith.addi %i, %a1 : index
    %s2 = arith.addi %s1, %a2 : index
    %n = arith.index_cast %s2 : index to i64
    linalg.yield %n : i64
  }
  %uc = memref.cast %cube : memref<2x2x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<2x?xi32>
  memref.dealloc %f : memref<?x2xf64>
  memref.dealloc %cube : memref<2x2x2xi64>
  return
}
