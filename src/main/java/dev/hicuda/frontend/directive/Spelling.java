package dev.hicuda.frontend.directive;

import java.util.List;

/** The "did you mean" hints of directive errors: the keyword a misspelt word most likely meant. */
public final class Spelling {
    private Spelling() {
    }

    /**
     * The candidate closest to {@code word} (ignoring case), if it is close enough to be a likely
     * misspelling: within edit distance 1, or 2 for candidates of six letters or more.  Null when
     * {@code word} is itself a candidate or nothing is close.
     */
    public static String closest(String word, List<String> candidates) {
        if (candidates.contains(word)) {
            return null;
        }
        String best = null;
        int bestD = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word.toLowerCase(), c.toLowerCase());
            int allowed = c.length() >= 6 ? 2 : 1;
            if (d <= allowed && d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }

    /** {@code "; did you mean 'X'?"} for the closest candidate X, or "" when none is close. */
    public static String didYouMean(String word, List<String> candidates) {
        return hint(closest(word, candidates));
    }

    /** {@code "; did you mean 'X'?"} for a hint X, or "" for null. */
    public static String hint(String hint) {
        return hint == null ? "" : "; did you mean '" + hint + "'?";
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int c = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + c);
            }
        }
        return d[a.length()][b.length()];
    }
}
