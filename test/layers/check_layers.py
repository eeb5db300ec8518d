#!/usr/bin/env python3
"""Fails on any #include of a header from a higher layer of src/, and on
any include of another folder's private header.

The layer order is src/LAYERS (lowest first). A file's layer is its first
folder under src/ (files directly in src/ belong to `api`); an include
"x/y.h" names the folder x; headers of include/mlbuf (the public API)
belong to `mlbuf` (lowest: a contract, see src/LAYERS). A private header
(*_int.h, *_priv.h) may be included only from its own folder.

With --objects DIR (the object files of src/, as CMake lays them out:
<build>/CMakeFiles/mlbuf_objects.dir/src), it also reads their symbol
tables (nm) and fails when an object calls or reads a function or variable
defined in a higher layer: a declaration low and a definition high, which
no include shows.

Usage: check_layers.py [SRC_DIR] [--objects DIR]; prints each violation as
file:line: (or object: symbol) and exits 1 when there is any.
"""
import argparse
import os
import re
import shutil
import subprocess
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


def check_includes(src, rank):
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
                    if folder is None or folder not in rank:
                        # Same folder ("x.h"), or not ours (<stdio.h>).
                        continue
                    if rank[folder] > mine:
                        print("%s:%d: %s (layer %s) includes %s (layer %s)"
                              % (os.path.relpath(path, os.path.dirname(src)),
                                 n, rel, layer_of(rel, rank), inc, folder))
                        bad += 1
    return bad


def symbols(objs):
    """{object: (defined, undefined)} global symbol names of object files.
    One nm run for all of them: a process per object cost most of this
    test's time (nm starts slowly, 267 objects)."""
    table = {obj: (set(), set()) for obj in objs}
    if not objs:
        return table
    out = subprocess.run(["nm", "-P", "-A"] + objs, capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        obj, sep, rest = line.partition(": ")
        parts = rest.split()
        if not sep or obj not in table or len(parts) < 2:
            continue
        defined, undefined = table[obj]
        if parts[1] == "U":
            undefined.add(parts[0])
        elif parts[1] in "TDBRCGS":
            defined.add(parts[0])
    return table


def check_objects(src, objdir, rank):
    if not shutil.which("nm"):
        print("layers: nm not found, symbol check skipped")
        return 0
    owner, uses = {}, {}
    objs = {}
    for root, _, files in os.walk(objdir):
        for name in files:
            if not name.endswith(".c.o"):
                continue
            obj = os.path.join(root, name)
            rel = os.path.relpath(obj, objdir)[:-2]  # x/y.c
            if not os.path.exists(os.path.join(src, rel)):
                continue  # stale: its source moved or went away
            objs[obj] = rel
    for obj, (defined, undefined) in symbols(sorted(objs)).items():
        for d in defined:
            owner[d] = objs[obj]
        uses[objs[obj]] = undefined
    bad = 0
    for rel in sorted(uses):
        mine = rank[layer_of(rel, rank)]
        for sym in sorted(uses[rel]):
            there = owner.get(sym)
            if there and rank[layer_of(there, rank)] > mine:
                print("%s: uses %s, defined in %s (layer %s)"
                      % (rel, sym, there, layer_of(there, rank)))
                bad += 1
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src", nargs="?", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "src"))
    ap.add_argument("--objects")
    cfg = ap.parse_args()
    src = os.path.abspath(cfg.src)
    rank = read_layers(src)
    bad = check_includes(src, rank)
    if cfg.objects:
        bad += check_objects(src, cfg.objects, rank)
    if bad:
        print("%d violations (layer order: src/LAYERS)" % bad)
        return 1
    print("layers: no upward include or reference, no private header of "
          "another folder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
