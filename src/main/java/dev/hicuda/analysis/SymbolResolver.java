package dev.hicuda.analysis;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.*;
import dev.hicuda.ir.symbol.Scope;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.*;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the scopes, declares every name with its type, binds each identifier to its symbol and
 * gives expressions their types (as far as the later passes need them).  Quoted headers'
 * declarations are declared first.  The result is stored in the {@link PassContext}.
 */
public final class SymbolResolver implements Pass {
    private Scope current;
    private SymbolTable table;
    private TypeResolver types;
    private dev.hicuda.diag.Reporter reporter;
    private ConstEval constEval;
    private final Map<Symbol, Long> enumValues = new HashMap<>();

    @Override
    public String name() {
        return "symbols";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        reporter = ctx.reporter();
        current = new Scope(null, tu);
        constEval = new ConstEval(enumValues);
        table = new SymbolTable(current, constEval);
        table.open(tu, current);
        types = new TypeResolver(name -> {
            Symbol s = current.lookup(name);
            return s != null && s.kind() == Symbol.Kind.TYPEDEF ? s.type() : null;
        }, constEval::eval);
        for (Node n : tu.items()) {
            item(n);
        }
        ctx.put(SymbolTable.KEY, table);
        return tu;
    }

    private void item(Node n) {
        if (n instanceof FunctionDef f) {
            function(f);
        } else if (n instanceof Declaration d) {
            declaration(d, Symbol.Kind.VARIABLE);
        } else if (n instanceof Stmt s) {
            stmt(s);
        }
    }

    private void declaration(Declaration d, Symbol.Kind kind) {
        CType base = types.base(d.specs());
        for (DeclSpecs.Part p : d.specs().parts()) {
            if (p.node() instanceof EnumSpec e && e.enumerators() != null) {
                Map<String, Symbol> syms = new HashMap<>();
                for (EnumSpec.Enumerator en : e.enumerators()) {
                    if (en.value() != null) {
                        expr(en.value());
                    }
                    Symbol s = new Symbol(en.name(), Symbol.Kind.ENUM_CONSTANT, PrimitiveType.INT, e, null, current);
                    current.define(s);
                    syms.put(en.name(), s);
                }
                constEval.evaluateEnum(e, syms);
            } else if (p.node() instanceof StructSpec st && st.fields() != null) {
                for (Declaration f : st.fields()) {
                    for (InitDeclarator id : f.declarators()) {
                        declaratorExprs(id.declarator());
                    }
                }
            }
        }
        boolean isTypedef = d.specs().isTypedef();
        for (InitDeclarator id : d.declarators()) {
            declaratorExprs(id.declarator());
            CType t = types.apply(id.declarator(), base);
            if (tooLarge(t)) {
                reporter.error(id.declarator().pos(), "size of array '" + id.name() + "' is too large");
            }
            Symbol.Kind k = isTypedef ? Symbol.Kind.TYPEDEF : t instanceof FunctionType ? Symbol.Kind.FUNCTION : kind;
            if (id.name() != null) {
                Symbol prev = current.lookupLocal(id.name());
                if (prev != null && prev.type() instanceof ArrayType pa && pa.length() != null
                        && t instanceof ArrayType ta && ta.length() == null) {
                    t = prev.type(); // extern T a[]; after T a[N];
                }
                current.define(new Symbol(id.name(), k, t, id, d.specs(), current));
            }
            if (id.init() != null) {
                expr(id.init());
            }
        }
    }

    /** Whether an array type's size in bytes does not fit in a signed 64-bit number (C: PTRDIFF_MAX). */
    private static boolean tooLarge(CType t) {
        if (!(t instanceof ArrayType a)) {
            return false;
        }
        try {
            long n = 1;
            for (ArrayType d : a.dimensions()) {
                if (d.length() != null && d.length() > 0) {
                    n = Math.multiplyExact(n, d.length());
                }
            }
            Long e = a.scalarElement().size();
            Math.multiplyExact(n, e == null || e <= 0 ? 1 : e);
            return false;
        } catch (ArithmeticException overflow) {
            return true;
        }
    }

