// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rocmtune {

// Info: nothing wrong and nothing checked (PyTorch not installed): said, not counted as a pass.
enum class CheckStatus : unsigned char { Pass, Warn, Fail, Info };

const char *checkStatusKey(CheckStatus status); // "pass", "warn", "fail", "info"
std::optional<CheckStatus> checkStatusFromKey(const QString &key);
// Translated word for people ("Pass", "Warning", "Fail", "Info").
QString checkStatusText(CheckStatus status);

// What one doctor check found. Every text is already translated.
struct CheckResult {
    QString id;          // stable machine name: "amdgpu-module", "device-access" ...
    QString title;       // "amdgpu kernel module"
    CheckStatus status = CheckStatus::Pass;
    QString summary;     // one line: what was found
    QString explanation; // plain words: what it means for the user
    QString fix;         // what to do; empty when there is nothing to do
    QStringList evidence; // the raw facts read ("/sys/module/amdgpu/version: 6.8.5")

    QJsonObject toJson() const;
    static CheckResult fromJson(const QJsonObject &object);
};

} // namespace rocmtune
