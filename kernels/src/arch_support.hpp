// SPDX-License-Identifier: GPL-3.0-or-later
// Whether this build of rocmtune-bench has code for the GPU it found. A HIP
// fat binary carries code objects for a fixed list of architectures; a GPU
// outside that list would fail at its first kernel launch (or hang in the
// runtime), so the runner checks first and says which card it found and what
// it was built for. Plain C++: no GPU runtime needed (tested without a GPU).
#pragma once

#include <string>
#include <vector>

namespace rtb {

// Exit code when the binary has no code for the GPU (protocol v2).
constexpr int kExitArchNotSupported = 5;

// The architectures compiled in ("gfx900", ..., or "sm_90"), from the build.
std::vector<std::string> archsBuilt();

// "gfx90a:sramecc+:xnack-" -> "gfx90a"; "sm_90" stays.
std::string baseArch(const std::string& arch);

// HIP: the base arch is one of built. CUDA ("sm_XY"): some built sm_AB with
// the same major and AB <= XY (binary compatible within a major version).
bool archSupported(const std::string& arch, const std::vector<std::string>& built);

// "This GPU (gfx1036) is not supported by this build of rocmtune-bench
// (built for gfx900, gfx906, ...)"
std::string unsupportedArchMessage(const std::string& arch, const std::vector<std::string>& built);

// ["gfx900","gfx906"] for the hello line (arch names are [A-Za-z0-9_]).
std::string archListJson(const std::vector<std::string>& archs);

// Parses a comma-separated list ("gfx900,gfx906"); empty items are dropped.
std::vector<std::string> splitArchList(const std::string& list);

} // namespace rtb
