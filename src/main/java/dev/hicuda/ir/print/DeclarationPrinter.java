package dev.hicuda.ir.print;

import dev.hicuda.ir.decl.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Prints declarations as C: declaration specifiers (struct bodies field by field, enums on one
 * line), declarators inside out (pointers, arrays, functions and their parameters), bit widths
 * and initializers, and type names.  Expressions are printed by the {@link ExpressionPrinter}.
 */
final class DeclarationPrinter {
    private final ExpressionPrinter expressions;
    private final CodeWriter out;
    private final OriginalTextReuse originals;

    DeclarationPrinter(ExpressionPrinter expressions, CodeWriter out, OriginalTextReuse originals) {
        this.expressions = expressions;
        this.out = out;
        this.originals = originals;
    }

    /** A declaration with its semicolon; a struct body in it is indented for {@code depth}. */
    String declaration(Declaration d, int depth) {
        StringBuilder sb = new StringBuilder(specs(d.specs(), depth));
        List<String> ds = new ArrayList<>();
        for (InitDeclarator i : d.declarators()) {
            ds.add(initDeclarator(i));
        }
        if (!ds.isEmpty()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(String.join(", ", ds));
        }
        return sb.append(';').toString();
    }

    String initDeclarator(InitDeclarator i) {
        StringBuilder sb = new StringBuilder(declarator(i.declarator()));
        if (i.bitWidth() != null) {
            sb.append(sb.length() > 0 ? " : " : ": ").append(expressions.expr(i.bitWidth(), 0));
        }
        if (i.init() != null) {
            sb.append(" = ").append(expressions.expr(i.init(), 2));
        }
        return sb.toString();
    }

    String specs(DeclSpecs s, int depth) {
        List<String> words = new ArrayList<>();
        for (DeclSpecs.Part p : s.parts()) {
            if (p.node() instanceof StructSpec st) {
                words.add(struct(st, depth));
            } else if (p.node() instanceof EnumSpec e) {
                words.add(enumText(e));
            } else {
                words.add(p.text());
            }
        }
        return String.join(" ", words);
    }

    /** A struct or union specifier; its fields one per line (as written if unchanged), with their comments. */
    private String struct(StructSpec s, int depth) {
        StringBuilder sb = new StringBuilder(s.keyword());
        for (String a : s.attributes()) {
            sb.append(' ').append(a);
        }
        if (s.tag() != null) {
            sb.append(' ').append(s.tag());
        }
        if (s.fields() == null) {
            return sb.toString();
        }
        sb.append(" {\n");
        sb.append(out.capture(w -> {
            for (Declaration f : s.fields()) {
                w.trivia(f.leadingTrivia(), depth + 1);
                w.line(originals.leaf(f, declaration(f, depth + 1), w.ind(depth + 1)));
            }
        }));
        sb.append(out.ind(depth)).append('}');
        return sb.toString();
    }

    private String enumText(EnumSpec e) {
        StringBuilder sb = new StringBuilder("enum");
        if (e.tag() != null) {
            sb.append(' ').append(e.tag());
        }
        if (e.enumerators() == null) {
            return sb.toString();
        }
        sb.append(" { ");
        List<String> items = new ArrayList<>();
        for (EnumSpec.Enumerator en : e.enumerators()) {
            items.add(en.value() == null ? en.name() : en.name() + " = " + expressions.expr(en.value(), 3));
        }
        return sb.append(String.join(", ", items)).append(" }").toString();
    }

    String declarator(Declarator d) {
        if (d == null) {
            return "";
        }
        if (d instanceof NameDeclarator n) {
            StringBuilder sb = new StringBuilder(n.name() == null ? "" : n.name());
            for (String a : n.attributes()) {
                sb.append(' ').append(a);
            }
            return sb.toString();
        }
        if (d instanceof PointerDeclarator p) {
            StringBuilder sb = new StringBuilder("*");
            for (String q : p.qualifiers()) {
                sb.append(q).append(' ');
            }
            String inner = declarator(p.inner());
            if (!p.qualifiers().isEmpty() && inner.isEmpty()) {
                sb.setLength(sb.length() - 1);
            }
            return sb.append(inner).toString();
        }
        if (d instanceof ArrayDeclarator a) {
            StringBuilder sb = new StringBuilder(innerDeclarator(a.inner())).append('[');
            for (String q : a.qualifiers()) {
                sb.append(q).append(' ');
            }
            if (a.size() != null) {
                sb.append(expressions.expr(a.size(), 2));
            } else if (!a.qualifiers().isEmpty()) {
                sb.setLength(sb.length() - 1);
            }
            return sb.append(']').toString();
        }
        FunctionDeclarator f = (FunctionDeclarator) d;
        List<String> ps = new ArrayList<>();
        for (ParamDecl p : f.params()) {
            ps.add(param(p));
        }
        if (f.isVariadic()) {
            ps.add("...");
        }
        return innerDeclarator(f.inner()) + "(" + String.join(", ", ps) + ")";
    }

    /** A declarator inside an array or function declarator: a pointer needs parentheses there. */
    private String innerDeclarator(Declarator d) {
        String s = declarator(d);
        return d instanceof PointerDeclarator ? "(" + s + ")" : s;
    }

    String param(ParamDecl p) {
        if (p.specs() == null) {
            return declarator(p.declarator());
        }
        return specsAndDeclarator(p.specs(), p.declarator());
    }

    String typeName(TypeName t) {
        return specsAndDeclarator(t.specs(), t.declarator());
    }

    private String specsAndDeclarator(DeclSpecs specs, Declarator declarator) {
        String s = specs(specs, 0);
        String d = declarator(declarator);
        return d.isEmpty() ? s : s + " " + d;
    }
}
