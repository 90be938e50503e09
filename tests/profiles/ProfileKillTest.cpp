// SPDX-License-Identifier: GPL-3.0-or-later
// 1,000 saves killed at random moments: the profile on disk is always a
// complete generation, never half of one and never missing.
#include "core/profiles/ProfileJson.h"
#include "core/profiles/ProfileStore.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "tests/support/ProcessStream.h"

#include <QTemporaryDir>
#include <QThread>
#include <QUuid>

#include <gtest/gtest.h>

#include <random>

using namespace rocmtune;
using rocmtune::testing::StreamedProcess;

TEST(ProfileKill, SigkillMidWriteLeavesOldOrNewCompleteVersion)
{
    QTemporaryDir dir;
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    ProfileStore store(dir.path());
    std::mt19937 rng(12345);
    std::uniform_int_distribution<int> delayUs(0, 6000);
    int completeReads = 0;
    quint64 lastGeneration = 0;
    for (int round = 0; round < 1000; ++round) {
        StreamedProcess writer(QStringLiteral(ROCMTUNE_PROFILE_KILL_WRITER), {dir.path(), id});
        ASSERT_TRUE(writer.readUntilOut("ready")) << "round " << round; // about to write
        QThread::usleep(static_cast<unsigned long>(delayUs(rng)));
        writer.signal(SIGKILL);
        ASSERT_FALSE(writer.finish(30000).timedOut()) << "round " << round;

        const auto contents = store.load();
        ASSERT_TRUE(contents.errors.isEmpty()) << "round " << round << ": " << contents.errors[0].message.toStdString();
        if (contents.profiles.isEmpty())
            continue; // killed before its first save completed; nothing was lost
        ASSERT_EQ(contents.profiles.size(), 1);
        const Profile &p = contents.profiles[0];
        const quint64 generation = p.name.mid(QStringLiteral("generation ").size()).toULongLong();
        ASSERT_GT(generation, 0u);
        EXPECT_EQ(p.values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{static_cast<quint64>(generation * 1000)})) << "torn profile in round " << round;
        ASSERT_TRUE(p.validation.has_value());
        EXPECT_EQ(p.validation->summary.size(), static_cast<int>(2000 + generation % 997));
        lastGeneration = generation;
        ++completeReads;
    }
    EXPECT_GT(completeReads, 900); // the writer did get to save in almost every round
    EXPECT_GT(lastGeneration, 0u);
}
