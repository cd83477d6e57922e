package dev.hicuda.ir.source;

/**
 * An {@code #include} line the preprocessor obeyed: in file {@code from}, the directive spanning
 * {@code [start, end)}, the header it brought in, and the macro epoch before the header was read.
 */
public record Inclusion(SourceFile from, int start, int end, SourceFile header, int epoch) {
    public String directiveText() {
        return from.slice(start, end);
    }
}
