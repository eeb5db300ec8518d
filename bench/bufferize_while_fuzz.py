#!/usr/bin/env python3
"""Random scf.while loops carrying tensors, for the two-buffer rewrite.

Each program is one scf.while with a counter and 1-3 tensors: the first
region may update an argument in place, and its scf.condition forwards
its arguments -- in order, crosswise, twice, or a tensor from before the
loop; the second region yields for each position a new tensor computed
from its arguments (sometimes after writing one in place), an argument,
or a tensor from before the loop; results and outer tensors are read
after the loop. With --outer-uses, the regions also read and write
(in place when the analysis allows) the tensors from before the loop,
which the loop may have as inits (random program 1340119: an init
written in the second region); these statements draw from a second
random stream, so the rest of each program is the same as without. For each seed: the tensor program's value (mlbuf-run),
then mlbuf-opt --one-shot-bufferize --buffer-deallocation-pipeline run
under mlbuf-run --check: the value must agree and no memory error show.
Counts the programs whose loop took turns (more loop results after
bufferization). Programs are written to /tmp/while-fuzz/SEED.mlir.

Usage: bufferize_while_fuzz.py [--bin DIR] [--out DIR] [--outer-uses]
                               FIRST_SEED END_SEED
"""
import os
import random
import re
import subprocess
import sys

args = sys.argv[1:]
B = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "bin")
OUT = "/tmp/while-fuzz"
OUTER_USES = False
while args[:1] and args[0].startswith("--"):
    if args[0] == "--bin":
        B, args = args[1], args[2:]
    elif args[0] == "--out":
        OUT, args = args[1], args[2:]
    elif args[0] == "--outer-uses":
        OUTER_USES, args = True, args[1:]
    else:
        sys.exit("unknown option " + args[0])
