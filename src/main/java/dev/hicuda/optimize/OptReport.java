package dev.hicuda.optimize;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What {@code --opt-report} prints, in the manner of NVHPC's {@code -Minfo}: one line per kernel
 * (or loop of a kernel) and pass, saying what was applied, with its parameters, or why not.
 * Lines are printed in source order as {@code FILE:LINE: kernel NAME: PASS: TEXT}.
 */
public final class OptReport {
    public static final PassContext.Key<OptReport> KEY = PassContext.Key.withDefault("optimization report", OptReport.class,
            OptReport::new);

    /** One line: where (the kernel directive, or a loop of the kernel), which kernel, which pass, what. */
    public record Entry(SourcePos pos, String kernel, String pass, String text, int order) {
        public String render() {
            return pos.file() + ":" + pos.line() + ": kernel " + kernel + ": " + pass + ": " + text;
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    public static OptReport of(PassContext ctx) {
        return ctx.get(KEY);
    }

    /** Adds a line; the same line for the same place again (a loop the optimizer wrote twice, as full and last strips) is said once. */
    public void add(SourcePos pos, String kernel, String pass, String text) {
        Entry e = new Entry(pos, kernel, pass, text, entries.size());
        if (entries.stream().noneMatch(x -> x.render().equals(e.render()))) {
            entries.add(e);
        }
    }

    public List<Entry> entries() {
        return List.copyOf(entries);
    }

    /** The report, lines sorted by file, line, then the order the passes ran in. */
    public String render() {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing((Entry e) -> e.pos().file()).thenComparingInt(e -> e.pos().line())
                .thenComparingInt(Entry::order));
        StringBuilder sb = new StringBuilder();
        for (Entry e : sorted) {
            sb.append(e.render()).append('\n');
        }
        return sb.toString();
    }
}
