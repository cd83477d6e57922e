package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CParser.*;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.Compound;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Builds IR expressions from the parse tree: the C operators by precedence level, calls,
 * subscripts, members, casts, {@code sizeof}, literals, and initializers (initializer lists with
 * designators, compound literals).  Type names inside expressions come from {@code typeNames}.
 */
final class ExpressionBuilder {
    private final SourceText src;
    private final Reporter reporter;
    private final Function<TypeNameContext, TypeName> typeNames;
    private Function<CompoundStatementContext, Compound> statements = c -> {
        throw new IllegalStateException("no statement builder for a statement expression");
    };

    ExpressionBuilder(SourceText src, Reporter reporter, Function<TypeNameContext, TypeName> typeNames) {
        this.src = src;
        this.reporter = reporter;
        this.typeNames = typeNames;
    }

    /**
     * Records the user's text of an expression (macros unexpanded) when its tokens cover whole
     * macro invocations of the main file, so that the printer can print it as written.
     */
    private Expr keep(Expr e, ParserRuleContext c) {
        if (e.originalText() == null && c.getStop() != null) {
            String t = src.text(c.getStart(), c.getStop());
            if (t != null && !t.isEmpty()) {
                e.setOriginal(t, Math.max(0, c.getStart().getCharPositionInLine()));
            }
        }
        if (e.epoch() == 0 && c.getStart() instanceof CToken ct) {
            e.setEpoch(ct.epoch());
        }
        return e;
    }

    /** Who builds the block of a GNU statement expression. */
    void setStatements(Function<CompoundStatementContext, Compound> statements) {
        this.statements = statements;
    }

    private SourcePos pos(ParserRuleContext c) {
        return src.pos(c);
    }

    Expr expression(ExpressionContext c) {
        List<AssignmentExpressionContext> as = c.assignmentExpression();
        if (as.size() == 1) {
            return assignment(as.get(0));
        }
        List<Expr> items = new ArrayList<>();
        for (AssignmentExpressionContext a : as) {
            items.add(assignment(a));
        }
        return new Comma(items).at(pos(c));
    }

    Expr assignment(AssignmentExpressionContext c) {
        return keep(assignmentNode(c), c);
    }

    private Expr assignmentNode(AssignmentExpressionContext c) {
        Expr lhs = conditional(c.conditionalExpression());
        if (c.assignmentOperator() == null) {
            return lhs;
        }
        if (!isLvalueShape(lhs)) {
            reporter.error(lhs.pos(), "expression is not assignable");
        }
        return new Assign(c.assignmentOperator().getText(), lhs, assignment(c.assignmentExpression())).at(pos(c.assignmentOperator()));
    }

    private static boolean isLvalueShape(Expr e) {
        return e instanceof Ident || e instanceof Index || e instanceof Member || e instanceof Paren
                || e instanceof Unary u && u.op().equals("*") || e instanceof CompoundLiteral
                || e instanceof Call; // a macro such as AT(m, i, j) may expand to an lvalue
    }

    Expr conditional(ConditionalExpressionContext c) {
        return keep(conditionalNode(c), c);
    }

    private Expr conditionalNode(ConditionalExpressionContext c) {
        Expr cond = binary(c.binaryExpression());
        if (c.conditionalExpression() == null) {
            return cond;
        }
        Expr then = c.expression() == null ? null : expression(c.expression());
        return new Conditional(cond, then, conditional(c.conditionalExpression())).at(pos(c));
    }

    /** An optional constant expression (array size, bit width, enumerator value, case label). */
    Expr constant(ConstantExpressionContext c) {
        return c == null ? null : conditional(c.conditionalExpression());
    }

    private Expr binary(BinaryExpressionContext c) {
        return keep(binaryNode(c), c);
    }

