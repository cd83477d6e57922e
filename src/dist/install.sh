#!/bin/sh
# Installs (or uninstalls) the hicuda distribution this script is part of (issue 16).
#
#   ./install.sh [--prefix DIR]                 install under DIR (default /usr/local)
#   ./install.sh [--prefix DIR] --uninstall     remove what an earlier install put under DIR
#
# Installed: DIR/bin/hicuda, DIR/lib/hicuda.jar, DIR/lib/hicuda.jsa (class-data sharing archive,
# written here by a training run), DIR/lib/cmake/hicuda/ (the CMake package: find_package(hicuda)),
# DIR/share/hicuda/ (runtime headers, examples), DIR/share/man/man1/hicuda*.1,
# DIR/share/bash-completion/completions/hicuda.  The list of files
# is kept in DIR/share/hicuda/install-manifest.txt, which --uninstall reads and which an install
# over an earlier one reads first, to remove the earlier files.
set -eu

usage() {
    cat <<'EOF'
Usage: install.sh [--prefix DIR] [--uninstall] [--no-cds]
Installs hicuda under DIR (default /usr/local): DIR/bin/hicuda, DIR/lib/hicuda.jar, the CMake
package in DIR/lib/cmake/hicuda, the runtime headers and examples in DIR/share/hicuda, the man
pages in DIR/share/man/man1 and the bash completion in DIR/share/bash-completion/completions.
Needs Java 17 or later to run hicuda.
  --prefix DIR   where to install (default /usr/local)
  --uninstall    remove the files an earlier install listed in DIR/share/hicuda/install-manifest.txt
  --no-cds       do not write the class-data sharing archive DIR/lib/hicuda.jsa (faster start-up)
  -h, --help     print this help
EOF
}

prefix=/usr/local
uninstall=no
cds=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
                  prefix="$2"; shift ;;
        --prefix=*) prefix="${1#--prefix=}" ;;
        --uninstall) uninstall=yes ;;
        --no-cds) cds=no ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
    esac
    shift
done
[ -n "$prefix" ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
manifest="$prefix/share/hicuda/install-manifest.txt"

# Removes the files an earlier install listed in the manifest, and the manifest.
remove_installed() {
    while IFS= read -r f; do
        rm -f "$prefix/$f"
    done < "$manifest"
    rm -f "$manifest"
}

if [ "$uninstall" = yes ]; then
    if [ ! -f "$manifest" ]; then
        echo "install.sh: no hicuda installation in $prefix ($manifest is missing)" >&2
        exit 1
    fi
    remove_installed
    # The folders hicuda's own (share/hicuda and lib/cmake/hicuda, at any depth) that are left empty; never the
    # standard ones that others share (bin, lib, share/man, ...).
    for d in share/hicuda lib/cmake/hicuda; do
        [ -d "$prefix/$d" ] && find "$prefix/$d" -depth -type d -empty -delete 2>/dev/null
    done
    echo "hicuda uninstalled from $prefix"
    exit 0
fi

src="$(cd "$(dirname "$0")" && pwd)"
# Every file of the distribution, relative to its root (the script itself aside).
files="$(cd "$src" && find bin lib share -type f | sort)"

# Over an earlier install: its files go first, so that none of an older version is left behind.
if [ -f "$manifest" ]; then
    remove_installed
fi
mkdir -p "$prefix/share/hicuda"
: > "$manifest.tmp"
for f in $files; do
    mkdir -p "$prefix/$(dirname "$f")"
    # -p keeps the jar's time stamp: the class-data sharing archive records it.
    cp -p "$src/$f" "$prefix/$f"
    echo "$f" >> "$manifest.tmp"
done
chmod 755 "$prefix/bin/hicuda"

case "$prefix" in
    # Java 17 does not load application classes from the archive when the jar's path has a space.
    *" "*) cds=no ;;
esac
if [ "$cds" = yes ]; then
    # A training run: translate an example with HICUDA_CDS=dump; the JVM writes the classes it
    # loaded to lib/hicuda.jsa at exit.  Without it hicuda still works, only starts slower.
    rm -f "$prefix/lib/hicuda.jsa"
    tmp="$(mktemp -d)"
    if HICUDA_CDS=dump "$prefix/bin/hicuda" translate "$prefix/share/hicuda/examples/vecadd.c" \
            -o "$tmp/vecadd.cu" > "$tmp/log" 2>&1 && [ -f "$prefix/lib/hicuda.jsa" ]; then
        echo "lib/hicuda.jsa" >> "$manifest.tmp"
    else
        rm -f "$prefix/lib/hicuda.jsa"
        echo "install.sh: note: no class-data sharing archive (hicuda works, starts slower):" >&2
        sed 's/^/  /' "$tmp/log" >&2
    fi
    rm -rf "$tmp"
fi
mv "$manifest.tmp" "$manifest"

echo "hicuda installed in $prefix: run $prefix/bin/hicuda --help"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "  ($prefix/bin is not on PATH: add it, e.g. export PATH=\"$prefix/bin:\$PATH\")" ;;
esac
