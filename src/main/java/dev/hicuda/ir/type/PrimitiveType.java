package dev.hicuda.ir.type;

import java.util.Map;

/** void, _Bool, the integer types and the floating types, by canonical name. */
public final class PrimitiveType extends CType {
    private static final Map<String, Long> SIZES = Map.ofEntries(
            Map.entry("void", 1L), Map.entry("_Bool", 1L),
            Map.entry("char", 1L), Map.entry("signed char", 1L), Map.entry("unsigned char", 1L),
            Map.entry("short", 2L), Map.entry("unsigned short", 2L),
            Map.entry("int", 4L), Map.entry("unsigned int", 4L),
            Map.entry("long", 8L), Map.entry("unsigned long", 8L),
            Map.entry("long long", 8L), Map.entry("unsigned long long", 8L),
            Map.entry("float", 4L), Map.entry("double", 8L), Map.entry("long double", 16L));

    public static final PrimitiveType VOID = new PrimitiveType("void");
    public static final PrimitiveType INT = new PrimitiveType("int");
    public static final PrimitiveType UINT = new PrimitiveType("unsigned int");
    public static final PrimitiveType LONG = new PrimitiveType("long");
    public static final PrimitiveType ULONG = new PrimitiveType("unsigned long");
    public static final PrimitiveType CHAR = new PrimitiveType("char");
    public static final PrimitiveType FLOAT = new PrimitiveType("float");
    public static final PrimitiveType DOUBLE = new PrimitiveType("double");

    private final String name;

    public PrimitiveType(String name) {
        if (!SIZES.containsKey(name)) {
            throw new IllegalArgumentException("not a primitive type: " + name);
        }
        this.name = name;
    }

    /** Canonical name from a multiset of type keywords, e.g. [unsigned, long, int] → "unsigned long". */
    public static PrimitiveType fromKeywords(java.util.List<String> words) {
        int longs = 0;
        boolean unsigned = false;
        boolean signed = false;
        String base = null;
        for (String w : words) {
            switch (w) {
                case "long" -> longs++;
                case "unsigned" -> unsigned = true;
                case "signed", "__signed__" -> signed = true;
                case "short" -> base = "short";
                case "int" -> {
                    if (base == null) {
                        base = "int";
                    }
                }
                default -> base = w;
            }
        }
        String n;
        if ("double".equals(base)) {
            n = longs > 0 ? "long double" : "double";
        } else if ("float".equals(base) || "void".equals(base) || "_Bool".equals(base)) {
            n = base;
        } else if ("char".equals(base)) {
            n = unsigned ? "unsigned char" : signed ? "signed char" : "char";
        } else if ("short".equals(base)) {
            n = unsigned ? "unsigned short" : "short";
        } else if (longs >= 2) {
            n = unsigned ? "unsigned long long" : "long long";
        } else if (longs == 1) {
            n = unsigned ? "unsigned long" : "long";
        } else {
            n = unsigned ? "unsigned int" : "int";
        }
        return new PrimitiveType(n);
    }

    public String name() {
        return name;
    }

    public boolean isIntegerKind() {
        return !isFloatingKind() && !name.equals("void");
    }

    public boolean isFloatingKind() {
        return name.equals("float") || name.equals("double") || name.equals("long double");
    }

    public boolean isUnsigned() {
        return name.startsWith("unsigned") || name.equals("_Bool");
    }

    /** Integer conversion rank (larger = wider), floating types above integers. */
    public int rank() {
        return switch (name) {
            case "_Bool" -> 0;
            case "char", "signed char", "unsigned char" -> 1;
            case "short", "unsigned short" -> 2;
            case "int", "unsigned int" -> 3;
            case "long", "unsigned long" -> 4;
            case "long long", "unsigned long long" -> 5;
            case "float" -> 10;
            case "double" -> 11;
            case "long double" -> 12;
            default -> -1;
        };
    }

    @Override
    public Long size() {
        return SIZES.get(name);
    }

    @Override
    public String describe() {
        return name;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PrimitiveType p && p.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }
}
