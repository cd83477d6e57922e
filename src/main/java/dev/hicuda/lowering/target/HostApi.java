package dev.hicuda.lowering.target;

import dev.hicuda.pass.Target;

import java.util.List;

/**
 * The calls the host program (C) makes into the device runtime, as the lowering writes them: the
 * CUDA runtime API for the CUDA target and the CPU emulation (which implements that API), or
 * hicuda's OpenCL runtime ({@code hicuda_opencl.h}, on the OpenCL 1.2 API) for the OpenCL target.
 * Every call reports a failure with the text {@code what} (the directive's file:line and what it
 * was doing) and exits.
 *
 * <p>A device copy is a typed device pointer in CUDA ({@code float (*g_A)[256]}) and a buffer in
 * OpenCL ({@code cl_mem g_A}); a place inside it is a {@link DeviceAddress}, which carries both
 * spellings.
 */
public interface HostApi {
    /** The API of {@code target}'s host programs. */
    static HostApi of(Target target) {
        return target == Target.opencl ? OpenClHostApi.INSTANCE : CudaHostApi.INSTANCE;
    }

    /**
     * A place in device memory: the device pointer expression (CUDA), or the buffer and the byte
     * offset into it (OpenCL).
     */
    record DeviceAddress(String pointer, String buffer, String byteOffset) {
    }

    /**
     * Declares the device copy {@code name} and allocates {@code bytes} for it;
     * {@code pointerDeclaration} is its declaration as a typed device pointer, without the semicolon.
     */
    List<String> allocate(String pointerDeclaration, String name, String bytes, String what);

    /**
     * Declares {@code name}, a second name for a device copy of the same type as device copy
     * {@code like}, set to device copy {@code init} (null: uninitialized), for the host's pointer swaps.
     */
    String alias(String like, String name, String init);

    /** Sets the {@code bytes} of a device copy to zero. */
    String clear(String name, String bytes, String what);

    /** Frees a device copy. */
    String release(String name, String what);

    /**
     * The statements after a launch of a kernel ({@code what}: its directive's place and name): the
     * host does not wait for the kernel, but notes it as in flight ({@code hicuda_launched},
     * {@code hicuda_cl_launched}) for the next wait's error report.
     */
    List<String> launched(String what);

    /**
     * The statements with which the host waits for the kernels in flight before it needs the device's
     * results ({@code what}: the place and the directive that needs them).
     */
    List<String> waitForKernels(String what);

    /**
     * The statements around a launch that time it for {@code --profile}: {@code before} the launch
     * and {@code after} it.
     */
    Profiled profiled(String kernel, String where, String what);

    /** A launch's profiling statements, before and after it. */
    record Profiled(List<String> before, List<String> after) {
    }

    /**
     * Copies a box of {@code depth} x {@code height} rows of {@code width} bytes between the device
     * and host memory, each side with its row pitch and its rows per slice (all C expressions).
     */
    String copyBox(DeviceAddress device, String host, boolean toDevice, String devicePitch, String deviceRows, String hostPitch,
                   String hostRows, String width, String height, String depth, String what);

    /** Copies {@code bytes} contiguous bytes from host memory at {@code host} to the device. */
    String copyIn(DeviceAddress device, String host, String bytes, String what);

    /**
     * The constant pool of {@code poolBytes} bytes at byte {@code offset}, as a target of copies;
     * {@code addressFunction} is the device file's function that returns its address (CUDA).
     */
    DeviceAddress constantPool(String addressFunction, long poolBytes, long offset, String what);

    /** The declarations of a launch's grid: the thread blocks (work-groups) and the threads in each (work-items). */
    List<String> launchGeometry(String kernel, List<String> blocks, List<String> threads);

    /** A kernel argument as the launch function takes it. */
    dev.hicuda.ir.expr.Expr argument(dev.hicuda.ir.expr.Expr arg);

    /**
     * The statement text that launches {@code kernel} through its launch function with the
     * grid declared by {@link #launchGeometry}, {@code sharedBytes} of shared (local) memory per
     * block, and the kernel's arguments (already printed), reporting failures as {@code what}.
     */
    String launch(String kernel, String launcher, long sharedBytes, List<String> args, String what);
}
