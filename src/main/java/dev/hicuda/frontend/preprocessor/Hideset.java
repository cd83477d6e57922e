package dev.hicuda.frontend.preprocessor;

import java.util.Arrays;

/**
 * The names of the macros a token must not be expanded by again (Prosser's algorithm for
 * C99 6.10.3.4): an immutable sorted set, small in practice.
 */
public final class Hideset {
    public static final Hideset EMPTY = new Hideset(new String[0]);

    private final String[] names;

    private Hideset(String[] names) {
        this.names = names;
    }

    public boolean contains(String name) {
        return Arrays.binarySearch(names, name) >= 0;
    }

    public Hideset with(String name) {
        int i = Arrays.binarySearch(names, name);
        if (i >= 0) {
            return this;
        }
        int at = -i - 1;
        String[] n = new String[names.length + 1];
        System.arraycopy(names, 0, n, 0, at);
        n[at] = name;
        System.arraycopy(names, at, n, at + 1, names.length - at);
        return new Hideset(n);
    }

    public Hideset union(Hideset other) {
        if (other.names.length == 0) {
            return this;
        }
        if (names.length == 0) {
            return other;
        }
        Hideset r = this;
        for (String s : other.names) {
            r = r.with(s);
        }
        return r;
    }

    public Hideset intersect(Hideset other) {
        if (names.length == 0 || other.names.length == 0) {
            return EMPTY;
        }
        return new Hideset(Arrays.stream(names).filter(other::contains).toArray(String[]::new));
    }

    @Override
    public String toString() {
        return Arrays.toString(names);
    }
}
