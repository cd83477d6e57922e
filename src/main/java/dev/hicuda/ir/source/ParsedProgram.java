package dev.hicuda.ir.source;

import dev.hicuda.ir.decl.TranslationUnit;

import java.util.List;

/**
 * What the front end produces: the IR of the file (the declarations of the headers it includes
 * among its items, marked {@link dev.hicuda.ir.Node#isIncluded() included}), the file itself, the
 * headers it included and the history of its macros.
 */
public record ParsedProgram(TranslationUnit unit, SourceFile main, List<Inclusion> inclusions, MacroHistory macros) {
}
