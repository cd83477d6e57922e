package dev.hicuda.ir.type;

import java.util.ArrayList;
import java.util.List;

/** A struct or union; fields are filled in when its definition is seen. */
public final class StructType extends CType {
    /** A member. */
    public record Field(String name, CType type) {
    }

    private final String keyword;
    private final String tag;
    private List<Field> fields;

    public StructType(String keyword, String tag) {
        this.keyword = keyword;
        this.tag = tag;
    }

    public String keyword() {
        return keyword;
    }

    public String tag() {
        return tag;
    }

    public boolean isUnion() {
        return keyword.equals("union");
    }

    public boolean isComplete() {
        return fields != null;
    }

    public List<Field> fields() {
        return fields == null ? List.of() : fields;
    }

    public void complete(List<Field> f) {
        this.fields = new ArrayList<>(f);
    }

    public Field field(String name) {
        for (Field f : fields()) {
            if (f.name() != null && f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    @Override
    public long align() {
        long a = 1;
        for (Field f : fields()) {
            a = Math.max(a, f.type().align());
        }
        return a;
    }

    @Override
    public Long size() {
        if (fields == null) {
            return null;
        }
        long off = 0;
        long max = 0;
        for (Field f : fields) {
            Long s = f.type().size();
            if (s == null) {
                return null;
            }
            long al = f.type().align();
            if (isUnion()) {
                max = Math.max(max, s);
            } else {
                off = (off + al - 1) / al * al + s;
            }
        }
        long total = isUnion() ? max : off;
        long al = align();
        return (total + al - 1) / al * al;
    }

    @Override
    public String describe() {
        return keyword + " " + (tag == null ? "<anonymous>" : tag);
    }
}
