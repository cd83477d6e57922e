package dev.hicuda.ir.directive;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Child;
import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/**
 * The data directives {@code global}, {@code constant}, {@code texture} and {@code shared}, in
 * each of their forms:
 * <ul>
 * <li>{@code alloc VAR [copyin[(nobndcheck)] [VAR] | clear]} (global, shared)</li>
 * <li>{@code copyin VAR} (constant, texture)</li>
 * <li>{@code copyout[(nobndcheck)] VAR [to VAR]} (global, shared)</li>
 * <li>{@code free NAME...} (global) / {@code remove NAME...} (constant, texture, shared)</li>
 * </ul>
 * Mint's {@code copy} is a global alloc with copyin (toDevice, from another variable in the
 * two-array form) or a global copyout (fromDevice, to another variable in the two-array form),
 * which gives the dimensions of the variable ({@link #dims()}) and asks for a pitched device copy
 * ({@link #pitched()}); the alloc's free is implicit, at the end of the accelerated region.
 */
public final class DataDirective extends Directive {
    public enum Memory {
        GLOBAL("global"), CONSTANT("constant"), TEXTURE("texture"), SHARED("shared");

        private final String keyword;

        Memory(String keyword) {
            this.keyword = keyword;
        }

        public String keyword() {
            return keyword;
        }
    }

    public enum Action { ALLOC, COPYIN, COPYOUT, FREE, REMOVE }

    /** A name in a free/remove list, with its position. */
    public record Name(String name, SourcePos pos) {
    }

    private final Memory memory;
    private final Action action;
    private final Child<Section> variable;
    private final boolean copyin;
    private final Child<Section> copyinVariable;
    private final boolean clear;
    private final Child<Section> to;
    private final boolean nobndcheck;
    private final List<Name> names;
    private final ChildList<Expr> dims;
    private final boolean pitched;

    public DataDirective(Memory memory, Action action, Section variable, boolean copyin, Section copyinVariable,
                         boolean clear, Section to, boolean nobndcheck, List<Name> names) {
        this(memory, action, variable, copyin, copyinVariable, clear, to, nobndcheck, names, List.of(), false);
    }

    /**
     * @param dims    the variable's dimensions, outermost first, when the directive gives them (Mint's copy); else empty
     * @param pitched whether the rows of the device copy are padded so that each starts aligned
     */
    public DataDirective(Memory memory, Action action, Section variable, boolean copyin, Section copyinVariable,
                         boolean clear, Section to, boolean nobndcheck, List<Name> names, List<Expr> dims, boolean pitched) {
        this.memory = memory;
        this.action = action;
        this.variable = child(Section.class, variable);
        this.copyin = copyin;
        this.copyinVariable = child(Section.class, copyinVariable);
        this.clear = clear;
        this.to = child(Section.class, to);
        this.nobndcheck = nobndcheck;
        this.names = List.copyOf(names);
        this.dims = childList(Expr.class, dims);
        this.pitched = pitched;
    }

    @Override
    public String keyword() {
        if (isMint()) {
            return "copy";
        }
        return memory.keyword();
    }

    public Memory memory() {
        return memory;
    }

    public Action action() {
        return action;
    }

    /** The variable of alloc, copyin or copyout; null for free/remove. */
    public Section variable() {
        return variable.get();
    }

    /** Whether an alloc has a copyin clause. */
    public boolean hasCopyin() {
        return copyin;
    }

    /** The copyin clause's own variable, or null when it copies the alloc variable. */
    public Section copyinVariable() {
        return copyinVariable.get();
    }

    public boolean clear() {
        return clear;
    }

    /** The target of {@code copyout ... to VAR}, or null. */
    public Section to() {
        return to.get();
    }

    public boolean nobndcheck() {
        return nobndcheck;
    }

    /** The dimensions the directive gives its variable, outermost first; empty when its type or shape gives them. */
    public List<Expr> dims() {
        return dims.get();
    }

    /** Whether the device copy is pitched: its rows padded so that each starts at an aligned address. */
    public boolean pitched() {
        return pitched;
    }

    /** The names of a free/remove. */
    public List<Name> names() {
        return names;
    }
}
