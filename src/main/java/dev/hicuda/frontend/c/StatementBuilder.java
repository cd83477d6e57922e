package dev.hicuda.frontend.c;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CParser.*;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.*;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Builds the IR of a translation unit and its statements from the parse tree: external items
 * (function definitions, declarations, directives), blocks, the control statements, labels and
 * jumps; each {@code #pragma} line becomes a {@link DirectiveStmt} holding what
 * {@code directives} made of it.  Declarations and expressions come from the
 * {@link DeclarationBuilder} and the {@link ExpressionBuilder}; after building a node it hands
 * the node and its context to the {@link TriviaAttacher} for original text and comments.
 */
final class StatementBuilder {
    private final SourceText src;
    private final TriviaAttacher trivia;
    private final DeclarationBuilder declarations;
    private final ExpressionBuilder expressions;
    private final Function<Token, Directive> directives;

    StatementBuilder(SourceText src, TriviaAttacher trivia, DeclarationBuilder declarations,
                     Function<Token, Directive> directives) {
        this.src = src;
        this.trivia = trivia;
        this.declarations = declarations;
        this.expressions = declarations.expressions();
        this.directives = directives;
        expressions.setStatements(this::compound);
    }

    private SourcePos pos(ParserRuleContext c) {
        return src.pos(c);
    }

    // ------------------------------------------------------------------ external level

    TranslationUnit compilationUnit(CompilationUnitContext ctx) {
        List<Node> items = new ArrayList<>();
        List<TriviaAttacher.Item> spans = new ArrayList<>();
        for (ExternalItemContext e : ctx.externalItem()) {
            Node n = externalItem(e);
            if (n != null) {
                items.add(n);
                spans.add(new TriviaAttacher.Item(n, e));
            }
        }
        TranslationUnit tu = new TranslationUnit(src.file(), items).at(new SourcePos(src.file(), 1, 1));
        tu.setTrailingTrivia(trivia.attachBetween(spans, null, ctx.getStop()));
        return tu;
    }

    private Node externalItem(ExternalItemContext e) {
        if (e.functionDefinition() != null) {
            return functionDefinition(e.functionDefinition());
        }
        if (e.declaration() != null) {
            return trivia.original(declarations.declaration(e.declaration()), e);
        }
        if (e.pragmaLine() != null) {
            return pragma(e.pragmaLine().getStart());
        }
        if (e.asmDefinition() != null) {
            return verbatim(e.asmDefinition());
        }
        return trivia.original(new ExprStmt(null).at(pos(e)), e);
    }

    private DirectiveStmt pragma(Token t) {
        Directive d = directives.apply(t);
        DirectiveStmt s = new DirectiveStmt(t.getText(), d).at(src.pos(t));
        return trivia.original(s, t, t);
    }

    private FunctionDef functionDefinition(FunctionDefinitionContext c) {
        DeclSpecs specs = c.declarationSpecifiers() == null ? new DeclSpecs(List.of()).at(pos(c))
                : declarations.specs(c.declarationSpecifiers().declarationSpecifier());
        Declarator d = declarations.declarator(c.declarator());
        List<Declaration> kr = new ArrayList<>();
        for (KrParameterDeclarationContext k : c.krParameterDeclaration()) {
            kr.add(declarations.declaration(k.declaration()));
        }
        Compound body = compound(c.compoundStatement());
        FunctionDef f = new FunctionDef(specs, d, kr, body).at(pos(c));
        return trivia.header(f, c, c.compoundStatement());
    }

    /**
     * A construct hicuda passes through without looking into it (asm, {@code _Static_assert},
     * {@code __label__}, a nested function): printed as written, or as the parser saw it.
     */
    private VerbatimStmt verbatim(ParserRuleContext c) {
        String text = src.text(c.getStart(), c.getStop());
        VerbatimStmt v = new VerbatimStmt(List.of(text != null ? text : src.spelled(c))).at(pos(c));
        return trivia.original(v, c);
    }

    // ------------------------------------------------------------------ statements

    Compound compound(CompoundStatementContext c) {
        List<Stmt> items = new ArrayList<>();
        List<TriviaAttacher.Item> spans = new ArrayList<>();
        for (LocalLabelDeclarationContext l : c.localLabelDeclaration()) {
            Stmt s = verbatim(l);
            items.add(s);
            spans.add(new TriviaAttacher.Item(s, l));
        }
        for (BlockItemContext b : c.blockItem()) {
            Stmt s;
            if (b.declaration() != null && b.declaration().staticAssert() != null) {
                s = verbatim(b.declaration());
            } else if (b.nestedFunctionDefinition() != null) {
                s = verbatim(b.nestedFunctionDefinition());
            } else if (b.declaration() != null) {
                s = trivia.original(new DeclStmt(declarations.declaration(b.declaration())).at(pos(b)), b);
            } else if (b.pragmaLine() != null) {
                s = pragma(b.pragmaLine().getStart());
            } else {
                s = statement(b.statement());
            }
            items.add(s);
            spans.add(new TriviaAttacher.Item(s, b));
        }
        Compound block = new Compound(items).at(pos(c));
        trivia.block(block, c, spans);
        return block;
    }

    Stmt statement(StatementContext c) {
        ParseTree ch = c.getChild(0);
        if (ch instanceof CompoundStatementContext cc) {
            return compound(cc);
        }
        if (ch instanceof ExpressionStatementContext e) {
            Expr ex = e.expression() == null ? null : expressions.expression(e.expression());
            return trivia.original(new ExprStmt(ex).at(pos(e)), e);
        }
        if (ch instanceof IfStatementContext i) {
            List<BodyStatementContext> ss = i.bodyStatement();
            Stmt then = body(ss.get(0));
            Stmt otherwise = ss.size() > 1 ? body(ss.get(1)) : null;
            if (otherwise != null) {
                trivia.elseComments(then, ss.get(0), otherwise, ss.get(1));
            }
            If s = new If(expressions.expression(i.expression()), then, otherwise).at(pos(i));
            return trivia.header(s, i, ss.get(0));
        }
        if (ch instanceof SwitchStatementContext sw) {
            Switch s = new Switch(expressions.expression(sw.expression()), statement(sw.statement())).at(pos(sw));
            return trivia.header(s, sw, sw.statement());
        }
        if (ch instanceof WhileStatementContext w) {
            While s = new While(expressions.expression(w.expression()), body(w.bodyStatement()), false).at(pos(w));
            return trivia.header(s, w, w.bodyStatement());
        }
        if (ch instanceof DoStatementContext d) {
            Stmt b = body(d.bodyStatement());
            trivia.doWhileComments(b, d.bodyStatement(), d.expression());
            return new While(expressions.expression(d.expression()), b, true).at(pos(d));
        }
        if (ch instanceof ForStatementContext f) {
            Stmt init = null;
            if (f.forDecl != null) {
                init = new DeclStmt(declarations.declaration(f.forDecl)).at(pos(f.forDecl));
            } else if (f.init != null) {
                init = new ExprStmt(expressions.expression(f.init)).at(pos(f.init));
            }
            Expr cond = f.cond == null ? null : expressions.expression(f.cond);
            Expr step = f.step == null ? null : expressions.expression(f.step);
            For s = new For(init, cond, step, body(f.bodyStatement())).at(pos(f));
            return trivia.header(s, f, f.bodyStatement());
        }
        if (ch instanceof LabelStatementContext l) {
            List<String> attributes = new ArrayList<>();
            for (AttributeSpecifierContext a : l.attributeSpecifier()) {
                attributes.add(src.text(a));
            }
            Labeled label = new Labeled(Labeled.Kind.LABEL, l.anyName().getText(), null, statement(l.statement()))
                    .setAttributes(String.join(" ", attributes));
            return trivia.labelComments(label.at(pos(l)), l.statement());
        }
        if (ch instanceof CaseStatementContext cs) {
            Expr high = cs.constantExpression().size() > 1 ? expressions.constant(cs.constantExpression(1)) : null;
            return trivia.labelComments(new Labeled(Labeled.Kind.CASE, null, expressions.constant(cs.constantExpression(0)),
                    high, statement(cs.statement())).at(pos(cs)), cs.statement());
        }
        if (ch instanceof AsmStatementContext a) {
            return verbatim(a);
        }
        if (ch instanceof DefaultStatementContext d) {
            return trivia.labelComments(new Labeled(Labeled.Kind.DEFAULT, null, null, statement(d.statement())).at(pos(d)), d.statement());
        }
        return jump((ParserRuleContext) ch);
    }

    /** goto, continue, break and return. */
    private Stmt jump(ParserRuleContext j) {
        Stmt s;
        if (j instanceof GotoStatementContext g) {
            s = new Jump(Jump.Kind.GOTO, g.anyName().getText());
        } else if (j instanceof ComputedGotoStatementContext g) {
            s = new Jump(Jump.Kind.COMPUTED_GOTO, null, expressions.expression(g.expression()));
        } else if (j instanceof ContinueStatementContext) {
            s = new Jump(Jump.Kind.CONTINUE, null);
        } else if (j instanceof BreakStatementContext) {
            s = new Jump(Jump.Kind.BREAK, null);
        } else {
            ReturnStatementContext r = (ReturnStatementContext) j;
            s = new Return(r.expression() == null ? null : expressions.expression(r.expression()));
        }
        s.at(pos(j));
        return trivia.original(s, j);
    }

    /** A loop or if body; a directive standing before it makes it a block of the two. */
    private Stmt body(BodyStatementContext c) {
        if (c.pragmaLine() == null) {
            return statement(c.statement());
        }
        Stmt inner = body(c.bodyStatement());
        return new Compound(new ArrayList<>(List.of(pragma(c.pragmaLine().getStart()), inner))).setImplicitBraces(true).at(pos(c));
    }
}
