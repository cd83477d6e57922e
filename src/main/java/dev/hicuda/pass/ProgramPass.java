package dev.hicuda.pass;

/**
 * A pass that needs every unit of the program at once (the call graph across files, the
 * propagation of data directives through calls, constant-memory planning): it runs once, between
 * the unit passes before it, which have run on every unit, and those after it.
 */
public interface ProgramPass {
    String name();

    void run(WholeProgram program);
}
