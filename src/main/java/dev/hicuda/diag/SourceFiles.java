package dev.hicuda.diag;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The text of every file the compiler read, so that diagnostics can quote the offending line. */
public final class SourceFiles {
    private final Map<String, List<String>> lines = new HashMap<>();

    public void add(String file, String text) {
        lines.put(file, text.lines().toList());
    }

    public String line(String file, int line) {
        List<String> l = lines.get(file);
        if (l == null || line < 1 || line > l.size()) {
            return null;
        }
        return l.get(line - 1);
    }
}
