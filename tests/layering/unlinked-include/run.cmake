# Configures and builds the fixture; the build must fail, and the test checks the compiler's
# message. Run with cmake -P (see ../CMakeLists.txt).
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${BINARY} -G ${GENERATOR}
                        -DWAVE_SOURCE=${WAVE_SOURCE} RESULT_VARIABLE configured)
if(NOT configured EQUAL 0)
  message(FATAL_ERROR "the fixture did not configure")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY} RESULT_VARIABLE built
                OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(built EQUAL 0)
  message(FATAL_ERROR "the fixture unexpectedly compiled")
endif()
