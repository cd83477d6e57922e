package dev.hicuda.e2e;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Compares two program outputs: identical text, except numbers may differ by a relative tolerance. */
public final class OutputComparison {
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?|nan|-nan|inf|-inf");

    private OutputComparison() {
    }

    public static void assertSameNumbers(String actual, String expected, double rtol) {
        assertThat(NUMBER.matcher(actual).replaceAll("#")).as("text around the numbers").isEqualTo(NUMBER.matcher(expected).replaceAll("#"));
        List<String> a = numbers(actual);
        List<String> e = numbers(expected);
        assertThat(a).hasSameSizeAs(e);
        for (int i = 0; i < a.size(); i++) {
            assertThat(a.get(i)).as("number %d", i).doesNotContain("nan");
            double x = Double.parseDouble(a.get(i));
            double y = Double.parseDouble(e.get(i));
            double tol = rtol * Math.max(1.0, Math.abs(y));
            assertThat(Math.abs(x - y)).as("number %d: %s vs expected %s", i, a.get(i), e.get(i)).isLessThanOrEqualTo(tol);
        }
    }

    private static List<String> numbers(String s) {
        List<String> l = new ArrayList<>();
        Matcher m = NUMBER.matcher(s);
        while (m.find()) {
            l.add(m.group());
        }
        return l;
    }
}
