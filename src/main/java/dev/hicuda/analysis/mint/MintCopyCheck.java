package dev.hicuda.analysis.mint;

import dev.hicuda.analysis.HostArrayType;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * The arrays and sizes of a Mint {@code copy}: each name is a declared array or pointer to array
 * data ({@link HostArrayType}); the sizes, x first, are as many as the array has dimensions
 * (sizes of 1 beyond them are allowed), may be left out only for a C array, and agree with the
 * sizes its type gives where both are constants; the two arrays of the two-array form have the
 * same type.
 */
final class MintCopyCheck {
    private static final String[] AXES = {"x", "y", "z"};

    private final SymbolTable symbols;
    private final BiConsumer<SourcePos, String> error;

    MintCopyCheck(SymbolTable symbols, BiConsumer<SourcePos, String> error) {
        this.symbols = symbols;
        this.error = error;
    }

    void check(DirectiveStmt ds, DataDirective dd) {
        Section device = dd.variable();
        Section host = dd.action() == DataDirective.Action.ALLOC ? dd.copyinVariable() : dd.to();
        Symbol d = array(ds, device, dd.dims());
        Symbol h = host == null ? d : array(ds, host, dd.dims());
        if (d != null && h != null && d != h && !d.type().describe().equals(h.type().describe())) {
            error.accept(host.pos(), "the two arrays of 'copy' must have the same type: '" + device.name() + "' is "
                    + HostArrayType.spell(d.type()) + " and '" + host.name() + "' is " + HostArrayType.spell(h.type()));
        }
    }

    /** The array {@code s} names, checked with the copy's sizes; null after an error. */
    private Symbol array(DirectiveStmt ds, Section s, List<Expr> dims) {
        Symbol sym = symbols.lookup(s.name(), ds);
        if (sym == null || !sym.isObject()) {
            error.accept(s.pos(), "'mint copy' of '" + s.name() + "', which is not " + (sym == null ? "declared here" : "a variable"));
            return null;
        }
        HostArrayType t = HostArrayType.of(sym.type());
        if (t == null) {
            error.accept(s.pos(), "'" + s.name() + "' is " + article(HostArrayType.spell(sym.type())) + ", not an array: 'mint copy'"
                    + " copies C arrays, pointers to arrays and pointers to array data");
            return null;
        }
        int given = dims.size();
        int rank = t.kind() == HostArrayType.Kind.FLAT ? Math.max(1, given) : t.rank();
        if (given == 0) {
            if (t.kind() != HostArrayType.Kind.ARRAY) {
                error.accept(s.pos(), "'mint copy' of '" + s.name() + "' (" + HostArrayType.spell(sym.type()) + ") needs its sizes,"
                        + " x first: copy(" + s.name() + ", toDevice, Nx" + (t.rank() > 1 ? ", Ny" : "")
                        + (t.rank() > 2 ? ", Nz" : "") + ")");
                return null;
            }
            return sym;
        }
        if (given > 3 || t.rank() > 3) {
            error.accept(s.pos(), "'mint copy' moves arrays of one to three dimensions; '" + s.name() + "' has " + t.rank());
            return null;
        }
        if (given < rank) {
            error.accept(dims.get(0).pos(), "'mint copy' of '" + s.name() + "' gives " + given + " size" + (given == 1 ? "" : "s")
                    + " but '" + s.name() + "' (" + HostArrayType.spell(sym.type()) + ") has " + rank + " dimensions");
            return null;
        }
        // dims are outermost first: the extra outer ones must be 1
        for (int k = 0; k < given - rank; k++) {
            Long v = symbols.constEval().eval(dims.get(k));
            if (v == null || v != 1) {
                error.accept(dims.get(k).pos(), "'mint copy' of '" + s.name() + "' gives " + given + " sizes but '" + s.name()
                        + "' (" + HostArrayType.spell(sym.type()) + ") has " + rank + " dimension" + (rank == 1 ? "" : "s")
                        + "; a size beyond them must be 1");
                return null;
            }
        }
        for (int k = 0; k < rank; k++) {
            Expr typed = t.typeDims().size() == rank ? t.typeDims().get(k) : null;
            Expr written = dims.get(given - rank + k);
            Long a = typed == null ? null : symbols.constEval().eval(typed);
            Long b = symbols.constEval().eval(written);
            if (b != null && b <= 0) {
                error.accept(written.pos(), "size " + AXES[rank - 1 - k] + " of 'mint copy' must be positive, not " + b);
                return null;
            }
            if (a != null && b != null && !a.equals(b)) {
                error.accept(written.pos(), "size N" + AXES[rank - 1 - k] + " = " + b + " of 'mint copy' disagrees with the type of '"
                        + s.name() + "' (" + HostArrayType.spell(sym.type()) + "), whose " + AXES[rank - 1 - k] + " dimension has " + a
                        + " elements");
                return null;
            }
        }
        return sym;
    }

    private static String article(String type) {
        return ("aeiou".indexOf(type.charAt(0)) >= 0 ? "an " : "a ") + type;
    }
}
