package dev.hicuda.frontend.preprocessor;

import dev.hicuda.ir.source.SourceFile;

/**
 * One outermost macro invocation in a file: the macro's name and the range of text the invocation
 * covers ({@code N}, or {@code F(a, b)} up to its closing parenthesis).  When the rescan of an
 * expansion invokes a function-like macro whose arguments are read from the file after it
 * ({@code #define F f} then {@code F(x)}), the two invocations are merged into one that covers
 * both: {@link #root()} follows the merges.
 */
public final class Expansion {
    private final String macro;
    private final SourceFile file;
    private final int start;
    private final int end;
    private Expansion mergedInto;

    Expansion(String macro, SourceFile file, int start, int end) {
        this.macro = macro;
        this.file = file;
        this.start = start;
        this.end = end;
    }

    /** The invocation this one was merged into, or itself. */
    public Expansion root() {
        Expansion e = this;
        while (e.mergedInto != null) {
            e = e.mergedInto;
        }
        return e;
    }

    void mergeInto(Expansion bigger) {
        Expansion r = root();
        if (r != bigger) {
            r.mergedInto = bigger;
        }
    }

    /** The macro whose name starts the invocation. */
    public String macro() {
        return macro;
    }

    public SourceFile file() {
        return file;
    }

    public int start() {
        return start;
    }

    public int end() {
        return end;
    }

    public String text() {
        return file.slice(start, end);
    }

    @Override
    public String toString() {
        return macro + "@" + file.name() + ":" + file.line(start);
    }
}
