#!/usr/bin/env python3
"""kernel_loops.py -- static look at the main loop of each kernel, from PTX or SASS.

Usage: kernel_loops.py FILE.ptx | FILE.sass
       kernel_loops.py --old-elf IN.cubin OUT.cubin

FILE.ptx is nvcc -ptx output; FILE.sass is the disassembly of a cubin (nvdisasm's, or
cuobjdump -sass's).  For each kernel it finds the loops (a branch back to an earlier
instruction) that contain no other loop, takes the one with the most global stores (the
unrolled walk along the stream; a point is one store in the benchmarks' kernels), and prints

    KERNEL insns=N points=P insns/pt=.. ldg/pt=.. lds/pt=.. sts/pt=.. bar/pt=..

SASS instructions are counted by address (16 bytes each), so an instruction that an older
disassembler does not know and leaves out still counts; the memory instructions are counted by
name.  PTX counts are before register allocation and scheduling (ptxas may predicate branches
away or unroll further), so SASS is the better evidence when a disassembler is at hand.
"""
import re
import sys

PTX_MEM = {
    "ldg": re.compile(r"\bld\.global"),
    "stg": re.compile(r"\bst\.global"),
    "lds": re.compile(r"\bld\.shared"),
    "sts": re.compile(r"\bst\.shared"),
    "bar": re.compile(r"\bbar\.sync|\bbarrier\.sync"),
}
SASS_MEM = {
    "ldg": re.compile(r"\bLDG\b|\bLD\.E"),
    "stg": re.compile(r"\bSTG\b|\bST\.E"),
    "lds": re.compile(r"\bLDS\b|\bLDSM\b"),
    "sts": re.compile(r"\bSTS\b"),
    "bar": re.compile(r"\bBAR\.SYNC|\bBAR\b"),
}


def parse_ptx(lines):
    """kernel -> list of (index, text, target label or None), and kernel -> {label: index}."""
    kernels = {}
    name = None
    for line in lines:
        m = re.match(r"\s*\.(?:visible\s+)?\.?entry\s+(\w+)", line) or re.match(r"\s*\.visible \.entry (\w+)", line)
        if m:
            name = m.group(1)
            kernels[name] = ([], {})
            continue
        if name is None:
            continue
        insns, labels = kernels[name]
        s = line.strip()
        m = re.match(r"^(\$?[\w$]+):$", s)
        if m:
            labels[m.group(1)] = len(insns)
            continue
        if not s.endswith(";") or s.startswith(".") or s.startswith("//"):
            continue
        b = re.search(r"\bbra(?:\.uni)?\s+(\$?[\w$]+)\s*;", s)
        insns.append((len(insns), s, b.group(1) if b else None))
    return kernels, 1


def parse_sass(lines):
    """As parse_ptx, with instruction addresses (bytes) for positions."""
    kernels = {}
    name = None
    pending = []
    last_lo = None
    for line in lines:
        m = re.match(r"\s*\.section\s+\.text\.(\w+)", line) or re.match(r"\s*Function : (\w+)", line)
        if m:
            name = m.group(1)
            kernels[name] = ([], {})
            pending = []
            continue
        if name is None:
            continue
        insns, labels = kernels[name]
        m = re.match(r"^\s*(\.L[\w.]+):", line)
        if m:
            pending.append(m.group(1))
            continue
        m = re.match(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;(?:\s*/\* (0x[0-9a-f]+) \*/)?", line)
        if not m:
            m2 = re.match(r"^\s*/\* (0x[0-9a-f]+) \*/\s*$", line)
            if m2 and insns and insns[-1][2] == "?" and last_lo is not None:
                addr, text, _ = insns[-1]
                insns[-1] = (addr, text, addr + 16 + bra_offset(last_lo, int(m2.group(1), 16)))
            continue
        addr = int(m.group(1), 16)
        for p in pending:
            labels[p] = addr
        pending = []
        text = m.group(2)
        t = None
        last_lo = None
        b = re.search(r"\bBRA\s+(?:\w+\s+)?(?:`\((\.L[\w.]+)\)|(0x[0-9a-f]+))", text)
        if b and m.group(3):
            t = "?"  # the target from the encoding (the next line has its upper half)
            last_lo = int(m.group(3), 16)
        elif b:
            t = b.group(1) or int(b.group(2), 16)
        insns.append((addr, text, t))
    return kernels, 16


def bra_offset(lo, hi):
    """The byte offset of an sm_90 BRA from the instruction after it, from its 128-bit encoding:
    bits 16-23 hold the offset's bits 2-9, bits 34-81 its bits 10 and up (signed).  Used because
    an older nvdisasm leaves out instructions it does not know, and with them the labels of
    branch targets."""
    w = lo | (hi << 64)
    high = (w >> 34) & ((1 << 48) - 1)
    if high >> 47:
        high -= 1 << 48
    return ((lo >> 16) & 0xFF) * 4 + high * 1024


def main_loop(insns, labels, step, mem):
    loops = []
    for pos, _, target in insns:
        if target is None:
            continue
        t = labels.get(target) if isinstance(target, str) else target
        if t is not None and t <= pos:
            loops.append((t, pos))
    inner = [l for l in loops if not any(o != l and l[0] <= o[0] and o[1] <= l[1] for o in loops)]
    best = None
    for lo, hi in inner:
        body = [x for x in insns if lo <= x[0] <= hi]
        counts = {k: sum(1 for x in body if r.search(x[1])) for k, r in mem.items()}
        size = (hi - lo) // step + 1
        key = (counts["stg"], -size)
        if best is None or key > best[0]:
            best = (key, size, counts)
    return best


def old_elf(src, dst):
    """Rewrites the ELF header of a cubin of nvcc >= 12.8 (OS/ABI 0x41, ABI version 8, the SM in bits 8-15 of
    e_flags) in the layout that older disassemblers read (OS/ABI 0x33, ABI version 7, the SM in bits 0-7 and
    16-23 with 64-bit addresses and unified textures), so that CUDA 11.8's nvdisasm can print its SASS."""
    with open(src, "rb") as f:
        b = bytearray(f.read())
    if b[:4] != b"\x7fELF" or b[7] != 0x41:
        return 1
    b[7] = 0x33
    b[8] = 7
    flags = int.from_bytes(b[0x30:0x34], "little")
    sm = (flags >> 8) & 0xFF
    b[0x30:0x34] = (sm | (sm << 16) | 0x500).to_bytes(4, "little")
    with open(dst, "wb") as f:
        f.write(b)
    return 0


def main():
    if sys.argv[1] == "--old-elf":
        sys.exit(old_elf(sys.argv[2], sys.argv[3]))
    path = sys.argv[1]
    with open(path, errors="replace") as f:
        lines = f.readlines()
    sass = not path.endswith(".ptx")
    kernels, step = parse_sass(lines) if sass else parse_ptx(lines)
    for name, (insns, labels) in kernels.items():
        best = main_loop(insns, labels, step, SASS_MEM if sass else PTX_MEM)
        if best is None or best[2]["stg"] == 0:
            print(f"{name} no-loop-with-a-global-store")
            continue
        _, size, c = best
        p = c["stg"]
        print(f"{name} insns={size} points={p} insns/pt={size / p:.1f} ldg/pt={c['ldg'] / p:.2f} "
              f"lds/pt={c['lds'] / p:.2f} sts/pt={c['sts'] / p:.2f} bar/pt={c['bar'] / p:.2f}")


if __name__ == "__main__":
    main()
