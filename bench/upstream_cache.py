"""Answers of upstream tools (mlir-opt, mlir-runner), remembered on disk.

The test suite asks upstream MLIR the same questions in every build it
tests: test/run_all.sh runs ctest in the Release build and again in the
sanitizer build, and the differential checks (test/run-diff, canon_diff,
dealloc_cost, the random checkers' upstream runs) lower and JIT-run the
same programs with the same upstream tools each time. Those answers cannot
depend on which mlbuf build asked, only on the command, its input and the
tool, so the second build can take them from the first: with the
environment variable MLBUF_UPSTREAM_CACHE naming a directory, `cached`
keeps each answer there under a hash of

  - the tool (its path, size and modification time),
  - the arguments, where an argument naming a file counts by the file's
    contents (a program passed by path, whatever its temporary name: an
    error message remembered may name the file of the run that asked
    first) and a file named inside an argument by its path and contents
    (-shared-libs=...; a library, by size and time),
  - the standard input.

Without the variable nothing is cached. Timeouts are never kept (a loaded
machine must not turn into a remembered failure). Writers in parallel are
safe: each answer is written to a temporary file and renamed into place.
"""
import hashlib
import json
import os
import tempfile

UPSTREAM_TOOLS = ("mlir-opt", "mlir-runner")
# Files larger than this are identified by size and time (libraries).
HASHED_FILE_LIMIT = 1 << 20


def _file_identity(path, with_name=True):
    st = os.stat(path)
    if st.st_size > HASHED_FILE_LIMIT:
        return "%s:%d:%d" % (path, st.st_size, st.st_mtime_ns)
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    return "%s:%s" % (path, digest) if with_name else digest


def _arg_files(arg):
    """Paths an argument names: the argument itself, or what follows '='
    (-shared-libs=a.so,b.so)."""
    cands = [arg]
    if "=" in arg:
        cands += arg.split("=", 1)[1].split(",")
    return [c for c in cands if c and os.path.isfile(c)]


def _key(cmd, stdin):
    h = hashlib.sha256()
    tool = os.path.realpath(cmd[0])
    h.update(_file_identity(tool).encode())
    for arg in cmd[1:]:
        files = _arg_files(arg)
        if files == [arg]:
            # A program passed by path: its contents, not its name (a
            # temporary file's name changes with every run).
            h.update(b"\0file\0" + _file_identity(arg, False).encode())
            continue
        h.update(b"\0arg\0" + arg.encode())
        for path in files:
            h.update(b"\0file\0" + _file_identity(path).encode())
    if stdin is not None:
        data = stdin.encode() if isinstance(stdin, str) else stdin
        h.update(b"\0stdin\0" + data)
    return h.hexdigest()


def cache_dir():
    return os.environ.get("MLBUF_UPSTREAM_CACHE") or None


def cacheable(cmd):
    return (cache_dir() is not None and bool(cmd) and
            os.path.basename(cmd[0]) in UPSTREAM_TOOLS and
            os.path.isfile(cmd[0]))


def cached(cmd, stdin, run, is_timeout):
    """run() -> (status, stdout, stderr), remembered for an upstream tool's
    command when MLBUF_UPSTREAM_CACHE is set; is_timeout(answer) tells the
    answers never to keep."""
    if not cacheable(cmd):
        return run()
    key = _key(cmd, stdin)
    path = os.path.join(cache_dir(), key[:2], key + ".json")
    try:
        with open(path) as f:
            return tuple(json.load(f))
    except (OSError, ValueError):
        pass
    answer = run()
    if is_timeout(answer):
        return answer
    os.makedirs(os.path.dirname(path), exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path))
    with os.fdopen(fd, "w") as f:
        json.dump(list(answer), f)
    os.replace(tmp, path)
    return answer
