// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/CheckResult.h"
#include "core/doctor/DoctorContext.h"
#include "tests/doctor/FakeSystem.h"

#include <gtest/gtest.h>

#include <ostream>

namespace rocmtune {
inline void PrintTo(CheckStatus status, std::ostream *os) { *os << checkStatusKey(status); }
inline void PrintTo(const CheckResult &r, std::ostream *os)
{
    *os << checkStatusKey(r.status) << ": " << r.summary.toStdString() << " | fix: " << r.fix.toStdString()
        << " | evidence: " << r.evidence.join(QStringLiteral(" ; ")).toStdString();
}
} // namespace rocmtune

namespace rocmtune::test {

template <typename Check>
CheckResult runCheck(const DoctorEnvironment &env)
{
    DoctorContext context(env);
    return Check().run(context);
}

inline std::string describe(const CheckResult &r)
{
    std::ostringstream os;
    PrintTo(r, &os);
    return os.str();
}

} // namespace rocmtune::test
