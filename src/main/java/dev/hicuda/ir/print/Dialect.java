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

    /** Plain C: a kernel launch cannot appear. */
    Dialect C = (launch, printer) -> {
        throw new IllegalStateException("kernel launch in plain C output");
    };
}
