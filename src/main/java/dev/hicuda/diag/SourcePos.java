package dev.hicuda.diag;

/** A position in a source file: 1-based line and column. */
public record SourcePos(String file, int line, int column) {
    public static final SourcePos NONE = new SourcePos("<generated>", 0, 0);

    public boolean isKnown() {
        return line > 0;
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
