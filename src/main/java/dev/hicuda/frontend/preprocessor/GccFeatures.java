package dev.hicuda.frontend.preprocessor;

import java.util.Set;

/**
 * The answers of {@code __has_attribute}, {@code __has_builtin}, {@code __has_c_attribute} and
 * {@code __has_cpp_attribute} as GCC 12 gives them in C, so that headers choose the same branches
 * they choose under gcc.
 */
final class GccFeatures {
    private GccFeatures() {
    }

    private static final Set<String> ATTRIBUTES = Set.of(
            "access", "alias", "aligned", "alloc_align", "alloc_size", "always_inline", "artificial",
            "assume_aligned", "cleanup", "cold", "common", "const", "constructor", "copy", "deprecated",
            "designated_init", "destructor", "error", "externally_visible", "fallthrough", "flatten", "format",
            "format_arg", "gnu_inline", "hot", "ifunc", "leaf", "malloc", "may_alias", "mode", "no_icf",
            "no_instrument_function", "no_profile_instrument_function", "no_reorder", "no_sanitize",
            "no_sanitize_address", "no_sanitize_thread", "no_sanitize_undefined", "no_split_stack",
            "no_stack_limit", "no_stack_protector", "noclone", "nocommon", "noinit", "noinline", "noipa",
            "nonnull", "nonstring", "noplt", "noreturn", "nothrow", "optimize", "packed", "patchable_function_entry",
            "persistent", "pure", "returns_nonnull", "returns_twice", "scalar_storage_order", "section", "sentinel",
            "simd", "stack_protect", "symver", "target", "target_clones", "tls_model", "transparent_union",
            "unavailable", "unused", "used", "vector_size", "visibility", "warn_if_not_aligned",
            "warn_unused_result", "warning", "weak", "weakref", "zero_call_used_regs", "retain", "naked",
            "interrupt", "ms_abi", "sysv_abi", "regparm", "stdcall", "cdecl", "fastcall", "thiscall",
            "force_align_arg_pointer", "ms_struct", "gcc_struct", "indirect_branch", "function_return",
            "nocf_check", "cf_check", "indirect_return", "fentry_name", "fentry_section", "nodiscard",
            "maybe_unused");

    private static final Set<String> C_ATTRIBUTES = Set.of("deprecated", "fallthrough", "maybe_unused", "nodiscard");

    static boolean has(String operator, String operand) {
        String name = operand;
        int colons = name.lastIndexOf("::");
        if (colons >= 0) {
            String ns = name.substring(0, colons);
            if (!ns.equals("gnu") && !ns.equals("__gnu__")) {
                return false;
            }
            name = name.substring(colons + 2);
        }
        if (name.startsWith("__") && name.endsWith("__") && name.length() > 4) {
            name = name.substring(2, name.length() - 2);
        }
        return switch (operator) {
            case "__has_attribute" -> ATTRIBUTES.contains(name);
            case "__has_c_attribute" -> colons >= 0 ? ATTRIBUTES.contains(name) : C_ATTRIBUTES.contains(name);
            case "__has_cpp_attribute" -> false;
            case "__has_builtin" -> operand.startsWith("__builtin_") || operand.startsWith("__sync_")
                    || operand.startsWith("__atomic_") || operand.equals("__has_builtin");
            default -> false;
        };
    }
}
