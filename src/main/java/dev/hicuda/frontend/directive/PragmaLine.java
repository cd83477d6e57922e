package dev.hicuda.frontend.directive;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.c.DirectiveSupport;

/**
 * One {@code #pragma DIALECT ...} line as the lexer found it: its whole text (continuation lines
 * included), where it starts, and where the text after the dialect word begins.
 *
 * @param text      the line from its {@code #}
 * @param start     the position of the {@code #}
 * @param dialect   the word after {@code pragma}
 * @param bodyIndex the index in {@code text} just after the dialect word
 * @param bodyLine  the line on which the body starts
 * @param bodyColumn the 0-based column at which the body starts
 */
public record PragmaLine(String text, SourcePos start, String dialect, int bodyIndex, int bodyLine, int bodyColumn,
                         DirectiveSupport support) {
    /** Splits a pragma token's text into dialect word and body, tracking lines and columns. */
    public static PragmaLine of(String text, String file, int line, int column0) {
        return of(text, file, line, column0, null);
    }

    /**
     * A pragma line with what the C front end offers its parser: the line's tokens with their
     * places, and the expansion of macros in its expressions (null: text only, no macros).
     */
    public static PragmaLine of(String text, String file, int line, int column0, DirectiveSupport support) {
        int i = text.indexOf("pragma") + "pragma".length();
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        int j = i;
        while (j < text.length() && Character.isJavaIdentifierPart(text.charAt(j))) {
            j++;
        }
        int l = line;
        int c = column0;
        for (int k = 0; k < j; k++) {
            if (text.charAt(k) == '\n') {
                l++;
                c = 0;
            } else {
                c++;
            }
        }
        return new PragmaLine(text, new SourcePos(file, line, column0 + 1), text.substring(i, j), j, l, c, support);
    }

    /** The text after the dialect word. */
    public String body() {
        return text.substring(bodyIndex);
    }
}
