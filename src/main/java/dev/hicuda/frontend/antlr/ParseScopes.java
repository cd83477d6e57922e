package dev.hicuda.frontend.antlr;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The typedef names in scope while the parser runs (C99 6.2.1, 6.7.7).  The grammar's actions
 * open and close scopes (blocks, function bodies, {@code for} headers) and declare the names each
 * declaration introduces, as typedef names or as ordinary identifiers that hide a typedef name.
 * The parser's tokens ask {@link #isTypeName} for their type when the parser looks at them.
 *
 * <p>Within one list of declaration specifiers, once a type specifier has been read, an
 * identifier is the declarator, never another type ({@code typedef int T; void f(int T);}).
 */
public final class ParseScopes {
    private final Deque<Map<String, Boolean>> scopes = new ArrayDeque<>();
    private final Deque<boolean[]> specifiers = new ArrayDeque<>();

    public ParseScopes() {
        reset();
    }

    /** Back to file scope with only the compiler's built-in type names (for a second parse). */
    public void reset() {
        scopes.clear();
        specifiers.clear();
        Map<String, Boolean> file = new HashMap<>();
        file.put("__builtin_va_list", true);
        scopes.push(file);
    }

    /** The typedef names of file scope (a live view), for the expressions inside directives. */
    public java.util.Set<String> fileScopeTypeNames() {
        Map<String, Boolean> file = scopes.peekLast();
        return new java.util.AbstractSet<>() {
            @Override
            public boolean contains(Object o) {
                return Boolean.TRUE.equals(file.get(o));
            }

            @Override
            public java.util.Iterator<String> iterator() {
                return file.entrySet().stream().filter(Map.Entry::getValue).map(Map.Entry::getKey).iterator();
            }

            @Override
            public int size() {
                return (int) file.values().stream().filter(b -> b).count();
            }
        };
    }

    public boolean isTypeName(String name) {
        boolean[] top = specifiers.peek();
        if (top != null && top[0]) {
            return false;
        }
        for (Map<String, Boolean> s : scopes) {
            Boolean b = s.get(name);
            if (b != null) {
                return b;
            }
        }
        return false;
    }

    public void enterScope() {
        scopes.push(new HashMap<>());
    }

    public void exitScope() {
        if (scopes.size() > 1) {
            scopes.pop();
        }
    }

    public void beginSpecifiers() {
        specifiers.push(new boolean[1]);
    }

    public void sawTypeSpecifier() {
        boolean[] top = specifiers.peek();
        if (top != null) {
            top[0] = true;
        }
    }

    /**
     * A list of specifiers ends before {@code next}: if a type specifier was read, {@code next}
     * is the declarator's identifier even when it spells a typedef name, and keeps that type.
     */
    public void endSpecifiers(org.antlr.v4.runtime.Token next) {
        int type = next.getType();
        specifiers.poll();
        if (next instanceof org.antlr.v4.runtime.WritableToken w && type == CParser.Identifier) {
            w.setType(type);
        }
    }

    /** A function body begins: its parameters hide typedef names of the same spelling. */
    public void enterFunction(CParser.DeclaratorContext d) {
        enterScope();
        List<String> names = new ArrayList<>();
        CParser.DirectDeclaratorContext dd = d == null ? null : innermostFunction(d);
        if (dd instanceof CParser.FunctionDeclaratorContext f && f.parameterTypeList() != null) {
            for (CParser.ParameterDeclarationContext p : f.parameterTypeList().parameterDeclaration()) {
                if (p.declarator() != null) {
                    String n = declaredName(p.declarator());
                    if (n != null) {
                        names.add(n);
                    }
                }
            }
        } else if (dd instanceof CParser.KrFunctionDeclaratorContext k) {
            for (TerminalNode id : k.identifierList().Identifier()) {
                names.add(id.getText());
            }
        }
        for (String n : names) {
            scopes.peek().put(n, false);
        }
    }

    /** The function declarator that gives a definition its parameters. */
    private static CParser.DirectDeclaratorContext innermostFunction(CParser.DeclaratorContext d) {
        // after a syntax error the parser's recovery may leave parts of the tree missing
        CParser.DirectDeclaratorContext dd = d == null ? null : d.directDeclarator();
        CParser.DirectDeclaratorContext found = null;
        while (dd != null) {
            if (dd instanceof CParser.FunctionDeclaratorContext || dd instanceof CParser.KrFunctionDeclaratorContext) {
                if (found == null) {
                    found = dd;
                }
                CParser.DirectDeclaratorContext inner = dd.getChild(CParser.DirectDeclaratorContext.class, 0);
                if (inner instanceof CParser.NameDeclaratorContext) {
                    return dd;
                }
                dd = inner;
            } else if (dd instanceof CParser.ParenDeclaratorContext p) {
                dd = p.declarator() == null ? null : p.declarator().directDeclarator();
            } else if (dd instanceof CParser.ArrayDeclaratorContext || dd instanceof CParser.VlaStarDeclaratorContext) {
                dd = dd.getChild(CParser.DirectDeclaratorContext.class, 0);
            } else {
                return found;
            }
        }
        return found;
    }

    /** A declaration ended: records the names it declares. */
    public void declared(CParser.DeclarationContext ctx) {
        if (ctx.declarationSpecifiers() == null) {
            return;
        }
        boolean typedef = false;
        for (CParser.DeclarationSpecifierContext s : ctx.declarationSpecifiers().declarationSpecifier()) {
            if (s.storageClassSpecifier() != null && s.storageClassSpecifier().getText().equals("typedef")) {
                typedef = true;
            }
        }
        if (ctx.initDeclaratorList() == null) {
            return;
        }
        for (CParser.InitDeclaratorContext id : ctx.initDeclaratorList().initDeclarator()) {
            String n = declaredName(id.declarator());
            if (n != null) {
                scopes.peek().put(n, typedef);
            }
        }
    }

    /** The identifier a declarator declares. */
    public static String declaredName(CParser.DeclaratorContext d) {
        ParseTree t = d == null ? null : d.directDeclarator();
        while (t instanceof ParserRuleContext p) {
            if (p instanceof CParser.NameDeclaratorContext n) {
                return n.getStart().getText();
            }
            if (p instanceof CParser.ParenDeclaratorContext pd) {
                t = pd.declarator() == null ? null : pd.declarator().directDeclarator();
            } else {
                t = p.getChild(CParser.DirectDeclaratorContext.class, 0);
            }
        }
        return null;
    }
}
