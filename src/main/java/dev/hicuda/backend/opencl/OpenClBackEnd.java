package dev.hicuda.backend.opencl;

import dev.hicuda.backend.BackEnd;
import dev.hicuda.backend.Output;
import dev.hicuda.backend.RuntimeHeaders;
import dev.hicuda.ir.decl.DeviceUnit;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Dialect;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.Map;

/**
 * The OpenCL target (docs/opencl.md): the kernels in OpenCL C 1.2 ({@code IN.cl}, the main output)
 * and the host program in C on the OpenCL 1.2 API ({@code IN.host.c}), which embeds the kernels'
 * text (see {@link ProgramEmbedding} for why) and includes the runtime {@code hicuda_opencl.h},
 * written beside it.  The lowering gives the host program its OpenCL calls and launch functions;
 * this back end respells the device unit as OpenCL C ({@link OpenClDeviceCode}) and prints both.
 */
public final class OpenClBackEnd implements BackEnd {
    /** The runtime header the host program includes. */
    public static final String RUNTIME_HEADER = "hicuda_opencl.h";

    /** No kernel launches appear in OpenCL C (the host enqueues kernels); shared memory is a parameter. */
    private static final Dialect DIALECT = new Dialect() {
        @Override
        public String kernelLaunch(dev.hicuda.ir.expr.KernelLaunch launch, CPrinter printer) {
            throw new IllegalStateException("a kernel launch in OpenCL C device code");
        }

        @Override
        public String dynamicSharedBuffer(String name) {
            throw new IllegalStateException("a dynamic shared buffer left in OpenCL C device code");
        }
    };

    @Override
    public Target target() {
        return Target.opencl;
    }

    @Override
    public String outputSuffix() {
        return ".cl";
    }

    @Override
    public Output emit(TranslationUnit tu, PassContext ctx) {
        DeviceUnit device = tu.device();
        new OpenClDeviceCode(ctx.reporter()).rewrite(device);
        CPrinter printer = new CPrinter(DIALECT, true).recordingSourceLines();
        String cl = printer.print(device.unit());
        String host = new CPrinter(Dialect.C, true).print(tu);
        if (host.contains("#include \"" + RUNTIME_HEADER + "\"")) {
            String clFile = java.nio.file.Path.of(tu.fileName()).getFileName().toString().replaceFirst("\\.[^.]*$", "") + ".cl";
            host += ProgramEmbedding.define(cl, clFile, printer.sourceLines());
        }
        return new Output(cl, host, Map.of(RUNTIME_HEADER, RuntimeHeaders.text(RUNTIME_HEADER)), ctx.report().render());
    }
}
