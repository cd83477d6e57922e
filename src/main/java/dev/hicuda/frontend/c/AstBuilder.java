package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.frontend.antlr.CParser.*;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.*;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Builds the IR from ANTLR's parse tree: positions on every node, and for statements and
 * declarations their original text and the comments and preprocessor lines around them.
 */
public final class AstBuilder {
    private final String file;
    private final TokenStream tokens;
    private final CharStream chars;
    private final Reporter reporter;
    private final Function<Token, Directive> directives;

    public AstBuilder(String file, TokenStream tokens, CharStream chars, Reporter reporter,
                      Function<Token, Directive> directives) {
        this.file = file;
        this.tokens = tokens;
        this.chars = chars;
        this.reporter = reporter;
        this.directives = directives;
    }

    private SourcePos pos(Token t) {
        return new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1);
    }

    private SourcePos pos(ParserRuleContext c) {
        return pos(c.getStart());
    }

    private String text(Token from, Token to) {
        if (to == null || to.getStopIndex() < from.getStartIndex()) {
            return "";
        }
        return chars.getText(Interval.of(from.getStartIndex(), to.getStopIndex()));
    }

    private <T extends Node> T original(T n, Token from, Token to) {
        n.setOriginal(text(from, to), from.getCharPositionInLine());
        return n;
    }

    /**
     * A statement header (for/if/while/switch, function header): its original text, and the
     * comments between the header and the body, kept as the header's trailing comment.
     */
    private <T extends Node> T header(T n, Token from, Token headerEnd, ParserRuleContext body) {
        original(n, from, headerEnd);
        List<String> comments = new ArrayList<>();
        for (int k = headerEnd.getTokenIndex() + 1; k < body.getStart().getTokenIndex(); k++) {
            Token t = tokens.get(k);
            if (t.getChannel() == Channels.COMMENTS) {
                comments.add(t.getText().startsWith("//") ? "/* " + t.getText().substring(2).strip() + " */" : t.getText());
            }
        }
        if (!comments.isEmpty()) {
            n.setTrailingComment(String.join(" ", comments));
        }
        return n;
    }

    // ------------------------------------------------------------------ trivia

    /** Item spans (token indices) recorded while building a list, used to place trivia. */
    private record Span(Node node, int start, int stop) {
    }

    private static int endLine(Token t) {
        int lines = 0;
        String s = t.getText();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') {
                lines++;
            }
        }
        return t.getLine() + lines;
    }

    /**
     * Attaches to each item the comments, preprocessor lines, inactive text and blank lines
     * between it and the previous item (or {@code firstFrom}), a same-line comment after an item
     * as its trailing comment, and returns what stands between the last item and {@code lastTo}.
     */
    private List<Trivia> attachTrivia(List<Span> spans, int firstFrom, int lastTo) {
        int from = firstFrom;
        Span prev = null;
        for (Span s : spans) {
            s.node.setLeadingTrivia(collect(from, s.start - 1, prev));
            from = s.stop + 1;
            prev = s;
        }
        return collect(from, lastTo, prev);
    }

    /**
     * Attaches {@code comment}, which follows {@code n} on the line where n ends, to the part of n
     * that ends there: the body of a loop, the last branch of an if, the statement of a label (as
     * their trailing comment), or a block or do-while (as its end comment, printed after the closing
     * brace).  The spaces between the two are kept.  Returns false if that place is taken.
     */
    private boolean attachTrailing(Node n, Token last, Token comment) {
        Node target = n;
        while (true) {
            if (target instanceof For f) {
                target = f.body();
            } else if (target instanceof While w && !w.isDoWhile()) {
                target = w.body();
            } else if (target instanceof If i) {
                target = i.otherwise() != null ? i.otherwise() : i.then();
            } else if (target instanceof Switch sw) {
                target = sw.body();
            } else if (target instanceof Labeled l) {
                target = l.body();
            } else if (target instanceof FunctionDef f) {
                target = f.body();
            } else if (target instanceof Compound c && !last.getText().equals("}") && !c.items().isEmpty()) {
                // a block without braces in the source (a directive and its statement as a loop body)
                target = c.items().get(c.items().size() - 1);
            } else {
                break;
            }
        }
        String gap = last.getStopIndex() + 1 <= comment.getStartIndex() - 1
                ? chars.getText(Interval.of(last.getStopIndex() + 1, comment.getStartIndex() - 1)) : "";
        // the printer puts one space before the comment; keep the rest of the original spacing
        String text = (gap.startsWith(" ") && gap.isBlank() ? gap.substring(1) : "") + comment.getText();
        if (target instanceof Compound || target instanceof While w && w.isDoWhile()) {
            if (target.endComment() != null) {
                return false;
            }
            target.setEndComment(text);
            return true;
        }
        if (target.trailingComment() != null) {
            return false;
        }
        target.setTrailingComment(text);
        return true;
    }

    /**
     * The comments inside a statement that are neither in a leaf's text nor between block items:
     * from {@code from} to {@code to} (token indices, inclusive), a comment on the line where
     * {@code after} ends becomes its trailing comment, the others are returned as trivia.
     */
    private List<Trivia> innerComments(int from, int to, Node after, ParserRuleContext afterCtx) {
        if (from > to) {
            return List.of();
        }
        Span prev = after == null ? null : new Span(after, afterCtx.getStart().getTokenIndex(), afterCtx.getStop().getTokenIndex());
        return collect(from, to, prev);
    }

    private static List<Trivia> concat(List<Trivia> a, List<Trivia> b) {
        if (a.isEmpty()) {
            return b;
        }
        List<Trivia> l = new ArrayList<>(a);
        l.addAll(b);
        return l;
    }

    /** Index of the last default-channel token before token index {@code k}. */
    private int previousCode(int k) {
        int i = k - 1;
        while (i > 0 && tokens.get(i).getChannel() != Token.DEFAULT_CHANNEL) {
            i--;
        }
        return i;
    }

    private List<Trivia> collect(int from, int to, Span prev) {
        List<Trivia> out = new ArrayList<>();
        int lastLine = from > 0 ? endLine(tokens.get(from - 1)) : 0;
        int k = from;
        boolean first = true;
        while (k <= to && k < tokens.size()) {
            Token t = tokens.get(k);
            int ch = t.getChannel();
            if (ch == Channels.COMMENTS) {
                if (first && prev != null && t.getLine() == endLine(tokens.get(prev.stop))
                        && !t.getText().contains("\n") && attachTrailing(prev.node, tokens.get(prev.stop), t)) {
                    // kept as the trailing comment of the item (or of its last part)
                } else {
                    if (t.getLine() > lastLine + 1 && lastLine > 0) {
                        out.add(Trivia.blank());
                    }
                    out.add(new Trivia(Trivia.Kind.COMMENT, t.getText()));
                }
                lastLine = endLine(t);
                k++;
            } else if (ch == Channels.PREPROC) {
                if (t.getLine() > lastLine + 1 && lastLine > 0) {
                    out.add(Trivia.blank());
                }
                out.add(new Trivia(Trivia.Kind.PREPROCESSOR, t.getText()));
                lastLine = endLine(t);
                k++;
            } else if (ch == Channels.INACTIVE) {
                int m = k;
                while (m + 1 <= to && m + 1 < tokens.size() && tokens.get(m + 1).getChannel() == Channels.INACTIVE) {
                    m++;
                }
                Token a = tokens.get(k);
                Token b = tokens.get(m);
                if (a.getLine() > lastLine + 1 && lastLine > 0) {
                    out.add(Trivia.blank());
                }
                int startChar = a.getStartIndex() - a.getCharPositionInLine();
                String txt = chars.getText(Interval.of(Math.max(0, startChar), b.getStopIndex()));
                out.add(new Trivia(Trivia.Kind.PREPROCESSOR, txt));
                lastLine = endLine(b);
                k = m + 1;
            } else {
                k++;
                continue;
            }
            first = false;
        }
        int nextLine = to + 1 < tokens.size() ? tokens.get(to + 1).getLine() : lastLine;
        if (nextLine > lastLine + 1 && lastLine > 0 && (prev != null || !out.isEmpty())) {
            out.add(Trivia.blank());
        }
        return out;
    }

    // ------------------------------------------------------------------ external level

    public TranslationUnit compilationUnit(CompilationUnitContext ctx) {
        List<Node> items = new ArrayList<>();
        List<Span> spans = new ArrayList<>();
        for (ExternalItemContext e : ctx.externalItem()) {
            Node n = externalItem(e);
            if (n != null) {
                items.add(n);
                spans.add(new Span(n, e.getStart().getTokenIndex(), e.getStop().getTokenIndex()));
            }
        }
        TranslationUnit tu = new TranslationUnit(file, items).at(new SourcePos(file, 1, 1));
        tu.setTrailingTrivia(attachTrivia(spans, 0, ctx.getStop().getTokenIndex() - 1));
        return tu;
    }

    private Node externalItem(ExternalItemContext e) {
        if (e.functionDefinition() != null) {
            return functionDefinition(e.functionDefinition());
        }
        if (e.declaration() != null) {
            Declaration d = declaration(e.declaration());
            return original(d, e.getStart(), e.getStop());
        }
        if (e.pragmaLine() != null) {
            return pragma(e.pragmaLine().getStart());
        }
        return original(new ExprStmt(null).at(pos(e)), e.getStart(), e.getStop());
    }

    private DirectiveStmt pragma(Token t) {
        Directive d = directives.apply(t);
        DirectiveStmt s = new DirectiveStmt(t.getText(), d).at(pos(t));
        return original(s, t, t);
    }

    private FunctionDef functionDefinition(FunctionDefinitionContext c) {
        DeclSpecs specs = specs(c.declarationSpecifiers().declarationSpecifier());
        Declarator d = declarator(c.declarator());
        Compound body = compound(c.compoundStatement());
        FunctionDef f = new FunctionDef(specs, d, body).at(pos(c));
        Token lastHeader = tokens.get(c.compoundStatement().getStart().getTokenIndex() - 1);
        // the header ends at the last code token before the body
        int k = c.compoundStatement().getStart().getTokenIndex() - 1;
        while (k > 0 && tokens.get(k).getChannel() != Token.DEFAULT_CHANNEL) {
            k--;
        }
        lastHeader = tokens.get(k);
        return header(f, c.getStart(), lastHeader, c.compoundStatement());
    }

    // ------------------------------------------------------------------ declarations

    public Declaration declaration(DeclarationContext c) {
        DeclSpecs specs = specs(c.declarationSpecifiers().declarationSpecifier());
        List<InitDeclarator> ds = new ArrayList<>();
        if (c.initDeclaratorList() != null) {
            for (InitDeclaratorContext i : c.initDeclaratorList().initDeclarator()) {
                Expr init = i.initializer() == null ? null : initializer(i.initializer());
                ds.add(new InitDeclarator(declarator(i.declarator()), init, null).at(pos(i)));
            }
        }
        return new Declaration(specs, ds).at(pos(c));
    }

    private DeclSpecs specs(List<? extends ParserRuleContext> items) {
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

    private void addSpec(List<DeclSpecs.Part> parts, ParseTree t) {
        if (t instanceof TerminalNode tn) {
            Token tok = tn.getSymbol();
            DeclSpecs.Kind k = tok.getType() == CParser.TypedefName ? DeclSpecs.Kind.TYPEDEF_NAME
                    : tok.getType() == CParser.MacroSpecifier ? DeclSpecs.Kind.MACRO : DeclSpecs.Kind.KEYWORD;
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
            parts.add(new DeclSpecs.Part(DeclSpecs.Kind.ATTRIBUTE, spaced(a), null));
            return;
        }
        if (t instanceof ParserRuleContext prc && prc.getChildCount() == 1) {
            addSpec(parts, prc.getChild(0));
            return;
        }
        if (t instanceof ParserRuleContext prc) {
            parts.add(new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, spaced(prc), null));
        }
    }

    /** The source text of a context, tokens separated as written (used for attributes). */
    private String spaced(ParserRuleContext c) {
        return text(c.getStart(), c.getStop());
    }

    private StructSpec struct(StructOrUnionSpecifierContext c) {
        String kw = c.structOrUnion().getText();
        String tag = c.tag == null ? null : c.tag.getText();
        List<String> attrs = new ArrayList<>();
        for (AttributeSpecifierContext a : c.attributeSpecifier()) {
            attrs.add(spaced(a));
        }
        List<Declaration> fields = null;
        if (hasBrace(c)) {
            fields = new ArrayList<>();
            List<Span> spans = new ArrayList<>();
            for (StructDeclarationContext sd : c.structDeclaration()) {
                if (sd.specifierQualifierList() == null) {
                    continue;
                }
                DeclSpecs specs = specs(sd.specifierQualifierList().children.stream()
                        .filter(x -> x instanceof ParserRuleContext).map(x -> (ParserRuleContext) x).toList());
                List<InitDeclarator> ds = new ArrayList<>();
                if (sd.structDeclaratorList() != null) {
                    for (StructDeclaratorContext d : sd.structDeclaratorList().structDeclarator()) {
                        Declarator decl = d.declarator() == null ? new NameDeclarator(null) : declarator(d.declarator());
                        Expr width = d.constantExpression() == null ? null : conditional(d.constantExpression().conditionalExpression());
                        ds.add(new InitDeclarator(decl, null, width).at(pos(d)));
                    }
                }
                Declaration field = new Declaration(specs, ds).at(pos(sd));
                original(field, sd.getStart(), sd.getStop());
                fields.add(field);
                spans.add(new Span(field, sd.getStart().getTokenIndex(), sd.getStop().getTokenIndex()));
            }
            attachTrivia(spans, braceIndex(c) + 1, c.getStop().getTokenIndex() - 1);
        }
        return new StructSpec(kw, tag, attrs, fields).at(pos(c));
    }

    private static boolean hasBrace(ParserRuleContext c) {
        for (ParseTree ch : c.children) {
            if (ch instanceof TerminalNode t && t.getText().equals("{")) {
                return true;
            }
        }
        return false;
    }

    private static int braceIndex(ParserRuleContext c) {
        for (ParseTree ch : c.children) {
            if (ch instanceof TerminalNode t && t.getText().equals("{")) {
                return t.getSymbol().getTokenIndex();
            }
        }
        return c.getStart().getTokenIndex();
    }

    private EnumSpec enumSpec(EnumSpecifierContext c) {
        String tag = c.tag == null ? null : c.tag.getText();
        List<EnumSpec.Enumerator> es = null;
        if (hasBrace(c)) {
            es = new ArrayList<>();
            for (EnumeratorContext e : c.enumerator()) {
                Expr v = e.constantExpression() == null ? null : conditional(e.constantExpression().conditionalExpression());
                es.add(new EnumSpec.Enumerator(e.anyName().getText(), v));
            }
        }
        return new EnumSpec(tag, es).at(pos(c));
    }

    private List<String> qualifiers(List<? extends ParserRuleContext> qs) {
        List<String> l = new ArrayList<>();
        for (ParserRuleContext q : qs) {
            l.add(spaced(q));
        }
        return l;
    }

    public Declarator declarator(DeclaratorContext c) {
        Declarator d = direct(c.directDeclarator(), attributes(c.attributeSpecifier()));
        return pointers(c.pointer(), d);
    }

    private List<String> attributes(List<AttributeSpecifierContext> as) {
        List<String> l = new ArrayList<>();
        for (AttributeSpecifierContext a : as) {
            l.add(spaced(a));
        }
        return l;
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
                stars.get(stars.size() - 1).add(spaced(q));
            }
        }
        // "* const * p": the last star is closest to the name.
        for (int i = stars.size() - 1; i >= 0; i--) {
            d = new PointerDeclarator(stars.get(i), d).at(pos(starTokens.get(i)));
        }
        return d;
    }

    private Declarator direct(DirectDeclaratorContext c, List<String> trailingAttrs) {
        if (c instanceof NameDeclaratorContext n) {
            return new NameDeclarator(n.Identifier().getText(), trailingAttrs).at(pos(n));
        }
        if (c instanceof ParenDeclaratorContext p) {
            Declarator inner = declarator(p.declarator());
            return inner;
        }
        if (c instanceof ArrayDeclaratorContext a) {
            Declarator inner = direct(a.directDeclarator(), trailingAttrs);
            Expr size = a.assignmentExpression() == null ? null : assignment(a.assignmentExpression());
            return new ArrayDeclarator(inner, size, qualifiers(a.arrayQualifier())).at(pos(a));
        }
        if (c instanceof VlaStarDeclaratorContext a) {
            Declarator inner = direct(a.directDeclarator(), trailingAttrs);
            return new ArrayDeclarator(inner, new Ident("*"), List.of()).at(pos(a));
        }
        if (c instanceof FunctionDeclaratorContext f) {
            Declarator inner = direct(f.directDeclarator(), trailingAttrs);
            List<ParamDecl> params = new ArrayList<>();
            boolean variadic = false;
            if (f.parameterTypeList() != null) {
                params = params(f.parameterTypeList());
                variadic = isVariadic(f.parameterTypeList());
            }
            return new FunctionDeclarator(inner, params, variadic).at(pos(f));
        }
        KrFunctionDeclaratorContext k = (KrFunctionDeclaratorContext) c;
        Declarator inner = direct(k.directDeclarator(), trailingAttrs);
        List<ParamDecl> params = new ArrayList<>();
        for (TerminalNode id : k.identifierList().Identifier()) {
            params.add(new ParamDecl(null, new NameDeclarator(id.getText())).at(pos(id.getSymbol())));
        }
        return new FunctionDeclarator(inner, params, false).at(pos(k));
    }

    private static boolean isVariadic(ParameterTypeListContext p) {
        for (ParseTree ch : p.children) {
            if (ch instanceof TerminalNode t && t.getText().equals("...")) {
                return true;
            }
        }
        return false;
    }

    private List<ParamDecl> params(ParameterTypeListContext p) {
        List<ParamDecl> l = new ArrayList<>();
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

    public TypeName typeName(TypeNameContext c) {
        DeclSpecs specs = specs(c.specifierQualifierList().children.stream()
                .filter(x -> x instanceof ParserRuleContext).map(x -> (ParserRuleContext) x).toList());
        Declarator d = c.abstractDeclarator() == null ? new NameDeclarator(null).at(pos(c))
                : abstractDeclarator(c.abstractDeclarator());
        return new TypeName(specs, d).at(pos(c));
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
            Expr size = a.assignmentExpression() == null ? null : assignment(a.assignmentExpression());
            return new ArrayDeclarator(new NameDeclarator(null).at(pos(a)), size, qualifiers(a.arrayQualifier())).at(pos(a));
        }
        if (c instanceof FunctionAbstractContext f) {
            List<ParamDecl> ps = f.parameterTypeList() == null ? List.of() : params(f.parameterTypeList());
            boolean v = f.parameterTypeList() != null && isVariadic(f.parameterTypeList());
            return new FunctionDeclarator(new NameDeclarator(null).at(pos(f)), ps, v).at(pos(f));
        }
        if (c instanceof ArrayAbstractSuffixContext a) {
            Expr size = a.assignmentExpression() == null ? null : assignment(a.assignmentExpression());
            return new ArrayDeclarator(directAbstract(a.directAbstractDeclarator()), size, qualifiers(a.arrayQualifier())).at(pos(a));
        }
        FunctionAbstractSuffixContext f = (FunctionAbstractSuffixContext) c;
        List<ParamDecl> ps = f.parameterTypeList() == null ? List.of() : params(f.parameterTypeList());
        boolean v = f.parameterTypeList() != null && isVariadic(f.parameterTypeList());
        return new FunctionDeclarator(directAbstract(f.directAbstractDeclarator()), ps, v).at(pos(f));
    }

    private Expr initializer(InitializerContext c) {
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
                    for (DesignatorContext dc : d.designation().designator()) {
                        if (dc.constantExpression() != null) {
                            ds.add(new InitList.Designator(conditional(dc.constantExpression().conditionalExpression()), null));
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

    // ------------------------------------------------------------------ statements

    public Compound compound(CompoundStatementContext c) {
        List<Stmt> items = new ArrayList<>();
        List<Span> spans = new ArrayList<>();
        for (BlockItemContext b : c.blockItem()) {
            Stmt s;
            if (b.declaration() != null) {
                s = original(new DeclStmt(declaration(b.declaration())).at(pos(b)), b.getStart(), b.getStop());
            } else if (b.pragmaLine() != null) {
                s = pragma(b.pragmaLine().getStart());
            } else {
                s = statement(b.statement());
            }
            items.add(s);
            spans.add(new Span(s, b.getStart().getTokenIndex(), b.getStop().getTokenIndex()));
        }
        Compound block = new Compound(items).at(pos(c));
        Token open = c.getStart();
        int k = open.getTokenIndex() - 1;
        while (k >= 0 && tokens.get(k).getChannel() != Token.DEFAULT_CHANNEL) {
            k--;
        }
        block.setBraceOnOwnLine(k >= 0 && tokens.get(k).getLine() < open.getLine()
                && !tokens.get(k).getText().equals(";") && !tokens.get(k).getText().equals("}")
                && !tokens.get(k).getText().equals("{"));
        block.setClosingTrivia(attachTrivia(spans, open.getTokenIndex() + 1, c.getStop().getTokenIndex() - 1));
        return block;
    }

    public Stmt statement(StatementContext c) {
        ParseTree ch = c.getChild(0);
        if (ch instanceof CompoundStatementContext cc) {
            return compound(cc);
        }
        if (ch instanceof ExpressionStatementContext e) {
            Expr ex = e.expression() == null ? null : expression(e.expression());
            return original(new ExprStmt(ex).at(pos(e)), e.getStart(), e.getStop());
        }
        if (ch instanceof IfStatementContext i) {
            List<BodyStatementContext> ss = i.bodyStatement();
            Stmt then = body(ss.get(0));
            Stmt otherwise = ss.size() > 1 ? body(ss.get(1)) : null;
            if (otherwise != null) {
                // comments after the then-branch and around 'else'
                int elseTok = previousCode(ss.get(1).getStart().getTokenIndex());
                List<Trivia> before = innerComments(ss.get(0).getStop().getTokenIndex() + 1, elseTok - 1, then, ss.get(0));
                List<Trivia> after = innerComments(elseTok + 1, ss.get(1).getStart().getTokenIndex() - 1, null, null);
                otherwise.setLeadingTrivia(concat(concat(before, after), otherwise.leadingTrivia()));
            }
            If s = new If(expression(i.expression()), then, otherwise).at(pos(i));
            return header(s, i.getStart(), closeParen(i), ss.get(0));
        }
        if (ch instanceof SwitchStatementContext sw) {
            Switch s = new Switch(expression(sw.expression()), statement(sw.statement())).at(pos(sw));
            return header(s, sw.getStart(), closeParen(sw), sw.statement());
        }
        if (ch instanceof WhileStatementContext w) {
            While s = new While(expression(w.expression()), body(w.bodyStatement()), false).at(pos(w));
            return header(s, w.getStart(), closeParen(w), w.bodyStatement());
        }
        if (ch instanceof DoStatementContext d) {
            Stmt b = body(d.bodyStatement());
            int whileTok = previousCode(d.expression().getStart().getTokenIndex() - 1);
            List<Trivia> inner = innerComments(d.bodyStatement().getStop().getTokenIndex() + 1, whileTok - 1, b, d.bodyStatement());
            if (!inner.isEmpty() && b instanceof Compound bc) {
                bc.setClosingTrivia(concat(bc.closingTrivia(), inner));
            }
            return new While(expression(d.expression()), b, true).at(pos(d));
        }
        if (ch instanceof ForStatementContext f) {
            Stmt init = null;
            if (f.forDecl != null) {
                init = new DeclStmt(declaration(f.forDecl)).at(pos(f.forDecl));
            } else if (f.init != null) {
                init = new ExprStmt(expression(f.init)).at(pos(f.init));
            }
            Expr cond = f.cond == null ? null : expression(f.cond);
            Expr step = f.step == null ? null : expression(f.step);
            For s = new For(init, cond, step, body(f.bodyStatement())).at(pos(f));
            return header(s, f.getStart(), closeParen(f), f.bodyStatement());
        }
        if (ch instanceof LabelStatementContext l) {
            return labeled(new Labeled(Labeled.Kind.LABEL, l.Identifier().getText(), null, statement(l.statement())).at(pos(l)),
                    l.statement());
        }
        if (ch instanceof CaseStatementContext cs) {
            return labeled(new Labeled(Labeled.Kind.CASE, null, conditional(cs.constantExpression().conditionalExpression()),
                    statement(cs.statement())).at(pos(cs)), cs.statement());
        }
        if (ch instanceof DefaultStatementContext d) {
            return labeled(new Labeled(Labeled.Kind.DEFAULT, null, null, statement(d.statement())).at(pos(d)), d.statement());
        }
        Stmt s;
        ParserRuleContext j = (ParserRuleContext) ch;
        if (ch instanceof GotoStatementContext g) {
            s = new Jump(Jump.Kind.GOTO, g.Identifier().getText());
        } else if (ch instanceof ContinueStatementContext) {
            s = new Jump(Jump.Kind.CONTINUE, null);
        } else if (ch instanceof BreakStatementContext) {
            s = new Jump(Jump.Kind.BREAK, null);
        } else {
            ReturnStatementContext r = (ReturnStatementContext) ch;
            s = new Return(r.expression() == null ? null : expression(r.expression()));
        }
        s.at(pos(j));
        return original(s, j.getStart(), j.getStop());
    }

    /**
     * The comments between a label's ':' and its statement: one on the label's line becomes the
     * label's trailing comment, the others the statement's leading trivia.
     */
    private Labeled labeled(Labeled l, StatementContext c) {
        int colon = previousCode(c.getStart().getTokenIndex());
        int from = colon + 1;
        Token colonTok = tokens.get(colon);
        if (from < c.getStart().getTokenIndex()) {
            Token t = tokens.get(from);
            if (t.getChannel() == Channels.COMMENTS && t.getLine() == colonTok.getLine() && !t.getText().contains("\n")) {
                String gap = chars.getText(Interval.of(colonTok.getStopIndex() + 1, t.getStartIndex() - 1));
                l.setTrailingComment((gap.startsWith(" ") && gap.isBlank() ? gap.substring(1) : "") + t.getText());
                from++;
            }
        }
        List<Trivia> inner = innerComments(from, c.getStart().getTokenIndex() - 1, null, null);
        l.body().setLeadingTrivia(concat(inner, l.body().leadingTrivia()));
        return l;
    }

    /** A loop or if body; a directive standing before it makes it a block of the two. */
    private Stmt body(BodyStatementContext c) {
        if (c.pragmaLine() == null) {
            return statement(c.statement());
        }
        Stmt inner = body(c.bodyStatement());
        return new Compound(new ArrayList<>(List.of(pragma(c.pragmaLine().getStart()), inner))).at(pos(c));
    }

    /** The ')' that closes a statement's header: the token before the (first) body statement. */
    private Token closeParen(ParserRuleContext c) {
        for (ParseTree ch : c.children) {
            if (ch instanceof StatementContext || ch instanceof BodyStatementContext) {
                ParserRuleContext s = (ParserRuleContext) ch;
                int k = s.getStart().getTokenIndex() - 1;
                while (k > 0 && tokens.get(k).getChannel() != Token.DEFAULT_CHANNEL) {
                    k--;
                }
                return tokens.get(k);
            }
        }
        return c.getStop();
    }

    // ------------------------------------------------------------------ expressions

    public Expr expression(ExpressionContext c) {
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

    public Expr assignment(AssignmentExpressionContext c) {
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

    public Expr conditional(ConditionalExpressionContext c) {
        Expr cond = binary(c.binaryExpression());
        if (c.expression() == null) {
            return cond;
        }
        return new Conditional(cond, expression(c.expression()), conditional(c.conditionalExpression())).at(pos(c));
    }

    private Expr binary(BinaryExpressionContext c) {
        if (c instanceof CastBinaryContext cb) {
            return cast(cb.castExpression());
        }
        BinaryContext b = (BinaryContext) c;
        return new Binary(b.op.getText(), binary(b.binaryExpression(0)), binary(b.binaryExpression(1))).at(pos(b.op));
    }

    private Expr cast(CastExpressionContext c) {
        if (c instanceof CastContext cc) {
            return new Cast(typeName(cc.typeName()), cast(cc.castExpression())).at(pos(cc));
        }
        return unary(((UnaryCastContext) c).unaryExpression());
    }

    private Expr unary(UnaryExpressionContext c) {
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
            return new SizeofType("sizeof", typeName(s.typeName())).at(pos(s));
        }
        if (c instanceof ExtensionExprContext x) {
            return cast(x.castExpression());
        }
        AlignofTypeExprContext a = (AlignofTypeExprContext) c;
        return new SizeofType(a.getStart().getText(), typeName(a.typeName())).at(pos(a));
    }

    private Expr postfix(PostfixExpressionContext c) {
        if (c instanceof PrimaryPostfixContext p) {
            return primary(p.primaryExpression());
        }
        if (c instanceof CompoundLiteralContext cl) {
            return new CompoundLiteral(typeName(cl.typeName()), initList(cl.initializerList(), hasTrailingComma(cl), pos(cl))).at(pos(cl));
        }
        if (c instanceof IndexExprContext i) {
            return new Index(postfix(i.postfixExpression()), expression(i.expression())).at(pos(i));
        }
        if (c instanceof CallExprContext ce) {
            List<Expr> args = new ArrayList<>();
            if (ce.argumentExpressionList() != null) {
                for (ArgumentContext a : ce.argumentExpressionList().argument()) {
                    args.add(a.assignmentExpression() != null ? assignment(a.assignmentExpression())
                            : new TypeArg(typeName(a.typeName())).at(pos(a)));
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
        throw reporter.fatal(pos(c), "GNU statement expressions are not supported");
    }
}
