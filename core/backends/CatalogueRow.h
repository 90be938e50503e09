// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/ControlId.h"

namespace rocmtune {

// The row of control `id` in a catalogue of rows that each name their control
// in an `id` member (FanSettings.h, DriverValues.h); nullptr when the
// catalogue has no row for it.
template <typename Rows>
const typename Rows::value_type *catalogueRow(const Rows &rows, ControlId id)
{
    for (const auto &row : rows) {
        if (row.id == id)
            return &row;
    }
    return nullptr;
}

} // namespace rocmtune
