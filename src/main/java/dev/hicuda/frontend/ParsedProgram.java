package dev.hicuda.frontend;

import dev.hicuda.ir.decl.TranslationUnit;

import java.util.List;
import java.util.Set;

/**
 * What the front end produces: the main file's IR, the IR of the quoted headers it includes
 * (read for their declarations, never printed), the macros, and the system headers included.
 */
public record ParsedProgram(TranslationUnit unit, List<TranslationUnit> headers, MacroTable macros,
                            Set<String> systemHeaders, Set<String> typeNames) {
}
