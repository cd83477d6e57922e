package dev.hicuda.lowering.target;

import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.symbol.Symbol;

import java.util.Set;

/**
 * The device file is C++ (CUDA C++, or C++ for the CPU emulation) while the user wrote C: makes
 * the C constructs of the device code that C++ rejects or reads differently mean what they mean
 * in C — identifiers that are C++ keywords get a trailing underscore; C's {@code _Bool} is spelled {@code bool}; the {@code void *} results
 * of malloc/calloc/realloc stored in typed pointers get an explicit cast; a value stored in an
 * {@code enum} variable is cast to the enumeration (C converts an int implicitly); the operand of
 * {@code sizeof} that is a character constant, a negation, a comparison or a logical operation
 * (an {@code int} in C, a {@code char} or {@code bool} in C++) is cast to {@code int}; designated
 * initializers C++ rejects become assignments ({@link DesignatedInitializers}); an integer argument
 * of a {@code <math.h>} function of doubles ({@code sqrt(i)}) is cast to {@code double}, as C converts
 * it (C++ has integer overloads, which CUDA does not offer in device code).  The host program
 * stays C and is not touched.
 */
public final class CxxCompatibility implements Pass {
    private static final Set<String> CXX_KEYWORDS = Set.of("new", "delete", "class", "this", "template", "typename",
            "namespace", "operator", "private", "protected", "public", "friend", "virtual", "try", "catch", "throw",
            "using", "bool", "true", "false", "export", "mutable", "explicit", "nullptr", "and", "or", "not", "xor",
            "bitand", "bitor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq", "typeid", "dynamic_cast", "static_cast",
            "reinterpret_cast", "const_cast", "wchar_t", "alignas", "alignof", "decltype", "noexcept", "static_assert",
            "thread_local", "char16_t", "char32_t", "constexpr", "concept", "requires");
    private static final Set<String> ALLOCATORS = Set.of("malloc", "calloc", "realloc", "aligned_alloc");
    /** The functions of doubles of <math.h> whose arguments C converts to double. */
    private static final Set<String> DOUBLE_MATH = Set.of("sqrt", "cbrt", "fabs", "exp", "exp2", "expm1", "log", "log2", "log10",
            "log1p", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "pow", "floor", "ceil", "round",
            "trunc", "fmod", "hypot", "erf", "erfc", "tgamma", "lgamma", "fmin", "fmax", "copysign");

    @Override
    public String name() {
        return "c++-compat";
    }

    @Override
    public TranslationUnit run(TranslationUnit host, PassContext ctx) {
        if (ctx.target() == Target.opencl) {
            return host; // the kernels' file is OpenCL C, a C: the OpenCL back end spells what differs
        }
        TranslationUnit tu = host.device().unit();
        DesignatedInitializers.rewrite(tu);
        NodeWalker.preOrder(tu, n -> {
            if (n instanceof Ident i && CXX_KEYWORDS.contains(i.name())) {
                i.setName(i.name() + "_");
            } else if (n instanceof NameDeclarator d && d.name() != null && CXX_KEYWORDS.contains(d.name())) {
                d.setName(d.name() + "_");
            } else if (n instanceof DeclSpecs s) {
                s.parts().replaceAll(p -> "_Bool".equals(p.text()) ? new DeclSpecs.Part(p.kind(), "bool", null) : p); // C's spelling of C++'s bool
            }
        });
        for (InitDeclarator id : NodeWalker.collect(tu, InitDeclarator.class)) {
            if (id.init() != null && isAllocation(id.init()) && id.parent() instanceof Declaration d) {
                castInit(id, d.specs());
            }
        }
        for (Assign a : NodeWalker.collect(tu, Assign.class)) {
            if (a.op().equals("=") && isAllocation(a.value()) && Paren.strip(a.target()) instanceof Ident t
                    && t.symbol() != null && t.symbol().isObject()) {
                TypeName tn = typeNameOf(t.symbol());
                if (tn != null) {
                    a.setValue(new Cast(tn, a.value()));
                }
            }
        }
        for (Assign a : NodeWalker.collect(tu, Assign.class)) {
            if (a.op().equals("=") && Paren.strip(a.target()) instanceof Ident t && isEnumVariable(t.symbol())) {
                castToEnum(a.value(), t.symbol(), a::setValue);
            }
        }
        for (InitDeclarator id : NodeWalker.collect(tu, InitDeclarator.class)) {
            if (id.init() != null && !(id.init() instanceof InitList) && id.declarator() instanceof NameDeclarator
                    && id.parent() instanceof Declaration d && !d.specs().isTypedef() && d.specs().parts().stream()
                    .anyMatch(part -> part.kind() == DeclSpecs.Kind.ENUM) && plainEnum(d.specs())) {
                castToEnum(id.init(), d.specs(), id::setInit);
            }
        }
        for (Call c : NodeWalker.collect(tu, Call.class)) {
            if (c.calleeName() != null && DOUBLE_MATH.contains(c.calleeName())) {
                for (Expr arg : new java.util.ArrayList<>(c.args())) {
                    if (arg.type() != null && arg.type().isInteger()) {
                        NodeWalker.replace(arg, new Cast(new TypeName(DeclSpecs.keywords("double"), new NameDeclarator(null)),
                                new Paren(arg.copy())));
                    }
                }
            }
        }
        for (SizeofExpr so : NodeWalker.collect(tu, SizeofExpr.class)) {
            if (so.operand() != null && isIntInC(Paren.strip(so.operand()))) {
                Expr inner = so.operand() instanceof Paren p ? p.inner() : so.operand();
                NodeWalker.replace(inner, new Cast(new TypeName(DeclSpecs.keywords("int"), new NameDeclarator(null)), new Paren(inner.copy())));
            }
        }
        return host;
    }

