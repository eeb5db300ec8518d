# Installation: both libraries, the public headers, the tools, a pkg-config
# file and a CMake package, so that an embedder can use either
#   pkg-config --cflags --libs mlbuf          (shared library)
#   find_package(mlbuf) + mlbuf::mlbuf         (static library)
#                      or mlbuf::mlbuf_shared
# Everything installed is relocatable: `cmake --install --prefix <dir>`,
# cpack's staging and the final prefix may all differ from
# CMAKE_INSTALL_PREFIX at configure time. Included by CMakeLists.txt after
# the library and tool targets (and GNUInstallDirs) are defined.
include(CMakePackageConfigHelpers)

set(MLBUF_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/mlbuf)

install(TARGETS mlbuf mlbuf_shared EXPORT mlbufTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS mlbuf-opt mlbuf-run
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The public headers are include/mlbuf/*.h; users include "mlbuf/mlbuf.h"
# (as examples/custom_dialect does), so they go to <includedir>/mlbuf and
# <includedir> is what consumers get on their include path.
install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/mlbuf
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")

# ---- CMake package: lib/cmake/mlbuf ----
install(EXPORT mlbufTargets NAMESPACE mlbuf::
  DESTINATION ${MLBUF_CMAKE_DIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/mlbufConfig.cmake.in
  ${CMAKE_BINARY_DIR}/mlbufConfig.cmake
  INSTALL_DESTINATION ${MLBUF_CMAKE_DIR})
# Before 1.0 a minor release may change the API: only the same major.minor
# satisfies a request.
write_basic_package_version_file(${CMAKE_BINARY_DIR}/mlbufConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/mlbufConfig.cmake
              ${CMAKE_BINARY_DIR}/mlbufConfigVersion.cmake
  DESTINATION ${MLBUF_CMAKE_DIR})

# ---- pkg-config: lib/pkgconfig/mlbuf.pc ----
# The prefix is found from the .pc file's own place (${pcfiledir}, which
# pkg-config and pkgconf both define) rather than written in at configure
# time, which would be wrong after `cmake --install --prefix`.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(MLBUF_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH MLBUF_PC_UP
       "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
  string(REGEX REPLACE "/$" "" MLBUF_PC_UP "${MLBUF_PC_UP}")
  set(MLBUF_PC_PREFIX "\${pcfiledir}/${MLBUF_PC_UP}")
endif()
foreach(dir LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
    set(MLBUF_PC_${dir} "${CMAKE_INSTALL_${dir}}")
  else()
    set(MLBUF_PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
list(JOIN MLBUF_CONSUMER_LINK_FLAGS " " MLBUF_PC_LIBS_EXTRA)
if(MLBUF_PC_LIBS_EXTRA)
  string(PREPEND MLBUF_PC_LIBS_EXTRA " ")
endif()
set(MLBUF_PC_LIBS_PRIVATE "")
if(MLBUF_LIBM)
  set(MLBUF_PC_LIBS_PRIVATE "-lm")
endif()
configure_file(${CMAKE_SOURCE_DIR}/cmake/mlbuf.pc.in
               ${CMAKE_BINARY_DIR}/mlbuf.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/mlbuf.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
