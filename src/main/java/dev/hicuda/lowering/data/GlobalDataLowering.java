package dev.hicuda.lowering.data;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.analysis.dataflow.ReachingDirectives;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.lowering.target.HostApi;

import java.util.ArrayList;
import java.util.List;

/**
 * Translates the {@code global} directives in place (paper §5.1): {@code alloc} declares the
 * device copy {@code g_NAME} (a device pointer, or an OpenCL buffer) and allocates the section,
 * {@code copyin}/{@code clear} initialize it, {@code copyout} copies a section back (optionally
 * {@code to} another variable), {@code free} frees it, each through the target's {@link HostApi}
 * (cudaMalloc, cudaFree... or hicuda's OpenCL runtime).  A section that is not contiguous is
 * moved with one strided 2-D or 3-D copy (hicuda_copy_box in the preamble, or
 * clEnqueueRead/WriteBufferRect), never one call per row.  Every call is checked and reports the
 * directive's file:line.
 *
 * <p>The {@code texture} directives are the global directives' read-only sibling: {@code texture
 * copyin A[section]} is {@code global alloc A[section] copyin} into a device copy named
 * {@code t_A} (kernels read it through the read-only data path, see {@link ReadOnlyKernelData}),
 * and {@code texture remove A} frees it.
 */
public final class GlobalDataLowering implements Pass {
    private PassContext ctx;
    private Reporter reporter;
    private Exprs ex;
    private HostApi api;
    private final CPrinter p = CPrinter.readable();