    /** Expressions of type int in C whose C++ type is narrower (char, bool). */
    private static boolean isIntInC(Expr e) {
        if (e instanceof Literal l) {
            return l.kind() == Literal.Kind.CHAR && l.text().startsWith("'");
        }
        if (e instanceof Unary u) {
            return u.op().equals("!");
        }
        return e instanceof Binary b && Set.of("<", ">", "<=", ">=", "==", "!=", "&&", "||").contains(b.op());
    }

    private static boolean isEnumVariable(Symbol s) {
        return s != null && s.isObject() && s.type() != null && s.type().resolved() instanceof dev.hicuda.ir.type.EnumType
                && s.specs() != null && plainEnum(s.specs());
    }

    /** Specifiers that name an enumeration by a typedef name or a tag (an anonymous one cannot be cast to). */
    private static boolean plainEnum(DeclSpecs specs) {
        for (DeclSpecs.Part p : specs.parts()) {
            if (p.node() instanceof EnumSpec e && e.tag() == null) {
                return false;
            }
        }
        return true;
    }

    private static void castToEnum(Expr value, Symbol s, java.util.function.Consumer<Expr> set) {
        castToEnum(value, s.specs(), set);
    }

    private static void castToEnum(Expr value, DeclSpecs specs, java.util.function.Consumer<Expr> set) {
        if (Paren.strip(value) instanceof Ident i && i.symbol() != null && i.symbol().kind() == Symbol.Kind.ENUM_CONSTANT) {
            return; // an enumerator: C++ takes it as it is
        }
        if (value instanceof Cast) {
            return;
        }
        set.accept(new Cast(new TypeName(specs.withoutStorage(), new NameDeclarator(null)), new Paren(value)));
    }

    private static boolean isAllocation(Expr e) {
        return Paren.strip(e) instanceof Call c && c.calleeName() != null && ALLOCATORS.contains(c.calleeName());
    }

    private static void castInit(InitDeclarator id, DeclSpecs specs) {
        if (!(id.declarator() instanceof PointerDeclarator)) {
            return;
        }
        Declarator abs = id.declarator().copy();
        abs.nameDeclarator().setName(null);
        DeclSpecs s = specs.withoutStorage();
        id.setInit(new Cast(new TypeName(s, abs), id.init()));
    }

    private static TypeName typeNameOf(Symbol s) {
        Node d = s.declaration();
        Declarator decl = d instanceof InitDeclarator i ? i.declarator() : d instanceof ParamDecl p ? p.declarator() : null;
        if (!(decl instanceof PointerDeclarator) || s.specs() == null) {
            return null;
        }
        Declarator abs = decl.copy();
        abs.nameDeclarator().setName(null);
        return new TypeName(s.specs().withoutStorage(), abs);
    }
}
