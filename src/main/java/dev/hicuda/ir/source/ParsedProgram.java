package dev.hicuda.ir.source;

import dev.hicuda.ir.decl.TranslationUnit;

import java.util.List;
import java.util.Set;

/**
 * What the front end produces: the main file's IR, the IR of the quoted headers it includes
 * (read for their declarations, never printed), the macros, the system headers included, and a
 * reader that parses program text (a macro body) as an expression.
 */
public record ParsedProgram(TranslationUnit unit, List<TranslationUnit> headers, MacroTable macros,
                            Set<String> systemHeaders, Set<String> typeNames, ExpressionReader expressions) {
}
