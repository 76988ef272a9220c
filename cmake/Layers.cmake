# The layering drawn in README.md ("Layout"), held by the build rather than by discipline.
#
# Include roots: a layer target does not export the whole core/ or widgets/ directory. Its
# public include directory is a directory of the build tree (include-roots/<target>) holding
# links to the source directories (or single headers) that the target owns, under the names
# used in #include lines. `#include "emu/Emulator.h"` therefore compiles only in a target that
# links wave_emu, directly or through a layer above it, and a core target cannot find a Qt
# header since none links Qt.
#
# Link graph: wave_check_layers() (called once every target exists) fails the configuration
# when a layer links a project library that the graph below does not place under it, or when a
# core layer links Qt. Together, an include against the arrows fails to compile, and the link
# that would make it compile fails to configure.

# wave_include_root(<target> [BASE <dir>] <path>...): exposes each <path> (a directory or a
# header, relative to BASE, which defaults to the parent of the current source directory) as
# <path> under the target's include root.
function(wave_include_root target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "BASE" "")
  if(NOT arg_BASE)
    cmake_path(GET CMAKE_CURRENT_SOURCE_DIR PARENT_PATH arg_BASE)
  endif()
  set(root "${CMAKE_BINARY_DIR}/include-roots/${target}")
  # Links left over from an earlier configuration would widen the root again. file(REMOVE)
  # deletes a link itself, never what it points to.
  if(IS_DIRECTORY "${root}")
    file(GLOB stale_top LIST_DIRECTORIES true "${root}/*")
    foreach(entry IN LISTS stale_top)
      if(IS_SYMLINK "${entry}")
        file(REMOVE "${entry}")
      elseif(IS_DIRECTORY "${entry}")
        file(GLOB nested LIST_DIRECTORIES true "${entry}/*")
        foreach(link IN LISTS nested)
          if(IS_SYMLINK "${link}")
            file(REMOVE "${link}")
          endif()
        endforeach()
      endif()
    endforeach()
  endif()
  foreach(path IN LISTS arg_UNPARSED_ARGUMENTS)
    set(source "${arg_BASE}/${path}")
    if(NOT EXISTS "${source}")
      message(FATAL_ERROR "wave_include_root(${target}): ${source} does not exist")
    endif()
    set(link "${root}/${path}")
    cmake_path(GET link PARENT_PATH link_dir)
    file(MAKE_DIRECTORY "${link_dir}")
    file(CREATE_LINK "${source}" "${link}" SYMBOLIC)
  endforeach()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    target_include_directories(${target} INTERFACE "${root}") # a header-only layer
  else()
    target_include_directories(${target} PUBLIC "${root}")
  endif()
endfunction()

# The arrows: each layer and the layers directly under it. A layer may link anything reachable
# along the arrows (a widget layer may link wave_isa directly), nothing else of the project.
set(WAVE_LAYER_GRAPH
  "wave_io:"
  "wave_json:"
  "wave_protocol:wave_json,wave_io"
  "wave_isa:"
  "wave_asm:wave_isa"
  "wave_language:wave_asm"
  "wave_lsp:wave_language,wave_protocol"
  "wave_wbin:wave_isa"
  "wave_disasm:wave_isa,wave_wbin"
  "wave_emu:wave_isa"
  "wave_debug:wave_emu"
  "wave_debug_service:wave_debug"
  "wave_launch:wave_emu,wave_io,wave_json"
  "wave_portability:wave_launch"
  "wave_layout:wave_asm,wave_launch,wave_io"
  "wave_workspace:wave_debug,wave_launch,wave_json,wave_io"
  "wave_widgets:wave_language,wave_disasm"
  "wave_widget_fileio:wave_isa,wave_io"
  "wave_widget_help:wave_isa"
  "wave_widget_models:wave_debug"
  "wave_widget_session:wave_debug_service,wave_workspace"
  "wave_widget_views:wave_widget_models,wave_widgets"
  "wave_widget_export:wave_widget_models,wave_widget_fileio"
  "wave_widget_documents:wave_widgets,wave_widget_fileio,wave_wbin"
  "wave_widget_launch:wave_widget_session,wave_widget_fileio,wave_widgets,wave_launch"
  "wave_widget_examples:wave_widget_launch,wave_widget_documents"
  "wave_widget_portability:wave_widget_launch,wave_portability,wave_widget_views"
  "wave_widget_encoding:wave_layout,wave_widget_views,wave_widget_fileio"
  "wave_widget_workbench:wave_widget_session,wave_widget_views,wave_widget_export"
  "wave_studio_app:wave_widget_documents,wave_widget_help,wave_widget_workbench,wave_widget_examples,wave_widget_portability,wave_widget_encoding"
)
# Core layers: plain C++20, no Qt.
set(WAVE_CORE_LAYERS wave_io wave_json wave_protocol wave_isa wave_asm wave_language wave_lsp
                     wave_wbin wave_disasm wave_emu wave_debug wave_launch wave_portability
                     wave_layout wave_debug_service wave_workspace)

function(wave_check_layers)
  set(layers)
  foreach(entry IN LISTS WAVE_LAYER_GRAPH)
    string(REPLACE ":" ";" parts "${entry}")
    list(GET parts 0 layer)
    list(LENGTH parts n)
    set(below)
    if(n GREATER 1)
      list(GET parts 1 below)
      string(REPLACE "," ";" below "${below}")
    endif()
    list(APPEND layers ${layer})
    set(below_${layer} ${below})
  endforeach()

  set(errors)
  foreach(layer IN LISTS layers)
    if(NOT TARGET ${layer})
      continue() # a configuration without the GUI
    endif()
    # Everything reachable along the arrows, the layer itself excluded.
    set(allowed)
    set(queue ${below_${layer}})
    while(queue)
      list(POP_FRONT queue next)
      if(NOT next IN_LIST allowed)
        list(APPEND allowed ${next})
        list(APPEND queue ${below_${next}})
      endif()
    endwhile()
    # What it links privately and what it passes on (the latter alone for a header-only layer).
    set(links)
    foreach(property LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
      get_target_property(some ${layer} ${property})
      if(some)
        list(APPEND links ${some})
      endif()
    endforeach()
    list(REMOVE_DUPLICATES links)
    foreach(link IN LISTS links)
      if(link IN_LIST layers AND NOT link IN_LIST allowed)
        list(APPEND errors "${layer} links ${link}, which is not under it in the layer graph")
      elseif(layer IN_LIST WAVE_CORE_LAYERS AND link MATCHES "^Qt[0-9]*::|qt_options")
        list(APPEND errors "${layer} is a core layer and links ${link}: core/ is Qt-free")
      endif()
    endforeach()
  endforeach()
  if(errors)
    list(JOIN errors "\n  " text)
    message(FATAL_ERROR "Layering (cmake/Layers.cmake):\n  ${text}")
  endif()
endfunction()
