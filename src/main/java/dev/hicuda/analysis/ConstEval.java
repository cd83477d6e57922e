package dev.hicuda.analysis;

import dev.hicuda.ir.decl.EnumSpec;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.CType;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Evaluates integer constant expressions: literals, enum constants, {@code const} integer
 * variables with constant initializers, sizeof, and the arithmetic on them (macros are already
 * expanded by the front end).  Returns null when the value is not known at compile time.
 */
public final class ConstEval {
    private final Set<String> evaluating = new HashSet<>();
    private final Map<Symbol, Long> enumValues;

    public ConstEval(Map<Symbol, Long> enumValues) {
        this.enumValues = enumValues;
    }

    public Long eval(Expr e) {
        try {
            return value(e);
        } catch (ArithmeticException ex) {
            return null;
        }
    }

    private Long value(Expr e) {
        if (e == null) {
            return null;
        }
        if (e instanceof Literal l) {
            if (l.kind() == Literal.Kind.INT) {
                return l.intValue();
            }
            if (l.kind() == Literal.Kind.CHAR) {
                String s = l.text();
                return s.length() == 3 ? (long) s.charAt(1) : null;
            }
            return null;
        }
        if (e instanceof Paren p) {
            return value(p.inner());
        }
        if (e instanceof Ident i) {
            Symbol s = i.symbol();
            if (s != null && s.kind() == Symbol.Kind.ENUM_CONSTANT) {
                return enumValues.get(s);
            }
            if (s != null && s.kind() == Symbol.Kind.VARIABLE && s.specs() != null && s.specs().has("const")
                    && s.declaration() instanceof InitDeclarator d && d.init() != null && s.type() != null && s.type().isInteger()) {
                return guarded(s.name(), () -> value(d.init()));
            }
            return null;
        }
        if (e instanceof Unary u && !u.isPostfix()) {
            Long v = value(u.operand());
            if (v == null) {
                return null;
            }
            return switch (u.op()) {
                case "-" -> -v;
                case "+" -> v;
                case "~" -> ~v;
                case "!" -> v == 0 ? 1L : 0L;
                default -> null;
            };
        }
        if (e instanceof Binary b) {
            Long l = value(b.left());
            Long r = value(b.right());
            if (l == null || r == null) {
                return null;
            }
            return switch (b.op()) {
                case "+" -> l + r;
                case "-" -> l - r;
                case "*" -> l * r;
                case "/" -> r == 0 ? null : l / r;
                case "%" -> r == 0 ? null : l % r;
                case "<<" -> l << r;
                case ">>" -> l >> r;
                case "&" -> l & r;
                case "|" -> l | r;
                case "^" -> l ^ r;
                case "<" -> l < r ? 1L : 0L;
                case ">" -> l > r ? 1L : 0L;
                case "<=" -> l <= r ? 1L : 0L;
                case ">=" -> l >= r ? 1L : 0L;
                case "==" -> l.equals(r) ? 1L : 0L;
                case "!=" -> !l.equals(r) ? 1L : 0L;
                case "&&" -> l != 0 && r != 0 ? 1L : 0L;
                case "||" -> l != 0 || r != 0 ? 1L : 0L;
                default -> null;
            };
        }
        if (e instanceof Conditional c) {
            Long v = value(c.cond());
            return v == null ? null : v != 0 ? value(c.then()) : value(c.otherwise());
        }
        if (e instanceof Cast c) {
            CType t = c.typeName() == null ? null : c.operand().type();
            return value(c.operand());
        }
        if (e instanceof SizeofType s) {
            CType t = TypeResolver.typeOfTypeName(s.typeName());
            return t == null ? null : t.size();
        }
        if (e instanceof SizeofExpr s) {
            CType t = s.operand().type();
            return t == null ? null : t.size();
        }
        return null;
    }

    private Long guarded(String name, java.util.function.Supplier<Long> f) {
        if (!evaluating.add(name)) {
            return null;
        }
        try {
            return f.get();
        } finally {
            evaluating.remove(name);
        }
    }

    /** Evaluates an enumerator list, returning each enumerator's value. */
    public void evaluateEnum(EnumSpec spec, Map<String, Symbol> symbols) {
        long next = 0;
        for (EnumSpec.Enumerator en : spec.enumerators()) {
            Long v = en.value() == null ? Long.valueOf(next) : eval(en.value());
            Symbol s = symbols.get(en.name());
            if (s != null && v != null) {
                enumValues.put(s, v);
            }
            next = v == null ? next + 1 : v + 1;
        }
    }
}
