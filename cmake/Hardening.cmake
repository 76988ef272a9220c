# The distribution's hardening flags (Debian policy; lintian checks them in the package):
# fortified libc calls (_FORTIFY_SOURCE), stack protector, format-string checks, full RELRO
# and immediate binding (bindnow). They come from dpkg-buildflags with every hardening feature
# on, so the binaries are built exactly as a Debian package build would; the optimisation and
# debug flags are the build type's, not dpkg's, and no file prefix map is added (it would hash
# each worktree's path into ccache's keys).
#
# Skipped in Debug builds (_FORTIFY_SOURCE needs optimisation, and glibc's #warning about it
# would fail -Werror) and under the sanitizers (ASan replaces the checked functions itself).
option(WAVE_HARDENING "Build with the distribution's hardening flags (dpkg-buildflags)" ON)

if(WAVE_HARDENING AND NOT WAVE_SANITIZE AND NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  find_program(WAVE_DPKG_BUILDFLAGS dpkg-buildflags)
  if(WAVE_DPKG_BUILDFLAGS)
    set(wave_dpkg_env
        "DEB_BUILD_MAINT_OPTIONS=hardening=+all reproducible=-fixfilepath,-fixdebugpath"
        "DEB_CPPFLAGS_MAINT_STRIP=" "DEB_CXXFLAGS_MAINT_STRIP=-g -O2")
    foreach(kind CPPFLAGS CXXFLAGS LDFLAGS)
      execute_process(COMMAND "${CMAKE_COMMAND}" -E env ${wave_dpkg_env}
                              "${WAVE_DPKG_BUILDFLAGS}" --get ${kind}
                      OUTPUT_VARIABLE wave_flags OUTPUT_STRIP_TRAILING_WHITESPACE
                      RESULT_VARIABLE wave_status)
      if(NOT wave_status EQUAL 0)
        message(FATAL_ERROR "dpkg-buildflags --get ${kind} failed (${wave_status})")
      endif()
      separate_arguments(wave_hardening_${kind} UNIX_COMMAND "${wave_flags}")
    endforeach()
  else()
    # Not a Debian system: the same features by hand (what dpkg-buildflags gives on Debian 12).
    set(wave_hardening_CPPFLAGS -D_FORTIFY_SOURCE=2)
    set(wave_hardening_CXXFLAGS -fstack-protector-strong -Wformat -Werror=format-security)
    set(wave_hardening_LDFLAGS -Wl,-z,relro -Wl,-z,now)
  endif()
  # _FORTIFY_SOURCE may already be set by the compiler (Ubuntu's GCC does): redefine, no warning.
  if(wave_hardening_CPPFLAGS MATCHES "_FORTIFY_SOURCE")
    list(PREPEND wave_hardening_CPPFLAGS -U_FORTIFY_SOURCE)
  endif()
  add_compile_options(${wave_hardening_CPPFLAGS} ${wave_hardening_CXXFLAGS})
  add_link_options(${wave_hardening_LDFLAGS})
  message(STATUS "Hardening: ${wave_hardening_CPPFLAGS} ${wave_hardening_CXXFLAGS} "
                 "${wave_hardening_LDFLAGS}")
endif()