    private void declaratorExprs(Declarator d) {
        if (d instanceof ArrayDeclarator a) {
            if (a.size() != null) {
                expr(a.size());
                Long n = constEval.eval(a.size());
                if (n != null && n < 0) {
                    reporter.error(a.size().pos(), "size of array is negative (" + n + ")");
                }
            }
            declaratorExprs(a.inner());
        } else if (d instanceof PointerDeclarator p) {
            declaratorExprs(p.inner());
        } else if (d instanceof FunctionDeclarator f) {
            declaratorExprs(f.inner());
        }
    }

    private void function(FunctionDef f) {
        CType t = types.apply(f.declarator(), types.base(f.specs()));
        Symbol fs = new Symbol(f.name(), Symbol.Kind.FUNCTION, t, f, f.specs(), current);
        current.define(fs);
        Scope params = new Scope(current, f);
        table.open(f, params);
        current = params;
        FunctionDeclarator fd = f.functionDeclarator();
        if (fd != null) {
            for (ParamDecl p : fd.params()) {
                if (p.name() == null) {
                    continue;
                }
                if (p.specs() == null) {
                    krParameter(f, p);
                    continue;
                }
                declaratorExprs(p.declarator());
                CType pt = types.apply(p.declarator(), types.base(p.specs()));
                current.define(new Symbol(p.name(), Symbol.Kind.PARAMETER, pt, p, p.specs(), current));
            }
        }
        blockItems(f.body());
        current = params.parent();
    }

    /**
     * A parameter of an old-style definition: its type is in the declarations before the body
     * ({@code float f(x) float x; {…}}), or {@code int} when none names it.
     */
    private void krParameter(FunctionDef f, ParamDecl p) {
        for (Declaration d : f.krDeclarations()) {
            for (InitDeclarator id : d.declarators()) {
                if (p.name().equals(id.name())) {
                    declaratorExprs(id.declarator());
                    CType pt = types.apply(id.declarator(), types.base(d.specs()));
                    current.define(new Symbol(p.name(), Symbol.Kind.PARAMETER, pt, id, d.specs(), current));
                    return;
                }
            }
        }
        current.define(new Symbol(p.name(), Symbol.Kind.PARAMETER, PrimitiveType.INT, p, null, current));
    }

    private void blockItems(Compound c) {
        for (Stmt s : c.items()) {
            stmt(s);
        }
    }

    private void stmt(Stmt s) {
        if (s instanceof Compound c) {
            Scope sc = new Scope(current, c);
            table.open(c, sc);
            current = sc;
            blockItems(c);
            current = sc.parent();
        } else if (s instanceof DeclStmt d) {
            declaration(d.decl(), Symbol.Kind.VARIABLE);
        } else if (s instanceof ExprStmt e) {
            expr(e.expr());
        } else if (s instanceof Return r) {
            expr(r.value());
        } else if (s instanceof If i) {
            expr(i.cond());
            stmt(i.then());
            if (i.otherwise() != null) {
                stmt(i.otherwise());
            }
        } else if (s instanceof While w) {
            expr(w.cond());
            stmt(w.body());
        } else if (s instanceof Switch sw) {
            expr(sw.cond());
            stmt(sw.body());
        } else if (s instanceof Labeled l) {
            expr(l.caseValue());
            expr(l.caseHigh());
            stmt(l.body());
        } else if (s instanceof Jump j) {
            expr(j.target());
        } else if (s instanceof For f) {
            Scope sc = new Scope(current, f);
            table.open(f, sc);
            current = sc;
            if (f.init() != null) {
                stmt(f.init());
            }
            expr(f.cond());
            expr(f.step());
            stmt(f.body());
            current = sc.parent();
        } else if (s instanceof DirectiveStmt d && d.directive() != null) {
            for (Node c : d.directive().children()) {
                if (c instanceof Expr e) {
                    expr(e);
                } else if (c instanceof Section sec) {
                    for (Node x : sec.children()) {
                        expr((Expr) x);
                    }
                }
            }
        }
    }

    private void expr(Expr e) {
        if (e == null) {
            return;
        }
        if (e instanceof StmtExpr se) {
            stmt(se.body());
            e.setType(typeOf(e));
            return;
        }
        for (Node c : e.children()) {
            if (c instanceof Expr x) {
                expr(x);
            } else if (c instanceof TypeName tn) {
                // the sizes of a variably modified type name, as in (float (*)[n]) p, name variables
                for (dev.hicuda.ir.decl.ArrayDeclarator ad : dev.hicuda.ir.NodeWalker.collect(tn, dev.hicuda.ir.decl.ArrayDeclarator.class)) {
                    expr(ad.size());
                }
                tn.setResolvedType(types.apply(tn.declarator(), types.base(tn.specs())));
            }
        }
        e.setType(typeOf(e));
    }

