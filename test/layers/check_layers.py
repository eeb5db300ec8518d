#!/usr/bin/env python3
"""Fails on any #include of a header from a higher layer of src/, and on
any include of another folder's private header.

The layer order is src/LAYERS (lowest first). A file's layer is its first
folder under src/ (files directly in src/ belong to `api`); an include
"x/y.h" names the folder x; headers of include/mlbuf (the public API)
belong to `mlbuf` (lowest: a contract, see src/LAYERS). A private header
(*_int.h, *_priv.h) may be included only from its own folder.

Usage: check_layers.py [SRC_DIR]; prints each violation as file:line: and
exits 1 when there is any.
"""
import os
import re
import sys

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def read_layers(src):
    rank = {}
    with open(os.path.join(src, "LAYERS")) as f:
        level = 0
        for line in f:
            line = line.split("#", 1)[0].split()
            if not line:
                continue
            for folder in line:
                rank[folder] = level
            level += 1
    return rank


def layer_of(rel, rank):
    parts = rel.split("/")
    return parts[0] if len(parts) > 1 and parts[0] in rank else "api"


def private_elsewhere(inc, rel):
    """A private header of another folder (a bare name is the file's own
    folder's)."""
    name = os.path.basename(inc)
    private = name.endswith("_int.h") or name.endswith("_priv.h")
    return private and "/" in inc and \
        os.path.dirname(inc) != os.path.dirname(rel)


def main():
    src = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                          os.path.join(os.path.dirname(__file__), "..",
                                       "..", "src"))
    rank = read_layers(src)
    bad = 0
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, src)
            mine = rank[layer_of(rel, rank)]
            with open(path, errors="replace") as f:
                for n, line in enumerate(f, 1):
                    m = INCLUDE_RE.match(line)
                    if not m:
                        continue
                    inc = m.group(1)
                    if private_elsewhere(inc, rel):
                        print("%s:%d: %s includes %s, private to %s/"
                              % (os.path.relpath(path, os.path.dirname(src)),
                                 n, rel, inc, os.path.dirname(inc)))
                        bad += 1
                        continue
                    folder = inc.split("/")[0] if "/" in inc else None
                    if folder is None:
                        # Same folder ("x.h") or the public API ("mlbuf.h").
                        continue
                    if folder in rank:
                        theirs = rank[folder]
                    else:
                        continue
                    if theirs > mine:
                        print("%s:%d: %s (layer %s) includes %s (layer %s)"
                              % (os.path.relpath(path, os.path.dirname(src)),
                                 n, rel, layer_of(rel, rank), inc, folder))
                        bad += 1
    if bad:
        print("%d violations (layer order: src/LAYERS)" % bad)
        return 1
    print("layers: no upward include, no private header of another folder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
