package dev.hicuda.driver;

import dev.hicuda.optimize.StencilTiling;

import java.util.List;

/**
 * The optimizations a compilation asks for with {@code --opt=+NAME,-NAME}: {@code +} forces a
 * transformation on every kernel it applies to, {@code -} forbids it.  Known names:
 * {@code stencil-tiling} ({@link StencilTiling}: by default on for Mint loop nests only).
 */
public record Optimizations(StencilTiling.Mode stencilTiling) {
    public static final List<String> NAMES = List.of("stencil-tiling");

    public static Optimizations defaults() {
        return new Optimizations(StencilTiling.Mode.MINT);
    }

    /** The switches of {@code --opt}; throws IllegalArgumentException with a message for a bad one. */
    public static Optimizations parse(List<String> switches) {
        StencilTiling.Mode stencil = StencilTiling.Mode.MINT;
        for (String s : switches) {
            String w = s.trim();
            if (w.length() < 2 || w.charAt(0) != '+' && w.charAt(0) != '-') {
                throw new IllegalArgumentException("--opt takes +NAME or -NAME, not '" + s + "'");
            }
            String name = w.substring(1);
            if (!NAMES.contains(name)) {
                throw new IllegalArgumentException("unknown optimization '" + name + "' in --opt (known: " + String.join(", ", NAMES) + ")");
            }
            stencil = w.charAt(0) == '+' ? StencilTiling.Mode.ALL : StencilTiling.Mode.OFF;
        }
        return new Optimizations(stencil);
    }
}
