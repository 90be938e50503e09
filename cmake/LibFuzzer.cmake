# SPDX-License-Identifier: GPL-3.0-or-later
# libFuzzer targets of parsers, built with clang (the project's compiler may be
# GCC) against core sources and QtCore, and run for a bounded time by ctest.
# Without a libFuzzer-capable clang the test fails and says why: never a
# silent skip.
#
# The core sources the fuzzers need are compiled once, instrumented, into one
# archive (librocmtune_fuzz_core.a) that every fuzzer links. Like the product's
# targets they are compiled in unity batches (ROCMTUNE_UNITY_BUILD, batches of
# at most ROCMTUNE_UNITY_BATCH_SIZE files), so Qt's headers are parsed once a
# batch: the 36 files take 56 s of CPU as 3 batches, against 246 s for 42
# files (the whole core/backends folder) compiled one by one
# (BENCHMARKS.md "CI time"). A batch is linked whole, so the list holds only
# what the fuzzers link: the controls folder (globbed: every control is a
# parser's), the backend interfaces they name and the parsers themselves. A
# parser that starts to call into a file outside the list fails to link with
# the missing symbol's name: add that file here.
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
# interfaces they name (not the rest of core/backends: the registry, device
# set, GPU list, PCI names and the driver-files backend, which no parser calls).
file(GLOB_RECURSE ROCMTUNE_FUZZ_CORE_SOURCES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/core/tuning/controls/*.cpp)
list(APPEND ROCMTUNE_FUZZ_CORE_SOURCES
     ${PROJECT_SOURCE_DIR}/core/backends/Backend.cpp ${PROJECT_SOURCE_DIR}/core/backends/DeviceControls.cpp
     ${PROJECT_SOURCE_DIR}/core/backends/FanSettings.cpp ${PROJECT_SOURCE_DIR}/core/backends/FanVoltageControls.cpp
     ${PROJECT_SOURCE_DIR}/core/backends/DriverValues.cpp ${PROJECT_SOURCE_DIR}/core/i18n/UnitText.cpp
     ${PROJECT_SOURCE_DIR}/core/tuning/route/TuningRequest.cpp ${PROJECT_SOURCE_DIR}/core/tuning/TuningValues.cpp
     ${PROJECT_SOURCE_DIR}/core/tuning/JsonStrict.cpp ${PROJECT_SOURCE_DIR}/core/tuning/policy/FanLimits.cpp ${PROJECT_SOURCE_DIR}/core/i18n/ListText.cpp
     ${PROJECT_SOURCE_DIR}/core/profiles/ProfileJson.cpp ${PROJECT_SOURCE_DIR}/core/profiles/Profile.cpp)

set(ROCMTUNE_FUZZ_FLAGS -std=c++20 -g -O1 -fPIC)

# One instrumented object per source (header dependencies through a depfile).
# Sets <out_var> to the objects' paths, in the order of the sources.
function(rocmtune_fuzz_objects out_var)
  set(objects)
  foreach(source ${ARGN})
    string(FIND "${source}" "${CMAKE_BINARY_DIR}/fuzz-objects/" generated)
    if(generated EQUAL 0) # a unity batch
      file(RELATIVE_PATH rel ${CMAKE_BINARY_DIR}/fuzz-objects ${source})
    else()
      file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${source})
    endif()
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
  set(fuzz_core_sources ${ROCMTUNE_FUZZ_CORE_SOURCES})
  if(ROCMTUNE_UNITY_BUILD)
    # Balanced batches (the same files in the same batch from one configure to
    # the next; a batch file is rewritten only when its list changes).
    list(SORT fuzz_core_sources)
    list(LENGTH fuzz_core_sources source_count)
    math(EXPR batch_count "(${source_count} + ${ROCMTUNE_UNITY_BATCH_SIZE} - 1) / ${ROCMTUNE_UNITY_BATCH_SIZE}")
    set(batches)
    foreach(batch RANGE 1 ${batch_count})
      set(batch_text "/* generated by cmake/LibFuzzer.cmake: one unity batch of the fuzzers' core sources */\n")
      foreach(position RANGE ${batch} ${source_count} ${batch_count})
        math(EXPR index "${position} - 1")
        list(GET fuzz_core_sources ${index} source)
        string(APPEND batch_text "#include \"${source}\"\n")
      endforeach()
      set(batch_file ${CMAKE_BINARY_DIR}/fuzz-objects/unity/fuzz_core_${batch}.cpp)
      file(CONFIGURE OUTPUT ${batch_file} CONTENT "${batch_text}" @ONLY)
      list(APPEND batches ${batch_file})
    endforeach()
    set(fuzz_core_sources ${batches})
  endif()
  rocmtune_fuzz_objects(fuzz_core_objects ${fuzz_core_sources})
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
