package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters a function gains, at one call, for layout values its caller holds and it cannot
 * compute (journal §5.7.2: a section bound or a dimension in a variable of the caller): named after
 * the variable they belong to, {@code x_1}, {@code x_2}, ..., one per distinct expression of the
 * caller, which the call passes.
 */
public final class ExtraParameters {
    private final Map<String, Expr> values = new LinkedHashMap<>();
    private final Map<String, String> byText = new HashMap<>();
    private final CPrinter printer = CPrinter.readable();

    /** The parameter that receives the caller's {@code value}, a value of variable {@code var}'s layout (made on first use). */
    public Expr parameter(String var, Expr value) {
        String text = printer.expr(value);
        String name = byText.get(text);
        if (name == null) {
            int k = 1;
            while (values.containsKey(var + "_" + k)) {
                k++;
            }
            name = var + "_" + k;
            byText.put(text, name);
            values.put(name, value.copy());
        }
        return Exprs.id(name);
    }

    /** The parameters' names, in order, with the caller's expressions the call passes. */
    public Map<String, Expr> values() {
        return values;
    }

    /** The parameters' declarations, in order: {@code int}, or {@code long} for a value wider than an int. */
    public List<ParamDecl> declarations() {
        List<ParamDecl> l = new ArrayList<>();
        for (Map.Entry<String, Expr> e : values.entrySet()) {
            Long size = e.getValue().type() == null ? null : e.getValue().type().size();
            l.add(new ParamDecl(DeclSpecs.keywords(size != null && size > 4 ? "long" : "int"), new NameDeclarator(e.getKey())));
        }
        return l;
    }
}
