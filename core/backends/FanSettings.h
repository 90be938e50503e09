// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/ControlId.h"
#include "core/backends/FanVoltageControls.h"

#include <QList>

namespace rocmtune {

// The single-value firmware fan settings of gpu_od/fan_ctrl (RDNA3/RDNA4,
// kernel 6.7+), one row each. Every such file has the same shape: a title
// line, the value, "OD_RANGE:" and "<LABEL>: MIN MAX"; a value is written as
// "N" then "c", and the firmware's boot value comes back with "r". Everything
// else is generic over these rows: reading and writing the file (every AMD
// backend), the simulated card, the rule (validation, snapshot, JSON of
// profiles, requests and journal, CLI option, tuning show), the GUI row.
// A new setting of this shape is a ControlId and a row here.
struct FanSettingInfo {
    ControlId id;
    const char *key;        // controlKey(): the log, JSON and object-name word
    const char *file;       // gpu_od/fan_ctrl/<file>
    const char *valuesKey;  // in the "values" of profiles, requests and the journal
    const char *stateKey;   // in the "fan" object of tuning show --json
    const char *option;     // rocmtune-cli tuning set --<option> N|default
    const char *unit;       // the bare symbol, UTF-8: "%", "°C", "RPM"
    int schemaMax;          // what any JSON may hold at most (the card's range decides)
    const char *title;      // QT_TRANSLATE_NOOP("Tuning", ...)
    const char *cliHelp;    // QT_TRANSLATE_NOOP("Cli", ...)
    const char *editorName; // object name of its row in the Tuning view
    // What the simulated RX 7900 XTX states (its boot value and OD_RANGE),
    // as the real card's file does.
    int simulatedBootValue;
    IntRange simulatedRange;
};

// Every row, in the order the CLI and the GUI list them.
const QList<FanSettingInfo> &fanSettings();
// The row of a control; nullptr when `id` is not a firmware fan setting.
const FanSettingInfo *fanSettingInfo(ControlId id);

} // namespace rocmtune
