package dev.hicuda.frontend.c;

import java.util.regex.Pattern;

/**
 * Which preprocessing numbers are C constants (C99 6.4.4.1, 6.4.4.2, with GNU's imaginary
 * suffixes {@code i}/{@code j} and binary constants), and whether one is an integer or a
 * floating constant.
 */
final class NumberSyntax {
    enum Kind { INTEGER, FLOATING, INVALID }

    private static final String INT_SUFFIX = "(?:[ijIJ]?(?:[uU](?:ll|LL|l|L)?|(?:ll|LL|l|L)[uU]?)?[ijIJ]?)";
    private static final Pattern INTEGER = Pattern.compile(
            "(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)" + INT_SUFFIX + "|(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)[ijIJ]" + INT_SUFFIX);
    private static final String FLOAT_SUFFIX = "[ijIJ]?(?:[fFlL]|[fF](?:16|32|64|128)x?|[wWqQ]|[dD][fFdDlL])?[ijIJ]?";
    private static final Pattern FLOATING = Pattern.compile(
            "(?:(?:[0-9]*\\.[0-9]+|[0-9]+\\.)(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+)" + FLOAT_SUFFIX
                    + "|0[xX](?:[0-9a-fA-F]*\\.[0-9a-fA-F]+|[0-9a-fA-F]+\\.?)[pP][+-]?[0-9]+" + FLOAT_SUFFIX);

    private NumberSyntax() {
    }

    static Kind classify(String s) {
        if (INTEGER.matcher(s).matches()) {
            return Kind.INTEGER;
        }
        if (FLOATING.matcher(s).matches()) {
            return Kind.FLOATING;
        }
        return Kind.INVALID;
    }

    /** gcc's message for a malformed number. */
    static String problem(String s) {
        if (s.matches("0[0-7]*[89][0-9]*")) {
            return "invalid digit in octal constant '" + s + "'";
        }
        int i = 0;
        boolean hex = s.startsWith("0x") || s.startsWith("0X");
        if (hex) {
            i = 2;
        }
        while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.'
                || (hex && Character.digit(s.charAt(i), 16) >= 0))) {
            i++;
        }
        return "invalid suffix \"" + s.substring(i) + "\" on " + (s.contains(".") || s.matches(".*[eEpP][+-]?\\d.*")
                ? "floating" : "integer") + " constant";
    }
}
