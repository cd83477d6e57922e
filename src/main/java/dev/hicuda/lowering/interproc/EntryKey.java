package dev.hicuda.lowering.interproc;

/**
 * A name through which data reaches a function from its callers: one of its parameters (by
 * position) or a file-scope variable (by name).  Parameters come first, in order, then file-scope
 * variables by name: the order of the bindings in an annotation and of the parameters they add.
 */
record EntryKey(int param, String global) implements Comparable<EntryKey> {
    static EntryKey param(int j) {
        return new EntryKey(j, null);
    }

    static EntryKey global(String name) {
        return new EntryKey(-1, name);
    }

    boolean isParam() {
        return global == null;
    }

    @Override
    public int compareTo(EntryKey o) {
        if (isParam() != o.isParam()) {
            return isParam() ? -1 : 1;
        }
        return isParam() ? Integer.compare(param, o.param) : global.compareTo(o.global);
    }
}
