// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QList>
#include <QMap>

#include <optional>

namespace rocmtune {

// One whole number a driver file holds for a control, and the range the file
// states for it (both ends included).
struct DriverValue {
    int current = 0;
    IntRange range;
    bool operator==(const DriverValue &other) const = default;
};

// The standalone numeric driver values a card offers (one per row of the
// catalogue below that the card's driver prints with a range), by control, in
// ControlState::perControl. A control not in here is not available: never
// read as 0.
struct DriverValues {
    QMap<ControlId, DriverValue> byControl;
    // nullptr when the card does not offer `id`.
    const DriverValue *value(ControlId id) const;
    bool operator==(const DriverValues &other) const = default;
};

// One standalone numeric value of a driver file in the pp_od_clk_voltage
// shape (RDNA3 / RDNA4):
//   "<header>\n<value><unit>\n" ... "OD_RANGE:\n" ... "<rangeLabel> <min><unit> <max><unit>\n"
// written as "<command> <value>\n" then "c" (the commit). The driver's "r"
// restores its whole table, not one value, so no row has a boot value of its
// own: "default" writes the row's reset value. Everything else is generic over
// these rows: reading and writing the file (AmdgpuFanVoltage: ROCm SMI, the
// driver-files backend, the revert waiter), the simulated card, the rule
// (validation, snapshot, JSON of profiles, requests and journal, CLI option,
// tuning show: core/tuning/controls/drivervalue/), the GUI row. A new value of
// this shape is its ControlId and a row here.
struct DriverValueInfo {
    ControlId id;
    const char *key;         // controlKey(): the log, JSON and object-name word
    // The driver file and its format.
    const char *file;        // relative to the card's device directory
    const char *header;      // the section header: "OD_VDDGFX_OFFSET:"
    const char *valueUnit;   // what the value line ends with, any case: "mV"
    const char *rangeLabel;  // its OD_RANGE line: "VDDGFX_OFFSET:"
    const char *command;     // written as "<command> N\n", then "c"
    // The tuning row.
    const char *title;       // QT_TRANSLATE_NOOP("Tuning", ...)
    const char *unit;        // the bare symbol, UTF-8: "mV", "MHz" (core/i18n/UnitText spaces it)
    const char *valuesKey;   // in the "values" of profiles, requests and the journal
    const char *stateKey;    // tuning show --json: {"value", "min", "max"} under this key
    const char *option;      // rocmtune-cli tuning set --<option> N|default
    const char *cliHelp;     // QT_TRANSLATE_NOOP("Cli", ...)
    IntRange schema;         // what any JSON or CLI value may be at all (the card's range decides)
    int resetValue;          // what "default" and reset to defaults write (where the card's range holds it)
    int applyOrder;          // among the controls' steps (core/tuning/controls/README.md)
    // true: a rule class and an editor of its own register the row (the
    // voltage offset: its older words, a value struct the undervolt search
    // shares); the generic registration and GUI row leave it out.
    bool ownRule;
    const char *editorName;  // object name of its generic row in the Tuning view (nullptr with ownRule)
    const char *section;     // the Tuning view's section of its row: "clocks", "voltage" (tuningSectionKey())
    // The simulated cards whose driver prints it (gfx targets, comma
    // separated), with the value at boot and the range.
    const char *simulatedArchs;
    int simulatedBootValue;
    IntRange simulatedRange;
};

// Every row, in the order the CLI and the GUI list them.
const QList<DriverValueInfo> &driverValueCatalogue();
// The row of a control; nullptr when `id` is not a standalone driver value.
const DriverValueInfo *driverValueInfo(ControlId id);

// The card's voltage offset (the catalogue row ControlId::VoltageOffset), in
// the words of the undervolt search; nullopt when the card has none.
std::optional<VoltageOffsetControl> voltageOffsetOf(const ControlState &state);

} // namespace rocmtune
