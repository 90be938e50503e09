// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The device set a sampler's factory returns, made of one backend a test
// built (simulated GPUs, a recording or sleeping fake): initialized here; a
// backend that fails to initialize gives the result's error and no devices,
// as createDeviceSet reports a forced backend that fails. Header-only,
// included by its path relative to the test ("../support/DeviceSetOf.h").
#include "core/backends/BackendRegistry.h"
#include "core/backends/DeviceSet.h"

#include <memory>
#include <utility>
#include <vector>

namespace rocmtune::testing {

inline DeviceSetResult deviceSetOf(std::unique_ptr<Backend> backend)
{
    DeviceSetResult result;
    const BackendStatus status = backend->initialize();
    if (!status.ok) {
        result.error = status.message.isEmpty() ? QStringLiteral("%1 did not initialize").arg(backend->id()) : status.message;
        return result;
    }
    std::vector<std::unique_ptr<Backend>> backends;
    backends.push_back(std::move(backend));
    result.devices = std::make_unique<DeviceSet>(std::move(backends));
    return result;
}

} // namespace rocmtune::testing
