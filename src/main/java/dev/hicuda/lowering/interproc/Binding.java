package dev.hicuda.lowering.interproc;

import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.stmt.DirectiveStmt;

import java.util.List;
import java.util.Map;

/**
 * What reaches one name of a function from a chain of calls (an entry of the journal's §5.7.2
 * annotation): the data directives of callers that are in force for it at the call, written in the
 * function's terms ({@link DirectiveStmt#isPropagated propagated} directives, placed at the top of
 * its body), and the parameters the function gains to receive what they need: the device copy's
 * address ({@code g_x}, {@code t_x}) and layout values its callers hold in variables.
 *
 * @param key    the parameter or file-scope variable
 * @param var    its name in the function
 * @param shape  a propagated {@code shape} of the name when it is a pointer, or null
 * @param data   propagated data directives, by memory (global, constant, texture)
 * @param params the parameters the function gains for it, in order
 * @param text   a canonical text of all of this, which tells contexts apart
 */
record Binding(EntryKey key, String var, DirectiveStmt shape, Map<DataDirective.Memory, DirectiveStmt> data, List<ParamDecl> params,
               String text) {
    /** The part of a clone's name this binding gives: g_x, t_x, c_x (one per memory), or shape_x for a shape alone. */
    String suffix() {
        StringBuilder sb = new StringBuilder();
        for (DataDirective.Memory m : data.keySet()) {
            sb.append(sb.length() == 0 ? "" : "__").append(switch (m) {
                case GLOBAL -> "g_";
                case CONSTANT -> "c_";
                case TEXTURE -> "t_";
                case SHARED -> "s_";
            }).append(var);
        }
        return sb.length() == 0 ? "shape_" + var : sb.toString();
    }
}
