// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/CheckResult.h"
#include "core/doctor/DoctorCheck.h"
#include "core/doctor/DoctorEnvironment.h"

#include <QJsonObject>
#include <QVector>

#include <memory>
#include <vector>

namespace rocmtune {

struct DoctorReport {
    QVector<CheckResult> results;
    qint64 generatedMs = 0; // UTC milliseconds since the epoch

    int count(CheckStatus status) const;
    bool anyFailed() const { return count(CheckStatus::Fail) > 0; }
    // {"tool","version","generated_utc","summary":{"pass","warn","fail"},"checks":[...]}
    QJsonObject toJson() const;
    static DoctorReport fromJson(const QJsonObject &object);
};

// Runs every check, in an order where a later check's advice can refer to an
// earlier one (driver first, PyTorch last).
class Doctor
{
public:
    static std::vector<std::unique_ptr<DoctorCheck>> allChecks();
    static DoctorReport run(const DoctorEnvironment &environment);
};

} // namespace rocmtune
