package dev.hicuda.ir.print;

import dev.hicuda.ir.expr.KernelLaunch;

/** What differs between the C-family outputs (plain C, CUDA, the CPU emulation). */
public interface Dialect {
    /** Renders a kernel launch (without the trailing semicolon). */
    String kernelLaunch(KernelLaunch launch, CPrinter printer);

    /** Plain C: a kernel launch cannot appear. */
    Dialect C = (launch, printer) -> {
        throw new IllegalStateException("kernel launch in plain C output");
    };
}
