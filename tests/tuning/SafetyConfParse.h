// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// safety.conf text as the helper reads it from /etc/rocmtune/safety.conf.
#include "core/tuning/policy/SafetyPolicyFile.h"

#include <QByteArray>
#include <QString>

namespace rocmtune::test {

inline SafetyPolicyFile parseSafetyConf(const char *text)
{
    return SafetyPolicyFile::parse(QByteArray(text), QStringLiteral("/etc/rocmtune/safety.conf"));
}

} // namespace rocmtune::test
