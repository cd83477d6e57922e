package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;

/** A statement (or a block item: declarations and directives are statements too). */
public abstract class Stmt extends Node {
}
