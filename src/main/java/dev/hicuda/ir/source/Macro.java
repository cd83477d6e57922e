package dev.hicuda.ir.source;

import dev.hicuda.diag.SourcePos;

import java.util.List;

/** A {@code #define}: object-like when {@code params} is null. */
public record Macro(String name, List<String> params, String body, SourcePos pos) {
    public boolean isFunctionLike() {
        return params != null;
    }
}
