// A chain of 40 cf blocks carrying two tensors as block arguments, each
// block writing one of them in place of the other (the `tcf` shape of
// bench/scale_shapes.py). Every write goes out of place: the other branch
// hands the unwritten value on. At each decision the conflict check asks
// whether a read's definition may share a buffer with the write, and the
// walk back to the origins went up the whole chain, once per question
// (one_shot_origin_memo.c now keeps each value's origins until a
// decision out of place changes them). The sets it collects hold most of
// the chain's values, past the size from which one_shot.c's collect_set
// orders them by a bitmap instead of sorting them (SET_BITMAP_MIN).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS
// ANALYSIS-COUNT-40: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// ANALYSIS-NOT: tensor.insert
// VALUE: {{^}}25027{{$}}
// STATS: allocations: 41
// STATS: copies: 40

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %k1000 = arith.constant 1000 : i64
  %z = arith.constant 0 : i64
  %c = arith.constant true
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%z : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^b0(%a, %a : tensor<4xi64>, tensor<4xi64>)
^b0(%p0: tensor<4xi64>, %q0: tensor<4xi64>):
  %x0 = tensor.extract %p0[%c0] : tensor<4xi64>
  %y0 = arith.addi %x0, %one : i64
  %n0 = tensor.insert %y0 into %p0[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b1(%q0, %n0 : tensor<4xi64>, tensor<4xi64>), ^b1(%n0, %p0 : tensor<4xi64>, tensor<4xi64>)
^b1(%p1: tensor<4xi64>, %q1: tensor<4xi64>):
  %x1 = tensor.extract %p1[%c0] : tensor<4xi64>
  %y1 = arith.addi %x1, %one : i64
  %n1 = tensor.insert %y1 into %p1[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b2(%q1, %n1 : tensor<4xi64>, tensor<4xi64>), ^b2(%n1, %p1 : tensor<4xi64>, tensor<4xi64>)
^b2(%p2: tensor<4xi64>, %q2: tensor<4xi64>):
  %x2 = tensor.extract %p2[%c0] : tensor<4xi64>
  %y2 = arith.addi %x2, %one : i64
  %n2 = tensor.insert %y2 into %p2[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b3(%n2, %p2 : tensor<4xi64>, tensor<4xi64>), ^b3(%q2, %n2 : tensor<4xi64>, tensor<4xi64>)
^b3(%p3: tensor<4xi64>, %q3: tensor<4xi64>):
  %x3 = tensor.extract %p3[%c0] : tensor<4xi64>
  %y3 = arith.addi %x3, %one : i64
  %n3 = tensor.insert %y3 into %p3[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b4(%q3, %n3 : tensor<4xi64>, tensor<4xi64>), ^b4(%n3, %p3 : tensor<4xi64>, tensor<4xi64>)
^b4(%p4: tensor<4xi64>, %q4: tensor<4xi64>):
  %x4 = tensor.extract %p4[%c0] : tensor<4xi64>
  %y4 = arith.addi %x4, %one : i64
  %n4 = tensor.insert %y4 into %p4[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b5(%q4, %n4 : tensor<4xi64>, tensor<4xi64>), ^b5(%n4, %p4 : tensor<4xi64>, tensor<4xi64>)
^b5(%p5: tensor<4xi64>, %q5: tensor<4xi64>):
  %x5 = tensor.extract %p5[%c0] : tensor<4xi64>
  %y5 = arith.addi %x5, %one : i64
  %n5 = tensor.insert %y5 into %p5[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b6(%n5, %p5 : tensor<4xi64>, tensor<4xi64>), ^b6(%q5, %n5 : tensor<4xi64>, tensor<4xi64>)
^b6(%p6: tensor<4xi64>, %q6: tensor<4xi64>):
  %x6 = tensor.extract %p6[%c0] : tensor<4xi64>
  %y6 = arith.addi %x6, %one : i64
  %n6 = tensor.insert %y6 into %p6[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b7(%q6, %n6 : tensor<4xi64>, tensor<4xi64>), ^b7(%n6, %p6 : tensor<4xi64>, tensor<4xi64>)
^b7(%p7: tensor<4xi64>, %q7: tensor<4xi64>):
  %x7 = tensor.extract %p7[%c0] : tensor<4xi64>
  %y7 = arith.addi %x7, %one : i64
  %n7 = tensor.insert %y7 into %p7[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b8(%q7, %n7 : tensor<4xi64>, tensor<4xi64>), ^b8(%n7, %p7 : tensor<4xi64>, tensor<4xi64>)
^b8(%p8: tensor<4xi64>, %q8: tensor<4xi64>):
  %x8 = tensor.extract %p8[%c0] : tensor<4xi64>
  %y8 = arith.addi %x8, %one : i64
  %n8 = tensor.insert %y8 into %p8[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b9(%n8, %p8 : tensor<4xi64>, tensor<4xi64>), ^b9(%q8, %n8 : tensor<4xi64>, tensor<4xi64>)
^b9(%p9: tensor<4xi64>, %q9: tensor<4xi64>):
  %x9 = tensor.extract %p9[%c0] : tensor<4xi64>
  %y9 = arith.addi %x9, %one : i64
  %n9 = tensor.insert %y9 into %p9[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b10(%q9, %n9 : tensor<4xi64>, tensor<4xi64>), ^b10(%n9, %p9 : tensor<4xi64>, tensor<4xi64>)
^b10(%p10: tensor<4xi64>, %q10: tensor<4xi64>):
  %x10 = tensor.extract %p10[%c0] : tensor<4xi64>
  %y10 = arith.addi %x10, %one : i64
  %n10 = tensor.insert %y10 into %p10[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b11(%q10, %n10 : tensor<4xi64>, tensor<4xi64>), ^b11(%n10, %p10 : tensor<4xi64>, tensor<4xi64>)
^b11(%p11: tensor<4xi64>, %q11: tensor<4xi64>):
  %x11 = tensor.extract %p11[%c0] : tensor<4xi64>
  %y11 = arith.addi %x11, %one : i64
  %n11 = tensor.insert %y11 into %p11[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b12(%n11, %p11 : tensor<4xi64>, tensor<4xi64>), ^b12(%q11, %n11 : tensor<4xi64>, tensor<4xi64>)
^b12(%p12: tensor<4xi64>, %q12: tensor<4xi64>):
  %x12 = tensor.extract %p12[%c0] : tensor<4xi64>
  %y12 = arith.addi %x12, %one : i64
  %n12 = tensor.insert %y12 into %p12[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b13(%q12, %n12 : tensor<4xi64>, tensor<4xi64>), ^b13(%n12, %p12 : tensor<4xi64>, tensor<4xi64>)
^b13(%p13: tensor<4xi64>, %q13: tensor<4xi64>):
  %x13 = tensor.extract %p13[%c0] : tensor<4xi64>
  %y13 = arith.addi %x13, %one : i64
  %n13 = tensor.insert %y13 into %p13[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b14(%q13, %n13 : tensor<4xi64>, tensor<4xi64>), ^b14(%n13, %p13 : tensor<4xi64>, tensor<4xi64>)
^b14(%p14: tensor<4xi64>, %q14: tensor<4xi64>):
  %x14 = tensor.extract %p14[%c0] : tensor<4xi64>
  %y14 = arith.addi %x14, %one : i64
  %n14 = tensor.insert %y14 into %p14[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b15(%n14, %p14 : tensor<4xi64>, tensor<4xi64>), ^b15(%q14, %n14 : tensor<4xi64>, tensor<4xi64>)
^b15(%p15: tensor<4xi64>, %q15: tensor<4xi64>):
  %x15 = tensor.extract %p15[%c0] : tensor<4xi64>
  %y15 = arith.addi %x15, %one : i64
  %n15 = tensor.insert %y15 into %p15[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b16(%q15, %n15 : tensor<4xi64>, tensor<4xi64>), ^b16(%n15, %p15 : tensor<4xi64>, tensor<4xi64>)
^b16(%p16: tensor<4xi64>, %q16: tensor<4xi64>):
  %x16 = tensor.extract %p16[%c0] : tensor<4xi64>
  %y16 = arith.addi %x16, %one : i64
  %n16 = tensor.insert %y16 into %p16[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b17(%q16, %n16 : tensor<4xi64>, tensor<4xi64>), ^b17(%n16, %p16 : tensor<4xi64>, tensor<4xi64>)
^b17(%p17: tensor<4xi64>, %q17: tensor<4xi64>):
  %x17 = tensor.extract %p17[%c0] : tensor<4xi64>
  %y17 = arith.addi %x17, %one : i64
  %n17 = tensor.insert %y17 into %p17[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b18(%n17, %p17 : tensor<4xi64>, tensor<4xi64>), ^b18(%q17, %n17 : tensor<4xi64>, tensor<4xi64>)
^b18(%p18: tensor<4xi64>, %q18: tensor<4xi64>):
  %x18 = tensor.extract %p18[%c0] : tensor<4xi64>
  %y18 = arith.addi %x18, %one : i64
  %n18 = tensor.insert %y18 into %p18[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b19(%q18, %n18 : tensor<4xi64>, tensor<4xi64>), ^b19(%n18, %p18 : tensor<4xi64>, tensor<4xi64>)
^b19(%p19: tensor<4xi64>, %q19: tensor<4xi64>):
  %x19 = tensor.extract %p19[%c0] : tensor<4xi64>
  %y19 = arith.addi %x19, %one : i64
  %n19 = tensor.insert %y19 into %p19[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b20(%q19, %n19 : tensor<4xi64>, tensor<4xi64>), ^b20(%n19, %p19 : tensor<4xi64>, tensor<4xi64>)
^b20(%p20: tensor<4xi64>, %q20: tensor<4xi64>):
  %x20 = tensor.extract %p20[%c0] : tensor<4xi64>
  %y20 = arith.addi %x20, %one : i64
  %n20 = tensor.insert %y20 into %p20[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b21(%n20, %p20 : tensor<4xi64>, tensor<4xi64>), ^b21(%q20, %n20 : tensor<4xi64>, tensor<4xi64>)
^b21(%p21: tensor<4xi64>, %q21: tensor<4xi64>):
  %x21 = tensor.extract %p21[%c0] : tensor<4xi64>
  %y21 = arith.addi %x21, %one : i64
  %n21 = tensor.insert %y21 into %p21[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b22(%q21, %n21 : tensor<4xi64>, tensor<4xi64>), ^b22(%n21, %p21 : tensor<4xi64>, tensor<4xi64>)
^b22(%p22: tensor<4xi64>, %q22: tensor<4xi64>):
  %x22 = tensor.extract %p22[%c0] : tensor<4xi64>
  %y22 = arith.addi %x22, %one : i64
  %n22 = tensor.insert %y22 into %p22[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b23(%q22, %n22 : tensor<4xi64>, tensor<4xi64>), ^b23(%n22, %p22 : tensor<4xi64>, tensor<4xi64>)
^b23(%p23: tensor<4xi64>, %q23: tensor<4xi64>):
  %x23 = tensor.extract %p23[%c0] : tensor<4xi64>
  %y23 = arith.addi %x23, %one : i64
  %n23 = tensor.insert %y23 into %p23[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b24(%n23, %p23 : tensor<4xi64>, tensor<4xi64>), ^b24(%q23, %n23 : tensor<4xi64>, tensor<4xi64>)
^b24(%p24: tensor<4xi64>, %q24: tensor<4xi64>):
  %x24 = tensor.extract %p24[%c0] : tensor<4xi64>
  %y24 = arith.addi %x24, %one : i64
  %n24 = tensor.insert %y24 into %p24[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b25(%q24, %n24 : tensor<4xi64>, tensor<4xi64>), ^b25(%n24, %p24 : tensor<4xi64>, tensor<4xi64>)
^b25(%p25: tensor<4xi64>, %q25: tensor<4xi64>):
  %x25 = tensor.extract %p25[%c0] : tensor<4xi64>
  %y25 = arith.addi %x25, %one : i64
  %n25 = tensor.insert %y25 into %p25[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b26(%q25, %n25 : tensor<4xi64>, tensor<4xi64>), ^b26(%n25, %p25 : tensor<4xi64>, tensor<4xi64>)
^b26(%p26: tensor<4xi64>, %q26: tensor<4xi64>):
  %x26 = tensor.extract %p26[%c0] : tensor<4xi64>
  %y26 = arith.addi %x26, %one : i64
  %n26 = tensor.insert %y26 into %p26[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b27(%n26, %p26 : tensor<4xi64>, tensor<4xi64>), ^b27(%q26, %n26 : tensor<4xi64>, tensor<4xi64>)
^b27(%p27: tensor<4xi64>, %q27: tensor<4xi64>):
  %x27 = tensor.extract %p27[%c0] : tensor<4xi64>
  %y27 = arith.addi %x27, %one : i64
  %n27 = tensor.insert %y27 into %p27[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b28(%q27, %n27 : tensor<4xi64>, tensor<4xi64>), ^b28(%n27, %p27 : tensor<4xi64>, tensor<4xi64>)
^b28(%p28: tensor<4xi64>, %q28: tensor<4xi64>):
  %x28 = tensor.extract %p28[%c0] : tensor<4xi64>
  %y28 = arith.addi %x28, %one : i64
  %n28 = tensor.insert %y28 into %p28[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b29(%q28, %n28 : tensor<4xi64>, tensor<4xi64>), ^b29(%n28, %p28 : tensor<4xi64>, tensor<4xi64>)
^b29(%p29: tensor<4xi64>, %q29: tensor<4xi64>):
  %x29 = tensor.extract %p29[%c0] : tensor<4xi64>
  %y29 = arith.addi %x29, %one : i64
  %n29 = tensor.insert %y29 into %p29[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b30(%n29, %p29 : tensor<4xi64>, tensor<4xi64>), ^b30(%q29, %n29 : tensor<4xi64>, tensor<4xi64>)
^b30(%p30: tensor<4xi64>, %q30: tensor<4xi64>):
  %x30 = tensor.extract %p30[%c0] : tensor<4xi64>
  %y30 = arith.addi %x30, %one : i64
  %n30 = tensor.insert %y30 into %p30[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b31(%q30, %n30 : tensor<4xi64>, tensor<4xi64>), ^b31(%n30, %p30 : tensor<4xi64>, tensor<4xi64>)
^b31(%p31: tensor<4xi64>, %q31: tensor<4xi64>):
  %x31 = tensor.extract %p31[%c0] : tensor<4xi64>
  %y31 = arith.addi %x31, %one : i64
  %n31 = tensor.insert %y31 into %p31[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b32(%q31, %n31 : tensor<4xi64>, tensor<4xi64>), ^b32(%n31, %p31 : tensor<4xi64>, tensor<4xi64>)
^b32(%p32: tensor<4xi64>, %q32: tensor<4xi64>):
  %x32 = tensor.extract %p32[%c0] : tensor<4xi64>
  %y32 = arith.addi %x32, %one : i64
  %n32 = tensor.insert %y32 into %p32[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b33(%n32, %p32 : tensor<4xi64>, tensor<4xi64>), ^b33(%q32, %n32 : tensor<4xi64>, tensor<4xi64>)
^b33(%p33: tensor<4xi64>, %q33: tensor<4xi64>):
  %x33 = tensor.extract %p33[%c0] : tensor<4xi64>
  %y33 = arith.addi %x33, %one : i64
  %n33 = tensor.insert %y33 into %p33[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b34(%q33, %n33 : tensor<4xi64>, tensor<4xi64>), ^b34(%n33, %p33 : tensor<4xi64>, tensor<4xi64>)
^b34(%p34: tensor<4xi64>, %q34: tensor<4xi64>):
  %x34 = tensor.extract %p34[%c0] : tensor<4xi64>
  %y34 = arith.addi %x34, %one : i64
  %n34 = tensor.insert %y34 into %p34[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b35(%q34, %n34 : tensor<4xi64>, tensor<4xi64>), ^b35(%n34, %p34 : tensor<4xi64>, tensor<4xi64>)
^b35(%p35: tensor<4xi64>, %q35: tensor<4xi64>):
  %x35 = tensor.extract %p35[%c0] : tensor<4xi64>
  %y35 = arith.addi %x35, %one : i64
  %n35 = tensor.insert %y35 into %p35[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b36(%n35, %p35 : tensor<4xi64>, tensor<4xi64>), ^b36(%q35, %n35 : tensor<4xi64>, tensor<4xi64>)
^b36(%p36: tensor<4xi64>, %q36: tensor<4xi64>):
  %x36 = tensor.extract %p36[%c0] : tensor<4xi64>
  %y36 = arith.addi %x36, %one : i64
  %n36 = tensor.insert %y36 into %p36[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b37(%q36, %n36 : tensor<4xi64>, tensor<4xi64>), ^b37(%n36, %p36 : tensor<4xi64>, tensor<4xi64>)
^b37(%p37: tensor<4xi64>, %q37: tensor<4xi64>):
  %x37 = tensor.extract %p37[%c0] : tensor<4xi64>
  %y37 = arith.addi %x37, %one : i64
  %n37 = tensor.insert %y37 into %p37[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b38(%q37, %n37 : tensor<4xi64>, tensor<4xi64>), ^b38(%n37, %p37 : tensor<4xi64>, tensor<4xi64>)
^b38(%p38: tensor<4xi64>, %q38: tensor<4xi64>):
  %x38 = tensor.extract %p38[%c0] : tensor<4xi64>
  %y38 = arith.addi %x38, %one : i64
  %n38 = tensor.insert %y38 into %p38[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b39(%n38, %p38 : tensor<4xi64>, tensor<4xi64>), ^b39(%q38, %n38 : tensor<4xi64>, tensor<4xi64>)
^b39(%p39: tensor<4xi64>, %q39: tensor<4xi64>):
  %x39 = tensor.extract %p39[%c0] : tensor<4xi64>
  %y39 = arith.addi %x39, %one : i64
  %n39 = tensor.insert %y39 into %p39[%c0] : tensor<4xi64>
  cf.cond_br %c, ^b40(%q39, %n39 : tensor<4xi64>, tensor<4xi64>), ^b40(%n39, %p39 : tensor<4xi64>, tensor<4xi64>)
^b40(%p40: tensor<4xi64>, %q40: tensor<4xi64>):
  %u = tensor.extract %p40[%c0] : tensor<4xi64>
  %v = tensor.extract %q40[%c0] : tensor<4xi64>
  %um = arith.muli %u, %k1000 : i64
  %r = arith.addi %um, %v : i64
  return %r : i64
}
