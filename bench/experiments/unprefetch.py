#!/usr/bin/env python3
"""Undo some of the prefetch pass's loads in a translated .cu file, for the A/B experiment of
bench/experiments.sh ('prefetch-loads'):

    unprefetch.py IN.cu OUT.cu early|late

The prefetch pass (docs/optimizer.md, "prefetch") writes, for a load A[s(v)] of a loop over v from FIRST:

    T A_next = FIRST REL BOUND ? A[s(FIRST)] : 0;        before the loop
    const T A_now = A_next;                             at the top of the body
    A_next = v + 1 REL BOUND ? A[s(v + 1)] : 0;
    ... A_now ...                                       the reads of the element

'early' undoes the loads the program issued before the iteration's barrier (the element is the initializer of a
declaration at the top of the body, `double above = u_now;`): only those issued after it stay prefetched; 'late'
undoes the others.  An undone load is read where the program read it again (A[s(v)], made from the load before
the loop with FIRST replaced by v).
"""
import re
import sys

src, dst, mode = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(src).read()
lines = text.split('\n')

pre = re.compile(r'^\s*(?:const\s+)?[A-Za-z_][\w ]*\s(\w+_next\d*) = (\w+) [<>]=? .*? \? (.*) : 0;$')
decls = {}
for ln in lines:
    m = pre.match(ln)
    if m and not ln.strip().startswith('const'):
        decls.setdefault(m.group(1), (m.group(2), m.group(3)))

out = text
undone = []
for nxt, (first, load) in decls.items():
    now = nxt.replace('_next', '_now')
    m = re.search(r'\n\s*' + re.escape(nxt) + r' = (\w+) \+ 1 ', out)
    if not m:
        continue
    var = m.group(1)
    early = re.search(r'\n\s*[A-Za-z_][\w ]*\s\w+ = ' + re.escape(now) + r';', out) is not None
    if (mode == 'early') != early:
        continue
    current = re.sub(r'\b' + re.escape(first) + r'\b', var, load)
    out = re.sub(r'\n[^\n]*\b' + re.escape(nxt) + r' = [^\n]*', '', out)        # the loads before and in the loop
    out = re.sub(r'\n[^\n]*const [^\n]*\b' + re.escape(now) + r' = [^\n]*', '', out)
    out = re.sub(r'\b' + re.escape(now) + r'\b', current, out)
    undone.append(f'{nxt} ({current})')

open(dst, 'w').write(out)
print(f'{src}: undone ({mode}): ' + ('; '.join(undone) if undone else 'none'))
