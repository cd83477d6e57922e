package dev.hicuda.ir.directive;

import dev.hicuda.ir.Node;

/** A parsed {@code #pragma hicuda} directive. */
public abstract class Directive extends Node {
    /** The directive's keyword as written: kernel, loop_partition, global, ... */
    public abstract String keyword();
}
