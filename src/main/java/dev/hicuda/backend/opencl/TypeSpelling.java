package dev.hicuda.backend.opencl;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;

import java.util.List;
import java.util.Set;

/**
 * C's types in OpenCL C's spelling: {@code long long} is {@code long} (64 bits in both); the types
 * OpenCL C does not have ({@code long double}, 128-bit and complex types) are errors.
 */
final class TypeSpelling {
    private static final Set<String> UNSUPPORTED = Set.of("__int128", "__int128_t", "__uint128_t", "_Complex", "__complex__",
            "__float128", "_Float128", "_Float64x", "_Decimal32", "_Decimal64", "_Decimal128");

    private TypeSpelling() {
    }

    static void respell(Node root, Reporter reporter) {
        for (DeclSpecs s : NodeWalker.collect(root, DeclSpecs.class)) {
            List<DeclSpecs.Part> parts = s.parts();
            long longs = parts.stream().filter(p -> "long".equals(p.text())).count();
            if (longs == 2) {
                parts.remove(parts.stream().filter(p -> "long".equals(p.text())).findFirst().orElseThrow());
            }
            for (DeclSpecs.Part p : parts) {
                if (p.text() != null && UNSUPPORTED.contains(p.text())) {
                    reporter.error(where(s), "type '" + p.text() + "' in device code: OpenCL C has no such type");
                }
            }
            if (longs > 0 && s.has("double")) {
                reporter.error(where(s), "type 'long double' in device code: OpenCL C has no such type; use double");
            }
        }
    }

    /** The position of a node, or of its nearest ancestor that has one. */
    static SourcePos where(Node n) {
        for (Node m = n; m != null; m = m.parent()) {
            if (m.pos() != null && m.pos().isKnown()) {
                return m.pos();
            }
        }
        return SourcePos.NONE;
    }
}
