package dev.hicuda.frontend.preprocessor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Where the expander reads tokens from: a file being preprocessed (directives handled, newlines
 * skipped) or a list of tokens (a macro argument, an {@code #if} line).  Expansions are pushed
 * back in front and read again (the rescan of C99 6.10.3.4).
 */
abstract class TokenInput {
    private final Deque<PpToken> pending = new ArrayDeque<>();

    /** The next token, or an EOF token at the end. */
    final PpToken next() {
        PpToken t = pending.pollFirst();
        return t != null ? t : read();
    }

    /** Reads past the pushed-back tokens. */
    protected abstract PpToken read();

    final void pushFront(List<PpToken> tokens) {
        for (int i = tokens.size() - 1; i >= 0; i--) {
            pending.addFirst(tokens.get(i));
        }
    }

    final void pushFront(PpToken t) {
        pending.addFirst(t);
    }

    /** Whether tokens of an expansion are still waiting to be rescanned. */
    final boolean hasPending() {
        return !pending.isEmpty();
    }

    /** A finite list of tokens. */
    static final class Of extends TokenInput {
        private final List<PpToken> tokens;
        private final PpToken eof;
        private int i;

        Of(List<PpToken> tokens, PpToken eof) {
            this.tokens = tokens;
            this.eof = eof;
        }

        @Override
        protected PpToken read() {
            return i < tokens.size() ? tokens.get(i++) : eof;
        }
    }
}
