package dev.hicuda.lowering.kernel;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.source.MacroDefinition;
import dev.hicuda.ir.source.MacroHistory;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.VerbatimStmt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts an outlined kernel into the file: just before the function it comes from, after the
 * preprocessor lines that precede that function (so that the file's {@code #include}s and
 * {@code #define}s come first), and with the macros it uses as they are where the kernel region
 * stands.  A macro that the function's body defines, redefines or undefines before the region is
 * set that way before the kernel ({@code #undef}/{@code #define} lines), and set back after it to
 * what it is at the start of the function, so that the function's own preprocessor lines mean
 * what they meant.
 */
final class KernelPlacement {
    private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final TranslationUnit tu;
    private final MacroHistory macros;
    private final CPrinter printer = CPrinter.readable();

    KernelPlacement(TranslationUnit tu, MacroHistory macros) {
        this.tu = tu;
        this.macros = macros;
    }

    void place(FunctionDef kernel, FunctionDef host, SourcePos region, int regionEpoch) {
        // the preprocessor lines before the host function (and what precedes them) go before the kernel
        List<Trivia> hostTrivia = host.leadingTrivia();
        int split = 0;
        for (int i = 0; i < hostTrivia.size(); i++) {
            if (hostTrivia.get(i).kind() == Trivia.Kind.PREPROCESSOR) {
                split = i + 1;
            }
        }
        List<Trivia> before = new ArrayList<>(hostTrivia.subList(0, split));
        if (split > 0) {
            List<Trivia> rest = new ArrayList<>(hostTrivia.subList(split, hostTrivia.size()));
            if (rest.isEmpty() || rest.get(0).kind() != Trivia.Kind.BLANK_LINE) {
                rest.add(0, Trivia.blank());
            }
            host.setLeadingTrivia(rest);
        }

        List<String> set = new ArrayList<>();
        List<String> reset = new ArrayList<>();
        for (String name : macrosUsed(kernel, regionEpoch)) {
            MacroDefinition atStart = macros.definitionAt(name, host.epoch());
            MacroDefinition atRegion = macros.definitionAt(name, regionEpoch);
            if (same(atStart, atRegion)) {
                continue;
            }
            set.addAll(change(name, atStart, atRegion));
            reset.addAll(change(name, atRegion, atStart));
        }
        if (!set.isEmpty()) {
            before.add(Trivia.blank());
            before.add(new Trivia(Trivia.Kind.COMMENT, "/* macros as they are at " + region.file() + ":" + region.line()
                    + ", where kernel " + kernel.name() + " stands */"));
            for (String l : set) {
                before.add(new Trivia(Trivia.Kind.PREPROCESSOR, l));
            }
        }
        before.addAll(kernel.leadingTrivia());
        kernel.setLeadingTrivia(before);
        tu.insertBefore(host, kernel);
        if (!reset.isEmpty()) {
            tu.insertBefore(host, new VerbatimStmt(reset));
        }
    }

    /** Macros named in the kernel's text, and those named in their bodies, transitively. */
    private Set<String> macrosUsed(FunctionDef kernel, int regionEpoch) {
        Set<String> used = new LinkedHashSet<>();
        Deque<String> todo = new ArrayDeque<>(identifiers(printer.print(kernel)));
        while (!todo.isEmpty()) {
            String n = todo.pop();
            if (!used.add(n)) {
                continue;
            }
            MacroDefinition m = macros.definitionAt(n, regionEpoch);
            if (m != null) {
                todo.addAll(identifiers(m.body()));
            }
        }
        return used;
    }

    private static List<String> identifiers(String text) {
        List<String> l = new ArrayList<>();
        Matcher m = IDENT.matcher(text);
        while (m.find()) {
            l.add(m.group());
        }
        return l;
    }

    private static boolean same(MacroDefinition a, MacroDefinition b) {
        return a == null ? b == null : b != null && Objects.equals(a.params(), b.params()) && a.body().equals(b.body());
    }

    /** Lines that take a macro from one definition (null: undefined) to another. */
    private static List<String> change(String name, MacroDefinition from, MacroDefinition to) {
        List<String> l = new ArrayList<>();
        if (from != null) {
            l.add("#undef " + name);
        }
        if (to != null) {
            l.add(to.asDefineLine());
        }
        return l;
    }
}
