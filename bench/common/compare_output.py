#!/usr/bin/env python3
"""compare_output.py EXPECTED ACTUAL [RTOL] -- whether two program outputs say the same: the same
text, except that numbers may differ by RTOL x max(1, |expected|) (default 1e-4: the GPU's order of operations
and fused multiply-adds differ from the sequential program's).  Exit 0 when they match; else the
first difference is printed and the exit status is 1.  (The same rule as the tests' OutputComparison.)"""
import re
import sys

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|-?nan|-?inf")


def split(text):
    return NUMBER.split(text), NUMBER.findall(text)


def main():
    expected, actual = open(sys.argv[1]).read(), open(sys.argv[2]).read()
    rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-4
    (et, en), (at, an) = split(expected), split(actual)
    if et != at or len(en) != len(an):
        for i, (e, a) in enumerate(zip(expected.splitlines(), actual.splitlines())):
            if NUMBER.sub("#", e) != NUMBER.sub("#", a):
                print(f"line {i + 1} differs: expected {e!r}, got {a!r}")
                return 1
        print("the outputs have different lengths")
        return 1
    for e, a in zip(en, an):
        if "nan" in a or abs(float(e) - float(a)) > rtol * max(1.0, abs(float(e))):
            print(f"number differs: expected {e}, got {a} (tolerance {rtol} x max(1, |expected|))")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
