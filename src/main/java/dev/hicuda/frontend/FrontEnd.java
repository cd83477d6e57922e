package dev.hicuda.frontend;

import dev.hicuda.frontend.c.ExpressionParser;

import dev.hicuda.frontend.c.AstBuilder;
import dev.hicuda.frontend.c.IndentDetector;
import dev.hicuda.frontend.c.Preprocessor;
import dev.hicuda.frontend.c.StandardHeaders;
import dev.hicuda.frontend.c.TypeNameClassifier;
import dev.hicuda.frontend.directive.DirectiveDialects;
import dev.hicuda.frontend.directive.PragmaLine;
import dev.hicuda.frontend.directive.hicuda.DirectiveParser;
import dev.hicuda.ir.source.MacroTable;
import dev.hicuda.ir.source.ParsedProgram;

import dev.hicuda.diag.CompilationError;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.Fingerprints;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.misc.ParseCancellationException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The C front end: reads a file, runs the {@link Preprocessor}, classifies type names, parses
 * with the ANTLR grammar (fast SLL first, full LL only on failure) and builds the IR.
 */
public final class FrontEnd {
    private final Reporter reporter;
    private final List<Path> includeDirs;
    private final MacroTable macros = new MacroTable();
    private final TypeNameClassifier classifier = new TypeNameClassifier();
    private final Set<String> systemHeaders = new LinkedHashSet<>();
    private final List<TranslationUnit> headers = new ArrayList<>();
    private final Set<Path> visited = new HashSet<>();

    public FrontEnd(Reporter reporter, List<Path> includeDirs, List<String> defines) {
        this.reporter = reporter;
        this.includeDirs = List.copyOf(includeDirs);
        for (String d : defines) {
            macros.defineFromCommandLine(d);
        }
    }

    /** Parses a file; throws {@link CompilationError} after reporting if it has errors. */
    public ParsedProgram parseFile(Path file) {
        String text;
        try {
            text = readSource(file);
        } catch (IOException e) {
            throw reporter.fatal(new SourcePos(file.toString(), 0, 0), "cannot read file: " + describe(e));
        }
        return parseText(file.toString(), text, file.toAbsolutePath().getParent());
    }

