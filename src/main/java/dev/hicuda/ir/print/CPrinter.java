package dev.hicuda.ir.print;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;

/**
 * Prints the IR as C (or CUDA C).  A node that no pass has changed since parsing — its canonical
 * rendering still equals the fingerprint taken after parsing — is printed from its original text,
 * so the user's layout and comments inside it survive; everything else is regenerated.  Comments
 * and preprocessor lines between statements are kept as trivia.
 *
 * <p>The entry point for back ends, passes and the {@link Dialect} hook.  The work is split:
 * {@link StatementPrinter} (units, functions, statements), {@link DeclarationPrinter}
 * (specifiers, declarators), {@link ExpressionPrinter} (expressions, precedence) print from the
 * IR; {@link OriginalTextReuse} decides where the original text is reused and re-bases its
 * indentation; {@link CodeWriter} holds the output lines.
 */
public final class CPrinter {
    private final CodeWriter out = new CodeWriter();
    private final ExpressionPrinter expressions;
    private final DeclarationPrinter declarations;
    private final StatementPrinter statements;
    private final Dialect dialect;
    private final boolean useOriginals;
    private final java.util.TreeMap<Integer, dev.hicuda.diag.SourcePos> sourceLines = new java.util.TreeMap<>();

    public CPrinter(Dialect dialect, boolean useOriginals) {
        this.dialect = dialect;
        this.useOriginals = useOriginals;
        OriginalTextReuse originals = new OriginalTextReuse(useOriginals);
        this.expressions = new ExpressionPrinter(this, dialect, originals);
        this.declarations = new DeclarationPrinter(expressions, out, originals);
        this.statements = new StatementPrinter(expressions, declarations, out, originals, dialect);
    }

    /**
     * A printer for text that users read (generated statements built as text, messages, the
     * report): unchanged expressions print as written, macros included.
     */
    public static CPrinter readable() {
        return new CPrinter(Dialect.C, true);
    }

    /** A printer that ignores original text: the canonical rendering used for fingerprints and for comparing expressions. */
    public static CPrinter canonical() {
        return new CPrinter(Dialect.C, false);
    }

    /**
     * Makes the next {@link #print(TranslationUnit)} record, for each statement and function with a
     * source position, the output line (from 0) where it starts; {@link #sourceLines()} then gives them.
     */
    public CPrinter recordingSourceLines() {
        statements.listenToLines((line, pos) -> sourceLines.putIfAbsent(line, pos));
        return this;
    }

    /** Output line (from 0) to the source position of what starts there, in line order (empty unless recording). */
    public java.util.NavigableMap<Integer, dev.hicuda.diag.SourcePos> sourceLines() {
        return java.util.Collections.unmodifiableNavigableMap(sourceLines);
    }

    public String indentUnit() {
        return out.indentUnit();
    }

    public void setIndentUnit(String u) {
        out.setIndentUnit(u);
    }

    // ------------------------------------------------------------------ whole file, statements

    public String print(TranslationUnit tu) {
        out.reset();
        sourceLines.clear();
        out.setIndentUnit(tu.indentUnit());
        statements.unit(tu);
        return out.text();
    }

    /** One function definition, printed on its own. */
    public String print(FunctionDef f) {
        out.reset();
        statements.function(f, 0);
        return out.text();
    }

    public void function(FunctionDef f, int depth) {
        statements.function(f, depth);
    }

    public String functionHeader(FunctionDef f) {
        return statements.functionHeader(f);
    }

    public void stmt(Stmt s, int depth) {
        statements.stmt(s, depth);
    }

    /** One statement printed on its own, by a printer like this one (for statements inside expressions). */
    String printNested(Stmt s) {
        CPrinter p = new CPrinter(dialect, useOriginals);
        p.setIndentUnit(indentUnit());
        p.out.reset();
        p.statements.stmt(s, 0);
        return p.out.text();
    }

    /** Canonical text of a statement without sub-statements (or a statement header). */
    public String leafText(Node s) {
        return statements.leafText(s);
    }

    public String forHeader(For f) {
        return statements.forHeader(f);
    }

    // ------------------------------------------------------------------ declarations

    public String declarationText(Declaration d, int depth) {
        return declarations.declaration(d, depth);
    }

    public String initDeclarator(InitDeclarator i) {
        return declarations.initDeclarator(i);
    }

    public String specs(DeclSpecs s, int depth) {
        return declarations.specs(s, depth);
    }

    public String declarator(Declarator d) {
        return declarations.declarator(d);
    }

    public String param(ParamDecl p) {
        return declarations.param(p);
    }

    public String typeName(TypeName t) {
        return declarations.typeName(t);
    }

    // ------------------------------------------------------------------ expressions

    public String expr(Expr e) {
        return expr(e, 0);
    }

    /** Precedence of an expression: larger binds tighter. */
    public static int precedence(Expr e) {
        return ExpressionPrinter.precedence(e);
    }

    public static int binaryPrecedence(String op) {
        return ExpressionPrinter.binaryPrecedence(op);
    }

    /** {@code e}, in parentheses if its precedence is below {@code min}. */
    public String expr(Expr e, int min) {
        return expressions.expr(e, min);
    }
}
