package dev.hicuda.ir.source;

import dev.hicuda.diag.SourcePos;

import java.util.List;

/**
 * A macro definition as the preprocessor recorded it: object-like when {@link #params()} is null;
 * the parameters as written ({@code ...} or {@code args...} for the variable ones).
 * {@link #body()} is the replacement list with white space normalised to single spaces (what
 * C99 6.10.3p2 compares for redefinitions); {@link #directiveText()} is the {@code #define} line as
 * written (comments and continuations included), which the back ends re-emit when a generated
 * file needs the macro.
 */
public record MacroDefinition(String name, List<String> params, boolean variadic, String body, SourcePos pos,
                              Origin origin, String directiveText) {
    /** Where a definition comes from. */
    public enum Origin {
        /** A {@code #define} in the translated file. */
        MAIN_FILE,
        /** A {@code #define} in a header of the user's ({@code #include "…"}). */
        USER_HEADER,
        /** A {@code #define} in a system header: re-emitting its {@code #include} brings it back. */
        SYSTEM_HEADER,
        /** {@code -D} on the command line. */
        COMMAND_LINE,
        /** Predefined by the C compiler ({@code __GNUC__}, {@code __x86_64__}, …) or computed ({@code __LINE__}). */
        PREDEFINED
    }

    public boolean isFunctionLike() {
        return params != null;
    }

    /** The definition as one {@code #define} line (continuations joined, comments removed). */
    public String asDefineLine() {
        StringBuilder sb = new StringBuilder("#define ").append(name);
        if (params != null) {
            sb.append('(').append(String.join(", ", params)).append(')');
        }
        if (!body.isEmpty()) {
            sb.append(' ').append(body);
        }
        return sb.toString();
    }
}
