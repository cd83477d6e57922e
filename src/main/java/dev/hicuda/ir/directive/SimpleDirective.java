package dev.hicuda.ir.directive;

/**
 * The directives without clauses: kernel_end, singular, singular_end, barrier, and Mint's single
 * (a serial section of an accelerated region, run by the host).  A barrier inside a kernel
 * synchronizes the threads of a block; in the host code of an accelerated region it waits for
 * the device.
 */
public final class SimpleDirective extends Directive {
    public enum Kind {
        KERNEL_END("kernel_end"), SINGULAR("singular"), SINGULAR_END("singular_end"), BARRIER("barrier"), SINGLE("single");

        private final String keyword;

        Kind(String keyword) {
            this.keyword = keyword;
        }

        public String keyword() {
            return keyword;
        }
    }

    private final Kind kind;

    public SimpleDirective(Kind kind) {
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    @Override
    public String keyword() {
        return kind.keyword();
    }
}
