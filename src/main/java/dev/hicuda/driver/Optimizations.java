package dev.hicuda.driver;

import dev.hicuda.optimize.Setting;
import dev.hicuda.optimize.StencilTiling;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The optimizations a compilation asks for: a level ({@code -O0}, {@code -O1}, {@code -O2}) and the
 * switches of {@code --opt=+NAME,-NAME}: {@code +} turns a pass on whatever the level, skipping its
 * profitability rule (it still applies only where legal), {@code -} turns it off.
 *
 * <ul>
 * <li>{@code -O0}: translation only.</li>
 * <li>{@code -O1}: the transformations that never lose: {@code registers}, {@code specialization},
 *     {@code vector-access}; Mint
 *     loop nests get a report line saying whether {@code stencil-tiling} would tile them at -O2.</li>
 * <li>{@code -O2} (the default): adds {@code coalescing}, {@code coarsening}, {@code shared-tiling},
 *     {@code shared-arrays} and {@code stencil-tiling} (Mint's optimizer), each under its cost model, and {@code prefetch} (loads one
 *     iteration ahead in the sequential loops that synchronize the block).</li>
 * </ul>
 * {@code loop-versioning} is off at every level (it pays on some kernels and costs on others: docs/optimizer.md);
 * {@code --opt=+loop-versioning} or a tuning file turns it on.
 * {@code +stencil-tiling} tiles the Mint nests and hiCUDA kernels of the stencil form; {@code -stencil-tiling}
 * drops the report line too.  {@code tuned} holds the choices of a tuning file
 * (kernel name → parameters), which override the cost models.
 */
public record Optimizations(int level, Map<String, Setting> settings, StencilTiling.Mode stencilTiling, dev.hicuda.optimize.Tuning tuned) {
    /** The passes by name, in the order they run. */
    public static final List<String> NAMES = List.of("stencil-tiling", "specialization", "registers", "coalescing", "coarsening",
            "shared-tiling", "shared-arrays", "prefetch", "vector-access", "loop-versioning");
    /** The level used when none is given. */
    public static final int DEFAULT_LEVEL = 2;

    public static Optimizations defaults() {
        return parse(DEFAULT_LEVEL, List.of());
    }

    /** The setting of pass {@code name}. */
    public Setting setting(String name) {
        return settings.getOrDefault(name, Setting.OFF);
    }

    public Optimizations withTuning(dev.hicuda.optimize.Tuning t) {
        return new Optimizations(level, settings, stencilTiling, t);
    }

    /** The level's passes and the switches; throws IllegalArgumentException with a message for a bad switch or level. */
    public static Optimizations parse(int level, List<String> switches) {
        if (level < 0 || level > 2) {
            throw new IllegalArgumentException("-O takes 0, 1 or 2, not " + level);
        }
        Map<String, Setting> s = new LinkedHashMap<>();
        for (String n : NAMES) {
            boolean on = switch (n) {
                case "stencil-tiling", "specialization", "registers", "vector-access" -> level >= 1;
                case "loop-versioning" -> false; // on where measured to pay: --opt=+loop-versioning, the tuning file
                default -> level >= 2;
            };
            s.put(n, on ? Setting.ON : Setting.OFF);
        }
        for (String sw : switches) {
            String w = sw.trim();
            if (w.length() < 2 || w.charAt(0) != '+' && w.charAt(0) != '-') {
                throw new IllegalArgumentException("--opt takes +NAME or -NAME, not '" + sw + "'");
            }
            String name = w.substring(1);
            if (!NAMES.contains(name)) {
                throw new IllegalArgumentException("unknown optimization '" + name + "' in --opt (known: " + String.join(", ", NAMES) + ")");
            }
            s.put(name, w.charAt(0) == '+' ? Setting.FORCED : Setting.OFF);
        }
        Setting st = s.get("stencil-tiling");
        StencilTiling.Mode mode = st == Setting.FORCED ? StencilTiling.Mode.ALL : st == Setting.OFF ? StencilTiling.Mode.OFF
                : level >= 2 ? StencilTiling.Mode.MODEL : StencilTiling.Mode.ADVISE;
        return new Optimizations(level, s, mode, dev.hicuda.optimize.Tuning.NONE);
    }

    /** The old entry point: the default level and the switches. */
    public static Optimizations parse(List<String> switches) {
        return parse(DEFAULT_LEVEL, switches);
    }
}