    @Override
    public String name() {
        return "global-data";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = new Exprs(SymbolTable.of(ctx).constEval());
        this.api = HostApi.of(ctx.target());
        // Lower every directive first (copyout and free look back at their alloc), then replace.
        java.util.Map<DirectiveStmt, List<String>> lowered = new java.util.LinkedHashMap<>();
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if (ds.directive() instanceof DataDirective dd && (dd.memory() == DataDirective.Memory.GLOBAL
                    || dd.memory() == DataDirective.Memory.TEXTURE) && ds.parent() instanceof Compound c && !ds.isPropagated()) {
                List<String> lines = lower(ds, dd, c);
                if (lines != null) {
                    lowered.put(ds, lines);
                }
            }
        }
        for (java.util.Map.Entry<DirectiveStmt, List<String>> e : lowered.entrySet()) {
            DirectiveStmt ds = e.getKey();
            Compound c = (Compound) ds.parent();
            VerbatimStmt v = new VerbatimStmt(e.getValue());
            v.setLeadingTrivia(ds.leadingTrivia());
            v.at(ds.pos());
            c.set(c.indexOf(ds), v);
        }
        return tu;
    }

    private List<String> lower(DirectiveStmt ds, DataDirective dd, Compound block) {
        String where = ds.pos().file() + ":" + ds.pos().line();
        List<String> out = new ArrayList<>();
        out.add("/* " + ds.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /") + " */");
        String mem = dd.memory().keyword();
        if (waits(dd) && !waitedJustBefore(ds, block)) {
            out.addAll(api.waitForKernels(where + ": " + mem + " " + dd.action().name().toLowerCase()
                    + (dd.action() == DataDirective.Action.COPYOUT ? " " + dd.variable().name() : "")));
        }
        switch (dd.action()) {
            case ALLOC, COPYIN -> {
                DeviceArray a = layout(dd.variable(), dd, ds);
                if (a == null) {
                    return null;
                }
                String bytes = p.expr(ex.mul(a.count(ex), sizeOf(a)));
                Long esize = a.shape.element.size();
                ctx.report().add("data " + where + ": " + a.deviceName() + " (" + a.allocText(p) + "), "
                        + (esize != null ? p.expr(ex.mul(a.count(ex), Exprs.num(esize))) : bytes) + " bytes of device memory"
                        + (a.isPadded(ex) ? ", pitched: rows of " + p.expr(a.storedExtent(a.rank() - 1)) + " elements" : ""));
                out.addAll(api.allocate(a.declaration(a.deviceName(), p), a.deviceName(), bytes,
                        where + ": " + mem + (dd.action() == DataDirective.Action.ALLOC ? " alloc " : " copyin ") + a.host.name()));
                if (dd.hasCopyin() || dd.action() == DataDirective.Action.COPYIN) {
                    Section s = dd.copyinVariable() != null ? dd.copyinVariable() : dd.variable();
                    String copy = !s.name().equals(dd.variable().name())
                            ? copyFrom(a, s, ds, where + ": " + mem + " copyin " + a.host.name() + " from " + s.name())
                            : copy(a, s, true, where + ": " + mem + " copyin " + a.host.name());
                    if (copy == null) {
                        return null;
                    }
                    out.add(copy);
                } else if (dd.clear()) {
                    out.add(api.clear(a.deviceName(), bytes, where + ": global alloc " + a.host.name() + " clear"));
                }
            }
            case COPYOUT -> {
                DirectiveStmt allocStmt = ReachingDirectives.reaching(dd.variable().name(), DataDirective.Memory.GLOBAL, ds);
                if (allocStmt == null) {
                    reporter.error(dd.variable().pos(), "'global copyout " + dd.variable().name()
                            + "' has no matching 'global alloc " + dd.variable().name() + "' before it in the same scope");
                    return null;
                }
                DeviceArray a = layout(((DataDirective) allocStmt.directive()).variable(), (DataDirective) allocStmt.directive(), allocStmt);
                if (a == null) {
                    return null;
                }
                DataShape target = a.shape;
                if (dd.to() != null) {
                    Symbol t = SymbolTable.of(ctx).lookup(dd.to().name(), ds);
                    if (t == null) {
                        reporter.error(dd.to().pos(), "'" + dd.to().name() + "' is not declared here");
                        return null;
                    }
                    target = DataShape.of(t, ds, SymbolTable.of(ctx), ex, reporter, dd.to().pos());
                    if (target == null) {
                        return null;
                    }
                }
                String copy = copyOut(a, dd.variable(), target, dd.to(), where + ": global copyout " + a.host.name());
                if (copy == null) {
                    return null;
                }
                out.add(copy);
            }
            case FREE, REMOVE -> {
                String prefix = dd.memory() == DataDirective.Memory.TEXTURE ? "t_" : "g_";
                for (DataDirective.Name n : dd.names()) {
                    out.add(api.release(prefix + n.name(), where + ": " + mem + " " + dd.action().name().toLowerCase() + " " + n.name()));
                }
            }
            default -> {
                return null;
            }
        }
        return out;
    }

    /**
     * Whether the host waits for the kernels in flight before directive {@code dd}: before a copy back
     * (the host needs the results) and a free (a kernel may still read the memory; cudaFree would
     * wait anyway, and a kernel's error is reported with its place this way).
     */
    private static boolean waits(DataDirective dd) {
        return dd.action() == DataDirective.Action.COPYOUT || dd.action() == DataDirective.Action.FREE
                || dd.action() == DataDirective.Action.REMOVE && dd.memory() == DataDirective.Memory.TEXTURE;
    }

    /**
     * Whether a data directive that waits stands before {@code ds} in its block with only data
     * directives (which launch nothing) between them: then nothing can be in flight.
     */
    private static boolean waitedJustBefore(DirectiveStmt ds, Compound block) {
        for (int j = block.indexOf(ds) - 1; j >= 0; j--) {
            Stmt s = block.items().get(j);
            if (!(s instanceof DirectiveStmt d && d.directive() instanceof DataDirective prev) || d.isPropagated()) {
                return false;
            }
            if ((prev.memory() == DataDirective.Memory.GLOBAL || prev.memory() == DataDirective.Memory.TEXTURE) && waits(prev)) {
                return true;
            }
        }
        return false;
    }

    private DeviceArray layout(Section sec, DataDirective dd, DirectiveStmt at) {
        Symbol s = SymbolTable.of(ctx).lookup(sec.name(), at);
        if (s == null) {
            reporter.error(sec.pos(), "'" + sec.name() + "' is not declared here");
            return null;
        }
        DataShape shape = DataShape.of(s, at, SymbolTable.of(ctx), ex, reporter, sec.pos());
        return shape == null ? null : DeviceArray.of(shape, dd, ex, reporter);
    }

    private Expr sizeOf(DeviceArray a) {
        return new dev.hicuda.ir.expr.Ident("sizeof(" + p.specs(a.elementSpecs, 0) + ")");
    }

    /** One transfer between the device copy and a host array, section {@code s} of it. */
    private String copy(DeviceArray a, Section s, boolean toDevice, String where) {
        List<Expr[]> ranges = ranges(a, s);
        if (ranges == null) {
            return null;
        }
        return box(a, ranges, a.shape, ranges, toDevice, where);
    }

    private String copyOut(DeviceArray a, Section s, DataShape target, Section targetSec, String where) {
        List<Expr[]> src = ranges(a, s);
        if (src == null) {
            return null;
        }
        List<Expr[]> dst = targetSec == null ? src : hostRanges(target, targetSec);
        if (dst == null) {
            return null;
        }
        for (int d = 0; d < src.size(); d++) {
            Long w1 = ex.value(src.get(d)[1]);
            Long w2 = ex.value(dst.get(d)[1]);
            if (w1 != null && w2 != null && !w1.equals(w2)) {
                reporter.error(targetSec.pos(), "'to' section has " + w2 + " elements in dimension " + (d + 1)
                        + " but the copied section has " + w1);
                return null;
            }
        }
        return box(a, src, target, dst, false, where);
    }

    /** The copy into the device copy {@code a} of the whole host variable {@code source} (Mint's two-array copy). */
    private String copyFrom(DeviceArray a, Section source, DirectiveStmt at, String where) {
        Symbol t = SymbolTable.of(ctx).lookup(source.name(), at);
        if (t == null) {
            reporter.error(source.pos(), "'" + source.name() + "' is not declared here");
            return null;
        }
        DataShape host = DataShape.of(t, at, SymbolTable.of(ctx), ex, reporter, source.pos());
        if (host == null) {
            return null;
        }
        List<Expr[]> dev = ranges(a, a.alloc.variable());
        List<Expr[]> src = hostRanges(host, source);
        return dev == null || src == null ? null : box(a, dev, host, src, true, where);
    }

    /** For each dimension: {start, count} of the section, checked against the allocation and the array. */
    private List<Expr[]> ranges(DeviceArray a, Section sec) {
        if (sec.hasSection() && sec.dims().size() != a.rank()) {
            reporter.error(sec.pos(), "section of '" + sec.name() + "' has " + sec.dims().size() + " dimensions but "
                    + (a.shape.isPointer() ? "its shape (" + a.shape.origin() + ")" : "the array") + " has " + a.rank());
            return null;
        }
        List<Expr[]> out = new ArrayList<>();
        for (int d = 0; d < a.rank(); d++) {
            Section.Range r = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
            Expr start = r.isAll() ? a.lo.get(d).copy() : Exprs.wrap(r.start());
            Expr count = r.isAll() ? a.extent.get(d).copy() : ex.simplified(ex.add(ex.sub(Exprs.wrap(r.end()), start.copy()), Exprs.num(1)));
            Long st = ex.value(start);
            Long cn = ex.value(count);
            Long lo = ex.value(a.lo.get(d));
            Long ext = a.extentValue.get(d);
            if (st != null && cn != null && lo != null && ext != null && (st < lo || st + cn > lo + ext || cn <= 0)) {
                reporter.error(r.isAll() ? sec.pos() : r.start().pos(), "section [" + st + ":" + (st + cn - 1) + "] of '" + sec.name()
                        + "' is outside the allocated section [" + lo + ":" + (lo + ext - 1) + "] in dimension " + (d + 1));
                return null;
            }
            out.add(new Expr[] {start, count});
        }
        return out;
    }

    private List<Expr[]> hostRanges(DataShape host, Section sec) {
        if (sec.hasSection() && sec.dims().size() != host.rank()) {
            reporter.error(sec.pos(), "section of '" + sec.name() + "' has " + sec.dims().size() + " dimensions but "
                    + (host.isPointer() ? "its shape (" + host.origin() + ")" : "the array") + " has " + host.rank());
            return null;
        }
        List<Expr[]> out = new ArrayList<>();
        for (int d = 0; d < host.rank(); d++) {
            Section.Range r = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
            Expr start = r.isAll() ? Exprs.num(0) : Exprs.wrap(r.start());
            Expr count = r.isAll() ? host.dims.get(d).copy() : ex.simplified(ex.add(ex.sub(Exprs.wrap(r.end()), start.copy()), Exprs.num(1)));
            Long st = ex.value(start);
            Long cn = ex.value(count);
            Long len = host.dimValues.get(d);
            if (st != null && cn != null && len != null && (st < 0 || st + cn > len)) {
                reporter.error(r.isAll() ? sec.pos() : r.start().pos(), "section [" + st + ":" + (st + cn - 1) + "] of '" + sec.name()
                        + "' is outside the bounds [0:" + (len - 1) + "] of dimension " + (d + 1));
                return null;
            }
            out.add(new Expr[] {start, count});
        }
        return out;
    }

    /** The strided copy (hicuda_copy_box, or its OpenCL counterpart) of a (≤3-D) box between the device copy and a host array. */
    private String box(DeviceArray a, List<Expr[]> dev, DataShape hostShape, List<Expr[]> host, boolean toDevice, String where) {
        int r = a.rank();
        List<Expr> hostDims = new ArrayList<>();
        for (Expr d : hostShape.dims) {
            hostDims.add(d.copy());
        }
        // merge inner dimensions that are fully covered in both arrays
        int firstMerged = r - 1;
        Expr width = dev.get(r - 1)[1];
        for (int d = r - 2; d >= 0; d--) {
            boolean full = same(dev.get(d + 1)[1], a.storedExtent(d + 1)) && same(host.get(d + 1)[1], hostDims.get(d + 1))
                    && full(d + 1, dev, a, host, hostDims);
            if (!full) {
                break;
            }
            width = ex.mul(dev.get(d)[1], width);
            firstMerged = d;
        }
        int unmerged = firstMerged;
        if (unmerged > 2) {
            reporter.error(a.alloc.variable().pos(), "copying this section of '" + a.host.name()
                    + "' needs more than a 3-D strided copy; sections of more than 3 strided dimensions are not supported yet");
            return null;
        }
        String esz = "sizeof(" + p.specs(a.elementSpecs, 0) + ")";
        Expr height = unmerged >= 1 ? dev.get(unmerged - 1)[1] : Exprs.num(1);
        Expr depth = unmerged >= 2 ? dev.get(unmerged - 2)[1] : Exprs.num(1);
        Expr dPitch = Exprs.num(1);
        Expr hPitch = Exprs.num(1);
        for (int k = unmerged; k < r; k++) {
            dPitch = ex.mul(dPitch, a.storedExtent(k));
            hPitch = ex.mul(hPitch, hostDims.get(k).copy());
        }
        Expr dY = unmerged >= 2 ? a.extent.get(unmerged - 1).copy() : Exprs.num(1);
        Expr hY = unmerged >= 2 ? hostDims.get(unmerged - 1).copy() : Exprs.num(1);
        List<Expr> hostStart = new ArrayList<>();
        for (Expr[] h : host) {
            hostStart.add(h[0]);
        }
        String hp = hostShape.hostAddress(hostStart, ex, p);
        Expr lin = null;
        for (int d = 0; d < r; d++) {
            Expr i = ex.sub(dev.get(d)[0].copy(), a.lo.get(d).copy());
            lin = lin == null ? i : ex.add(ex.mul(lin, a.storedExtent(d)), i);
        }
        Long zero = ex.value(lin);
        String dp;
        if (a.rows) {
            StringBuilder sb = new StringBuilder("&" + a.deviceName());
            for (int d = 0; d < r; d++) {
                sb.append('[').append(p.expr(ex.sub(dev.get(d)[0].copy(), a.lo.get(d).copy()))).append(']');
            }
            dp = sb.toString();
        } else {
            dp = zero != null && zero == 0 ? a.deviceName() : a.deviceName() + " + " + p.expr(lin, 13);
        }
        String offset = zero != null && zero == 0 ? "0" : p.expr(Exprs.paren(lin, 13)) + " * " + esz;
        HostApi.DeviceAddress device = new HostApi.DeviceAddress(dp, a.deviceName(), offset);
        Long elementBytes = a.shape.element.size();
        Expr total = ex.mul(ex.mul(ex.mul(depth.copy(), height.copy()), width.copy()),
                elementBytes != null ? Exprs.num(elementBytes) : Exprs.id(esz));
        Long rows = ex.value(ex.mul(depth.copy(), height.copy()));
        ctx.report().add("data " + where + ": " + (toDevice ? "host to device, " : "device to host, ") + p.expr(total) + " bytes"
                + (rows != null && rows == 1 ? " in one contiguous run"
                : " as " + (unmerged >= 2 ? p.expr(depth) + " x " : "") + p.expr(height) + " runs of " + p.expr(width)
                + " elements (one strided " + (unmerged >= 2 ? "3-D" : "2-D") + " copy)"));
        String w = p.expr(Exprs.paren(width, 13)) + " * " + esz;
        String dpitch = p.expr(Exprs.paren(dPitch, 13)) + " * " + esz;
        String hpitch = p.expr(Exprs.paren(hPitch, 13)) + " * " + esz;
        return api.copyBox(device, hp, toDevice, dpitch, p.expr(dY), hpitch, p.expr(hY), w, p.expr(height), p.expr(depth), where);
    }

    private boolean full(int d, List<Expr[]> dev, DeviceArray a, List<Expr[]> host, List<Expr> hostDims) {
        Long ds = ex.value(dev.get(d)[0]);
        Long lo = ex.value(a.lo.get(d));
        Long hs = ex.value(host.get(d)[0]);
        return ds != null && lo != null && ds.equals(lo) && hs != null && hs == 0;
    }

    private boolean same(Expr x, Expr y) {
        Long a = ex.value(x);
        Long b = ex.value(y);
        if (a != null && b != null) {
            return a.equals(b);
        }
        return p.expr(x).equals(p.expr(y));
    }
}
