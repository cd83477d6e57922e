package dev.hicuda.pass;

import dev.hicuda.ir.decl.TranslationUnit;

/** One step of the compiler: takes IR and returns IR (usually the same tree, changed in place). */
public interface Pass {
    /** A short name for --report and debugging. */
    String name();

    TranslationUnit run(TranslationUnit tu, PassContext ctx);
}