    private CType typeOf(Expr e) {
        if (e instanceof Ident i) {
            Symbol s = current.lookup(i.name());
            i.setSymbol(s);
            return s == null ? null : s.type();
        }
        if (e instanceof Literal l) {
            return switch (l.kind()) {
                case INT -> l.text().toLowerCase().contains("l") ? PrimitiveType.LONG : PrimitiveType.INT;
                case FLOAT -> l.text().toLowerCase().endsWith("f") ? PrimitiveType.FLOAT : PrimitiveType.DOUBLE;
                case CHAR -> PrimitiveType.INT;
                case STRING -> new PointerType(PrimitiveType.CHAR);
            };
        }
        if (e instanceof Paren p) {
            return p.inner().type();
        }
        if (e instanceof Index x) {
            CType b = x.base().type();
            return b == null ? null : element(b);
        }
        if (e instanceof Unary u) {
            CType t = u.operand().type();
            return switch (u.op()) {
                case "*" -> t == null ? null : element(t);
                case "&" -> t == null ? null : new PointerType(t);
                case "!" -> PrimitiveType.INT;
                default -> t;
            };
        }
        if (e instanceof Member m) {
            CType b = m.base().type();
            if (b == null) {
                return null;
            }
            CType st = m.isArrow() ? element(b) : b;
            if (st != null && st.resolved() instanceof StructType s) {
                StructType.Field f = s.field(m.name());
                return f == null ? null : f.type();
            }
            return null;
        }
        if (e instanceof Call c) {
            CType t = c.callee().type();
            if (t != null && t.resolved() instanceof FunctionType f) {
                return f.returnType();
            }
            if (t != null && t.resolved() instanceof PointerType p && p.pointee().resolved() instanceof FunctionType f) {
                return f.returnType();
            }
            return null;
        }
        if (e instanceof Cast c) {
            return c.typeName().resolvedType();
        }
        if (e instanceof Assign a) {
            return a.target().type();
        }
        if (e instanceof Conditional c) {
            Expr then = c.then() != null ? c.then() : c.cond();
            return then.type() != null ? then.type() : c.otherwise().type();
        }
        if (e instanceof StmtExpr se) {
            List<Stmt> items = se.body().items();
            return !items.isEmpty() && items.get(items.size() - 1) instanceof ExprStmt last && last.expr() != null
                    ? last.expr().type() : null;
        }
        if (e instanceof LabelAddress) {
            return new PointerType(PrimitiveType.VOID);
        }
        if (e instanceof Binary b) {
            return binaryType(b);
        }
        if (e instanceof SizeofExpr || e instanceof SizeofType) {
            return PrimitiveType.ULONG;
        }
        if (e instanceof CompoundLiteral c) {
            return c.typeName().resolvedType();
        }
        if (e instanceof Comma c) {
            return c.items().get(c.items().size() - 1).type();
        }
        return null;
    }

    private static CType element(CType t) {
        CType r = t.resolved();
        if (r instanceof ArrayType a) {
            return a.element();
        }
        if (r instanceof PointerType p) {
            return p.pointee();
        }
        return null;
    }

    private static CType binaryType(Binary b) {
        switch (b.op()) {
            case "<", ">", "<=", ">=", "==", "!=", "&&", "||" -> {
                return PrimitiveType.INT;
            }
            default -> {
            }
        }
        CType l = b.left().type();
        CType r = b.right().type();
        if (l == null || r == null) {
            return null;
        }
        if (l.decay().isPointer() && r.isInteger()) {
            return l.decay();
        }
        if (r.decay().isPointer() && l.isInteger()) {
            return r.decay();
        }
        if (l.decay().isPointer() && r.decay().isPointer()) {
            return PrimitiveType.LONG;
        }
        if (l.resolved() instanceof PrimitiveType pl && r.resolved() instanceof PrimitiveType pr) {
            PrimitiveType wide = pl.rank() >= pr.rank() ? pl : pr;
            return wide.rank() < 3 ? PrimitiveType.INT : wide;
        }
        return l;
    }
}
