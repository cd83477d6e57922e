# hicuda's CMake package (issue 16), installed as PREFIX/lib/cmake/hicuda/hicudaConfig.cmake.
#
#   find_package(hicuda REQUIRED)       # finds it under CMAKE_PREFIX_PATH, or beside a hicuda on PATH
#   hicuda_add_executable(<target> <source>...
#                         [TARGET cuda|cpu]                  # default cuda
#                         [CUDA_ARCHITECTURES <arch>...]     # default 90 (sm_90)
#                         [OPTIONS <hicuda translate option>...])
#
# Each .c source is translated at build time by 'hicuda translate' into a device file and a host
# program in ${CMAKE_CURRENT_BINARY_DIR}/hicuda/<target>/, then compiled: for TARGET cuda the device
# file as CUDA (nvcc; enable the CUDA language first) and the host program as C; for TARGET cpu the
# device file as GNU C++17 with the CPU emulation's runtime headers and the host program as C, linked with
# threads.  The translation is redone when the source, a header it includes (hicuda translate -MD
# writes the list, read through add_custom_command's DEPFILE) or hicuda itself changes.  Other sources
# (.cu, .cpp, objects, libraries) join the executable as they are.
#
# The target's include directories and compile definitions (target_include_directories,
# target_compile_definitions) reach the translation as -I and -D options, as well as the compilers.
# OPTIONS are hicuda's own options (--opt=..., -Werror, --race-check with TARGET cpu, ...); -I and -D
# given there are moved to the target's include directories and definitions.
#
# Variables: HICUDA_EXECUTABLE (the hicuda command), HICUDA_RUNTIME_DIR (the CPU emulation's headers),
# hicuda_VERSION.

if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "hicuda's CMake package needs CMake 3.20 or later (DEPFILE for the Makefile generators); this is ${CMAKE_VERSION}")
endif()

get_filename_component(_hicuda_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT HICUDA_EXECUTABLE)
  set(HICUDA_EXECUTABLE "${_hicuda_prefix}/bin/hicuda")
endif()
set(HICUDA_JAR "${_hicuda_prefix}/lib/hicuda.jar")
set(HICUDA_RUNTIME_DIR "${_hicuda_prefix}/share/hicuda/runtime")
if(NOT EXISTS "${HICUDA_EXECUTABLE}")
  set(hicuda_FOUND FALSE)
  set(hicuda_NOT_FOUND_MESSAGE "the hicuda command ${HICUDA_EXECUTABLE} is missing; reinstall hicuda")
  return()
endif()

