#!/usr/bin/env python3
"""bench/report.py RESULTS.csv [--md BENCHMARKS.md] [--svg bench/results/chart.svg]

Turns the CSV written by run-device.sh into
  * a Markdown table (printed, and spliced into BENCHMARKS.md between the
    markers <!-- table:begin --> and <!-- table:end -->), and
  * an SVG bar chart (hand-written, no matplotlib needed) of every version's
    speed relative to the hand-written CUDA version (kernel time, log scale).
Only the standard library is used.
"""
import csv, math, re, sys

FP32_PEAK_GFLOPS = 132 * 128 * 2 * 1.98   # H100 SXM: SMs x FP32 lanes x FMA x boost GHz (66.9 TFLOP/s)

def load(path):
    rows = list(csv.DictReader(open(path)))
    benches, data = [], {}
    for r in rows:
        b = r['bench']
        if b not in data:
            benches.append(b)
            data[b] = {}
        data[b][r['version']] = r
    return benches, data

def f(x):
    try:
        v = float(x)
        return v if math.isfinite(v) else None
    except (TypeError, ValueError):
        return None

def ms(v):
    if v is None: return ''
    return f'{v:.3f}' if v < 100 else f'{v:.1f}'

def esc(t):
    t = re.sub(r'/\S*/bench/', 'bench/', t.strip())
    return t.replace('|', '\\|').replace('<', '&lt;').replace('>', '&gt;')

def cell(r, key='kernel_ms'):
    """time if the version passed, else its status (and reason)"""
    if r is None: return '—'
    st = r['status']
    if st in ('PASS', 'REF'):
        return ms(f(r[key]))
    if key == 'total_ms': return ''
    if st == 'NOT_TRANSLATED':
        return esc(r['note'])
    return f"{st}: {esc(r['note'])}" if r['note'].strip() else st

def ok(r):
    return r is not None and r['status'] in ('PASS', 'REF') and f(r['kernel_ms'])

def table(benches, data):
    out = []
    out.append('| benchmark | seq (16-thread OpenMP) ms | hicuda kernel / total ms | hand CUDA kernel / total ms '
               '| OpenACC (GCC 12) kernel / total ms | cuBLAS kernel / total ms | hicuda ÷ CUDA | hicuda ÷ OpenACC '
               '| hand CUDA GB/s (of copy bw) | hand CUDA GFLOP/s nominal (of FP32 peak) |')
    out.append('|' + '---|' * 10)
    for b in benches:
        d = data[b]
        seq, hic, cu, acc, cb = (d.get(v) for v in ('seq', 'hicuda', 'cuda', 'openacc', 'cublas'))
        def kt(r):
            c1, c2 = cell(r), cell(r, 'total_ms')
            return f'{c1} / {c2}' if ok(r) else c1
        r1 = f"{f(hic['kernel_ms'])/f(cu['kernel_ms']):.3f}" if ok(hic) and ok(cu) else 'n/a'
        r2 = f"{f(hic['kernel_ms'])/f(acc['kernel_ms']):.3f}" if ok(hic) and ok(acc) else 'n/a'
        gbs_c, gf_c = '', ''
        if ok(cu):
            t = f(cu['kernel_ms']) * 1e-3
            fl, by, bw = f(cu['flops']), f(cu['bytes']), f(cu['copy_gbs'])
            if by and bw:
                gbs = by / t / 1e9
                gbs_c = f'{gbs:.0f} ({100*gbs/bw:.0f} %)'
            if fl:
                gf = fl / t / 1e9
                gf_c = f'{gf:.0f} ({100*gf/FP32_PEAK_GFLOPS:.0f} % of peak'
                if ok(cb):
                    gcb = fl / (f(cb['kernel_ms']) * 1e-3) / 1e9
                    gf_c += f'; {100*gf/gcb:.0f} % of cuBLAS\'s {gcb:.0f}'
                gf_c += ')'
        out.append(f'| {b} | {cell(seq)} | {kt(hic)} | {kt(cu)} | {kt(acc)} | {kt(cb) if cb else "—"} | {r1} | {r2} | {gbs_c} | {gf_c} |')
    return '\n'.join(out)

