# lit.cfg.py - lit configuration for mlbuf's tests (test/lit/**.mlir).
#
# Run through ctest, or by hand from the source tree:
#   lit -v --param mlbuf_site_config=build/test/lit.site.cfg.py test/lit
# Without the parameter, build/test/lit.site.cfg.py is used.
import os
import sys
import re

import lit.formats

# Pointed at the source tree, first load the build's site configuration,
# which sets the tool paths and then loads this file again.
if not getattr(config, "mlbuf_bin_dir", None):
    here = os.path.dirname(os.path.abspath(__file__))
    site = lit_config.params.get("mlbuf_site_config") or os.path.join(
        here, "..", "build", "test", "lit.site.cfg.py")
    if not os.path.exists(site):
        lit_config.fatal("no site config at %s: configure a build first "
                         "(cmake -S . -B build) or pass "
                         "--param mlbuf_site_config=<build>/test/"
                         "lit.site.cfg.py" % site)
    lit_config.load_config(config, site)
    raise SystemExit

config.name = "mlbuf"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "unit"]
config.test_source_root = os.path.join(config.mlbuf_src_root, "test")
config.test_exec_root = os.path.join(config.mlbuf_obj_root, "test")

# Tools are found on PATH and also substituted by full path where they
# appear as whole words in RUN lines.
llvm_dirs = {os.path.dirname(t) for t in
             (config.filecheck, config.not_tool, config.split_file) if t}
config.environment["PATH"] = os.pathsep.join(
    [config.mlbuf_bin_dir] + sorted(llvm_dirs) +
    [config.environment.get("PATH", os.environ.get("PATH", ""))])


def tool(name, path):
    # Not inside a longer word or path (e.g. %S/mlbuf-opt-x.mlir).
    pattern = r"(?<![\w/.%-])" + re.escape(name) + r"(?![\w/.-])"
    config.substitutions.append((pattern, path))


tool("mlbuf-opt", os.path.join(config.mlbuf_bin_dir, "mlbuf-opt"))
tool("mlbuf-run", os.path.join(config.mlbuf_bin_dir, "mlbuf-run"))
tool("FileCheck", config.filecheck)
tool("not", config.not_tool)
tool("split-file", config.split_file)
# Generators of inputs too large to keep as files (test/lit/*/Inputs).
config.substitutions.append(("%python", sys.executable))

# The upstream oracle, for tests comparing against mlir-opt.
if config.mlir_opt and os.path.exists(config.mlir_opt):
    config.available_features.add("mlir-opt")
    config.substitutions.append(("%mlir_opt", config.mlir_opt))

# Upstream tools' answers remembered across builds (bench/upstream_cache.py;
# test/run_all.sh sets the directory): the oracle scripts run by lit tests
# use it too.
if os.environ.get("MLBUF_UPSTREAM_CACHE"):
    config.environment["MLBUF_UPSTREAM_CACHE"] = \
        os.environ["MLBUF_UPSTREAM_CACHE"]

# A hung tool fails its test instead of stalling the whole run (mlir-opt
# 22.1.8 has hung at random on valid input). lit enforces the limit only
# with psutil (Debian: python3-psutil, which .ci/run installs); the
# slowest test takes about a minute in the sanitizer build under load.
try:
    import psutil  # noqa: F401
    lit_config.maxIndividualTestTime = 600
except ImportError:
    pass

# Sanitizer reports must fail tests even under `not`: make them abort.
if config.mlbuf_sanitize:
    config.available_features.add("sanitizers")
config.environment["ASAN_OPTIONS"] = "abort_on_error=1:detect_leaks=1"
config.environment["UBSAN_OPTIONS"] = \
    "abort_on_error=1:halt_on_error=1:print_stacktrace=1"
