package dev.hicuda.frontend.c;

/** Token channels of the C lexer (numbers fixed in C.g4). */
public final class Channels {
    public static final int DEFAULT = 0;
    /** Preprocessor lines other than {@code #pragma hicuda}. */
    public static final int PREPROC = 2;
    /** Comments. */
    public static final int COMMENTS = 3;
    /** Tokens in inactive conditional-compilation branches. */
    public static final int INACTIVE = 7;

    private Channels() {
    }
}
