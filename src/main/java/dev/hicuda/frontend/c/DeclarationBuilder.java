package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.frontend.antlr.CParser.*;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds IR declarations from the parse tree: declaration specifiers (keywords, typedef names,
 * macro specifiers, attributes, struct/union and enum specifiers), declarators (pointers, arrays,
 * functions and their parameters, abstract declarators of type names) and init-declarators.  The
 * expressions inside them (initializers, array sizes, bit widths) come from the
 * {@link ExpressionBuilder} it owns, which in turn asks it for type names.
 */
final class DeclarationBuilder {
    private final SourceText src;
    private final TriviaAttacher trivia;
    private final ExpressionBuilder expressions;

    DeclarationBuilder(SourceText src, TriviaAttacher trivia, Reporter reporter) {
        this.src = src;
        this.trivia = trivia;
        this.expressions = new ExpressionBuilder(src, reporter, this::typeName);
    }

    /** The expression builder, which builds the type names inside expressions with this builder. */
    ExpressionBuilder expressions() {
        return expressions;
    }

    private SourcePos pos(ParserRuleContext c) {
        return src.pos(c);
    }

    Declaration declaration(DeclarationContext c) {
        if (c.staticAssert() != null) {
            // _Static_assert at file scope: a declaration with no declarators, kept as text
            DeclSpecs assertion = new DeclSpecs(List.of(new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, src.text(c.staticAssert())
                    .replaceAll(";\\s*$", ""), null)));
            return new Declaration(assertion, new ArrayList<>()).at(pos(c));
        }
        DeclSpecs specs = specs(c.declarationSpecifiers().declarationSpecifier());
        List<InitDeclarator> ds = new ArrayList<>();
        if (c.initDeclaratorList() != null) {
            for (InitDeclaratorContext i : c.initDeclaratorList().initDeclarator()) {
                Expr init = i.initializer() == null ? null : expressions.initializer(i.initializer());
                Declarator d = declarator(i.declarator());
                if (!i.attributeSpecifier().isEmpty() && d.nameDeclarator() != null) {
                    d.nameDeclarator().addAttributes(spelledAll(i.attributeSpecifier()));
                }
                ds.add(new InitDeclarator(d, init, null).at(pos(i)));
            }
        }
        return new Declaration(specs, ds).at(pos(c));
    }

    TypeName typeName(TypeNameContext c) {
        DeclSpecs specs = specs(ruleChildren(c.specifierQualifierList()));
        Declarator d = c.abstractDeclarator() == null ? new NameDeclarator(null).at(pos(c))
                : abstractDeclarator(c.abstractDeclarator());
        return new TypeName(specs, d).at(pos(c));
    }

    // ------------------------------------------------------------------ specifiers

    DeclSpecs specs(List<? extends ParserRuleContext> items) {
        List<DeclSpecs.Part> parts = new ArrayList<>();
        for (ParserRuleContext item : items) {
            ParseTree inner = item.getChildCount() == 1 ? item.getChild(0) : item;
            addSpec(parts, inner);
        }
        DeclSpecs s = new DeclSpecs(parts);
        if (!items.isEmpty()) {
            s.at(pos(items.get(0)));
        }
        return s;
    }

    private static List<ParserRuleContext> ruleChildren(SpecifierQualifierListContext c) {
        return c.children.stream().filter(x -> x instanceof ParserRuleContext).map(x -> (ParserRuleContext) x).toList();
    }

    private void addSpec(List<DeclSpecs.Part> parts, ParseTree t) {
        if (t instanceof TerminalNode tn) {
            Token tok = tn.getSymbol();
            DeclSpecs.Kind k = tok.getType() == CParser.TypedefName ? DeclSpecs.Kind.TYPEDEF_NAME : DeclSpecs.Kind.KEYWORD;
            parts.add(new DeclSpecs.Part(k, tok.getText(), null));
            return;
        }
        if (t instanceof TypeSpecifierContext ts) {
            if (ts.structOrUnionSpecifier() != null) {
                parts.add(new DeclSpecs.Part(DeclSpecs.Kind.STRUCT, null, struct(ts.structOrUnionSpecifier())));
            } else if (ts.enumSpecifier() != null) {
                parts.add(new DeclSpecs.Part(DeclSpecs.Kind.ENUM, null, enumSpec(ts.enumSpecifier())));
            } else {
                addSpec(parts, ts.getChild(0));
            }
            return;
        }
        if (t instanceof AttributeSpecifierContext a) {
            parts.add(new DeclSpecs.Part(DeclSpecs.Kind.ATTRIBUTE, src.spelled(a), null));
            return;
        }
        if (t instanceof TypeofSpecifierContext || t instanceof AtomicTypeSpecifierContext
                || t instanceof AlignmentSpecifierContext) {
            parts.add(new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, src.spelled((ParserRuleContext) t), null));
            return;
        }
        if (t instanceof ParserRuleContext prc && prc.getChildCount() == 1) {
            addSpec(parts, prc.getChild(0));
            return;
        }
        if (t instanceof ParserRuleContext prc) {
            parts.add(new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, src.text(prc), null));
        }
    }

    private StructSpec struct(StructOrUnionSpecifierContext c) {
        String kw = c.structOrUnion().getText();
        String tag = c.tag == null ? null : c.tag.getText();
        List<String> attrs = spelledAll(c.attributeSpecifier());
        List<Declaration> fields = null;
        Token brace = openBrace(c);
        if (brace != null) {
            fields = new ArrayList<>();
            List<TriviaAttacher.Item> items = new ArrayList<>();
            for (StructDeclarationContext sd : c.structDeclaration()) {
                if (sd.specifierQualifierList() == null) {
                    continue; // ';' or _Static_assert
                }
                DeclSpecs specs = specs(ruleChildren(sd.specifierQualifierList()));
                List<InitDeclarator> ds = new ArrayList<>();
                if (sd.structDeclaratorList() != null) {
                    for (StructDeclaratorContext d : sd.structDeclaratorList().structDeclarator()) {
                        Declarator decl = d.declarator() == null ? new NameDeclarator(null) : declarator(d.declarator());
                        if (!d.attributeSpecifier().isEmpty() && decl.nameDeclarator() != null) {
                            decl.nameDeclarator().addAttributes(spelledAll(d.attributeSpecifier()));
                        }
                        ds.add(new InitDeclarator(decl, null, expressions.constant(d.constantExpression())).at(pos(d)));
                    }
                }
                Declaration field = trivia.original(new Declaration(specs, ds).at(pos(sd)), sd);
                fields.add(field);
                items.add(new TriviaAttacher.Item(field, sd));
            }
            trivia.attachBetween(items, brace, c.getStop());
        }
        return new StructSpec(kw, tag, attrs, fields).at(pos(c));
    }

    /** The '{' of a struct or enum specifier with a body, or null. */
    private static Token openBrace(ParserRuleContext c) {
        for (ParseTree ch : c.children) {
            if (ch instanceof TerminalNode t && t.getText().equals("{")) {
                return t.getSymbol();
            }
        }
        return null;
    }

    private EnumSpec enumSpec(EnumSpecifierContext c) {
        String tag = c.tag == null ? null : c.tag.getText();
        List<EnumSpec.Enumerator> es = null;
        if (openBrace(c) != null) {
            es = new ArrayList<>();
            for (EnumeratorContext e : c.enumerator()) {
                es.add(new EnumSpec.Enumerator(e.anyName().getText(), expressions.constant(e.constantExpression())));
            }
        }
        return new EnumSpec(tag, es).at(pos(c));
    }

    /** The source text of each context (qualifiers), as written where possible. */
    private List<String> texts(List<? extends ParserRuleContext> cs) {
        List<String> l = new ArrayList<>();
        for (ParserRuleContext c : cs) {
            l.add(src.text(c));
        }
        return l;
    }

    /** The tokens of each context (attributes) as the parser saw them, macros expanded. */
    private List<String> spelledAll(List<? extends ParserRuleContext> cs) {
        List<String> l = new ArrayList<>();
        for (ParserRuleContext c : cs) {
            l.add(src.spelled(c));
        }
        return l;
    }

    // ------------------------------------------------------------------ declarators

    Declarator declarator(DeclaratorContext c) {
        Declarator d = direct(c.directDeclarator(), spelledAll(c.attributeSpecifier()));
        return pointers(c.pointer(), d);
    }

    /** Wraps {@code d} in one pointer declarator per {@code *} (the first star is outermost). */
    private Declarator pointers(PointerContext p, Declarator d) {
        if (p == null) {
            return d;
        }
        // Collect the stars with their qualifiers.
        List<List<String>> stars = new ArrayList<>();
        List<Token> starTokens = new ArrayList<>();
        for (ParseTree ch : p.children) {
            if (ch instanceof TerminalNode t && t.getText().equals("*")) {
                stars.add(new ArrayList<>());
                starTokens.add(t.getSymbol());
            } else if (ch instanceof ParserRuleContext q) {
                stars.get(stars.size() - 1).add(src.spelled(q));
            }
        }
        // "* const * p": the last star is closest to the name.
        for (int i = stars.size() - 1; i >= 0; i--) {
            d = new PointerDeclarator(stars.get(i), d).at(src.pos(starTokens.get(i)));
        }
        return d;
    }

    private Declarator direct(DirectDeclaratorContext c, List<String> trailingAttrs) {
        if (c instanceof NameDeclaratorContext n) {
            return new NameDeclarator(n.getStart().getText(), trailingAttrs).at(pos(n));
        }
        if (c instanceof ParenDeclaratorContext p) {
            return declarator(p.declarator());
        }
        if (c instanceof ArrayDeclaratorContext a) {
            Declarator inner = direct(a.directDeclarator(), trailingAttrs);
            return new ArrayDeclarator(inner, size(a.assignmentExpression()), texts(a.arrayQualifier())).at(pos(a));
        }
        if (c instanceof VlaStarDeclaratorContext a) {
            Declarator inner = direct(a.directDeclarator(), trailingAttrs);
            return new ArrayDeclarator(inner, new Ident("*"), List.of()).at(pos(a));
        }
        if (c instanceof FunctionDeclaratorContext f) {
            Declarator inner = direct(f.directDeclarator(), trailingAttrs);
            return new FunctionDeclarator(inner, params(f.parameterTypeList()), isVariadic(f.parameterTypeList())).at(pos(f));
        }
        KrFunctionDeclaratorContext k = (KrFunctionDeclaratorContext) c;
        Declarator inner = direct(k.directDeclarator(), trailingAttrs);
        List<ParamDecl> params = new ArrayList<>();
        for (TerminalNode id : k.identifierList().Identifier()) {
            params.add(new ParamDecl(null, new NameDeclarator(id.getText())).at(src.pos(id.getSymbol())));
        }
        return new FunctionDeclarator(inner, params, false).at(pos(k));
    }

    private Expr size(AssignmentExpressionContext c) {
        return c == null ? null : expressions.assignment(c);
    }

    /** Whether a parameter list (possibly absent) ends with "...". */
    private static boolean isVariadic(ParameterTypeListContext p) {
        if (p == null) {
            return false;
        }
        for (ParseTree ch : p.children) {
            if (ch instanceof TerminalNode t && t.getText().equals("...")) {
                return true;
            }
        }
        return false;
    }

    /** The parameters of a parameter list (none if it is absent). */
    private List<ParamDecl> params(ParameterTypeListContext p) {
        List<ParamDecl> l = new ArrayList<>();
        if (p == null) {
            return l;
        }
        for (ParameterDeclarationContext pd : p.parameterDeclaration()) {
            DeclSpecs specs = specs(pd.declarationSpecifiers().declarationSpecifier());
            Declarator d;
            if (pd.declarator() != null) {
                d = declarator(pd.declarator());
            } else if (pd.abstractDeclarator() != null) {
                d = abstractDeclarator(pd.abstractDeclarator());
            } else {
                d = new NameDeclarator(null).at(pos(pd));
            }
            l.add(new ParamDecl(specs, d).at(pos(pd)));
        }
        return l;
    }

    private Declarator abstractDeclarator(AbstractDeclaratorContext c) {
        Declarator d = c.directAbstractDeclarator() == null ? new NameDeclarator(null).at(pos(c))
                : directAbstract(c.directAbstractDeclarator());
        return pointers(c.pointer(), d);
    }

    private Declarator directAbstract(DirectAbstractDeclaratorContext c) {
        if (c instanceof ParenAbstractContext p) {
            return abstractDeclarator(p.abstractDeclarator());
        }
        if (c instanceof ArrayAbstractContext a) {
            Expr size = size(a.assignmentExpression());
            return new ArrayDeclarator(new NameDeclarator(null).at(pos(a)), size, texts(a.arrayQualifier())).at(pos(a));
        }
        if (c instanceof VlaStarAbstractContext a) {
            return new ArrayDeclarator(new NameDeclarator(null).at(pos(a)), new Ident("*"), List.of()).at(pos(a));
        }
        if (c instanceof VlaStarAbstractSuffixContext a) {
            return new ArrayDeclarator(directAbstract(a.directAbstractDeclarator()), new Ident("*"), List.of()).at(pos(a));
        }
        if (c instanceof FunctionAbstractContext f) {
            List<ParamDecl> ps = params(f.parameterTypeList());
            return new FunctionDeclarator(new NameDeclarator(null).at(pos(f)), ps, isVariadic(f.parameterTypeList())).at(pos(f));
        }
        if (c instanceof ArrayAbstractSuffixContext a) {
            Expr size = size(a.assignmentExpression());
            return new ArrayDeclarator(directAbstract(a.directAbstractDeclarator()), size, texts(a.arrayQualifier())).at(pos(a));
        }
        FunctionAbstractSuffixContext f = (FunctionAbstractSuffixContext) c;
        List<ParamDecl> ps = params(f.parameterTypeList());
        return new FunctionDeclarator(directAbstract(f.directAbstractDeclarator()), ps, isVariadic(f.parameterTypeList())).at(pos(f));
    }
}
