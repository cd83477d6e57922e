package dev.hicuda.analysis;

import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The visibility rule of shape: from the directive to the end of its block, nested blocks included;
 * the innermost visible one wins; a later one in the same block takes over; a hidden pointer is not
 * described by the outer shape.
 */
class VisibleShapesTest {
    private static final String PROGRAM = """
            void use(float x);
            void f(float *p, int n)
            {
                use(p[0]);                       /* u0: before any shape */
            #pragma hicuda shape p[n][1]
                use(p[1]);                       /* u1: [n][1] */
                {
                    use(p[2]);                   /* u2: [n][1], from the enclosing block */
            #pragma hicuda shape p[n][2]
                    use(p[3]);                   /* u3: [n][2], the innermost */
                    {
                        float *p = 0;
                        use(p[4]);               /* u4: another p: none */
                    }
                }
                use(p[5]);                       /* u5: [n][1] again, the inner block has ended */
            #pragma hicuda shape p[n][3]
                use(p[6]);                       /* u6: [n][3], the later one in the same block */
            }
            """;

    private static String visibleAt(Fixture f, int k) {
        Ident p = f.all(dev.hicuda.ir.expr.Index.class).stream()
                .filter(ix -> f.print(ix.index()).equals(String.valueOf(k))).findFirst().orElseThrow().base() instanceof Ident i ? i : null;
        DirectiveStmt d = VisibleShapes.at(p.symbol(), p, f.symbols());
        if (d == null) {
            return "none";
        }
        ShapeDirective sh = (ShapeDirective) d.directive();
        StringBuilder sb = new StringBuilder();
        sh.dims().forEach(e -> sb.append('[').append(CPrinter.canonical().expr(e)).append(']'));
        return sb.toString();
    }

    @Test
    void visibilityFollowsTheScopeOfALocalVariable() {
        Fixture f = Fixture.of(PROGRAM);
        assertThat(visibleAt(f, 0)).isEqualTo("none");
        assertThat(visibleAt(f, 1)).isEqualTo("[n][1]");
        assertThat(visibleAt(f, 2)).isEqualTo("[n][1]");
        assertThat(visibleAt(f, 3)).isEqualTo("[n][2]");
        assertThat(visibleAt(f, 4)).isEqualTo("none");
        assertThat(visibleAt(f, 5)).isEqualTo("[n][1]");
        assertThat(visibleAt(f, 6)).isEqualTo("[n][3]");
    }
}
