package dev.hicuda.optimize.nest;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.source.MacroHistory;

import java.util.HashSet;
import java.util.Set;

/**
 * Fresh names for the variables the optimizer introduces: the wanted name ({@code i_b},
 * {@code C_acc}) when no identifier, declarator or macro of the program uses it, else the name with
 * a number appended.  Names handed out are remembered.
 */
public final class Names {
    private final Set<String> taken = new HashSet<>();

    public Names(TranslationUnit tu, MacroHistory macros) {
        NodeWalker.preOrder(tu, n -> {
            if (n instanceof Ident i) {
                taken.add(i.name());
            } else if (n instanceof NameDeclarator d && d.name() != null) {
                taken.add(d.name());
            }
        });
        if (macros != null) {
            for (MacroHistory.Change c : macros.changes()) {
                taken.add(c.name());
            }
        }
    }

    /** {@code wanted}, or {@code wanted2}, {@code wanted3}, ... whichever is free first. */
    public String fresh(String wanted) {
        String n = wanted;
        for (int k = 2; taken.contains(n) || n.startsWith("hicuda_"); k++) {
            n = wanted + k;
        }
        taken.add(n);
        return n;
    }
}
