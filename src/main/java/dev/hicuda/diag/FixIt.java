package dev.hicuda.diag;

/**
 * A suggested edit that fixes the problem a diagnostic reports: replace the text from
 * {@code start} up to (not including) {@code next}, on one line, by {@code replacement}.  gcc's
 * JSON diagnostics give fix-its the same way ({@code start}, {@code next}, {@code string}).
 */
public record FixIt(SourcePos start, SourcePos next, String replacement) {
}
