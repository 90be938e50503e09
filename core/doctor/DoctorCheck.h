// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/CheckResult.h"
#include "core/doctor/DoctorContext.h"

namespace rocmtune {

// One thing the doctor looks at. A check never throws and never changes the
// system; whatever it finds, it answers with a CheckResult.
class DoctorCheck
{
public:
    virtual ~DoctorCheck() = default;
    virtual QString id() const = 0;
    virtual QString title() const = 0;
    virtual CheckResult run(DoctorContext &context) const = 0;

protected:
    CheckResult makeResult(CheckStatus status, const QString &summary, const QString &explanation,
                           const QString &fix, const QStringList &evidence) const
    {
        CheckResult result;
        result.id = id();
        result.title = title();
        result.status = status;
        result.summary = summary;
        result.explanation = explanation;
        result.fix = fix;
        result.evidence = evidence;
        return result;
    }
};

} // namespace rocmtune
