package dev.hicuda.frontend.c;

import java.util.HashMap;
import java.util.Map;

/** Finds the indentation step a source file uses (tab, 2, 3, 4 or 8 spaces). */
public final class IndentDetector {
    private IndentDetector() {
    }

    public static String detect(String text) {
        Map<Integer, Integer> votes = new HashMap<>();
        int tabs = 0;
        int prevIndent = -1;
        boolean prevOpens = false;
        for (String line : text.split("\n", -1)) {
            String stripped = line.strip();
            if (stripped.isEmpty() || stripped.startsWith("#") || stripped.startsWith("*") || stripped.startsWith("//")) {
                continue;
            }
            int indent = 0;
            while (indent < line.length() && line.charAt(indent) == ' ') {
                indent++;
            }
            if (line.startsWith("\t")) {
                tabs++;
            }
            if (prevOpens && indent > prevIndent && indent - prevIndent <= 8) {
                votes.merge(indent - prevIndent, 1, Integer::sum);
            }
            prevIndent = indent;
            prevOpens = stripped.endsWith("{");
        }
        if (tabs > 0 && votes.values().stream().mapToInt(Integer::intValue).sum() < tabs) {
            return "\t";
        }
        int best = 4;
        int bestVotes = 0;
        for (Map.Entry<Integer, Integer> e : votes.entrySet()) {
            if (e.getValue() > bestVotes) {
                best = e.getKey();
                bestVotes = e.getValue();
            }
        }
        return " ".repeat(best);
    }
}
