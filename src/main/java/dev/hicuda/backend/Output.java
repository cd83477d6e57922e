package dev.hicuda.backend;

import java.util.Map;

/** The text a back end produces: the main file, files to write beside it, and the --report text. */
public record Output(String mainText, Map<String, String> extraFiles, String report) {
}
