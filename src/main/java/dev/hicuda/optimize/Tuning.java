package dev.hicuda.optimize;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Parameters chosen for particular kernels (by {@code hicuda tune}, or written by hand), which
 * override the passes' cost models: {@code KERNEL.coarsening = 4x2} (iterations a thread per
 * partitioned dimension, outermost first; a single number applies to every dimension, {@code 1}
 * turns coarsening off) and {@code KERNEL.strip = 32} (the strip length of shared tiling; {@code 0}
 * turns tiling off), {@code KERNEL.prefetch = off} (no load issued an iteration ahead in the kernel;
 * {@code on}: as the pass decides) and {@code KERNEL.vector-access = off} (no vector load of a thread's
 * consecutive elements), {@code KERNEL.loop-versioning = on|off} (the pipelined loops in two versions) and
 * {@code KERNEL.min-blocks = M} ({@code __launch_bounds__(T, M)}).  {@code *} as KERNEL applies to every kernel without an entry of its own.  The
 * file form is one {@code KERNEL.PARAMETER = VALUE} a line; {@code #} starts a comment.
 */
public record Tuning(Map<String, String> values) {
    public static final Tuning NONE = new Tuning(Map.of());

    /** The value of {@code parameter} for {@code kernel}, or null. */
    public String get(String kernel, String parameter) {
        String v = values.get(kernel + "." + parameter);
        return v != null ? v : values.get("*." + parameter);
    }

    /** The coarsening factors for {@code kernel}'s {@code dims} dimensions ({@code 4x2} → {4, 2}; {@code 2} → {2, 2}), or null. */
    public int[] coarsening(String kernel, int dims) {
        String v = get(kernel, "coarsening");
        if (v == null) {
            return null;
        }
        String[] parts = v.split("x");
        int[] f = new int[parts.length == 1 ? dims : parts.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = Integer.parseInt(parts[parts.length == 1 ? 0 : i].trim());
        }
        return f;
    }

    /** The strip length of shared tiling for {@code kernel}, or null. */
    public Integer strip(String kernel) {
        String v = get(kernel, "strip");
        return v == null ? null : Integer.valueOf(v.trim());
    }

    /**
     * Whether pass {@code pass} ({@code prefetch}, {@code vector-access}) may run on {@code kernel}: false for
     * {@code KERNEL.PASS = off}.
     */
    public boolean on(String kernel, String pass) {
        return !"off".equals(get(kernel, pass));
    }

    /** The minimum number of blocks an SM must hold of {@code kernel} ({@code KERNEL.min-blocks = M}), or null. */
    public Integer minBlocks(String kernel) {
        String v = get(kernel, "min-blocks");
        return v == null ? null : Integer.valueOf(v.trim());
    }

    /** Parses a tuning file's text; throws IllegalArgumentException naming the line of a malformed entry. */
    public static Tuning parse(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        int no = 0;
        for (String raw : text.split("\n", -1)) {
            no++;
            String line = raw.replaceFirst("#.*", "").trim();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            String key = eq < 0 ? "" : line.substring(0, eq).trim();
            String value = eq < 0 ? "" : line.substring(eq + 1).trim();
            if (!key.matches("([A-Za-z_][A-Za-z0-9_]*|\\*)\\.(coarsening|strip|prefetch|vector-access|loop-versioning|min-blocks)") || value.isEmpty()
                    || key.endsWith(".coarsening") && !value.matches("[0-9]+( *x *[0-9]+)*")
                    || key.endsWith(".strip") && !value.matches("[0-9]+")
                    || key.endsWith(".min-blocks") && !value.matches("[1-9][0-9]?")
                    || (key.endsWith(".prefetch") || key.endsWith(".vector-access") || key.endsWith(".loop-versioning"))
                    && !value.matches("on|off")) {
                throw new IllegalArgumentException("line " + no + ": expected KERNEL.coarsening = AxB..., KERNEL.strip = N,"
                        + " KERNEL.prefetch = on|off, KERNEL.vector-access = on|off, KERNEL.loop-versioning = on|off or"
                        + " KERNEL.min-blocks = M (1-99), found '" + raw.trim() + "'");
            }
            m.put(key, value.replace(" ", ""));
        }
        return new Tuning(m);
    }

    /** The file form, sorted by key. */
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : new TreeMap<>(values).entrySet()) {
            sb.append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
        }
        return sb.toString();
    }
}
