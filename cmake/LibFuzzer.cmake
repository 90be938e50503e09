# SPDX-License-Identifier: GPL-3.0-or-later
# libFuzzer targets of parsers, built with clang (the project's compiler may be
# GCC) against core sources and QtCore, and run for a bounded time by ctest.
# Without a libFuzzer-capable clang the test fails and says why: never a
# silent skip.
#
# rocmtune_add_libfuzzer(<executable> TEST <ctest name> LABELS <labels...>
#                        SCRIPT <runner> CORPUS <dir> SOURCES <.cpp...> HEADERS <.h...>)
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

function(rocmtune_add_libfuzzer name)
  cmake_parse_arguments(FUZZ "" "TEST;SCRIPT;CORPUS" "LABELS;SOURCES;HEADERS" ${ARGN})
  if(NOT ROCMTUNE_FUZZER_OK)
    add_test(NAME ${FUZZ_TEST}
             COMMAND sh -c "echo 'clang++ with -fsanitize=fuzzer is missing: run scripts/setup.sh (clang, libclang-rt-14-dev)' >&2; exit 1")
    set_tests_properties(${FUZZ_TEST} PROPERTIES LABELS "${FUZZ_LABELS}")
    return()
  endif()
  get_target_property(qt_core_includes Qt6::Core INTERFACE_INCLUDE_DIRECTORIES)
  set(includes -I${PROJECT_SOURCE_DIR}/core -I${CMAKE_BINARY_DIR}/generated)
  foreach(dir ${qt_core_includes})
    list(APPEND includes -I${dir})
  endforeach()
  set(output ${CMAKE_CURRENT_BINARY_DIR}/${name})
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${ROCMTUNE_FUZZ_CLANGXX} -std=c++20 -g -O1 -fPIC -fsanitize=fuzzer,address,undefined ${includes}
            ${FUZZ_SOURCES} $<TARGET_LINKER_FILE:Qt6::Core> -o ${output}
    DEPENDS ${FUZZ_SOURCES} ${FUZZ_HEADERS}
    COMMENT "Building the libFuzzer target ${name}"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS ${output})
  add_test(NAME ${FUZZ_TEST} COMMAND ${FUZZ_SCRIPT} ${output} ${FUZZ_CORPUS} 10)
  set_tests_properties(${FUZZ_TEST} PROPERTIES LABELS "${FUZZ_LABELS}" TIMEOUT 120)
endfunction()
