package dev.hicuda.backend;

import java.util.Map;

/**
 * What a back end produces: the main file (the device file for the GPU and CPU targets, the
 * program for {@code --target c}), the host program when the target splits the program in two
 * (C, compiled by the C compiler and linked with the main file; null otherwise), files to write
 * beside them (runtime headers), and the {@code --report} text.
 */
public record Output(String mainText, String hostText, Map<String, String> extraFiles, String report) {
    /** The host program's file name for a main output file: {@code vecadd.cu} → {@code vecadd.host.c}. */
    public static String hostFileName(String mainFileName) {
        int dot = mainFileName.lastIndexOf('.');
        return (dot > 0 ? mainFileName.substring(0, dot) : mainFileName) + ".host.c";
    }
}