function(hicuda_add_executable target)
  cmake_parse_arguments(PARSE_ARGV 1 _h "" "TARGET" "OPTIONS;CUDA_ARCHITECTURES")
  set(sources ${_h_UNPARSED_ARGUMENTS})
  if(NOT sources)
    message(FATAL_ERROR "hicuda_add_executable(${target}): no sources")
  endif()
  if(NOT _h_TARGET)
    set(_h_TARGET cuda)
  endif()
  if(NOT _h_TARGET MATCHES "^(cuda|cpu)$")
    message(FATAL_ERROR "hicuda_add_executable(${target}): TARGET is cuda or cpu, not '${_h_TARGET}'")
  endif()
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(_h_TARGET STREQUAL "cuda" AND NOT "CUDA" IN_LIST languages)
    message(FATAL_ERROR "hicuda_add_executable(${target}): TARGET cuda compiles CUDA; enable it first: "
                        "project(... LANGUAGES C CUDA) or enable_language(CUDA)")
  endif()
  if(_h_TARGET STREQUAL "cpu" AND NOT ("C" IN_LIST languages AND "CXX" IN_LIST languages))
    message(FATAL_ERROR "hicuda_add_executable(${target}): TARGET cpu compiles C and C++; enable both: project(... LANGUAGES C CXX)")
  endif()
  if(NOT _h_CUDA_ARCHITECTURES)
    set(_h_CUDA_ARCHITECTURES 90)
  endif()

  # -I and -D among the OPTIONS become the target's, so that the compilers see them too.
  set(options "")
  set(includes "")
  set(definitions "")
  set(next "")
  foreach(o IN LISTS _h_OPTIONS)
    if(next STREQUAL "I")
      list(APPEND includes "${o}")
      set(next "")
    elseif(next STREQUAL "D")
      list(APPEND definitions "${o}")
      set(next "")
    elseif(o STREQUAL "-I" OR o STREQUAL "-D")
      string(SUBSTRING "${o}" 1 1 next)
    elseif(o MATCHES "^-I(.+)$")
      list(APPEND includes "${CMAKE_MATCH_1}")
    elseif(o MATCHES "^-D(.+)$")
      list(APPEND definitions "${CMAKE_MATCH_1}")
    else()
      list(APPEND options "${o}")
    endif()
  endforeach()

  set(outdir "${CMAKE_CURRENT_BINARY_DIR}/hicuda/${target}")
  file(MAKE_DIRECTORY "${outdir}")
  set(incs "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(defs "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(built "")
  set(device_files "")
  set(source_dirs "")
  set(stems "")
  foreach(src IN LISTS sources)
    get_filename_component(abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT abs MATCHES "\\.c$")
      list(APPEND built "${abs}")
      continue()
    endif()
    get_filename_component(stem "${abs}" NAME_WLE)
    set(unique "${stem}")
    set(n 2)
    while(unique IN_LIST stems)
      set(unique "${stem}-${n}")
      math(EXPR n "${n} + 1")
    endwhile()
    list(APPEND stems "${unique}")
    if(_h_TARGET STREQUAL "cuda")
      set(device "${outdir}/${unique}.cu")
      set(host "${outdir}/${unique}.host.c")
    else()
      set(device "${outdir}/${unique}.cpu.cpp")
      set(host "${outdir}/${unique}.cpu.host.c")
    endif()
    set(depfile "${outdir}/${unique}.d")
    file(RELATIVE_PATH shown "${CMAKE_CURRENT_SOURCE_DIR}" "${abs}")
    add_custom_command(
      OUTPUT "${device}" "${host}"
      COMMAND "${HICUDA_EXECUTABLE}" translate --target ${_h_TARGET} ${options}
              "$<$<BOOL:${incs}>:-I$<JOIN:${incs},;-I>>"
              "$<$<BOOL:${defs}>:-D$<JOIN:${defs},;-D>>"
              -MD -MF "${depfile}" -MT "${device}" -o "${device}" "${abs}"
      DEPENDS "${abs}" "${HICUDA_EXECUTABLE}" "${HICUDA_JAR}"
      DEPFILE "${depfile}"
      COMMENT "hicuda: translating ${shown} (${_h_TARGET})"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    list(APPEND built "${device}" "${host}")
    list(APPEND device_files "${device}")
    get_filename_component(dir "${abs}" DIRECTORY)
    list(APPEND source_dirs "${dir}")
  endforeach()
  list(REMOVE_DUPLICATES source_dirs)

  add_executable(${target} ${built})
  # for #include "..." beside each source, as when the source itself is compiled
  target_include_directories(${target} PRIVATE ${source_dirs} ${includes})
  if(definitions)
    target_compile_definitions(${target} PRIVATE ${definitions})
  endif()
  if(_h_TARGET STREQUAL "cuda")
    set_target_properties(${target} PROPERTIES CUDA_ARCHITECTURES "${_h_CUDA_ARCHITECTURES}")
    # the host program (C) calls the CUDA runtime API
    target_include_directories(${target} PRIVATE ${CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES})
    set_target_properties(${target} PROPERTIES LINKER_LANGUAGE CUDA)
  else()
    find_package(Threads REQUIRED)
    # the runtime headers hicuda_cpu.h and hicuda_cpu_host.h are written beside the translation
    target_include_directories(${target} PRIVATE "${outdir}")
    set_source_files_properties(${device_files} PROPERTIES COMPILE_OPTIONS "-w")
    # GNU C++17, as nvcc reads device code (GNU typeof and the like)
    set_target_properties(${target} PROPERTIES CXX_STANDARD 17 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS ON LINKER_LANGUAGE CXX)
    target_link_libraries(${target} PRIVATE Threads::Threads)
  endif()
  if(UNIX)
    target_link_libraries(${target} PRIVATE m)
  endif()
endfunction()