def svg(benches, data, path):
    versions = [('hicuda', '#d62728'), ('openacc', '#1f77b4'), ('cublas', '#2ca02c'), ('seq', '#7f7f7f')]
    labels = {'seq': 'seq (gcc -O2, 16-thread OpenMP)', 'openacc': 'OpenACC (GCC 12)', 'cublas': 'cuBLAS', 'hicuda': 'hicuda'}
    bw, gap, left, top, H = 12, 18, 70, 40, 300
    groups = [b for b in benches if ok(data[b].get('cuda'))]
    W = left + len(groups) * (len(versions) * bw + gap) + 260
    lo, hi = -4, 1   # log10 of speed relative to hand CUDA
    def y(v): return top + H * (hi - v) / (hi - lo)
    s = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H + top + 110}" font-family="sans-serif" font-size="11">',
         f'<text x="{left}" y="20" font-size="14">Speed relative to hand-written CUDA (kernel time; higher is faster; log scale)</text>']
    for e in range(lo, hi + 1):
        s.append(f'<line x1="{left}" x2="{W-250}" y1="{y(e):.1f}" y2="{y(e):.1f}" stroke="{"#000" if e == 0 else "#ddd"}"/>')
        s.append(f'<text x="{left-6}" y="{y(e)+4:.1f}" text-anchor="end">{10.0**e:g}×</text>')
    x = left + gap / 2
    for b in groups:
        tc = f(data[b]['cuda']['kernel_ms'])
        for i, (v, col) in enumerate(versions):
            r = data[b].get(v)
            xi = x + i * bw
            if ok(r):
                rel = math.log10(tc / f(r['kernel_ms']))
                rel = max(lo, min(hi, rel))
                y0, y1 = sorted((y(0), y(rel)))
                s.append(f'<rect x="{xi:.1f}" y="{y0:.1f}" width="{bw-2}" height="{max(y1-y0,1):.1f}" fill="{col}">'
                         f'<title>{b} {v}: {tc/f(r["kernel_ms"]):.3g}× CUDA</title></rect>')
            elif r is not None and v == 'hicuda':
                s.append(f'<text x="{xi+4:.1f}" y="{y(0)-4:.1f}" font-size="9" fill="{col}" transform="rotate(-90 {xi+4:.1f} {y(0)-4:.1f})">not translated</text>')
        s.append(f'<text x="{x + len(versions)*bw/2:.1f}" y="{top+H+14}" text-anchor="end" transform="rotate(-45 {x + len(versions)*bw/2:.1f} {top+H+14})">{b}</text>')
        x += len(versions) * bw + gap
    for i, (v, col) in enumerate(versions):
        s.append(f'<rect x="{W-240}" y="{top+10+18*i}" width="12" height="12" fill="{col}"/><text x="{W-222}" y="{top+20+18*i}">{labels[v]}</text>')
    s.append(f'<text x="{W-240}" y="{top+20+18*len(versions)}">hand CUDA = 1×</text>')
    s.append('</svg>')
    open(path, 'w').write('\n'.join(s) + '\n')

def main():
    a = sys.argv[1:]
    if not a: sys.exit(__doc__)
    path, md, svgp = a[0], None, None
    if '--md' in a: md = a[a.index('--md') + 1]
    if '--svg' in a: svgp = a[a.index('--svg') + 1]
    benches, data = load(path)
    t = table(benches, data)
    print(t)
    if svgp: svg(benches, data, svgp)
    if md:
        s = open(md).read()
        new = f'<!-- table:begin -->\n<!-- generated by: python3 bench/report.py {path} --md {md}'
        new += f'{" --svg " + svgp if svgp else ""} -->\n\n{t}\n\n<!-- table:end -->'
        s2 = re.sub(r'<!-- table:begin -->.*?<!-- table:end -->', lambda m: new, s, flags=re.S)
        open(md, 'w').write(s2)

if __name__ == '__main__':
    main()
