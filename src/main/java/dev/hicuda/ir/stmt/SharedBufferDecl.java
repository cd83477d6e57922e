package dev.hicuda.ir.stmt;

/**
 * The declaration of a kernel's dynamically sized shared-memory buffer, named {@link #name()}.
 * Each back end spells it its own way ({@code extern __shared__} in CUDA, a call into the
 * runtime on the CPU target).
 */
public final class SharedBufferDecl extends Stmt {
    private final String name;

    public SharedBufferDecl(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }
}
