package dev.hicuda.lowering.mint;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.mint.MintRegion;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.SizeofExpr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.target.HostApi;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The host code of a Mint region (outside its loop nests) runs on the host, where the name of an
 * array copied to the device stands for the device copy {@code g_NAME}.  The host may swap such
 * names between time steps ({@code tmp = U; U = V; V = tmp;}): each assignment between them, and
 * each pointer of the same type declared in the region to hold one ({@code tmp}), is mirrored on
 * the device copies ({@code g_tmp = g_U; g_U = g_V; g_V = g_tmp;}, {@code __typeof__(g_U) g_tmp;} in the host program, which is C, or {@code cl_mem g_tmp;} for OpenCL), so
 * that {@code g_U} is always the device copy of the host memory {@code U} points to — and the
 * fromDevice copy after the region, which copies {@code g_U} into {@code U}, puts the result where
 * the sequential program has it.  Any other use of the elements of such a name on the host (an
 * element access, a call that receives it, another kind of assignment) is an error.
 */
final class PointerSwapMirroring {
    private final SymbolTable symbols;
    private final Reporter reporter;
    private final HostApi api;

    PointerSwapMirroring(SymbolTable symbols, Reporter reporter, HostApi api) {
        this.symbols = symbols;
        this.reporter = reporter;
        this.api = api;
    }

    void run(MintRegion r) {
        Map<Symbol, Symbol> devices = new LinkedHashMap<>(); // name -> a device array of its type
        for (String name : r.deviceCopies().keySet()) {
            Symbol s = symbols.lookup(name, r.directive());
            if (s != null) {
                devices.put(s, s);
            }
        }
        List<Node> host = hostCode(r.body());
        // pointers declared in the host code with the type of a device array may hold one
        for (Node n : host) {
            if (n instanceof InitDeclarator id && id.name() != null) {
                Symbol s = symbols.lookup(id.name(), id);
                if (s != null && s.declaration() == id && s.type() != null && s.type().isPointer()) {
                    for (Symbol d : new ArrayList<>(devices.values())) {
                        if (d.type().describe().equals(s.type().describe())) {
                            devices.put(s, d);
                            break;
                        }
                    }
                }
            }
        }
        Set<Symbol> reported = new HashSet<>();
        for (Node n : host) {
            if (n instanceof InitDeclarator id && id.name() != null && id.parent() != null
                    && id.parent().parent() instanceof DeclStmt decl && devices.containsKey(symbols.lookup(id.name(), id))
                    && symbols.lookup(id.name(), id).declaration() == id) {
                Symbol s = symbols.lookup(id.name(), id);
                Symbol init = id.init() == null ? null : named(id.init());
                if (id.init() != null && (init == null || !devices.containsKey(init))) {
                    misuse(id.init().pos(), s, r, reported);
                    continue;
                }
                after(decl, api.alias("g_" + devices.get(s).name(), "g_" + s.name(), init == null ? null : "g_" + init.name()));
            } else if (n instanceof Ident i && i.symbol() != null && devices.containsKey(i.symbol())) {
                use(i, devices, r, reported);
            }
        }
    }

    private void use(Ident i, Map<Symbol, Symbol> devices, MintRegion r, Set<Symbol> reported) {
        Node p = i.parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        if (p instanceof Assign a && named(a.target()) == i.symbol()) {
            Symbol from = named(a.value());
            if (a.op().equals("=") && from != null && devices.containsKey(from) && a.parent() instanceof ExprStmt es) {
                after(es, "g_" + i.name() + " = g_" + from.name() + ";");
                return;
            }
            misuse(a.pos(), i.symbol(), r, reported);
            return;
        }
        if (p instanceof Assign a && named(a.value()) == i.symbol() && devices.containsKey(named(a.target()))) {
            return; // the right-hand side of a mirrored assignment
        }
        if (p instanceof dev.hicuda.ir.expr.Index || p instanceof dev.hicuda.ir.expr.Unary || p instanceof dev.hicuda.ir.expr.Call
                || p instanceof Assign || p instanceof dev.hicuda.ir.expr.Member) {
            misuse(i.pos(), i.symbol(), r, reported);
        }
    }

    private void misuse(dev.hicuda.diag.SourcePos at, Symbol s, MintRegion r, Set<Symbol> reported) {
        if (!reported.add(s)) {
            return;
        }
        reporter.error(at, "inside the 'mint parallel' region of line " + r.directive().pos().line() + ", '" + s.name()
                + "' stands for its device copy: the host code there may only swap it with another device array ('"
                + s.name() + " = other;'), not read or write its elements, pass it to a function or give it another value;"
                + " do that in a 'mint for' loop nest, or after the fromDevice copy");
    }

    /** The variable an expression names, through parentheses; null for any other expression. */
    private static Symbol named(Expr e) {
        Expr x = Paren.strip(e);
        return x instanceof Ident i ? i.symbol() : null;
    }

    /** Inserts a statement after {@code s}, making a block of the two when s is not in one. */
    private static void after(Stmt s, String code) {
        VerbatimStmt v = VerbatimStmt.of(code);
        v.at(s.pos());
        if (s.parent() instanceof Compound c) {
            c.insertAfter(s, v);
            return;
        }
        Compound c = new Compound(List.of());
        NodeWalker.replace(s, c);
        c.add(s);
        c.add(v);
    }

    /** The nodes of the region's body that run on the host: all but its loop nests and the operands of sizeof. */
    private static List<Node> hostCode(Compound body) {
        Set<Node> nests = new HashSet<>();
        for (DirectiveStmt ds : NodeWalker.collect(body, DirectiveStmt.class)) {
            if (ds.directive() instanceof LoopNestDirective && ds.attachedStatement() != null) {
                nests.add(ds.attachedStatement());
            }
        }
        List<Node> out = new ArrayList<>();
        collect(body, nests, out);
        return out;
    }

    private static void collect(Node n, Set<Node> skip, List<Node> out) {
        if (skip.contains(n) || n instanceof SizeofExpr) {
            return;
        }
        out.add(n);
        for (Node c : n.children()) {
            collect(c, skip, out);
        }
    }
}
