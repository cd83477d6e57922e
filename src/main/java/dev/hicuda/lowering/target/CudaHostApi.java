package dev.hicuda.lowering.target;

import java.util.ArrayList;
import java.util.List;

/**
 * The CUDA runtime API, checked by {@code hicuda_check} (CUDA target, and the CPU emulation,
 * which implements the same API); strided copies go through {@code hicuda_copy_box} (the
 * preamble's helper: one cudaMemcpy, cudaMemcpy2D or cudaMemcpy3D).
 */
final class CudaHostApi implements HostApi {
    static final CudaHostApi INSTANCE = new CudaHostApi();

    private CudaHostApi() {
    }

    private static String check(String call, String what) {
        return "hicuda_check(" + call + ", \"" + what + "\");";
    }

    @Override
    public List<String> allocate(String pointerDeclaration, String name, String bytes, String what) {
        return List.of(pointerDeclaration + ";", check("cudaMalloc((void **) &" + name + ", " + bytes + ")", what));
    }

    /** The host program is C: GNU C's {@code __typeof__} names the device pointer's type. */
    @Override
    public String alias(String like, String name, String init) {
        return "__typeof__(" + like + ") " + name + (init == null ? "" : " = " + init) + ";";
    }

    @Override
    public String clear(String name, String bytes, String what) {
        return check("cudaMemset(" + name + ", 0, " + bytes + ")", what);
    }

    @Override
    public String release(String name, String what) {
        return check("cudaFree(" + name + ")", what);
    }

    @Override
    public List<String> launched(String what) {
        return List.of("hicuda_launched(\"" + what + "\");");
    }

    @Override
    public List<String> waitForKernels(String what) {
        return List.of("hicuda_wait(\"" + what + "\");");
    }

    /** The region's events live in a static structure of the launch's block, registered at its first launch. */
    @Override
    public Profiled profiled(String kernel, String where, String what) {
        String r = "hicuda_profile_" + kernel;
        return new Profiled(List.of("static struct hicuda_profile " + r + " = {.kernel = \"" + kernel + "\", .where = \"" + where + "\"};",
                "hicuda_profile_begin(&" + r + ", \"" + what + "\");"),
                List.of("hicuda_profile_end(&" + r + ", \"" + what + "\");"));
    }

    @Override
    public String copyBox(DeviceAddress device, String host, boolean toDevice, String devicePitch, String deviceRows, String hostPitch,
                          String hostRows, String width, String height, String depth, String what) {
        String d = device.pointer() + ", " + devicePitch + ", " + deviceRows;
        String h = host + ", " + hostPitch + ", " + hostRows;
        return "hicuda_copy_box(" + (toDevice ? d + ", " + h : h + ", " + d) + ", " + width + ", " + height + ", " + depth
                + (toDevice ? ", cudaMemcpyHostToDevice" : ", cudaMemcpyDeviceToHost") + ", \"" + what + "\");";
    }

    @Override
    public String copyIn(DeviceAddress device, String host, String bytes, String what) {
        return check("cudaMemcpy(" + device.pointer() + ", " + host + ", " + bytes + ", cudaMemcpyHostToDevice)", what);
    }

    /** The pool is a {@code __constant__} array of the device file, whose address a function there returns. */
    @Override
    public DeviceAddress constantPool(String addressFunction, long poolBytes, long offset, String what) {
        return new DeviceAddress("(unsigned char *) " + addressFunction + "() + " + offset, null, null);
    }

    @Override
    public List<String> launchGeometry(String kernel, List<String> blocks, List<String> threads) {
        return List.of("dim3 " + kernel + "_grid = {" + String.join(", ", blocks) + "};",
                "dim3 " + kernel + "_block = {" + String.join(", ", threads) + "};");
    }

    @Override
    public dev.hicuda.ir.expr.Expr argument(dev.hicuda.ir.expr.Expr arg) {
        return arg;
    }

    @Override
    public String launch(String kernel, String launcher, long sharedBytes, List<String> args, String what) {
        List<String> all = new ArrayList<>(List.of(kernel + "_grid", kernel + "_block", Long.toString(sharedBytes), "0"));
        all.addAll(args);
        return check(launcher + "(" + String.join(", ", all) + ")", what);
    }
}
