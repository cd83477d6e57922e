package dev.hicuda.backend.opencl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What OpenCL C 1.2 offers and reserves, next to C: the words it reserves that C leaves to the
 * user, its built-in functions, and how the C library that kernels may call maps onto them.
 *
 * <p>OpenCL C has no headers: its built-in math functions are overloaded on the argument type
 * ({@code sqrt(float)}, {@code sqrt(double)}) where C has one function per type ({@code sqrtf},
 * {@code sqrt}), and a call with an integer argument is ambiguous.  Each C function the device
 * code names becomes a macro that converts its arguments as C does and calls the built-in:
 * {@code #define sqrtf(x) sqrt((float) (x))}, {@code #define sqrt(x) sqrt((double) (x))}.  The
 * integer {@code abs} returns an unsigned value in OpenCL, so its macro converts back to C's type.
 */
final class OpenClLibrary {
    private OpenClLibrary() {
    }

    /**
     * Identifiers of C that OpenCL C 1.2 reserves (address-space and access qualifiers, its type
     * names, and reserved words): user names spelled so get a trailing underscore.
     */
    static final Set<String> RESERVED = Set.of("kernel", "__kernel", "global", "local", "constant", "private", "read_only",
            "write_only", "read_write", "uchar", "ushort", "uint", "ulong", "half", "quad", "image1d_t", "image1d_array_t",
            "image1d_buffer_t", "image2d_t", "image2d_array_t", "image3d_t", "sampler_t", "event_t", "complex", "imaginary",
            "vec_step", "pipe", "bool2", "cl_mem_fence_flags", "auto", "register");

    /** Whether {@code name} is one of OpenCL C's vector types ({@code float4}, {@code uchar16}...), which it reserves too. */
    static boolean isVectorType(String name) {
        for (String t : List.of("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half", "bool")) {
            if (name.startsWith(t)) {
                String n = name.substring(t.length());
                if (n.equals("2") || n.equals("3") || n.equals("4") || n.equals("8") || n.equals("16")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The built-in functions of OpenCL C 1.2 (section 6.12), which user functions must not be named after. */
    static final Set<String> BUILTINS = Set.of(
            // math (6.12.2)
            "acos", "acosh", "acospi", "asin", "asinh", "asinpi", "atan", "atan2", "atanh", "atanpi", "atan2pi", "cbrt", "ceil",
            "copysign", "cos", "cosh", "cospi", "erfc", "erf", "exp", "exp2", "exp10", "expm1", "fabs", "fdim", "floor", "fma",
            "fmax", "fmin", "fmod", "fract", "frexp", "hypot", "ilogb", "ldexp", "lgamma", "lgamma_r", "log", "log2", "log10",
            "log1p", "logb", "mad", "maxmag", "minmag", "modf", "nan", "nextafter", "pow", "pown", "powr", "remainder", "remquo",
            "rint", "rootn", "round", "rsqrt", "sin", "sincos", "sinh", "sinpi", "sqrt", "tan", "tanh", "tanpi", "tgamma", "trunc",
            "half_cos", "half_divide", "half_exp", "half_exp2", "half_exp10", "half_log", "half_log2", "half_log10", "half_powr",
            "half_recip", "half_rsqrt", "half_sin", "half_sqrt", "half_tan", "native_cos", "native_divide", "native_exp",
            "native_exp2", "native_exp10", "native_log", "native_log2", "native_log10", "native_powr", "native_recip",
            "native_rsqrt", "native_sin", "native_sqrt", "native_tan",
            // integer (6.12.3)
            "abs", "abs_diff", "add_sat", "hadd", "rhadd", "clamp", "clz", "mad_hi", "mad_sat", "max", "min", "mul_hi", "rotate",
            "sub_sat", "upsample", "popcount", "mad24", "mul24",
            // common (6.12.4)
            "degrees", "mix", "radians", "step", "smoothstep", "sign",
            // geometric (6.12.5)
            "cross", "dot", "distance", "length", "normalize", "fast_distance", "fast_length", "fast_normalize",
            // relational (6.12.6)
            "isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isfinite", "isinf",
            "isnan", "isnormal", "isordered", "isunordered", "signbit", "any", "all", "bitselect", "select",
            // vector data load and store (6.12.7), synchronization and fences (6.12.8, 6.12.9), async copies (6.12.10)
            "vload2", "vload3", "vload4", "vload8", "vload16", "vstore2", "vstore3", "vstore4", "vstore8", "vstore16",
            "vload_half", "vstore_half", "barrier", "mem_fence", "read_mem_fence", "write_mem_fence", "async_work_group_copy",
            "async_work_group_strided_copy", "wait_group_events", "prefetch",
            // atomics (6.12.11), miscellaneous vector functions (6.12.12), printf (6.12.13)
            "atomic_add", "atomic_sub", "atomic_xchg", "atomic_inc", "atomic_dec", "atomic_cmpxchg", "atomic_min", "atomic_max",
            "atomic_and", "atomic_or", "atomic_xor", "atom_add", "atom_sub", "atom_xchg", "atom_inc", "atom_dec", "atom_cmpxchg",
            "atom_min", "atom_max", "atom_and", "atom_or", "atom_xor", "shuffle", "shuffle2", "printf",
            // work-item functions (6.12.1)
            "get_work_dim", "get_global_size", "get_global_id", "get_local_size", "get_local_id", "get_num_groups", "get_group_id",
            "get_global_offset");

    /** How a C library function is called in OpenCL C: the built-in, and the C type each argument converts to (null: as is). */
    record CFunction(String builtin, String returnCast, List<String> argTypes) {
    }

    /** The C functions a kernel may call, by C name. */
    static final Map<String, CFunction> C_FUNCTIONS = cFunctions();

    private static Map<String, CFunction> cFunctions() {
        Map<String, CFunction> m = new LinkedHashMap<>();
        List<String> oneArg = List.of("acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc",
                "exp", "exp2", "expm1", "fabs", "floor", "lgamma", "log", "log10", "log1p", "log2", "logb", "rint", "round", "sin",
                "sinh", "sqrt", "tan", "tanh", "tgamma", "trunc");
        List<String> twoArgs = List.of("atan2", "copysign", "fdim", "fmax", "fmin", "fmod", "hypot", "nextafter", "pow", "remainder");
        for (String f : oneArg) {
            m.put(f + "f", new CFunction(f, null, List.of("float")));
            m.put(f, new CFunction(f, null, List.of("double")));
        }
        for (String f : twoArgs) {
            m.put(f + "f", new CFunction(f, null, List.of("float", "float")));
            m.put(f, new CFunction(f, null, List.of("double", "double")));
        }
        m.put("fmaf", new CFunction("fma", null, List.of("float", "float", "float")));
        m.put("fma", new CFunction("fma", null, List.of("double", "double", "double")));
        m.put("ldexpf", new CFunction("ldexp", null, List.of("float", "int")));
        m.put("ldexp", new CFunction("ldexp", null, List.of("double", "int")));
        m.put("ilogbf", new CFunction("ilogb", null, List.of("float")));
        m.put("ilogb", new CFunction("ilogb", null, List.of("double")));
        m.put("frexpf", new CFunction("frexp", null, new ArrayList<>(java.util.Arrays.asList("float", null))));
        m.put("frexp", new CFunction("frexp", null, new ArrayList<>(java.util.Arrays.asList("double", null))));
        m.put("modff", new CFunction("modf", null, new ArrayList<>(java.util.Arrays.asList("float", null))));
        m.put("modf", new CFunction("modf", null, new ArrayList<>(java.util.Arrays.asList("double", null))));
        m.put("abs", new CFunction("abs", "int", List.of("int")));
        m.put("labs", new CFunction("abs", "long", List.of("long")));
        m.put("llabs", new CFunction("abs", "long", List.of("long")));
        return Map.copyOf(m);
    }

    /** Whether calling {@code name} in a kernel is fine in OpenCL C as it is (a built-in that C does not also define differently). */
    static boolean callableAsIs(String name) {
        return BUILTINS.contains(name) && !C_FUNCTIONS.containsKey(name);
    }

    /** The macro that maps C function {@code name} onto its built-in. */
    static String macro(String name) {
        CFunction f = C_FUNCTIONS.get(name);
        List<String> params = new ArrayList<>();
        List<String> args = new ArrayList<>();
        char p = 'a';
        for (String t : f.argTypes()) {
            String v = f.argTypes().size() == 1 ? "x" : String.valueOf(p++);
            params.add(v);
            args.add(t == null ? "(" + v + ")" : "(" + t + ") (" + v + ")");
        }
        String call = f.builtin() + "(" + String.join(", ", args) + ")";
        return "#define " + name + "(" + String.join(", ", params) + ") "
                + (f.returnCast() == null ? call : "((" + f.returnCast() + ") " + call + ")");
    }

    /** The <stdint.h> types, which OpenCL C lacks: their definitions (OpenCL C's sizes are fixed). */
    static final Map<String, String> STDINT = Map.ofEntries(Map.entry("int8_t", "char"), Map.entry("uint8_t", "uchar"),
            Map.entry("int16_t", "short"), Map.entry("uint16_t", "ushort"), Map.entry("int32_t", "int"),
            Map.entry("uint32_t", "uint"), Map.entry("int64_t", "long"), Map.entry("uint64_t", "ulong"));
}
