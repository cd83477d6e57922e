package dev.hicuda.optimize;

/**
 * How one optimization pass runs: {@link #OFF} not at all; {@link #ON} where it is legal and its
 * profitability rule (cost model) says it pays; {@link #FORCED} wherever it is legal, the
 * profitability rule skipped ({@code --opt=+NAME}).
 */
public enum Setting {
    OFF, ON, FORCED;

    public boolean enabled() {
        return this != OFF;
    }

    public boolean forced() {
        return this == FORCED;
    }
}
