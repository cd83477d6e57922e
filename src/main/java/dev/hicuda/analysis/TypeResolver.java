package dev.hicuda.analysis;

import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.type.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Computes {@link CType}s from declaration specifiers and declarators. */
public final class TypeResolver {
    private final Map<String, StructType> tags = new HashMap<>();
    private final Function<String, CType> typedefs;
    private final Function<Expr, Long> constEval;

    public TypeResolver(Function<String, CType> typedefs, Function<Expr, Long> constEval) {
        this.typedefs = typedefs;
        this.constEval = constEval;
    }

    /** The base type named by the specifiers (struct bodies are registered on the way). */
    /**
     * The integer types behind the typedef names of {@code <stdint.h>} and {@code <stddef.h>} on the
     * LP64 targets hicuda supports (x86-64 and the CUDA device), so that their sizes are known; null
     * for other names from system headers.
     */
    static CType standardTypedef(String name) {
        List<String> w = switch (name) {
            case "int8_t", "int_least8_t", "int_fast8_t" -> List.of("signed", "char");
            case "uint8_t", "uint_least8_t", "uint_fast8_t" -> List.of("unsigned", "char");
            case "int16_t", "int_least16_t" -> List.of("short");
            case "uint16_t", "uint_least16_t" -> List.of("unsigned", "short");
            case "int32_t", "int_least32_t" -> List.of("int");
            case "uint32_t", "uint_least32_t" -> List.of("unsigned", "int");
            case "int64_t", "int_least64_t", "int_fast64_t", "intptr_t", "ptrdiff_t", "ssize_t", "intmax_t" -> List.of("long");
            case "uint64_t", "uint_least64_t", "uint_fast64_t", "uintptr_t", "size_t", "uintmax_t" -> List.of("unsigned", "long");
            default -> null;
        };
        return w == null ? null : PrimitiveType.fromKeywords(w);
    }

    public CType base(DeclSpecs specs) {
        List<String> words = new ArrayList<>();
        for (DeclSpecs.Part p : specs.parts()) {
            switch (p.kind()) {
                case STRUCT -> {
                    return struct((StructSpec) p.node());
                }
                case ENUM -> {
                    return new EnumType(((EnumSpec) p.node()).tag());
                }
                case TYPEDEF_NAME -> {
                    CType target = typedefs.apply(p.text());
                    return new NamedType(p.text(), target != null ? target : standardTypedef(p.text()));
                }
                case KEYWORD -> {
                    switch (p.text()) {
                        case "void", "char", "short", "int", "long", "float", "double", "signed", "__signed__", "unsigned", "_Bool" ->
                                words.add(p.text());
                        default -> {
                        }
                    }
                }
                default -> {
                }
            }
        }
        return words.isEmpty() ? PrimitiveType.INT : PrimitiveType.fromKeywords(words);
    }

    private CType struct(StructSpec s) {
        StructType t = s.tag() == null ? new StructType(s.keyword(), null)
                : tags.computeIfAbsent(s.keyword() + " " + s.tag(), k -> new StructType(s.keyword(), s.tag()));
        if (s.fields() != null && !t.isComplete()) {
            List<StructType.Field> fields = new ArrayList<>();
            for (Declaration d : s.fields()) {
                CType b = base(d.specs());
                for (InitDeclarator id : d.declarators()) {
                    fields.add(new StructType.Field(id.name(), apply(id.declarator(), b)));
                }
                if (d.declarators().isEmpty()) {
                    fields.add(new StructType.Field(null, b));
                }
            }
            t.complete(fields);
        }
        return t;
    }

    /** The type a declarator gives to its name, from the base type of its specifiers. */
    public CType apply(Declarator d, CType base) {
        if (d == null || d instanceof NameDeclarator) {
            return base;
        }
        if (d instanceof PointerDeclarator p) {
            return apply(p.inner(), new PointerType(base));
        }
        if (d instanceof ArrayDeclarator a) {
            Long n = a.size() == null ? null : constEval.apply(a.size());
            return apply(a.inner(), new ArrayType(base, a.size(), n));
        }
        FunctionDeclarator f = (FunctionDeclarator) d;
        List<CType> ps = new ArrayList<>();
        for (ParamDecl p : f.params()) {
            if (p.specs() == null) {
                ps.add(PrimitiveType.INT);
                continue;
            }
            CType pt = apply(p.declarator(), base(p.specs())).decay();
            if (!pt.isVoid()) {
                ps.add(pt);
            }
        }
        return apply(f.inner(), new FunctionType(base, ps, f.isVariadic()));
    }

    /** Type of a type name in a cast or sizeof (typedefs of the file are not known here). */
    public static CType typeOfTypeName(TypeName t) {
        return t == null ? null : t.resolvedType();
    }
}
