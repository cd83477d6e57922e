package dev.hicuda.frontend;

import dev.hicuda.diag.CompilationError;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.frontend.antlr.ParseScopes;
import dev.hicuda.frontend.c.AstBuilder;
import dev.hicuda.frontend.c.CToken;
import dev.hicuda.frontend.c.DirectiveSupport;
import dev.hicuda.frontend.c.ExpandedTokenSource;
import dev.hicuda.frontend.c.IndentDetector;
import dev.hicuda.frontend.c.SyntaxErrorListener;
import dev.hicuda.frontend.directive.DirectiveDialects;
import dev.hicuda.frontend.directive.PragmaLine;
import dev.hicuda.frontend.directive.hicuda.DirectiveParser;
import dev.hicuda.frontend.directive.mint.MintDirectiveParser;
import dev.hicuda.frontend.preprocessor.HostCompiler;
import dev.hicuda.frontend.preprocessor.PreprocessedUnit;
import dev.hicuda.frontend.preprocessor.Preprocessor;
import dev.hicuda.frontend.preprocessor.SourceReader;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.Fingerprints;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.source.SourceFile;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.ParseCancellationException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The C front end: reads a file, preprocesses it as the host C compiler would
 * ({@link Preprocessor}), parses the expanded tokens with the ANTLR grammar (fast SLL first, full
 * LL only on failure) and builds the IR, with the user's text kept for every node that covers
 * whole macro invocations of the file.
 *
 * <p>Parsing and building run on a thread with a large stack, so that deeply nested programs
 * translate; a program nested deeper still gets a located error, never a crash.
 */
public final class FrontEnd {
    /** Stack of the parsing thread: deep enough for thousands of nested parentheses or blocks. */
    private static final long PARSER_STACK_BYTES = 1L << 30;

    private final Reporter reporter;
    private final Preprocessor.Options options;

    public FrontEnd(Reporter reporter, List<Path> includeDirs, List<String> defines) {
        this(reporter, includeDirs, defines, HostCompiler.query(null));
    }

    public FrontEnd(Reporter reporter, List<Path> includeDirs, List<String> defines, HostCompiler compiler) {
        this.reporter = reporter;
        this.options = new Preprocessor.Options(defines, List.of(), includeDirs, List.of(), compiler);
    }

    /** Parses a file; throws {@link CompilationError} after reporting if it has errors. */
    public ParsedProgram parseFile(Path file) {
        String text;
        try {
            text = SourceReader.read(file);
        } catch (IOException e) {
            throw reporter.fatal(new SourcePos(file.toString(), 0, 0), "cannot read file: " + SourceReader.describe(e));
        }
        return parse(new SourceFile(file.toString(), file, text, SourceFile.Kind.MAIN));
    }

    /** Parses text as if it were the file {@code fileName} in folder {@code dir} (null: the working folder). */
    public ParsedProgram parseText(String fileName, String text, Path dir) {
        Path p = dir == null ? Path.of(fileName) : dir.resolve(Path.of(fileName).getFileName());
        return parse(new SourceFile(fileName, p, text, SourceFile.Kind.MAIN));
    }

    private ParsedProgram parse(SourceFile main) {
        PreprocessedUnit pp = new Preprocessor(reporter, options).run(main);
        reporter.stopIfErrors();
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(build(pp));
            } catch (RuntimeException | StackOverflowError e) {
                result.set(e);
            }
        }, "hicuda-parser", PARSER_STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CompilationError();
        }
        Object r = result.get();
        if (r instanceof StackOverflowError) {
            throw reporter.fatal(new SourcePos(main.name(), 1, 1),
                    "the program is nested too deeply for hicuda (parentheses, blocks or declarators)");
        }
        if (r instanceof RuntimeException e) {
            throw e;
        }
        TranslationUnit tu = (TranslationUnit) r;
        reporter.stopIfErrors();
        return new ParsedProgram(tu, main, pp.includes(), pp.macros());
    }

    private TranslationUnit build(PreprocessedUnit pp) {
        ParseScopes scopes = new ParseScopes();
        CommonTokenStream stream = new CommonTokenStream(new ExpandedTokenSource(pp, scopes, reporter));
        stream.fill();
        CParser.CompilationUnitContext ctx = parse(stream, scopes, pp);
        reporter.stopIfErrors(); // the tree after a syntax error is the parser's recovery, not the program
        DirectiveDialects dialects = new DirectiveDialects(reporter,
                List.of(new DirectiveParser(pp.main().name(), reporter, scopes.fileScopeTypeNames()),
                        new MintDirectiveParser(pp.main().name(), reporter, scopes.fileScopeTypeNames())));
        AstBuilder builder = new AstBuilder(pp.main(), stream, pp.locator(), reporter, tok -> {
            CToken c = (CToken) tok;
            SourcePos at = pp.locator().pos(c.pp());
            DirectiveSupport support = new DirectiveSupport(c.pp(), c.epoch(), pp.main(), pp.macrosAt(c.pp()), scopes,
                    pp.locator(), reporter);
            return dialects.parse(PragmaLine.of(c.getText(), at.file(), at.line(), at.column() - 1, support));
        });
        TranslationUnit tu = builder.compilationUnit(ctx);
        tu.setIndentUnit(IndentDetector.detect(pp.main().text()));
        Fingerprints.snapshot(tu);
        return tu;
    }

    private CParser.CompilationUnitContext parse(CommonTokenStream stream, ParseScopes scopes, PreprocessedUnit pp) {
        CParser parser = new CParser(stream);
        parser.setScopes(scopes);
        parser.removeErrorListeners();
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        parser.setErrorHandler(new BailErrorStrategy());
        try {
            return parser.compilationUnit();
        } catch (ParseCancellationException e) {
            for (org.antlr.v4.runtime.Token t : stream.getTokens()) {
                if (t instanceof CToken c) {
                    c.reset();
                }
            }
            stream.seek(0);
            scopes.reset();
            parser.reset();
            parser.getInterpreter().setPredictionMode(PredictionMode.LL);
            parser.setErrorHandler(new DefaultErrorStrategy());
            SyntaxErrorListener errors = new SyntaxErrorListener(reporter, pp.locator(), pp.main());
            parser.addErrorListener(errors);
            CParser.CompilationUnitContext ctx = parser.compilationUnit();
            if (errors.count() > 0) {
                throw new CompilationError();
            }
            return ctx;
        }
    }
}
