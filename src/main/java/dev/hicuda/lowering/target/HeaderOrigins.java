package dev.hicuda.lowering.target;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.source.Inclusion;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.source.SourceFile;

import java.util.HashMap;
import java.util.Map;

/**
 * Which file a declaration or macro came from, and which {@code #include} line of the main file
 * brought that file in (directly or through other headers).
 */
final class HeaderOrigins {
    private final SourceFile main;
    private final Map<String, SourceFile> byName = new HashMap<>();
    private final Map<SourceFile, Inclusion> includedBy = new HashMap<>();

    HeaderOrigins(ParsedProgram program) {
        this.main = program.main();
        byName.put(main.name(), main);
        for (Inclusion inc : program.inclusions()) {
            byName.putIfAbsent(inc.header().name(), inc.header());
            includedBy.putIfAbsent(inc.header(), inc);
        }
    }

    /** The file a top-level declaration was read from. */
    SourceFile fileOf(Node n) {
        return n.isIncluded() ? byName.get(n.pos().file()) : main;
    }

    /** The {@code #include} line of the main file through which the named file was read, or null. */
    Inclusion topLevelIncludeOf(String fileName) {
        SourceFile f = byName.get(fileName);
        Inclusion inc = f == null ? null : includedBy.get(f);
        for (int guard = 0; inc != null && inc.from() != main && guard < 256; guard++) {
            inc = includedBy.get(inc.from());
        }
        return inc != null && inc.from() == main ? inc : null;
    }
}
