package dev.hicuda.pass;

import java.util.List;
import java.util.Set;

/**
 * The names OpenCL C 1.2 takes for itself, which the OpenCL target keeps user names away from:
 * the words it reserves that C leaves to the user (address-space and access qualifiers, its
 * scalar and vector type names) and its built-in functions.  Known to the lowering (which names
 * the kernels the host looks up) and to the back end (which spells the rest of the device code).
 */
public final class OpenClNames {
    private OpenClNames() {
    }

    /**
     * Identifiers of C that OpenCL C 1.2 reserves (address-space and access qualifiers, its type
     * names, and reserved words): user names spelled so get a trailing underscore.
     */
    public static final Set<String> RESERVED = Set.of("kernel", "__kernel", "global", "local", "constant", "private", "read_only",
            "write_only", "read_write", "uchar", "ushort", "uint", "ulong", "half", "quad", "image1d_t", "image1d_array_t",
            "image1d_buffer_t", "image2d_t", "image2d_array_t", "image3d_t", "sampler_t", "event_t", "complex", "imaginary",
            "vec_step", "pipe", "bool2", "cl_mem_fence_flags", "auto", "register");

    /** Whether {@code name} is one of OpenCL C's vector types ({@code float4}, {@code uchar16}...), which it reserves too. */
    public static boolean isVectorType(String name) {
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
    public static final Set<String> BUILTINS = Set.of(
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

    /** Whether OpenCL C reserves {@code name} as a word (a user name spelled so gets a trailing underscore). */
    public static boolean isReserved(String name) {
        return RESERVED.contains(name) || isVectorType(name);
    }

    /** The name a kernel called {@code name} has in OpenCL C: with a trailing underscore where OpenCL C takes the name. */
    public static String kernelName(String name) {
        return isReserved(name) || BUILTINS.contains(name) ? name + "_" : name;
    }
}
