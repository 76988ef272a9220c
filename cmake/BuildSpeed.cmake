# Build time is a feature (a newcomer builds on 2 cores): ccache when it is installed, a fast
# linker (mold, else lld) when the compiler can use it, and one precompiled header of the Qt
# and standard headers shared by every Qt target (wave_use_qt_pch, applied at the end of the
# top-level CMakeLists by wave_apply_qt_pch). Each can be turned off; none changes what is built.
option(WAVE_CCACHE "Compile through ccache when it is installed" ON)
option(WAVE_FAST_LINKER "Link with mold (or lld) when the compiler can use it" ON)
option(WAVE_PCH "Precompile the Qt and standard headers of the Qt targets" ON)

# ccache: paths below the source tree are hashed relative to it (base_dir), so a second clone or
# worktree of the project reuses the objects of the first; the sloppiness is what ccache needs to
# cache compilations that use a precompiled header.
if(WAVE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(WAVE_CCACHE_PROGRAM ccache)
  if(WAVE_CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER
        "${CMAKE_COMMAND};-E;env;CCACHE_BASEDIR=${PROJECT_SOURCE_DIR};CCACHE_NOHASHDIR=1;CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime;${WAVE_CCACHE_PROGRAM}")
    message(STATUS "Compiling through ${WAVE_CCACHE_PROGRAM}")
  endif()
endif()

if(WAVE_FAST_LINKER)
  include(CheckLinkerFlag)
  foreach(wave_linker mold lld)
    check_linker_flag(CXX "-fuse-ld=${wave_linker}" WAVE_HAVE_LINKER_${wave_linker})
    if(WAVE_HAVE_LINKER_${wave_linker})
      add_link_options("-fuse-ld=${wave_linker}")
      message(STATUS "Linking with ${wave_linker}")
      break()
    endif()
  endforeach()
endif()

# The precompiled header: built once by wave_qt_pch (with the compile definitions every Qt target
# shares: wave_options, wave_qt_options and Qt6::Widgets), reused by each target that links both
# wave_qt_options and Qt6::Widgets. GCC checks that a reused header was made with the same
# macros (-Winvalid-pch, an error under -Werror), so only such targets take it.
set(WAVE_QT_PCH_HEADERS
    <algorithm> <functional> <memory> <optional> <string> <vector>
    <QtCore/QList> <QtCore/QObject> <QtCore/QPointer> <QtCore/QString> <QtCore/QStringList>
    <QtCore/QTimer> <QtGui/QColor> <QtGui/QFont> <QtGui/QPainter> <QtGui/QAction>
    <QtWidgets/QApplication> <QtWidgets/QComboBox> <QtWidgets/QDockWidget>
    <QtWidgets/QHBoxLayout> <QtWidgets/QHeaderView> <QtWidgets/QLabel> <QtWidgets/QLineEdit>
    <QtWidgets/QMainWindow> <QtWidgets/QMenu> <QtWidgets/QPushButton> <QtWidgets/QSpinBox>
    <QtWidgets/QTableView> <QtWidgets/QToolButton> <QtWidgets/QVBoxLayout> <QtWidgets/QWidget>)

# Whether `target` links `wanted` directly or through the link interface of a project target.
function(wave_links_transitively target wanted out_var)
  set(seen "")
  set(queue "${target}")
  set(found FALSE)
  while(queue AND NOT found)
    list(POP_FRONT queue current)
    if(current IN_LIST seen OR NOT TARGET "${current}")
      continue()
    endif()
    list(APPEND seen "${current}")
    get_target_property(aliased "${current}" ALIASED_TARGET)
    if(aliased)
      set(current "${aliased}")
    endif()
    get_target_property(type "${current}" TYPE)
    set(props INTERFACE_LINK_LIBRARIES)
    if(NOT type STREQUAL "INTERFACE_LIBRARY" AND current STREQUAL target)
      list(APPEND props LINK_LIBRARIES)
    endif()
    foreach(prop IN LISTS props)
      get_target_property(libs "${current}" ${prop})
      if(NOT libs)
        continue()
      endif()
      foreach(lib IN LISTS libs)
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
        if(lib STREQUAL wanted)
          set(found TRUE)
        elseif(lib MATCHES "^wave_" AND NOT lib IN_LIST seen)
          list(APPEND queue "${lib}")
        endif()
      endforeach()
    endforeach()
  endwhile()
  set(${out_var} ${found} PARENT_SCOPE)
endfunction()

# The PCH's own target, made where Qt6::Widgets is found (widgets/CMakeLists.txt).
function(wave_add_qt_pch_target)
  if(WAVE_PCH)
    file(WRITE "${CMAKE_BINARY_DIR}/wave_qt_pch.cpp" "// The precompiled header's own unit.\n")
    add_library(wave_qt_pch STATIC "${CMAKE_BINARY_DIR}/wave_qt_pch.cpp")
    target_link_libraries(wave_qt_pch PRIVATE wave_options wave_qt_options Qt6::Widgets)
    target_precompile_headers(wave_qt_pch PRIVATE ${WAVE_QT_PCH_HEADERS})
  endif()
endfunction()

# Every library and executable under `dir` that uses the project's Qt options takes the PCH.
function(wave_apply_qt_pch dir)
  if(NOT TARGET wave_qt_pch)
    return()
  endif()
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type MATCHES "^(STATIC_LIBRARY|EXECUTABLE|SHARED_LIBRARY|OBJECT_LIBRARY)$"
       OR target STREQUAL wave_qt_pch)
      continue()
    endif()
    wave_links_transitively(${target} wave_qt_options uses_options)
    wave_links_transitively(${target} Qt6::Widgets uses_widgets)
    if(uses_options AND uses_widgets)
      target_precompile_headers(${target} REUSE_FROM wave_qt_pch)
    endif()
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    wave_apply_qt_pch("${subdir}")
  endforeach()
