// SPDX-License-Identifier: GPL-3.0-or-later
// A loadable librocm_smi64.so.1 whose rsmi_version_get reports 7.3.0, so the
// doctor test can tell the version came from the library call.
#include <cstdint>

namespace {
struct Version {
    std::uint32_t major;
    std::uint32_t minor;
    std::uint32_t patch;
    const char *build;
};
} // namespace

extern "C" int rsmi_version_get(Version *version)
{
    version->major = 7;
    version->minor = 3;
    version->patch = 0;
    version->build = "7.3.0-fake";
    return 0;
}
