package dev.hicuda.ir.print;

import java.util.LinkedHashSet;
import java.util.Set;

/** The identifiers a piece of C text names, outside comments, strings and character constants. */
public final class Identifiers {
    private Identifiers() {
    }

    public static Set<String> in(String text) {
        Set<String> out = new LinkedHashSet<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int e = text.indexOf("*/", i + 2);
                i = e < 0 ? n : e + 2;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                int e = text.indexOf('\n', i);
                i = e < 0 ? n : e;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && text.charAt(j) != c && text.charAt(j) != '\n') {
                    j += text.charAt(j) == '\\' ? 2 : 1;
                }
                i = j + 1;
            } else if (Character.isLetter(c) || c == '_' || c == '$') {
                int j = i + 1;
                while (j < n && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_' || text.charAt(j) == '$')) {
                    j++;
                }
                out.add(text.substring(i, j));
                i = j;
            } else if (Character.isDigit(c)) {
                int j = i + 1;
                while (j < n && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '.' || text.charAt(j) == '_')) {
                    j++;
                }
                i = j;
            } else {
                i++;
            }
        }
        return out;
    }
}