endfunction()

# The Qt-free test executables (GoogleTest): one precompiled header of GoogleTest and the
# standard headers, and -O1 instead of the build type's -O3. Their code only drives the
# libraries under test, which keep the build type's optimisation, and half of the project's
# compile time went into optimising test bodies. Benchmarks (tests/bench) keep -O3.
set(WAVE_TEST_PCH_HEADERS <gtest/gtest.h> <algorithm> <cstdint> <filesystem> <fstream>
                          <memory> <optional> <sstream> <string> <string_view> <vector>)
set(WAVE_TEST_OPTIMIZE -O1)
# GCC 12 reports false -Wstringop-overflow and -Warray-bounds on `"literal" + std::string` at
# -O1 when <string> comes from a precompiled header (GCC bug 105651, behind -Wno-restrict too).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  list(APPEND WAVE_TEST_OPTIMIZE -Wno-stringop-overflow -Wno-array-bounds)
endif()

# The GoogleTest PCH's own target, made where GTest is found (tests/CMakeLists.txt).
function(wave_add_test_pch_target)
  if(WAVE_PCH)
    file(WRITE "${CMAKE_BINARY_DIR}/wave_test_pch.cpp" "// The precompiled header's own unit.\n")
    add_library(wave_test_pch STATIC "${CMAKE_BINARY_DIR}/wave_test_pch.cpp")
    target_link_libraries(wave_test_pch PRIVATE wave_options GTest::gtest)
    target_compile_options(wave_test_pch PRIVATE ${WAVE_TEST_OPTIMIZE})
    target_precompile_headers(wave_test_pch PRIVATE ${WAVE_TEST_PCH_HEADERS})
  endif()
endfunction()

# Every executable under `dir` that links GoogleTest and not the project's Qt options: -O1,
# and the PCH when it is on.
function(wave_apply_test_pch dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type STREQUAL "EXECUTABLE")
      continue()
    endif()
    wave_links_transitively(${target} GTest::gtest uses_gtest)
    if(NOT uses_gtest)
      wave_links_transitively(${target} GTest::gtest_main uses_gtest)
    endif()
    wave_links_transitively(${target} wave_qt_options uses_qt)
    if(uses_gtest AND NOT uses_qt)
      target_compile_options(${target} PRIVATE ${WAVE_TEST_OPTIMIZE})
      if(TARGET wave_test_pch)
        target_precompile_headers(${target} REUSE_FROM wave_test_pch)
      endif()
    endif()
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    wave_apply_test_pch("${subdir}")
  endforeach()
endfunction()
