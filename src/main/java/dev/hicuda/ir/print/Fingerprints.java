package dev.hicuda.ir.print;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;

/**
 * Records, right after parsing, the canonical rendering of every node that has original text,
 * so that the printer can later tell unchanged nodes (printed as written) from changed ones.
 */
public final class Fingerprints {
    private Fingerprints() {
    }

    public static void snapshot(TranslationUnit tu) {
        CPrinter canonical = CPrinter.canonical();
        NodeWalker.preOrder(tu, n -> take(canonical, n));
    }

    private static void take(CPrinter canonical, Node n) {
        if (n.originalText() != null) {
            n.setFingerprint(canonical.leafText(n));
        }
    }
}
