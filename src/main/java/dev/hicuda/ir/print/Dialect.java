package dev.hicuda.ir.print;

import dev.hicuda.ir.expr.KernelLaunch;

/** What differs between the C-family outputs (plain C, CUDA, the CPU emulation). */
public interface Dialect {
    /** Renders a kernel launch (without the trailing semicolon). */
    String kernelLaunch(KernelLaunch launch, CPrinter printer);

    /** Declares a kernel's dynamic shared-memory buffer as an array of bytes called {@code name}. */
    default String dynamicSharedBuffer(String name) {
        return "extern __shared__ __align__(16) unsigned char " + name + "[];";
    }

    /**
     * Plain C.  Host programs call kernels through launch functions, so no launch appears in C
     * output; a launch printed in this dialect (in a message, say) takes CUDA's syntax.
     */
    Dialect C = (launch, printer) -> {
        StringBuilder sb = new StringBuilder(launch.kernel()).append("<<<").append(printer.expr(launch.grid(), 2))
                .append(", ").append(printer.expr(launch.block(), 2));
        if (launch.sharedBytes() != null || launch.stream() != null) {
            sb.append(", ").append(launch.sharedBytes() == null ? "0" : printer.expr(launch.sharedBytes(), 2));
        }
        if (launch.stream() != null) {
            sb.append(", ").append(printer.expr(launch.stream(), 2));
        }
        sb.append(">>>(");
        for (int i = 0; i < launch.args().size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(printer.expr(launch.args().get(i), 2));
        }
        return sb.append(')').toString();
    };
}
