#!/usr/bin/env python3
"""linalg's convolution-like named ops, mlbuf-opt against mlir-opt 22.

For each pooling, depthwise / grouped convolution, zero-point contraction
and batch_mmt4d, a probe function (operands of the op's ranks, dynamic
sizes, f32 / i8 into i32 / f16 into f32 elements, strides 2,3,4 and
dilations 1,2,3 where the op takes them) is printed in generic form by both
tools; then custom and generic form, with and without strides, dynamic and
static sizes (the static ones exercise the verifier's range check) in f32.
The outputs and first error lines must be identical. Ops mlir-opt 22 does
not know (pooling_ncw_min, ...) are probed too: both must call them unknown.

Usage: linalg_named_probe.py [--mlbuf-opt P] [--mlir-opt P] [-v]
Prints `N probes, M differ`; exit status 1 when any differ.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# op -> (input rank, filter rank, output rank, has zero points)
OPS = {}
for lay, r in [("nwc", 3), ("ncw", 3), ("nhwc", 4), ("nchw", 4), ("ndhwc", 5)]:
    for f in ["sum", "max", "max_unsigned", "min", "min_unsigned"]:
        OPS["pooling_%s_%s" % (lay, f)] = (r, r - 2, r, False)
OPS.update({
    "depthwise_conv_1d_nwc_wc": (3, 2, 3, False),
    "depthwise_conv_1d_ncw_cw": (3, 2, 3, False),
    "depthwise_conv_1d_nwc_wcm": (3, 3, 4, False),
    "depthwise_conv_2d_nchw_chw": (4, 3, 4, False),
    "depthwise_conv_2d_nhwc_hwc": (4, 3, 4, False),
    "depthwise_conv_2d_nhwc_hwc_q": (4, 3, 4, True),
    "depthwise_conv_2d_nhwc_hwcm": (4, 4, 5, False),
    "depthwise_conv_2d_nhwc_hwcm_q": (4, 4, 5, True),
    "depthwise_conv_3d_ndhwc_dhwc": (5, 4, 5, False),
    "depthwise_conv_3d_ncdhw_cdhw": (5, 4, 5, False),
    "depthwise_conv_3d_ndhwc_dhwcm": (5, 5, 6, False),
    "conv_2d_ngchw_fgchw": (5, 5, 5, False),
    "conv_2d_ngchw_gfchw": (5, 5, 5, False),
    "conv_2d_ngchw_gfchw_q": (5, 5, 5, True),
    "conv_2d_nhwgc_gfhwc": (5, 5, 5, False),
    "conv_2d_nhwgc_gfhwc_q": (5, 5, 5, True),
    "conv_3d_ncdhw_fcdhw": (5, 5, 5, False),
    "quantized_matmul": (2, 2, 2, True),
    "quantized_batch_matmul": (3, 3, 3, True),
    "batch_mmt4d": (5, 5, 5, False),
})


def spatial_dims(op):
    if "nwc" in op or "ncw" in op or "_1d_" in op:
        return 1
    if "ndhwc" in op or "ncdhw" in op or "_3d_" in op:
        return 3
    return 2


def tensor(rank, elt, size):
    return "tensor<%s%s>" % ((size + "x") * rank, elt)


def probe(op, elt_in, elt_out, windowed, size="?"):
    i, f, o, q = OPS[op]
    ins = ["%a", "%b"] + (["%z", "%z"] if q else [])
    tys = [tensor(i, elt_in, size), tensor(f, elt_in, size)]
    tys += ["i32", "i32"] if q else []
    attrs = ""
    if windowed and not op.startswith("quantized") and op != "batch_mmt4d":
        n = spatial_dims(op)
        attrs = (" {dilations = dense<[%s]> : tensor<%dxi64>, strides = "
                 "dense<[%s]> : tensor<%dxi64>}" % (
                     ", ".join(str(k + 1) for k in range(n)), n,
                     ", ".join(str(k + 2) for k in range(n)), n))
    out = tensor(o, elt_out, size)
    return ("func.func @f(%%a: %s, %%b: %s, %%z: i32, %%c: %s) -> %s {\n"
            "  %%0 = linalg.%s%s ins(%s : %s) outs(%%c : %s) -> %s\n"
            "  return %%0 : %s\n}\n" % (tys[0], tys[1], out, out, op, attrs,
                                        ", ".join(ins), ", ".join(tys), out,
                                        out, out))


def run(tool, flags, src):
    r = subprocess.run([tool] + flags + ["-"], input=src, capture_output=True,
                       text=True)
    errors = [l for l in r.stderr.splitlines() if "error" in l][:1]
    return r.stdout, errors, r.returncode < 0


def probes():
    for op in OPS:
        for ein, eout in [("f32", "f32"), ("i8", "i32"), ("f16", "f32")]:
            yield op, ["--mlir-print-op-generic"], probe(op, ein, eout, True)
        for flags in ([], ["--mlir-print-op-generic"]):
            for windowed in (True, False):
                for size in ("?", "3"):
                    yield op, flags, probe(op, "f32", "f32", windowed, size)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlbuf-opt",
                    default=os.path.join(ROOT, "build", "bin", "mlbuf-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    n = differ = 0
    for op, flags, src in probes():
        n += 1
        up = run(a.mlir_opt, flags, src)
        if up[2]:
            continue  # upstream crashed: nothing to compare with
        ours = run(a.mlbuf_opt, flags, src)
        if up[:2] != ours[:2]:
            differ += 1
            if a.v:
                print("differ: %s %s\n  mlir-opt: %s\n  mlbuf-opt: %s" % (
                    op, " ".join(flags), up[1] or up[0][:200],
                    ours[1] or ours[0][:200]))
    print("%d probes, %d differ" % (n, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