    /**
     * Reads a source file as UTF-8, or, when it is not valid UTF-8 (old sources often have
     * Latin-1 comments), as ISO-8859-1, which accepts every byte.
     */
    static String readSource(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static String describe(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    public ParsedProgram parseText(String fileName, String text, Path dir) {
        TranslationUnit tu = parseUnit(fileName, text, dir);
        reporter.stopIfErrors();
        return new ParsedProgram(tu, headers, macros, systemHeaders, classifier.typeNames(),
                new ExpressionParser(classifier.typeNames())::parse);
    }

    private TranslationUnit parseUnit(String fileName, String text, Path dir) {
        reporter.sources().add(fileName, text);
        CharStream chars = CharStreams.fromString(text, fileName);
        CLexer lexer = new CLexer(chars);
        lexer.removeErrorListeners();
        CommonTokenStream stream = new CommonTokenStream(lexer);
        stream.fill();
        List<Token> all = stream.getTokens();

        new Preprocessor(macros, reporter, (name, quoted, pos) -> include(name, quoted, pos, dir)).process(all, fileName);

        classifier.addTypeNames(StandardHeaders.typedefNames(systemHeaders));
        Set<String> specMacros = classifier.classifyMacros(macros, macroNamesUsed(all));
        List<Token> code = new ArrayList<>();
        for (Token t : all) {
            if (t.getChannel() == Token.DEFAULT_CHANNEL && t.getType() != Token.EOF) {
                code.add(t);
            }
        }
        for (Token t : code) {
            if (t.getType() == CLexer.Unknown) {
                reporter.error(new SourcePos(fileName, t.getLine(), t.getCharPositionInLine() + 1),
                        "stray '" + t.getText() + "' in program");
                throw new CompilationError();
            }
        }
        Set<Integer> declared = classifier.scanTypedefs(code);
        classifier.retype(code, declared, specMacros);

        CParser.CompilationUnitContext ctx = parse(stream, fileName);
        DirectiveDialects dialects = new DirectiveDialects(reporter,
                List.of(new DirectiveParser(fileName, reporter, classifier.typeNames())));
        AstBuilder builder = new AstBuilder(fileName, stream, chars, reporter, t -> dialects.parse(
                PragmaLine.of(t.getText(), fileName, t.getLine(), t.getCharPositionInLine())));
        TranslationUnit tu = builder.compilationUnit(ctx);
        tu.setIndentUnit(IndentDetector.detect(text));
        Fingerprints.snapshot(tu);
        return tu;
    }

    private static Set<String> macroNamesUsed(List<Token> all) {
        Set<String> s = new HashSet<>();
        for (Token t : all) {
            if (t.getType() == CLexer.Identifier && t.getChannel() == Token.DEFAULT_CHANNEL) {
                s.add(t.getText());
            }
        }
        return s;
    }

    private void include(String name, boolean quoted, SourcePos pos, Path dir) {
        if (!quoted) {
            systemHeaders.add(name);
            return;
        }
        List<Path> candidates = new ArrayList<>();
        try {
            if (dir != null) {
                candidates.add(dir.resolve(name));
            }
            for (Path d : includeDirs) {
                candidates.add(d.resolve(name));
            }
        } catch (java.nio.file.InvalidPathException e) {
            candidates.clear(); // a name no file can have (a NUL byte): not found
        }
        for (Path c : candidates) {
            if (Files.isRegularFile(c)) {
                Path abs = c.toAbsolutePath().normalize();
                if (!visited.add(abs)) {
                    return;
                }
                try {
                    String text = readSource(abs);
                    headers.add(parseUnit(c.toString(), text, abs.getParent()));
                } catch (IOException e) {
                    reporter.error(pos, "cannot read included file '" + name + "': " + describe(e));
                }
                return;
            }
        }
        if (StandardHeaders.isKnown(name)) {
            systemHeaders.add(name);
            return;
        }
        reporter.error(pos, "'" + name + "' file not found (searched the including file's folder"
                + (includeDirs.isEmpty() ? "" : " and the -I folders") + ")");
    }

    private CParser.CompilationUnitContext parse(CommonTokenStream stream, String fileName) {
        CParser parser = new CParser(stream);
        parser.removeErrorListeners();
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        parser.setErrorHandler(new BailErrorStrategy());
        try {
            return parser.compilationUnit();
        } catch (ParseCancellationException e) {
            stream.seek(0);
            parser.reset();
            parser.getInterpreter().setPredictionMode(PredictionMode.LL);
            parser.setErrorHandler(new DefaultErrorStrategy());
            SyntaxErrors errors = new SyntaxErrors(fileName);
            parser.addErrorListener(errors);
            CParser.CompilationUnitContext ctx = parser.compilationUnit();
            if (errors.count > 0) {
                throw new CompilationError();
            }
            return ctx;
        }
    }

    private static List<Integer> expectedTokens(Parser p, RecognitionException e) {
        IntervalSet set = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : p.getExpectedTokens();
        return set.toList();
    }

    /** Whether the parser wanted exactly one token that closes something: ';', ')', ']' or '}'. */
    private static boolean isMissingCloser(Parser p, Object offending, RecognitionException e) {
        List<Integer> exp = expectedTokens(p, e);
        if (exp.size() != 1) {
            return false;
        }
        String name = p.getVocabulary().getDisplayName(exp.get(0));
        return name.equals("';'") || name.equals("')'") || name.equals("']'") || name.equals("'}'");
    }

    private static Token previousCodeToken(Parser p, Token t) {
        if (!(p.getInputStream() instanceof CommonTokenStream s) || t.getTokenIndex() < 0) {
            return null;
        }
        for (int i = t.getTokenIndex() - 1; i >= 0; i--) {
            Token prev = s.get(i);
            if (prev.getChannel() == Token.DEFAULT_CHANNEL) {
                return prev;
            }
        }
        return null;
    }

    /** Turns ANTLR's syntax errors into located diagnostics; keeps only the first one. */
    private final class SyntaxErrors extends BaseErrorListener {
        private final String file;
        int count;

        SyntaxErrors(String file) {
            this.file = file;
        }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int col, String msg,
                                RecognitionException e) {
            count++;
            if (count > 1) {
                return;
            }
            Token t = offending instanceof Token tok ? tok : null;
            String found = t == null ? "" : t.getType() == Token.EOF ? "end of file" : "'" + t.getText() + "'";
            String expected = "";
            if (recognizer instanceof Parser p) {
                IntervalSet set = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : p.getExpectedTokens();
                List<String> names = new ArrayList<>();
                for (int type : set.toList()) {
                    names.add(p.getVocabulary().getDisplayName(type).replace("Identifier", "identifier")
                            .replace("TypedefName", "type name"));
                }
                if (!names.isEmpty() && names.size() <= 4) {
                    expected = "; expected " + String.join(" or ", names);
                }
            }
            // A missing ';' or closing bracket at the end of a line: point just after the last token
            // of that line, as C compilers do, not at the first token of the next line.
            if (t != null && recognizer instanceof Parser p && isMissingCloser(p, offending, e)) {
                Token prev = previousCodeToken(p, t);
                if (prev != null && prev.getLine() < t.getLine()) {
                    String text = prev.getText();
                    int lastNl = text.lastIndexOf('\n');
                    int endLine = prev.getLine() + (int) text.chars().filter(ch -> ch == '\n').count();
                    int endCol = lastNl < 0 ? prev.getCharPositionInLine() + text.length() : text.length() - lastNl - 1;
                    reporter.error(new SourcePos(file, endLine, endCol + 1), "syntax error: expected "
                            + p.getVocabulary().getDisplayName(expectedTokens(p, e).get(0)) + " before " + found);
                    return;
                }
            }
            reporter.error(new SourcePos(file, line, col + 1), "syntax error at " + found + expected);
        }
    }
}
