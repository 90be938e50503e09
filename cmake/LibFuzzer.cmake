# SPDX-License-Identifier: GPL-3.0-or-later
# libFuzzer targets of parsers, built with clang (the project's compiler may be
# GCC) against core sources and QtCore, and run for a bounded time by ctest.
# Without a libFuzzer-capable clang the test fails and says why: never a
# silent skip.
#
# The core sources the fuzzers need are compiled once, instrumented, into one
# archive (librocmtune_fuzz_core.a) that every fuzzer links: one compile per
# file and per build, in parallel, instead of one serial compile of the whole
# list per fuzzer. The archive takes whole folders (globbed), so a parser that
# starts to call into a new file of those folders links without a list to
# update; the linker takes from it only the objects a fuzzer uses.
#
# rocmtune_add_libfuzzer(<executable> TEST <ctest name> LABELS <labels...>
#                        SCRIPT <runner> CORPUS <dir> SOURCES <fuzz target .cpp...>)
find_program(ROCMTUNE_FUZZ_CLANGXX NAMES clang++-14 clang++)
set(ROCMTUNE_FUZZER_OK FALSE)
if(ROCMTUNE_FUZZ_CLANGXX)
  file(WRITE ${CMAKE_BINARY_DIR}/fuzz_probe.cpp
       "extern \"C\" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long) { return 0; }\n")
  execute_process(COMMAND ${ROCMTUNE_FUZZ_CLANGXX} -fsanitize=fuzzer ${CMAKE_BINARY_DIR}/fuzz_probe.cpp
                          -o ${CMAKE_BINARY_DIR}/fuzz_probe
                  RESULT_VARIABLE rocmtune_fuzz_probe_result OUTPUT_QUIET ERROR_QUIET)
  if(rocmtune_fuzz_probe_result EQUAL 0)
    set(ROCMTUNE_FUZZER_OK TRUE)
  endif()
endif()

# What the fuzzers parse with: the tuning request and profile parsers, their
# values, the controls' JSON slices (every control folder) and the backend
# interfaces they name.
file(GLOB_RECURSE ROCMTUNE_FUZZ_CORE_SOURCES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/core/tuning/controls/*.cpp)
file(GLOB ROCMTUNE_FUZZ_BACKEND_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/core/backends/*.cpp)
list(APPEND ROCMTUNE_FUZZ_CORE_SOURCES ${ROCMTUNE_FUZZ_BACKEND_SOURCES}
     ${PROJECT_SOURCE_DIR}/core/tuning/route/TuningRequest.cpp ${PROJECT_SOURCE_DIR}/core/tuning/TuningValues.cpp
     ${PROJECT_SOURCE_DIR}/core/tuning/JsonStrict.cpp ${PROJECT_SOURCE_DIR}/core/tuning/policy/FanLimits.cpp ${PROJECT_SOURCE_DIR}/core/i18n/ListText.cpp
     ${PROJECT_SOURCE_DIR}/core/profiles/ProfileJson.cpp ${PROJECT_SOURCE_DIR}/core/profiles/Profile.cpp)

set(ROCMTUNE_FUZZ_FLAGS -std=c++20 -g -O1 -fPIC)

# One instrumented object per source (header dependencies through a depfile).
# Sets <out_var> to the objects' paths, in the order of the sources.
function(rocmtune_fuzz_objects out_var)
  set(objects)
  foreach(source ${ARGN})
    file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${source})
    set(object ${CMAKE_BINARY_DIR}/fuzz-objects/${rel}.o)
    get_filename_component(object_dir ${object} DIRECTORY)
    file(MAKE_DIRECTORY ${object_dir})
    add_custom_command(
      OUTPUT ${object}
      COMMAND ${ROCMTUNE_FUZZ_CLANGXX} ${ROCMTUNE_FUZZ_FLAGS} -fsanitize=fuzzer-no-link,address,undefined
              ${ROCMTUNE_FUZZ_INCLUDES} -MD -MF ${object}.d -c ${source} -o ${object}
      DEPENDS ${source}
      DEPFILE ${object}.d
      COMMENT "Compiling ${rel} for the libFuzzer targets"
      VERBATIM)
    list(APPEND objects ${object})
  endforeach()
  set(${out_var} ${objects} PARENT_SCOPE)
endfunction()

if(ROCMTUNE_FUZZER_OK)
  get_target_property(qt_core_includes Qt6::Core INTERFACE_INCLUDE_DIRECTORIES)
  set(ROCMTUNE_FUZZ_INCLUDES -I${PROJECT_SOURCE_DIR} -I${CMAKE_BINARY_DIR}/generated)
  foreach(dir ${qt_core_includes})
    list(APPEND ROCMTUNE_FUZZ_INCLUDES -I${dir})
  endforeach()
  rocmtune_fuzz_objects(fuzz_core_objects ${ROCMTUNE_FUZZ_CORE_SOURCES})
  set(ROCMTUNE_FUZZ_CORE_ARCHIVE ${CMAKE_BINARY_DIR}/fuzz-objects/librocmtune_fuzz_core.a)
  add_custom_command(
    OUTPUT ${ROCMTUNE_FUZZ_CORE_ARCHIVE}
    COMMAND ${CMAKE_COMMAND} -E rm -f ${ROCMTUNE_FUZZ_CORE_ARCHIVE}
    COMMAND ${CMAKE_AR} qcs ${ROCMTUNE_FUZZ_CORE_ARCHIVE} ${fuzz_core_objects}
    DEPENDS ${fuzz_core_objects}
    COMMENT "Archiving the core sources for the libFuzzer targets"
    VERBATIM)
  add_custom_target(rocmtune_fuzz_core DEPENDS ${ROCMTUNE_FUZZ_CORE_ARCHIVE})
endif()

function(rocmtune_add_libfuzzer name)
  cmake_parse_arguments(FUZZ "" "TEST;SCRIPT;CORPUS" "LABELS;SOURCES" ${ARGN})
  if(NOT ROCMTUNE_FUZZER_OK)
    add_test(NAME ${FUZZ_TEST}
             COMMAND sh -c "echo 'clang++ with -fsanitize=fuzzer is missing: run scripts/setup.sh (clang, libclang-rt-14-dev)' >&2; exit 1")
    set_tests_properties(${FUZZ_TEST} PROPERTIES LABELS "${FUZZ_LABELS}")
    return()
  endif()
  rocmtune_fuzz_objects(objects ${FUZZ_SOURCES})
  # Not <binary dir>/<name>: that is the custom target's own path for Ninja.
  set(output ${CMAKE_CURRENT_BINARY_DIR}/libfuzzer/${name})
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/libfuzzer)
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${ROCMTUNE_FUZZ_CLANGXX} -fsanitize=fuzzer,address,undefined ${objects} ${ROCMTUNE_FUZZ_CORE_ARCHIVE}
            $<TARGET_LINKER_FILE:Qt6::Core> -o ${output}
    DEPENDS ${objects} ${ROCMTUNE_FUZZ_CORE_ARCHIVE}
    COMMENT "Linking the libFuzzer target ${name}"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS ${output})
  add_dependencies(${name} rocmtune_fuzz_core)
  add_test(NAME ${FUZZ_TEST} COMMAND ${FUZZ_SCRIPT} ${output} ${FUZZ_CORPUS} 10)
  set_tests_properties(${FUZZ_TEST} PROPERTIES LABELS "${FUZZ_LABELS}" TIMEOUT 120)
endfunction()
