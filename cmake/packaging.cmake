# `cpack` in a build tree makes a Debian package of what cmake/install.cmake
# installs (libraries, headers, tools, pkg-config and CMake files), under
# /usr. One package: mlbuf is small and has no runtime data, so splitting
# it into lib/dev/tools packages would buy nothing yet.
set(MLBUF_PACKAGE_MAINTAINER
    "mlbuf maintainers <maintainers@users.noreply.a-seed-7122d2b1.example>"
    CACHE STRING "Maintainer field of the Debian package")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME mlbuf)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${MLBUF_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "MLIR textual IR and buffer passes in C (library, headers, tools)")
set(CPACK_PACKAGE_DESCRIPTION
    "mlbuf reads and writes MLIR's textual IR as mlir-opt does and runs\n\
MLIR's bufferization and buffer-deallocation passes, in C11 with no\n\
dependency beyond libc. The package holds the static and shared library,\n\
the C API headers, pkg-config and CMake package files, and the tools\n\
mlbuf-opt and mlbuf-run.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${MLBUF_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# mlbuf_<version>_<arch>.deb, as Debian names packages.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Depends: computed from the binaries when dpkg-shlibdeps (dpkg-dev) is
# there, libc otherwise (the only library mlbuf links).
find_program(MLBUF_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(MLBUF_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6")
endif()

include(CPack)
