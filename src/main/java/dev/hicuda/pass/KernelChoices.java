package dev.hicuda.pass;

import java.util.Map;

/**
 * Code-generation choices for particular kernels that the optimizer hands to the lowering (the lowering may not
 * read the optimizer's tuning itself): loop versioning of the pipelined copies, and the minimum number of thread
 * blocks an SM must hold ({@code __launch_bounds__(T, M)}), by kernel name.
 */
public record KernelChoices(Map<String, Boolean> versioning, Map<String, Integer> minBlocks) {
    public static final PassContext.Key<KernelChoices> KEY = PassContext.Key.withDefault("kernel code-generation choices",
            KernelChoices.class, () -> new KernelChoices(Map.of(), Map.of()));

    /** Whether the pipelined loops of {@code kernel} run in two versions. */
    public boolean versioned(String kernel) {
        return versioning.getOrDefault(kernel, false);
    }

    /** The blocks of the kernel's threads an SM must hold, or null: the lowering's own rule. */
    public Integer minBlocks(String kernel) {
        return minBlocks.get(kernel);
    }
}
