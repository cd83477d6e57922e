package dev.hicuda.frontend.preprocessor;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.preprocessor.PpToken.Kind;
import dev.hicuda.ir.source.MacroDefinition;
import dev.hicuda.ir.source.Inclusion;
import dev.hicuda.ir.source.MacroHistory;
import dev.hicuda.ir.source.SourceFile;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The C preprocessor (C99 6.10, with gcc's extensions): reads the file and the headers it
 * includes, obeys the directives, expands macros, and hands the parser the resulting tokens.
 * Predefined macros and the system include folders are the host C compiler's
 * ({@link HostCompiler}), so the program is seen exactly as gcc sees it.  Directives are handled by
 * {@link DirectiveProcessor}; macro replacement by {@link MacroExpander}.
 *
 * <p>Errors go to the reporter; preprocessing goes on after an error, so that every error of a
 * file is reported at once.
 */
public final class Preprocessor implements MacroExpander.Host {
    /** Options: {@code -D}/{@code -U} in command-line order, include folders, the host compiler. */
    public record Options(List<String> defines, List<String> undefines, List<Path> includeDirs,
                          List<Path> quoteDirs, HostCompiler compiler) {
    }

    /** A file being read, with its open conditionals. */
    static final class FileState {
        final SourceFile file;
        final PpLexer lexer;
        final Deque<Conditional> conds = new ArrayDeque<>();
        final int chainIndex;
        final Path dir;

        FileState(SourceFile file, int chainIndex) {
            this.file = file;
            this.lexer = new PpLexer(file);
            this.chainIndex = chainIndex;
            this.dir = file.path() == null ? null : file.path().toAbsolutePath().getParent();
        }

        boolean skipping() {
            return !conds.isEmpty() && !conds.peek().active;
        }
    }

    /** An open {@code #if} group. */
    static final class Conditional {
        final PpToken at;
        final boolean parentActive;
        boolean active;
        boolean taken;
        boolean sawElse;

        Conditional(PpToken at, boolean parentActive, boolean active) {
            this.at = at;
            this.parentActive = parentActive;
            this.active = active;
            this.taken = active;
        }
    }

    final Reporter reporter;
    final HeaderSearch search;
    final Map<String, MacroDef> macros = new HashMap<>();
    final MacroHistory history = new MacroHistory();
    final Locator locator = new Locator();
    final Deque<FileState> files = new ArrayDeque<>();
    final List<SourceFile> allFiles = new ArrayList<>();
    final List<Inclusion> includes = new ArrayList<>();
    final Set<Path> onceFiles = new HashSet<>();
    final Map<String, Deque<MacroDef>> pushedMacros = new HashMap<>();
    private final Options options;
    private final MacroExpander expander;
    private final DirectiveProcessor directives;
    private final FileInput input = new FileInput();
    private final ZonedDateTime now;
    private SourceFile main;
    private PpToken lastFileToken;
    private int counter;

    public Preprocessor(Reporter reporter, Options options) {
        this.reporter = reporter;
        this.options = options;
        this.search = new HeaderSearch(options.quoteDirs(), options.includeDirs(), options.compiler().systemDirs());
        this.expander = new MacroExpander(macros, this);
        this.directives = new DirectiveProcessor(this);
        String epoch = System.getenv("SOURCE_DATE_EPOCH");
        Instant t = epoch != null && epoch.matches("\\d+") ? Instant.ofEpochSecond(Long.parseLong(epoch)) : Instant.now();
        this.now = t.atZone(ZoneOffset.UTC);
    }

    /** Preprocesses a file given on the command line. */
    public PreprocessedUnit run(SourceFile mainFile) {
        this.main = mainFile;
        defineBuiltins();
        predefine(options.compiler().predefines(), MacroDefinition.Origin.PREDEFINED, "<built-in>");
        StringBuilder cmd = new StringBuilder();
        for (String d : options.defines()) {
            int eq = d.indexOf('=');
            cmd.append("#define ").append(eq < 0 ? d + " 1" : d.substring(0, eq) + " " + d.substring(eq + 1)).append('\n');
        }
        for (String u : options.undefines()) {
            cmd.append("#undef ").append(u).append('\n');
        }
        predefine(cmd.toString(), MacroDefinition.Origin.COMMAND_LINE, "<command-line>");

        allFiles.add(mainFile);
        reporter.sources().add(mainFile.name(), mainFile.text());
        files.push(new FileState(mainFile, -1));
        List<PpToken> out = new ArrayList<>();
        List<Integer> epochs = new ArrayList<>();
        Map<PpToken, MacroScope> pragmaMacros = new java.util.IdentityHashMap<>();
        for (PpToken t = expander.next(input, false); !t.isEof(); t = expander.next(input, false)) {
            if (t.kind() == Kind.OTHER) {
                reporter.error(locator.pos(t), stray(t));
                continue;
            }
            if (t.kind() == Kind.PRAGMA) {
                pragmaMacros.put(t, new MacroScope(new HashMap<>(macros), locator));
            }
            out.add(t);
            epochs.add(history.epoch());
        }
        int[] ep = new int[epochs.size()];
        for (int i = 0; i < ep.length; i++) {
            ep[i] = epochs.get(i);
        }
        return new PreprocessedUnit(mainFile, out, ep, List.copyOf(allFiles), List.copyOf(includes), history, locator,
                pragmaMacros);
    }

    private static String stray(PpToken t) {
        String s = t.text();
        if (s.equals("'") || s.equals("\"")) {
            return "missing terminating " + s + " character";
        }
        return "stray '" + s + "' in program";
    }

    private void defineBuiltins() {
        SourcePos none = new SourcePos("<built-in>", 0, 0);
        for (String n : List.of("__FILE__", "__LINE__", "__COUNTER__", "__INCLUDE_LEVEL__", "__BASE_FILE__",
                "__FILE_NAME__", "__DATE__", "__TIME__", "__TIMESTAMP__")) {
            MacroDef.Builtin b = MacroDef.Builtin.valueOf(n.substring(2, n.length() - 2));
            MacroDefinition d = new MacroDefinition(n, null, false, "", none, MacroDefinition.Origin.PREDEFINED, "");
            macros.put(n, new MacroDef(n, b, d));
        }
        for (String n : List.of("__has_include", "__has_include_next", "__has_attribute", "__has_cpp_attribute",
                "__has_c_attribute", "__has_builtin")) {
            MacroDefinition d = new MacroDefinition(n, null, false, "", none, MacroDefinition.Origin.PREDEFINED, "");
            macros.put(n, new MacroDef(n, MacroDef.Builtin.HAS_OPERATOR, d));
        }
    }

    private void predefine(String text, MacroDefinition.Origin origin, String name) {
        if (text.isEmpty()) {
            return;
        }
        SourceFile f = SourceFile.builtin(name, text);
        PpLexer lx = new PpLexer(f);
        for (PpToken t = lx.next(); !t.isEof(); t = lx.next()) {
            if (t.isPunct("#") && t.lineStart()) {
                directives.predefined(lx, t, origin);
            }
        }
    }

    // ------------------------------------------------------------------ reading files

    /** The tokens of the files on the include stack, directives obeyed, newlines dropped. */
    private final class FileInput extends TokenInput {
        @Override
        protected PpToken read() {
            while (true) {
                FileState f = files.peek();
                PpToken t = f.lexer.next();
                if (t.kind() == Kind.NEWLINE) {
                    continue;
                }
                if (t.isEof()) {
                    endOfFile(f, t);
                    if (files.size() == 1) {
                        return t;
                    }
                    files.pop();
                    continue;
                }
                if (t.lineStart() && t.isPunct("#")) {
                    PpToken made = directives.directive(f, t);
                    if (made != null) {
                        return made;
                    }
                    continue;
                }
                if (f.skipping()) {
                    continue;
                }
                lastFileToken = t;
                return t.lineStart() && !t.spaceBefore() ? t.withSpace(true) : t;
            }
        }
    }

    private void endOfFile(FileState f, PpToken eof) {
        for (Conditional c : f.conds) {
            reporter.error(locator.pos(c.at), "unterminated #" + c.at.text() + " (no matching #endif in this file)");
        }
        f.conds.clear();
        if (f.lexer.sawUnterminatedComment()) {
            reporter.error(locator.pos(eof), "unterminated comment");
        }
    }

    /** Enters an included file. */
    void pushFile(SourceFile f, int chainIndex) {
        if (files.size() >= 200) {
            reporter.error(locator.pos(f, 0), "#include nested depth 200 exceeds maximum of 200");
            return;
        }
        allFiles.add(f);
        reporter.sources().add(f.name(), f.text());
        files.push(new FileState(f, chainIndex));
    }

    // ------------------------------------------------------------------ used by the directives

    List<PpToken> expandLine(List<PpToken> tokens, boolean inIf) {
        return expander.expandAll(tokens, inIf);
    }

    void error(SourceFile f, int offset, String message) {
        reporter.error(locator.pos(f, offset), message);
    }

    SourceFile mainFile() {
        return main;
    }

    // ------------------------------------------------------------------ MacroExpander.Host

    @Override
    public void error(PpToken at, String message) {
        reporter.error(locator.pos(at), message);
    }

    @Override
    public PpToken builtin(MacroDef m, PpToken use) {
        FileState f = files.peek();
        PpToken here = use.origin() == null && use.file() == f.file ? use : lastFileToken;
        int line = here != null && here.file() == f.file ? f.file.line(here.offset()) : f.file.line(f.lexer.physicalPosition());
        String text = switch (m.builtin) {
            case FILE -> quote(locator.presumedName(f.file, line));
            case LINE -> Long.toString(locator.presumedLine(f.file, line));
            case COUNTER -> Integer.toString(counter++);
            case INCLUDE_LEVEL -> Integer.toString(files.size() - 1);
            case BASE_FILE -> quote(main.name());
            case FILE_NAME -> quote(Path.of(locator.presumedName(f.file, line)).getFileName().toString());
            case DATE -> quote(String.format(Locale.ROOT, "%s %2d %d",
                    now.getMonth().getDisplayName(java.time.format.TextStyle.SHORT, Locale.ROOT), now.getDayOfMonth(),
                    now.getYear()));
            case TIME -> quote(String.format(Locale.ROOT, "%02d:%02d:%02d", now.getHour(), now.getMinute(), now.getSecond()));
            case TIMESTAMP -> quote(String.format(Locale.ROOT, "%s %s %2d %02d:%02d:%02d %d",
                    now.getDayOfWeek().getDisplayName(java.time.format.TextStyle.SHORT, Locale.ROOT),
                    now.getMonth().getDisplayName(java.time.format.TextStyle.SHORT, Locale.ROOT), now.getDayOfMonth(),
                    now.getHour(), now.getMinute(), now.getSecond(), now.getYear()));
            case HAS_OPERATOR -> "0";
        };
        Kind k = m.builtin == MacroDef.Builtin.LINE || m.builtin == MacroDef.Builtin.COUNTER
                || m.builtin == MacroDef.Builtin.INCLUDE_LEVEL ? Kind.NUMBER : Kind.STRING;
        Expansion origin = use.origin() != null ? use.origin() : new Expansion(m.name, use.file(), use.offset(), use.end());
        return use.withKindAndText(k, text).withOriginAndHideset(origin, use.hideset().with(m.name));
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    @Override
    public PpToken pragmaOperator(String text, PpToken use) {
        return directives.pragma(text, use, files.peek());
    }

    @Override
    public PpToken ifOperator(PpToken op, TokenInput in) {
        return directives.ifOperator(op, in, files.peek());
    }
}
