// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rocmtune {

// The one request rocmtune-helper accepts (and the GUI's in-process path
// uses too). Schema, version 1:
//   {"version": 1,
//    "action": "apply" | "confirm" | "extend" | "revert" | "reset" | "recover" | "show" | "accept",
//    "device": {"index": 0, "id": "5b1f03c2a4e6d789"},   // all but "recover"
//    "values": { ... TuningValues ... },                 // "apply" only, required
//    "confirm_timeout_s": 15}                             // "apply": 0 or 5-60; "extend": 5-60, required
// "extend" moves the deadline of a pending change to now + confirm_timeout_s
// (a stress check runs on it); it never makes a change permanent. "accept"
// makes the values in force the set values of the controls that drifted
// (SetRecord); it writes nothing to the GPU.
// Nothing else: no paths, no commands; unknown fields are refused.
struct TuningRequest {
    enum class Action { Apply, Confirm, Revert, Reset, Recover, Show, Extend, Accept };
    static constexpr Action kActions[] = {Action::Apply, Action::Confirm, Action::Revert, Action::Reset,
                                          Action::Recover, Action::Show, Action::Extend, Action::Accept};

    Action action = Action::Show;
    int deviceIndex = -1;
    QString deviceId; // optional; when given it must match the GPU at deviceIndex
    TuningValues values;
    int confirmTimeoutSeconds = 0;

    QJsonObject toJson() const;
};

inline constexpr int kTuningRequestVersion = 1;
inline constexpr int kMaxTuningRequestBytes = 64 * 1024;

const char *tuningActionKey(TuningRequest::Action action);

// Strict parser: a malformed document, a wrong type, an unknown field, a
// missing required field or a value out of its schema range gives nullopt
// and a message for a person. Never throws, never crashes (fuzzed).
std::optional<TuningRequest> parseTuningRequest(const QByteArray &json, QString *error);

} // namespace rocmtune
