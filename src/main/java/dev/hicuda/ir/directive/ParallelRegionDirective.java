package dev.hicuda.ir.directive;

/**
 * An accelerated region (Mint's {@code parallel}): the block that follows runs on the host, its
 * {@link LoopNestDirective} loop nests become kernels, and inside it the name of every array
 * copied to the device before it stands for the device copy.
 */
public final class ParallelRegionDirective extends Directive {
    @Override
    public String keyword() {
        return "parallel";
    }
}
