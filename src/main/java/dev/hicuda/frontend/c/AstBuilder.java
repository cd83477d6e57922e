package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.preprocessor.Locator;
import dev.hicuda.ir.source.SourceFile;
import dev.hicuda.frontend.antlr.CParser.*;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.Stmt;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

import java.util.function.Function;

/**
 * Builds the IR from ANTLR's parse tree: positions on every node, and for statements and
 * declarations their original text and the comments and preprocessor lines around them.
 *
 * <p>The entry point of the front end's tree → IR step.  The work is split by phase:
 * {@link StatementBuilder} (translation unit, statements), {@link DeclarationBuilder}
 * (specifiers, declarators), {@link ExpressionBuilder} (expressions, initializers) build the
 * nodes; {@link TriviaAttacher} attaches the user's layout to them; {@link SourceText} is the
 * one view of the tokens and characters of the file.
 */
public final class AstBuilder {
    private final StatementBuilder statements;
    private final DeclarationBuilder declarations;
    private final ExpressionBuilder expressions;

    public AstBuilder(SourceFile main, TokenStream tokens, Locator locator, Reporter reporter,
                      Function<Token, Directive> directives) {
        SourceText src = new SourceText(main, tokens, locator);
        TriviaAttacher trivia = new TriviaAttacher(src);
        this.declarations = new DeclarationBuilder(src, trivia, reporter);
        this.expressions = declarations.expressions();
        this.statements = new StatementBuilder(src, trivia, declarations, directives);
    }

    public TranslationUnit compilationUnit(CompilationUnitContext ctx) {
        return statements.compilationUnit(ctx);
    }

    public Declaration declaration(DeclarationContext c) {
        return declarations.declaration(c);
    }

    public Declarator declarator(DeclaratorContext c) {
        return declarations.declarator(c);
    }

    public TypeName typeName(TypeNameContext c) {
        return declarations.typeName(c);
    }

    public Compound compound(CompoundStatementContext c) {
        return statements.compound(c);
    }

    public Stmt statement(StatementContext c) {
        return statements.statement(c);
    }

    public Expr expression(ExpressionContext c) {
        return expressions.expression(c);
    }

    public Expr assignment(AssignmentExpressionContext c) {
        return expressions.assignment(c);
    }

    public Expr conditional(ConditionalExpressionContext c) {
        return expressions.conditional(c);
    }
}