    private Expr binaryNode(BinaryExpressionContext c) {
        if (c instanceof CastBinaryContext cb) {
            return cast(cb.castExpression());
        }
        BinaryContext b = (BinaryContext) c;
        return new Binary(b.op.getText(), binary(b.binaryExpression(0)), binary(b.binaryExpression(1))).at(src.pos(b.op));
    }

    private Expr cast(CastExpressionContext c) {
        return keep(castNode(c), c);
    }

    private Expr castNode(CastExpressionContext c) {
        if (c instanceof CastContext cc) {
            return new Cast(typeNames.apply(cc.typeName()), cast(cc.castExpression())).at(pos(cc));
        }
        return unary(((UnaryCastContext) c).unaryExpression());
    }

    private Expr unary(UnaryExpressionContext c) {
        return keep(unaryNode(c), c);
    }

    private Expr unaryNode(UnaryExpressionContext c) {
        if (c instanceof PostfixUnaryContext p) {
            return postfix(p.postfixExpression());
        }
        if (c instanceof PreIncDecExprContext p) {
            return new Unary(p.op.getText(), unary(p.unaryExpression()), false).at(pos(p));
        }
        if (c instanceof UnaryOpExprContext u) {
            return new Unary(u.op.getText(), cast(u.castExpression()), false).at(pos(u));
        }
        if (c instanceof SizeofExprContext s) {
            return new SizeofExpr(unary(s.unaryExpression())).at(pos(s));
        }
        if (c instanceof SizeofTypeExprContext s) {
            return new SizeofType("sizeof", typeNames.apply(s.typeName())).at(pos(s));
        }
        if (c instanceof ExtensionExprContext x) {
            return cast(x.castExpression());
        }
        if (c instanceof ComplexPartExprContext cp) {
            return new Unary(cp.op.getText(), cast(cp.castExpression()), false).at(pos(cp));
        }
        if (c instanceof LabelAddressExprContext la) {
            return new LabelAddress(la.anyName().getText()).at(pos(la));
        }
        if (c instanceof AlignofExprContext ae) {
            return new SizeofExpr(ae.getStart().getText(), unary(ae.unaryExpression())).at(pos(ae));
        }
        AlignofTypeExprContext a = (AlignofTypeExprContext) c;
        return new SizeofType(a.getStart().getText(), typeNames.apply(a.typeName())).at(pos(a));
    }

    private Expr postfix(PostfixExpressionContext c) {
        return keep(postfixNode(c), c);
    }

    private Expr postfixNode(PostfixExpressionContext c) {
        if (c instanceof PrimaryPostfixContext p) {
            return primary(p.primaryExpression());
        }
        if (c instanceof CompoundLiteralContext cl) {
            return new CompoundLiteral(typeNames.apply(cl.typeName()), initList(cl.initializerList(), hasTrailingComma(cl), pos(cl))).at(pos(cl));
        }
        if (c instanceof IndexExprContext i) {
            return new Index(postfix(i.postfixExpression()), expression(i.expression())).at(pos(i));
        }
        if (c instanceof CallExprContext ce) {
            List<Expr> args = new ArrayList<>();
            if (ce.argumentExpressionList() != null) {
                for (ArgumentContext a : ce.argumentExpressionList().argument()) {
                    args.add(a.assignmentExpression() != null ? assignment(a.assignmentExpression())
                            : new TypeArg(typeNames.apply(a.typeName())).at(pos(a)));
                }
            }
            return new Call(postfix(ce.postfixExpression()), args).at(pos(ce));
        }
        if (c instanceof MemberExprContext m) {
            return new Member(postfix(m.postfixExpression()), m.anyName().getText(), m.op.getText().equals("->")).at(pos(m));
        }
        PostIncDecExprContext p = (PostIncDecExprContext) c;
        return new Unary(p.op.getText(), postfix(p.postfixExpression()), true).at(pos(p));
    }

    private Expr primary(PrimaryExpressionContext c) {
        return keep(primaryNode(c), c);
    }

