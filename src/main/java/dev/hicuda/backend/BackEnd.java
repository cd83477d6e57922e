package dev.hicuda.backend;

import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

/**
 * Turns lowered IR into output text. Implementations are found by {@link BackEndRegistry}
 * (listed in {@code META-INF/services/dev.hicuda.backend.BackEnd}); this interface names none
 * of them.
 */
public interface BackEnd {
    /** The target this back end prints for. */
    Target target();

    /** What the default output file name appends to the input's base name ({@code .cu}). */
    String outputSuffix();

    Output emit(TranslationUnit tu, PassContext ctx);
}
