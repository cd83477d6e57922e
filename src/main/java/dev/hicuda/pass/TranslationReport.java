package dev.hicuda.pass;

import java.util.ArrayList;
import java.util.List;

/** What --report prints: one section per kernel (grid mapping, parameters, transfers). */
public final class TranslationReport {
    private final List<String> lines = new ArrayList<>();

    public void add(String line) {
        lines.add(line);
    }

    public String render() {
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }
}