    private Expr primaryNode(PrimaryExpressionContext c) {
        if (c instanceof IdentifierExprContext i) {
            return new Ident(i.getText()).at(pos(i));
        }
        if (c instanceof IntegerExprContext i) {
            return Literal.of(Literal.Kind.INT, i.getText()).at(pos(i));
        }
        if (c instanceof FloatingExprContext f) {
            return Literal.of(Literal.Kind.FLOAT, f.getText()).at(pos(f));
        }
        if (c instanceof CharExprContext ch) {
            return Literal.of(Literal.Kind.CHAR, ch.getText()).at(pos(ch));
        }
        if (c instanceof StringExprContext s) {
            List<String> pieces = new ArrayList<>();
            for (TerminalNode t : s.StringLiteral()) {
                pieces.add(t.getText());
            }
            return new Literal(Literal.Kind.STRING, pieces).at(pos(s));
        }
        if (c instanceof ParenExprContext p) {
            return new Paren(expression(p.expression())).at(pos(p));
        }
        if (c instanceof StatementExprContext se) {
            return new StmtExpr(statements.apply(se.compoundStatement())).at(pos(se));
        }
        if (c instanceof VaArgExprContext va) {
            return new Call(new Ident("__builtin_va_arg").at(pos(va)), new ArrayList<>(List.of(assignment(va.assignmentExpression()),
                    new TypeArg(typeNames.apply(va.typeName())).at(pos(va.typeName()))))).at(pos(va));
        }
        if (c instanceof OffsetofExprContext off) {
            return new Call(new Ident("__builtin_offsetof").at(pos(off)), new ArrayList<>(List.of(
                    new TypeArg(typeNames.apply(off.typeName())).at(pos(off.typeName())),
                    new VerbatimExpr(src.spelled(off.offsetofMember())).at(pos(off.offsetofMember()))))).at(pos(off));
        }
        if (c instanceof TypesCompatibleExprContext tc) {
            return new Call(new Ident("__builtin_types_compatible_p").at(pos(tc)), new ArrayList<>(List.of(
                    new TypeArg(typeNames.apply(tc.typeName(0))).at(pos(tc.typeName(0))),
                    new TypeArg(typeNames.apply(tc.typeName(1))).at(pos(tc.typeName(1)))))).at(pos(tc));
        }
        return new VerbatimExpr(src.spelled(c)).at(pos(c)); // _Generic
    }

    // ------------------------------------------------------------------ initializers

    /** The initializer of a declarator: an expression or a braced initializer list. */
    Expr initializer(InitializerContext c) {
        if (c.assignmentExpression() != null) {
            return assignment(c.assignmentExpression());
        }
        return initList(c.initializerList(), hasTrailingComma(c), pos(c));
    }

    private static boolean hasTrailingComma(ParserRuleContext c) {
        int n = c.getChildCount();
        return n >= 2 && c.getChild(n - 2) instanceof TerminalNode t && t.getText().equals(",");
    }

    private InitList initList(InitializerListContext c, boolean trailingComma, SourcePos p) {
        List<InitList.Element> els = new ArrayList<>();
        if (c != null) {
            for (DesignatedInitializerContext d : c.designatedInitializer()) {
                List<InitList.Designator> ds = new ArrayList<>();
                if (d.designation() != null) {
                    if (d.designation().anyName() != null) {
                        ds.add(new InitList.Designator(null, d.designation().anyName().getText())); // GNU 'field:'
                    }
                    for (DesignatorContext dc : d.designation().designator()) {
                        if (!dc.constantExpression().isEmpty()) {
                            Expr high = dc.constantExpression().size() > 1 ? constant(dc.constantExpression(1)) : null;
                            ds.add(new InitList.Designator(constant(dc.constantExpression(0)), null, high));
                        } else {
                            ds.add(new InitList.Designator(null, dc.anyName().getText()));
                        }
                    }
                }
                els.add(new InitList.Element(ds, initializer(d.initializer())));
            }
        }
        return new InitList(els, trailingComma).at(p);
    }
}
