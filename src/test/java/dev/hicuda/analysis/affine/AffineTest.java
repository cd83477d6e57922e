package dev.hicuda.analysis.affine;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.support.Parsing;
import dev.hicuda.ir.expr.Expr;
import org.junit.jupiter.api.Test;

import java.util.HashMap;

import static org.assertj.core.api.Assertions.assertThat;

class AffineTest {
    private final Exprs ex = new Exprs(new ConstEval(new HashMap<>()));

    private Affine of(String s) {
        Expr e = Parsing.expression(s);
        assertThat(e).as(s).isNotNull();
        return Affine.of(e, ex);
    }

    @Test
    void simplifiesRedirectedSubscripts() {
        assertThat(of("i").minus(of("i - (int)threadIdx.y")).toString()).isEqualTo("(int)threadIdx.y");
        assertThat(of("kk + k").minus(of("kk")).toString()).isEqualTo("k");
        assertThat(of("di + i").minus(of("i - (int)threadIdx.y - 2")).toString()).isEqualTo("di + (int)threadIdx.y + 2");
        assertThat(of("2 * (i + 1) - i").toString()).isEqualTo("i + 2");
        assertThat(of("-(j - 3)").toString()).isEqualTo("-j + 3");
    }

    @Test
    void constantsAndCoefficients() {
        assertThat(of("(i + 31) - (i)").value()).isEqualTo(31);
        assertThat(of("3 * i - 2 * j + i").coefficientOf(Parsing.expression("i"))).isEqualTo(4);
        assertThat(of("i * j").value()).isNull();
        assertThat(of("i * j").coefficientOf(Parsing.expression("i"))).isZero();
    }

    @Test
    void nonLinearUsesAreDetected() {
        assertThat(of("idx[i] + 1").mentionsInsideAtoms(java.util.Set.of("i"))).isTrue();
        assertThat(of("2 * i + j").mentionsInsideAtoms(java.util.Set.of("i"))).isFalse();
        assertThat(of("i * i").mentionsInsideAtoms(java.util.Set.of("i"))).isTrue();
    }
}
