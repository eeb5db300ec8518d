// Constant ownership indicators on the edges of a two-way branch: where
// the branch condition is known (an edge of the cf.cond_br itself, or a
// block whose only way in is one of its edges), values computed from it
// are evaluated again with it, 4 ops deep (COND_EDGE_DEPTH; deeper values
// keep what is known of them everywhere). Here the loop body is entered
// on the header's true edge, so `ori %c, %b` is true there and the
// indicator carried around the loop stays `true`: with 3 links of the
// chain (the ori 4 deep) it is folded, with 4 links (the ori 5 deep) it
// is not. Both programs return true before and after.
// RUN: mlbuf-opt %s --buffer-deallocation-simplification=constant-ownership-indicators=true | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation-simplification=constant-ownership-indicators=true | mlbuf-run - | FileCheck %s --check-prefix=VALUE
// VALUE: {{^}}true{{$}}

// CHECK-LABEL: func.func @three_deep
//       CHECK:   cf.br ^bb1(%{{.*}} : index)
//       CHECK:   return %true
// CHECK-LABEL: func.func @four_deep
//       CHECK:   cf.br ^bb1(%{{.*}}, %true : index, i1)
//       CHECK:   return %{{[0-9]+}} : i1

func.func @three_deep(%n: index, %b: i1) -> i1 {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %t : index, i1)
^head(%i: index, %f: i1):
  %c = arith.cmpi slt, %i, %n : index
  %o1 = arith.ori %c, %b : i1
  %x1 = arith.andi %f, %o1 : i1
  %o2 = arith.ori %c, %b : i1
  %x2 = arith.andi %x1, %o2 : i1
  %o3 = arith.ori %c, %b : i1
  %x3 = arith.andi %x2, %o3 : i1
  cf.cond_br %c, ^body, ^exit
^body:
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %x3 : index, i1)
^exit:
  return %f : i1
}

func.func @four_deep(%n: index, %b: i1) -> i1 {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %t : index, i1)
^head(%i: index, %f: i1):
  %c = arith.cmpi slt, %i, %n : index
  %o1 = arith.ori %c, %b : i1
  %x1 = arith.andi %f, %o1 : i1
  %o2 = arith.ori %c, %b : i1
  %x2 = arith.andi %x1, %o2 : i1
  %o3 = arith.ori %c, %b : i1
  %x3 = arith.andi %x2, %o3 : i1
  %o4 = arith.ori %c, %b : i1
  %x4 = arith.andi %x3, %o4 : i1
  cf.cond_br %c, ^body, ^exit
^body:
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %x4 : index, i1)
^exit:
  return %f : i1
}

func.func @main() -> i1 {
  %c3 = arith.constant 3 : index
  %false = arith.constant false
  %a = call @three_deep(%c3, %false) : (index, i1) -> i1
  %b = call @four_deep(%c3, %false) : (index, i1) -> i1
  %r = arith.andi %a, %b : i1
  return %r : i1
}
