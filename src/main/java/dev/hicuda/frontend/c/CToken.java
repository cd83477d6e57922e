package dev.hicuda.frontend.c;

import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.frontend.antlr.ParseScopes;
import dev.hicuda.frontend.preprocessor.PpToken;
import org.antlr.v4.runtime.CommonToken;

/**
 * A parser token made from a preprocessed token.  An identifier's type is decided when the parser
 * asks for it: {@code TypedefName} when the scopes say the name is a type name at that point of
 * the parse, else {@code Identifier}.  The preprocessing token (with its origin) and the macro
 * epoch stay attached for the IR builder.
 */
public final class CToken extends CommonToken {
    private final transient PpToken pp;
    private final int epoch;
    private final transient ParseScopes scopes;
    private boolean fixed;

    private final int lexicalType;

    CToken(int type, PpToken pp, int epoch, ParseScopes scopes, org.antlr.v4.runtime.TokenSource source) {
        super(new org.antlr.v4.runtime.misc.Pair<>(source, null), type, DEFAULT_CHANNEL, -1, -2);
        setText(pp.text());
        this.lexicalType = type;
        this.pp = pp;
        this.epoch = epoch;
        this.scopes = scopes;
    }

    @Override
    public void setType(int type) {
        super.setType(type);
        fixed = true;
    }

    /** Makes the type depend on the scopes again (before a second parse of the same tokens). */
    void unfix(int type) {
        super.setType(type);
        fixed = false;
    }

    @Override
    public int getType() {
        int t = super.getType();
        if (!fixed && t == CParser.Identifier && scopes != null && scopes.isTypeName(getText())) {
            return CParser.TypedefName;
        }
        return t;
    }

    /** Forgets the type the parser fixed, for a second parse. */
    public void reset() {
        unfix(lexicalType);
    }

    public PpToken pp() {
        return pp;
    }

    /** The macro epoch at this token: which definitions were in force where it was written. */
    public int epoch() {
        return epoch;
    }
}
