# SPDX-License-Identifier: GPL-3.0-or-later
# CPack: a Debian package of everything `cmake --install` installs.
#   cd build && cpack        -> rocmtune_<version>_<arch>.deb
# dpkg-shlibdeps computes Depends from the linked libraries; the libraries the
# programs load at run time (ROCm SMI, HIP, NVML) are Recommends/Suggests so
# the package installs on machines without them.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rocmtune)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "ROCm Tune developers")
set(CPACK_PACKAGE_CONTACT "ROCm Tune developers <dev@rocmtune.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "monitor, stress-test and tune AMD GPUs")
set(CPACK_PACKAGE_DESCRIPTION
    "ROCm Tune shows temperature, power, clocks, utilisation and memory of AMD
GPUs live with a scrollable history, runs a self-checking stress test after a
hardware change, and changes power caps, clock ranges and performance levels
within the driver's limits, reverting changes that are not confirmed.
rocmtune-cli lists and monitors GPUs, explains driver and ROCm problems
(doctor) and serves metrics for Prometheus.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/rocmtune/rocmtune")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "librocm-smi64-1, pkexec")
# With the HIP runner in the package, dpkg-shlibdeps makes libamdhip64-5 a
# dependency (a Debian package that installs on any machine, GPU or not);
# without it the runtime is only suggested.
if(TARGET rocmtune-bench)
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "prometheus")
else()
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libamdhip64-5, prometheus")
endif()
if(TARGET rocmtune)
  # Loaded as plugins, so dpkg-shlibdeps cannot see them: the xcb/wayland
  # platform plugins and the SVG icon engine the GUI's icons need.
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
endif()
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
include(CPack)