os.makedirs(OUT, exist_ok=True)
def gen(seed):
    r=random.Random(seed)
    # The --outer-uses statements: a stream of their own.
    r2=random.Random(seed*2+1)
    use=lambda p: OUTER_USES and r2.random()<p
    n=r.randint(1,3)  # tensor positions
    T='tensor<4xf32>'
    L=[]
    e=L.append
    e('func.func @main() -> f32 {')
    e('  %c0 = arith.constant 0 : index'); e('  %c1 = arith.constant 1 : index'); e('  %c3 = arith.constant 3 : index')
    e('  %%lim = arith.constant %d : index' % r.randint(0,4))
    e('  %one = arith.constant 1.5 : f32')
    if OUTER_USES: e('  %seven = arith.constant 7.0 : f32')
    outs=[]
    for i in range(3):
        e('  %%e%d = tensor.empty() : %s' % (i,T))
        e('  %%k%d = arith.constant %d.0 : f32' % (i,i+1))
        e('  %%o%d = linalg.fill ins(%%k%d : f32) outs(%%e%d : %s) -> %s' % (i,i,i,T,T))
        outs.append('%%o%d' % i)
    inits=[r.choice(outs) for _ in range(n)]
    targs=', '.join(['%it = %c0']+['%%a%d = %s' % (k,inits[k]) for k in range(n)])
    tys=', '.join(['index']+[T]*n)
    e('  %%r:%d = scf.while (%s) : (%s) -> (%s) {' % (n+1,targs,tys,tys))
    e('    %go = arith.cmpi slt, %it, %lim : index')
    bvals=['%%a%d' % k for k in range(n)]
    # before region: maybe in-place update of an arg
    if r.random()<0.4:
        k=r.randrange(n)
        e('    %%bx = tensor.extract %%a%d[%%c0] : %s' % (k,T))
        e('    %by = arith.addf %bx, %one : f32')
        e('    %%bu = tensor.insert %%by into %%a%d[%%c1] : %s' % (k,T))
        bvals.append('%bu')
    if use(0.3):
        e('    %%bw = linalg.fill ins(%%seven : f32) outs(%s : %s) -> %s' % (r2.choice(outs),T,T))
    cands=bvals+(outs if r.random()<0.3 else [])
    cops=[]
    for j in range(n):
        # usually forward arg j, sometimes permuted/dup/other
        if r.random()<0.6: cops.append('%%a%d' % j if '%bu' not in bvals or r.random()<0.5 else r.choice(bvals))
        else: cops.append(r.choice(cands))
    e('    scf.condition(%%go) %%it, %s : %s' % (', '.join(cops), tys))
    e('  } do {')
    e('  ^bb0(%%j: index, %s):' % ', '.join('%%u%d: %s' % (k,T) for k in range(n)))
    uvals=['%%u%d' % k for k in range(n)]
    ys=[]
    rd=None
    if use(0.4):
        rd='%ar'
        e('    %%ar = tensor.extract %s[%%c1] : %s' % (r2.choice(outs),T))
    if use(0.3):
        e('    %%aw0 = linalg.fill ins(%%seven : f32) outs(%s : %s) -> %s' % (r2.choice(outs),T,T))
    for k in range(n):
        c=r.random()
        if c<0.6:
            src=r.choice(uvals+(outs if r.random()<0.2 else []))
            src2=r.choice(uvals)
            e('    %%ne%d = tensor.empty() : %s' % (k,T))
            e('    %%n%d = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%%ne%d : %s) {' % (k,k,T))
            e('    ^bb0(%%q%d: f32):' % k)
            e('      %%i%d = linalg.index 0 : index' % k)
            e('      %%ip%d = arith.addi %%i%d, %%c1 : index' % (k,k))
            e('      %%im%d = arith.minsi %%ip%d, %%c3 : index' % (k,k))
            e('      %%x%d = tensor.extract %s[%%im%d] : %s' % (k,src,k,T))
            e('      %%y%d = tensor.extract %s[%%i%d] : %s' % (k,src2,k,T))
            e('      %%z%d = arith.addf %%x%d, %%y%d : f32' % (k,k,k))
            e('      linalg.yield %%z%d : f32' % k)
            e('    } -> %s' % T)
            v='%%n%d' % k
            if rd and use(0.7):
                e('    %%nr%d = tensor.insert %s into %s[%%c1] : %s' % (k,rd,v,T))
                v='%%nr%d' % k
            if r.random()<0.3:
                e('    %%w%d = tensor.insert %%one into %s[%%c0] : %s' % (k,r.choice(uvals),T))
                if r.random()<0.5: v='%%w%d' % k
            ys.append(v)
        elif c<0.8:
            ys.append(r.choice(uvals))
        else:
            ys.append(r.choice(outs))
    if use(0.4):
        x=r2.choice(uvals+ys)
        e('    %%aw1 = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) -> %s' % (x,x,T,T,r2.choice(outs),T,T))
    e('    %jn = arith.addi %j, %c1 : index')
    e('    scf.yield %%jn, %s : %s' % (', '.join(ys), tys))
    e('  }')
    acc=None
    reads=['%%r#%d' % (k+1) for k in range(n)]+[x for x in outs if r.random()<0.5]
    for i,v in enumerate(reads):
        e('  %%f%d = tensor.extract %s[%%c%d] : %s' % (i,v,r.choice([0,1,3]),T))
        if acc is None: acc='%%f%d' % i
        else:
            e('  %%s%d = arith.addf %s, %%f%d : f32' % (i,acc,i)); acc='%%s%d' % i
    e('  return %s : f32' % acc)
    e('}')
    return '\n'.join(L)+'\n'
bad=0; pp=0; tot=0
for s in range(int(args[0]),int(args[1])):
    p=gen(s); f='%s/%d.mlir'%(OUT,s); open(f,'w').write(p)
    a=subprocess.run([B+'/mlbuf-run',f],capture_output=True,text=True)
    if a.returncode: print('bad input',s,a.stderr[:200]); continue
    tot+=1
    o=subprocess.run([B+'/mlbuf-opt',f,'--one-shot-bufferize'],capture_output=True,text=True).stdout
    m=re.search(r':(\d+) = scf.while',o); 
    if m and int(m.group(1))>int(re.search(r':(\d+) = scf.while',p).group(1)): pp+=1
    d=subprocess.run(B+'/mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | %s/mlbuf-run --check --stats -'%(f,B),shell=True,capture_output=True,text=True)
    val=d.stdout.split('\n')[0] if d.stdout else ''
    if d.returncode or val.strip()!=a.stdout.strip() or 'memory errors: 0' not in d.stdout+d.stderr:
        bad+=1; print('MISMATCH',s,a.stdout.strip(),val,d.stderr[:300])
print('total',tot,'ping-pong',pp,'bad',bad)
sys.exit(1 if bad else 0)
