// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/integration/support/FakeSysfsRun.h"

#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace rocmtune::testing {

// The probe verdict cache tests of both library kinds (ProbeVerdictCacheCliTest
// for ROCm SMI, AmdSmiProbeCacheTest for AMD SMI): a fake RX 7900 XTX and
// MI210, the user's cache folder in a temporary directory, and the cache's
// debug lines on, so a run's stderr says whether it used stored verdicts.
class ProbeCacheFixture : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        qputenv("XDG_CACHE_HOME", QFile::encodeName(dir.path() + QStringLiteral("/cache")));
        qputenv("QT_LOGGING_RULES", "rocmtune.probecache.debug=true");
        tree.addCard(FakeCardSpec::radeonRx7900Xtx());
        tree.addCard(FakeCardSpec::instinctMi210(QStringLiteral("0000:43:00.0")));
        QString error;
        ASSERT_TRUE(tree.build({}, &error)) << error.toStdString();
    }
    void TearDown() override
    {
        qunsetenv("XDG_CACHE_HOME");
        qunsetenv("QT_LOGGING_RULES");
    }

    // The backend's "<call> on GPU <bus> is avoided: <why>" lines of a run.
    static QStringList avoidedNotes(const FakeSysfsRun &run)
    {
        QStringList notes;
        for (const QString &line : run.err.split(QLatin1Char('\n'))) {
            if (line.contains(QLatin1String(" is avoided: ")))
                notes << line;
        }
        return notes;
    }
};

} // namespace rocmtune::testing
