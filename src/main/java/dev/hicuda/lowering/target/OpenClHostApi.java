package dev.hicuda.lowering.target;

import java.util.ArrayList;
import java.util.List;

/**
 * hicuda's OpenCL runtime ({@code hicuda_opencl.h}, written beside the output): device copies
 * are {@code cl_mem} buffers, places in them a buffer and a byte offset; every helper checks
 * each OpenCL call it makes and reports a failure with the text it is given (the directive's
 * file:line). Copies are blocking, as cudaMemcpy is; kernels run in one in-order queue.
 */
final class OpenClHostApi implements HostApi {
    static final OpenClHostApi INSTANCE = new OpenClHostApi();

    private OpenClHostApi() {
    }

    private static String quoted(String what) {
        return "\"" + what + "\"";
    }

    @Override
    public List<String> allocate(String pointerDeclaration, String name, String bytes, String what) {
        return List.of("cl_mem " + name + " = hicuda_cl_alloc(" + bytes + ", " + quoted(what) + ");");
    }

    @Override
    public String alias(String like, String name, String init) {
        return "cl_mem " + name + (init == null ? "" : " = " + init) + ";";
    }

    @Override
    public String clear(String name, String bytes, String what) {
        return "hicuda_cl_clear(" + name + ", " + bytes + ", " + quoted(what) + ");";
    }

    @Override
    public String release(String name, String what) {
        return "hicuda_cl_free(" + name + ", " + quoted(what) + ");";
    }

    @Override
    public List<String> launched(String what) {
        return List.of("hicuda_cl_launched(" + quoted(what) + ");");
    }

    @Override
    public List<String> waitForKernels(String what) {
        return List.of("hicuda_cl_wait(" + quoted(what) + ");");
    }

    /** The region's events (from the profiling queue) live in a static structure of the launch's block. */
    @Override
    public Profiled profiled(String kernel, String where, String what) {
        String r = "hicuda_profile_" + kernel;
        return new Profiled(List.of("static struct hicuda_cl_profile " + r + " = {.kernel = " + quoted(kernel) + ", .where = "
                + quoted(where) + "};", "hicuda_cl_profile_begin(&" + r + ", " + quoted(what) + ");"),
                List.of("hicuda_cl_profile_end(&" + r + ", " + quoted(what) + ");"));
    }

    @Override
    public String copyBox(DeviceAddress device, String host, boolean toDevice, String devicePitch, String deviceRows, String hostPitch,
                          String hostRows, String width, String height, String depth, String what) {
        return "hicuda_cl_copy_box(" + (toDevice ? "HICUDA_CL_TO_DEVICE" : "HICUDA_CL_TO_HOST") + ", " + device.buffer() + ", "
                + device.byteOffset() + ", " + devicePitch + ", " + deviceRows + ", " + host + ", " + hostPitch + ", " + hostRows
                + ", " + width + ", " + height + ", " + depth + ", " + quoted(what) + ");";
    }

    @Override
    public String copyIn(DeviceAddress device, String host, String bytes, String what) {
        return "hicuda_cl_write(" + device.buffer() + ", " + device.byteOffset() + ", " + host + ", " + bytes + ", " + quoted(what) + ");";
    }

    /**
     * The pool is a {@code __constant} buffer that the runtime makes on first use and passes to every kernel: the
     * file's own ({@code addressFunction} null), or the one that a file's {@code addressFunction} returns (a program
     * of several files, in which each file has its pool, as each CUDA device file has).
     */
    @Override
    public DeviceAddress constantPool(String addressFunction, long poolBytes, long offset, String what) {
        String buffer = addressFunction == null ? "hicuda_cl_constant_pool(" + poolBytes + ", " + quoted(what) + ")"
                : addressFunction + "(" + quoted(what) + ")";
        return new DeviceAddress(null, buffer, Long.toString(offset));
    }

    @Override
    public List<String> launchGeometry(String kernel, List<String> blocks, List<String> threads) {
        return List.of("size_t " + kernel + "_groups[3] = {" + String.join(", ", blocks) + "}; /* work-groups (thread blocks) */",
                "size_t " + kernel + "_items[3] = {" + String.join(", ", threads) + "}; /* work-items (threads) per work-group */");
    }

    /** A device copy passed as another pointer type ({@code (float *) g_p}) is the same buffer. */
    @Override
    public dev.hicuda.ir.expr.Expr argument(dev.hicuda.ir.expr.Expr arg) {
        dev.hicuda.ir.expr.Expr a = arg;
        while (a instanceof dev.hicuda.ir.expr.Cast c) {
            a = c.operand();
        }
        return a;
    }

    @Override
    public String launch(String kernel, String launcher, long sharedBytes, List<String> args, String what) {
        List<String> all = new ArrayList<>(List.of(kernel + "_groups", kernel + "_items"));
        all.addAll(args);
        all.add(quoted(what));
        return launcher + "(" + String.join(", ", all) + ");";
    }
}
