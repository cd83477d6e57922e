package dev.hicuda.frontend.directive;

import dev.hicuda.ir.directive.Directive;

/**
 * One directive language: the {@code #pragma NAME ...} lines whose first word is {@link #name()}.
 * Every dialect produces the same directive IR ({@code dev.hicuda.ir.directive}), so the analyses and
 * lowering passes after the front end do not know which dialect a program was written in.
 */
public interface DirectiveDialect {
    /** The word after {@code #pragma} that selects this dialect ({@code hicuda}). */
    String name();

    /**
     * Parses one pragma line of this dialect; reports its errors (located at the exact token) and
     * returns null when the line is malformed.
     */
    Directive parse(PragmaLine pragma);
}
