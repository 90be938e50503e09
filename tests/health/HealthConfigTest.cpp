// SPDX-License-Identifier: GPL-3.0-or-later
// health.conf: the shipped example is the defaults, values are read and
// checked, a missing file is the defaults; the state and verdict files.
#include "core/health/HealthCollector.h"
#include "core/health/HealthConfig.h"
#include "core/health/HealthState.h"
#include "core/health/StressVerdictFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
QString writeConfig(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("health.conf"));
    QFile f(path);
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(text);
    return path;
}
} // namespace

TEST(HealthConfig, TheShippedFileIsTheDefaults)
{
    QString error;
    const auto shipped = HealthConfig::load(QStringLiteral(ROCMTUNE_SOURCE_DIR "/resources/health.conf"), &error);
    ASSERT_TRUE(shipped) << error.toStdString();
    const HealthConfig defaults;
    EXPECT_EQ(shipped->uncorrectableSinceBoot, defaults.uncorrectableSinceBoot);
    EXPECT_EQ(shipped->correctablePerHourMax, defaults.correctablePerHourMax);
    EXPECT_EQ(shipped->retiredPagesMax, defaults.retiredPagesMax);
    EXPECT_EQ(shipped->retiredPagesWarnRatio, defaults.retiredPagesWarnRatio);
    EXPECT_EQ(shipped->expectGpus, defaults.expectGpus);
    EXPECT_EQ(shipped->stuckSeconds, defaults.stuckSeconds);
    EXPECT_EQ(shipped->stuckClockRatio, defaults.stuckClockRatio);
    EXPECT_EQ(shipped->stuckBusyPercent, defaults.stuckBusyPercent);
    EXPECT_EQ(shipped->regressionPercent, defaults.regressionPercent);
}

TEST(HealthConfig, ReadsValuesAndRefusesBadOnes)
{
    QTemporaryDir dir;
    QString error;
    auto c = HealthConfig::load(writeConfig(dir, "[ecc]\nuncorrectable_window=last_check\ncorrectable_per_hour=50\n[gpus]\nexpect=8\n"), &error);
    ASSERT_TRUE(c) << error.toStdString();
    EXPECT_FALSE(c->uncorrectableSinceBoot);
    EXPECT_EQ(c->correctablePerHourMax, 50);
    EXPECT_EQ(c->expectGpus, 8);
    EXPECT_FALSE(HealthConfig::load(writeConfig(dir, "[clocks]\nstuck_clock_ratio=1.5\n"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("stuck_clock_ratio"))) << error.toStdString();
    EXPECT_FALSE(HealthConfig::load(writeConfig(dir, "[ecc]\nuncorrectable_window=sometimes\n"), &error));
    EXPECT_FALSE(HealthConfig::load(writeConfig(dir, "[gpus]\nexpect=many\n"), &error));
    EXPECT_TRUE(HealthConfig::load(dir.filePath(QStringLiteral("missing.conf")), &error));
}

TEST(HealthFiles, StateAndStressVerdictsRoundTripThroughTheStateFolder)
{
    QTemporaryDir dir;
    const QString stateDir = dir.filePath(QStringLiteral("state"));
    QString error;
    HealthState state;
    state.bootId = QStringLiteral("b1");
    state.lastCheckMs = 42;
    state.sinceMs.insert(QStringLiteral("gpu_reset/u1"), 41);
    ASSERT_TRUE(HealthStateFile(stateDir).save(state, &error)) << error.toStdString();
    const HealthState back = HealthStateFile(stateDir).load(&error);
    EXPECT_TRUE(error.isEmpty());
    EXPECT_EQ(back.bootId, QStringLiteral("b1"));
    EXPECT_EQ(back.sinceMs.value(QStringLiteral("gpu_reset/u1")), 41);

    const StressVerdictFile verdicts(stateDir);
    ASSERT_TRUE(verdicts.record({{QStringLiteral("u0"), false, QStringLiteral("wrong results"), std::nullopt, 10},
                                 {QStringLiteral("u1"), true, QString(), -12.5, 11}},
                                &error));
    ASSERT_TRUE(verdicts.record({{QStringLiteral("u1"), true, QString(), -1.0, 12, 57}}, &error)); // replaces u1 only
    const auto loaded = verdicts.load(&error);
    ASSERT_EQ(loaded.size(), 2);
    EXPECT_FALSE(loaded.value(QStringLiteral("u0")).passed);
    EXPECT_EQ(loaded.value(QStringLiteral("u0")).reason, QStringLiteral("wrong results"));
    EXPECT_EQ(loaded.value(QStringLiteral("u1")).worstDeltaPercent, std::optional<double>(-1.0));
    EXPECT_EQ(loaded.value(QStringLiteral("u1")).timeMs, 12);
    EXPECT_EQ(loaded.value(QStringLiteral("u1")).pcieErrorsDuringRun, std::optional<quint64>(57));
    EXPECT_FALSE(loaded.value(QStringLiteral("u0")).pcieErrorsDuringRun); // not compared: not 0
}

TEST(HealthFiles, RetiredPagesCountRetiredAndPendingNotFailed)
{
    EXPECT_EQ(countRetiredPages("0x00000001 : 0x00001000 : R\n0x00000002 : 0x00001000 : P\n0x00000003 : 0x00001000 : F\n"), 2);
    EXPECT_EQ(countRetiredPages(""), 0);
}

TEST(HealthFiles, TheCollectorReadsResetsBootAppliesAndRetiredPages)
{
    QTemporaryDir dir;
    const QString stateDir = dir.filePath(QStringLiteral("state"));
    DeviceInfo d;
    d.uniqueId = QStringLiteral("u0");
    d.pciBusId = QStringLiteral("0000:10:00.0");
    TuningLog log(TuningLog::pathIn(stateDir));
    QDir().mkpath(stateDir);
    QFile::setPermissions(stateDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    TuningLogEntry reset;
    reset.timestampMs = 1000;
    reset.deviceId = QStringLiteral("u0");
    reset.action = QStringLiteral("gpu_reset");
    reset.outcome = QStringLiteral("failed");
    reset.message = QStringLiteral("the card did not answer");
    ASSERT_TRUE(log.append(reset));
    TuningLogEntry other = reset;
    other.deviceId = QStringLiteral("u9");
    ASSERT_TRUE(log.append(other));
    // A fake sysfs with the RAS table of the card.
    const QString ras = dir.filePath(QStringLiteral("sys/bus/pci/devices/0000:10:00.0/ras"));
    QDir().mkpath(ras);
    QFile pages(ras + QStringLiteral("/gpu_vram_bad_pages"));
    ASSERT_TRUE(pages.open(QIODevice::WriteOnly));
    pages.write("0x1 : 0x1000 : R\n0x2 : 0x1000 : R\n");
    pages.close();
    HealthSources sources;
    sources.stateDirectory = stateDir;
    sources.sysfsRoot = dir.filePath(QStringLiteral("sys"));
    QStringList problems;
    const HealthInputs in = collectHealthInputs({d}, {Sample(0, 2000)}, sources, 2000, &problems);
    ASSERT_EQ(in.gpus.size(), 1);
    EXPECT_EQ(in.gpus[0].resetTimesMs, QVector<qint64>{1000});
    ASSERT_TRUE(in.gpus[0].lastBootApply);
    EXPECT_EQ(in.gpus[0].lastBootApply->outcome, QStringLiteral("failed"));
    EXPECT_EQ(in.gpus[0].retiredPages, std::optional<int>(2));
    EXPECT_FALSE(in.gpus[0].lastStress);
}
