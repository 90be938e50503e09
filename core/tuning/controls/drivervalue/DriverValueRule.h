// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DriverValues.h"
#include "core/tuning/controls/NumericControlRule.h"

namespace rocmtune {

// The standalone numeric values of pp_od_clk_voltage (RDNA3/RDNA4: the
// voltage offset "vo", RDNA4's GFX clock offset "s", ...): one
// NumericControlRule per row of the catalogue (backends/DriverValues.h).
// driverValueRow() turns a catalogue row into the rule's row: the card's
// value and range from DriverValues (offered when the range is not empty),
// "default" = the row's reset value (the driver's "r" restores the whole
// table, so no single value has a boot value to ask for), written as
// "<command> N" then "c" by Backend::setNumericControl.
NumericRow driverValueRow(const DriverValueInfo &info);

} // namespace rocmtune
