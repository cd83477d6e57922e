package dev.hicuda.lowering.target;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.DeviceUnit;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Identifiers;
import dev.hicuda.ir.source.Inclusion;
import dev.hicuda.ir.source.MacroDefinition;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.source.SourceFile;
import dev.hicuda.ir.stmt.Statements;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.OpenClNames;
import dev.hicuda.pass.Target;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes the device file stand on its own: the device code (kernels, device functions) is printed
 * as the user wrote it, so it names the user's macros, types and enumeration constants, and the
 * library's.  This pass finds what it names, transitively, and gives the device file
 * <ul>
 * <li>the {@code #include} lines of the main file that bring in the system headers declaring what
 * it names (for OpenCL C, which has no headers, the system macros it names, each unless OpenCL C
 * defines it too);</li>
 * <li>the {@code #define} lines of the user's macros it names, as defined where each kernel
 * stands (a macro redefined between two kernels is set again before the second);</li>
 * <li>copies of the user's type declarations (typedefs, struct, union and enum definitions, in
 * file order; a declaration that also defines variables keeps only its type);</li>
 * <li>prototypes of the device functions, so that they may call each other in any order.</li>
 * </ul>
 */
public final class DevicePrelude implements Pass {
    private final CPrinter printer = CPrinter.readable();
    private boolean opencl;

    @Override
    public String name() {
        return "device-prelude";
    }

    /** A file of the program, whose macros, types and headers the device code written in it uses. */
    private record Source(ParsedProgram program, DeclarationIndex index, HeaderOrigins headers, int order) {
    }

    /** A name a piece of device code uses, with the macro epoch where that code was written. */
    private record Use(String name, int epoch) {
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        opencl = ctx.target() == Target.opencl;
        DeviceUnit device = tu.device();
        if (device.isEmpty()) {
            return tu;
        }
        Map<TranslationUnit, Source> sources = new LinkedHashMap<>();
        sources.put(tu, new Source(ctx.program(), new DeclarationIndex(tu), new HeaderOrigins(ctx.program()), 0));
        for (PassContext u : ctx.whole().units()) {
            if (u != ctx) {
                sources.put(u.program().unit(), new Source(u.program(), new DeclarationIndex(u.program().unit()),
                        new HeaderOrigins(u.program()), sources.size()));
            }
        }

        Map<Node, Source> types = new LinkedHashMap<>();
        Set<Inclusion> includes = new LinkedHashSet<>();
        Map<String, MacroDefinition> global = new LinkedHashMap<>();
        Map<Node, List<MacroDefinition>> redefinitions = new LinkedHashMap<>();
        Map<String, MacroDefinition> current = new HashMap<>();
        Set<String> files = new LinkedHashSet<>();

        List<Node> hostInterface = device.items(DeviceUnit.Section.HOST_INTERFACE);
        for (Node item : device.unit().items()) {
            if (hostInterface.contains(item)) {
                continue; // what the launch functions name, their kernels name too
            }
            // a device function copied from another file of the program reads that file's macros and types
            Source src = sources.get(item instanceof FunctionDef f && device.functions().containsKey(f)
                    ? device.functions().get(f) : tu);
            if (src == null) {
                src = sources.get(tu);
            }
            int epoch = item.epoch() > 0 ? item.epoch() : src.program().macros().epoch();
            Map<String, MacroDefinition> macros = new LinkedHashMap<>();
            closure(textOf(item), epoch, src, types, includes, macros);
            for (MacroDefinition m : macros.values()) {
                files.add(src.program().unit().fileName());
                MacroDefinition now = current.get(m.name());
                if (now == null && !global.containsKey(m.name())) {
                    global.put(m.name(), m);
                    current.put(m.name(), m);
                } else if (now == null || !now.asDefineLine().equals(m.asDefineLine())) {
                    redefinitions.computeIfAbsent(item, k -> new ArrayList<>()).add(m);
                    current.put(m.name(), m);
                }
            }
        }

        for (Inclusion inc : sortedIncludes(includes)) {
            if (ctx.target() != Target.opencl) { // OpenCL C has no headers: its built-in functions stand for the C library's
                device.add(DeviceUnit.Section.PRELUDE, VerbatimStmt.of(inc.directiveText().strip()));
            }
        }
        List<String> defines = new ArrayList<>();
        for (MacroDefinition m : global.values()) {
            if (m.origin() == MacroDefinition.Origin.SYSTEM_HEADER) {
                defines.add("#ifndef " + m.name() + " /* from " + m.pos().file() + " (OpenCL C has no headers) */");
                defines.add(m.asDefineLine());
                defines.add("#endif");
            } else {
                defines.add(m.asDefineLine());
            }
        }
        if (!defines.isEmpty()) {
            VerbatimStmt v = new VerbatimStmt(defines);
            v.setLeadingTrivia(List.of(dev.hicuda.ir.Trivia.blank(),
                    new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT, "/* the macros of " + String.join(", ", files)
                            + " the device code uses */")));
            device.add(DeviceUnit.Section.PRELUDE, v);
        }
        List<Node> ordered = new ArrayList<>(types.keySet());
        ordered.sort(Comparator.comparingInt((Node t) -> types.get(t).order())
                .thenComparingInt(t -> types.get(t).program().unit().items().indexOf(t)));
        Set<String> seenTypes = new java.util.HashSet<>();
        boolean first = true;
        for (Node t : ordered) {
            if (!seenTypes.add(t.pos().file() + ":" + t.pos().line() + ":" + t.pos().column() + ":" + textOf(t))) {
                continue; // the same declaration of a header that several files include
            }
            Node copy = typeCopy(t);
            if (first) {
                copy.setLeadingTrivia(List.of(dev.hicuda.ir.Trivia.blank(), new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                        "/* the types of " + tu.fileName() + (sources.size() > 1 ? " and the program's other files" : "")
                        + " the device code uses */")));
                first = false;
            }
            device.add(DeviceUnit.Section.PRELUDE, copy);
        }
        for (Map.Entry<Node, List<MacroDefinition>> e : redefinitions.entrySet()) {
            List<String> lines = new ArrayList<>();
            for (MacroDefinition m : e.getValue()) {
                lines.add("#undef " + m.name());
                lines.add(m.asDefineLine());
            }
            VerbatimStmt v = new VerbatimStmt(lines);
            v.setLeadingTrivia(List.of(dev.hicuda.ir.Trivia.blank(), new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                    "/* macros as they are where the next definition was written */")));
            device.insertBefore(e.getKey(), v);
        }
        for (FunctionDef f : device.functions().keySet()) {
            device.add(DeviceUnit.Section.DECLARATIONS, prototype(f));
        }
        return tu;
    }

    /** The declaration of a device function, before every definition (a declaration node, which back ends may respell). */
    private static Declaration prototype(FunctionDef f) {
        DeclSpecs specs = f.specs().copy();
        Declaration d = new Declaration(specs, new ArrayList<>(List.of(new InitDeclarator(f.declarator().copy(), null, null))));
        d.at(f.pos());
        return d;
    }

    /** The names {@code text} uses, and what they need, added to the sets (macros at {@code epoch}). */
    private void closure(String text, int epoch, Source src, Map<Node, Source> types, Set<Inclusion> includes,
                         Map<String, MacroDefinition> macros) {
        DeclarationIndex index = src.index();
        HeaderOrigins headers = src.headers();
        ParsedProgram program = src.program();
        Deque<Use> todo = new ArrayDeque<>();
        Set<String> seen = new java.util.HashSet<>();
        for (String n : Identifiers.in(text)) {
            todo.add(new Use(n, epoch));
        }
        while (!todo.isEmpty()) {
            Use u = todo.pop();
            if (!seen.add(u.name() + "@" + u.epoch())) {
                continue;
            }
            MacroDefinition m = program.macros().definitionAt(u.name(), u.epoch());
            if (m != null) {
                switch (m.origin()) {
                    case MAIN_FILE, USER_HEADER, COMMAND_LINE -> {
                        macros.putIfAbsent(m.name(), m);
                        for (String n : Identifiers.in(m.body())) {
                            todo.add(new Use(n, u.epoch()));
                        }
                    }
                    case SYSTEM_HEADER -> {
                        if (opencl) { // no headers in OpenCL C: the definition itself (kept out where OpenCL C has its own)
                            if (!OpenClNames.BUILTINS.contains(m.name()) && !OpenClNames.isReserved(m.name())) {
                                macros.putIfAbsent(m.name(), m);
                                for (String n : Identifiers.in(m.body())) {
                                    todo.add(new Use(n, u.epoch()));
                                }
                            }
                            continue;
                        }
                        Inclusion inc = headers.topLevelIncludeOf(m.pos().file());
                        if (inc != null) {
                            includes.add(inc);
                        }
                    }
                    case PREDEFINED -> {
                    }
                }
                continue;
            }
            for (Node d : index.typesNamed(u.name())) {
                SourceFile f = headers.fileOf(d);
                if (f != null && f.kind() == SourceFile.Kind.SYSTEM_HEADER) {
                    Inclusion inc = headers.topLevelIncludeOf(f.name());
                    if (inc != null) {
                        includes.add(inc);
                    }
                } else if (types.putIfAbsent(d, src) == null) {
                    int e = d.epoch() > 0 ? d.epoch() : u.epoch();
                    for (String n : Identifiers.in(textOf(d))) {
                        todo.add(new Use(n, e));
                    }
                }
            }
            for (Node d : index.functionsNamed(u.name())) {
                SourceFile f = headers.fileOf(d);
                if (f != null && f.kind() == SourceFile.Kind.SYSTEM_HEADER) {
                    Inclusion inc = headers.topLevelIncludeOf(f.name());
                    if (inc != null) {
                        includes.add(inc);
                    }
                }
            }
        }
    }

    private String textOf(Node n) {
        if (n instanceof FunctionDef f) {
            return printer.print(f);
        }
        if (n instanceof Declaration d) {
            return printer.declarationText(d, 0);
        }
        if (n instanceof VerbatimStmt v) {
            return String.join("\n", v.lines());
        }
        return "";
    }

    /** A copy of a type declaration for the device file: its variables (if any) left out. */
    private static Node typeCopy(Node t) {
        Declaration d = (Declaration) t;
        Declaration copy = Statements.layout(d, d.copy());
        if (!d.specs().isTypedef() && !d.declarators().isEmpty()) {
            copy = new Declaration(d.specs().copy(), new ArrayList<>()).at(d.pos());
        }
        copy.setLeadingTrivia(List.of());
        copy.setIncluded(false); // a declaration of a user's header is printed in the device file, which does not include it
        return copy;
    }

    /** The includes in file order, each header once (several files of the program may include it). */
    private static List<Inclusion> sortedIncludes(Set<Inclusion> includes) {
        List<Inclusion> l = new ArrayList<>(includes);
        l.sort(Comparator.comparingInt(Inclusion::start));
        Set<String> seen = new java.util.HashSet<>();
        l.removeIf(inc -> !seen.add(inc.directiveText().strip()));
        return l;
    }
}
