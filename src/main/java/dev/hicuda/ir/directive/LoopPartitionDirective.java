package dev.hicuda.ir.directive;

/** {@code loop_partition [over_tblock[(BLOCK|CYCLIC)]] [over_thread]}. */
public final class LoopPartitionDirective extends Directive {
    public enum Distribution { BLOCK, CYCLIC }

    private final boolean overTblock;
    private final Distribution distribution;
    private final boolean overThread;

    public LoopPartitionDirective(boolean overTblock, Distribution distribution, boolean overThread) {
        this.overTblock = overTblock;
        this.distribution = distribution;
        this.overThread = overThread;
    }

    @Override
    public String keyword() {
        return "loop_partition";
    }

    public boolean overTblock() {
        return overTblock;
    }

    /** The over_tblock distribution (BLOCK when not written). */
    public Distribution distribution() {
        return distribution;
    }

    public boolean overThread() {
        return overThread;
    }
}
