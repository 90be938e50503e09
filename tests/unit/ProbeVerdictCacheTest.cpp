// SPDX-License-Identifier: GPL-3.0-or-later
// ProbeVerdictCache: an earlier run's probe verdicts stand in for forked
// children only while the boot, the library, the program and every card file
// are the same, and only from a regular file of the user's own in a folder of
// the user's own; anything else is ignored and rebuilt, never trusted.
#include "core/backends/rocm_smi/ProbeVerdictCache.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using rocmtune::ForkProbe;
using rocmtune::ProbeVerdictCache;

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

class ProbeVerdictCacheTest : public ::testing::Test
{
protected:
    QTemporaryDir root;
    QString marker;

    void SetUp() override
    {
        ASSERT_TRUE(root.isValid());
        marker = root.filePath(QStringLiteral("children"));
        ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("boot_id")), "0b7c2d4e-1111-2222-3333-444455556666\n"));
        ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("lib/librocm_smi64.so.5")), "not really a library"));
        addCard(0, QStringLiteral("0000:03:00.0"));
        ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("kfd/nodes/1/properties")), "simd_count 192\n"));
        ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("module/version")), "6.8.0\n"));
    }

    void addCard(int n, const QString &pci)
    {
        const QString device = root.filePath(QStringLiteral("devices/") + pci);
        ASSERT_TRUE(writeFile(device + QStringLiteral("/vendor"), "0x1002\n"));
        ASSERT_TRUE(writeFile(device + QStringLiteral("/pp_od_clk_voltage"), "OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\n"));
        ASSERT_TRUE(writeFile(device + QStringLiteral("/hwmon/hwmon%1/temp1_input").arg(n), "45000\n"));
        const QString card = root.filePath(QStringLiteral("drm/card%1").arg(n));
        ASSERT_TRUE(QDir().mkpath(card));
        ASSERT_TRUE(QFile::link(device, card + QStringLiteral("/device")));
    }

    ProbeVerdictCache::Inputs inputs() const
    {
        ProbeVerdictCache::Inputs in;
        in.libraryPath = root.filePath(QStringLiteral("lib/librocm_smi64.so.5"));
        in.cacheDirectory = root.filePath(QStringLiteral("cache/probe-verdicts"));
        in.bootIdFile = root.filePath(QStringLiteral("boot_id"));
        in.drmDirectory = root.filePath(QStringLiteral("drm"));
        in.kfdNodesDirectory = root.filePath(QStringLiteral("kfd/nodes"));
        in.moduleDirectory = root.filePath(QStringLiteral("module"));
        return in;
    }

    // How many steps ran in a child so far.
    qint64 childSteps() const { return QFileInfo(marker).size(); }

    // A step that leaves a byte in the marker file (in the child) and returns 7,
    // then one that aborts with a message.
    QVector<std::function<int()>> steps() const
    {
        const QByteArray path = QFile::encodeName(marker);
        return {[path] {
                    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_APPEND, 0600);
                    (void)!::write(fd, "x", 1);
                    ::close(fd);
                    return 7;
                },
                [] {
                    std::fputs("rocm_smi_device.cc:1234: assertion failed\n", stderr);
                    std::abort();
                    return 0;
                }};
    }

    // One run with a fresh cache object (as a new process would).
    QVector<ForkProbe::StepResult> runOnce(bool *cached, QString *ignored = nullptr)
    {
        ProbeVerdictCache cache(QStringLiteral("rocm-smi"), inputs());
        const auto results = cache.run(QStringLiteral("calls 0000:03:00.0@0"), steps(), 5000, QByteArray());
        *cached = cache.lastRunCached();
        if (ignored)
            *ignored = cache.lastIgnoredReason();
        return results;
    }

    QString cacheFile() const { return ProbeVerdictCache(QStringLiteral("rocm-smi"), inputs()).filePath(); }

    void expectVerdicts(const QVector<ForkProbe::StepResult> &results)
    {
        ASSERT_EQ(results.size(), 2);
        EXPECT_EQ(results[0].outcome, ForkProbe::Outcome::Returned);
        EXPECT_EQ(results[0].value, 7);
        EXPECT_EQ(results[1].outcome, ForkProbe::Outcome::Crashed);
        EXPECT_EQ(results[1].signal, SIGABRT);
        EXPECT_TRUE(ForkProbe::describe(results[1]).contains(QStringLiteral("assertion failed")))
            << ForkProbe::describe(results[1]).toStdString();
    }

    // The first run forks and stores; a second one must fork again (the
    // change made in between makes the stored file unusable); a third one
    // uses what the second stored.
    void expectIgnoredThenRebuilt(const std::function<void()> &change, const QString &reasonWords = QString())
    {
        bool cached = true;
        expectVerdicts(runOnce(&cached));
        EXPECT_FALSE(cached);
        ASSERT_EQ(childSteps(), 1);
        change();
        QString ignored;
        expectVerdicts(runOnce(&cached, &ignored));
        EXPECT_FALSE(cached);
        EXPECT_EQ(childSteps(), 2) << "the probe must run again";
        if (!reasonWords.isEmpty())
            EXPECT_TRUE(ignored.contains(reasonWords)) << ignored.toStdString();
        expectVerdicts(runOnce(&cached));
        EXPECT_TRUE(cached) << "the rebuilt file is used";
        EXPECT_EQ(childSteps(), 2);
        struct stat st {};
        ASSERT_EQ(::lstat(QFile::encodeName(cacheFile()).constData(), &st), 0);
        EXPECT_TRUE(S_ISREG(st.st_mode));
        EXPECT_EQ(st.st_uid, ::geteuid());
        EXPECT_EQ(st.st_mode & 077, 0u);
    }
};

} // namespace

TEST_F(ProbeVerdictCacheTest, TheSecondRunUsesTheStoredVerdictsWithoutAChild)
{
    bool cached = true;
    expectVerdicts(runOnce(&cached));
    EXPECT_FALSE(cached);
    EXPECT_EQ(childSteps(), 1);
    expectVerdicts(runOnce(&cached));
    EXPECT_TRUE(cached);
    EXPECT_EQ(childSteps(), 1) << "no child may run when the verdicts are stored";
}

TEST_F(ProbeVerdictCacheTest, AnotherKeyIsProbed)
{
    bool cached = true;
    runOnce(&cached);
    ProbeVerdictCache cache(QStringLiteral("rocm-smi"), inputs());
    expectVerdicts(cache.run(QStringLiteral("calls 0000:03:00.0@0 0000:43:00.0@1"), steps(), 5000, QByteArray()));
    EXPECT_FALSE(cache.lastRunCached());
    EXPECT_EQ(childSteps(), 2);
    // Both keys are kept: the first one is still served.
    expectVerdicts(runOnce(&cached));
    EXPECT_TRUE(cached);
}

TEST_F(ProbeVerdictCacheTest, TwoLibrariesKeepFilesOfTheirOwn)
{
    // Runs of two library generations (or the GUI and the CLI) alternate:
    // each finds its own verdicts instead of the other's replacing them.
    const QString other = root.filePath(QStringLiteral("lib6/librocm_smi64.so.6"));
    ASSERT_TRUE(writeFile(other, "the other generation"));
    auto runWith = [&](const QString &library) {
        ProbeVerdictCache::Inputs in = inputs();
        in.libraryPath = library;
        ProbeVerdictCache cache(QStringLiteral("rocm-smi"), in);
        expectVerdicts(cache.run(QStringLiteral("calls 0000:03:00.0@0"), steps(), 5000, QByteArray()));
        return std::pair{cache.lastRunCached(), cache.filePath()};
    };
    const auto [firstCached, firstFile] = runWith(inputs().libraryPath);
    const auto [otherCached, otherFile] = runWith(other);
    EXPECT_FALSE(firstCached);
    EXPECT_FALSE(otherCached);
    EXPECT_NE(firstFile, otherFile);
    EXPECT_TRUE(runWith(inputs().libraryPath).first);
    EXPECT_TRUE(runWith(other).first);
    EXPECT_EQ(childSteps(), 2);
}

TEST_F(ProbeVerdictCacheTest, AnotherBootIsNotTrusted)
{
    expectIgnoredThenRebuilt([this] { ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("boot_id")), "9f00aa00-1111-2222-3333-444455556666\n")); },
                             QStringLiteral("another boot"));
}

TEST_F(ProbeVerdictCacheTest, AChangedLibraryIsNotTrusted)
{
    expectIgnoredThenRebuilt([this] { ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("lib/librocm_smi64.so.5")), "another build of it")); },
                             QStringLiteral("another boot, library"));
}

TEST_F(ProbeVerdictCacheTest, ALibraryWithOnlyANewMtimeIsNotTrusted)
{
    expectIgnoredThenRebuilt([this] {
        const QByteArray lib = QFile::encodeName(root.filePath(QStringLiteral("lib/librocm_smi64.so.5")));
        struct timespec times[2] = {{1000000, 0}, {1000000, 0}};
        ASSERT_EQ(::utimensat(AT_FDCWD, lib.constData(), times, 0), 0);
    });
}

TEST_F(ProbeVerdictCacheTest, AnotherCardSetIsNotTrusted)
{
    expectIgnoredThenRebuilt([this] { addCard(1, QStringLiteral("0000:43:00.0")); }, QStringLiteral("set of cards"));
}

TEST_F(ProbeVerdictCacheTest, AnEditedCardFileIsNotTrusted)
{
    // The file a risky call parses, rewritten in another layout (a fake tree
    // edited between two runs): its identity changed.
    expectIgnoredThenRebuilt([this] {
        ASSERT_TRUE(writeFile(root.filePath(QStringLiteral("devices/0000:03:00.0/pp_od_clk_voltage")), "OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\nGFXCLK_FCLK_RATIO: 1\n"));
    });
}

TEST_F(ProbeVerdictCacheTest, AChangedHwmonFolderIsNotTrusted)
{
    expectIgnoredThenRebuilt([this] { ASSERT_TRUE(QFile::remove(root.filePath(QStringLiteral("devices/0000:03:00.0/hwmon/hwmon0/temp1_input")))); });
}

TEST_F(ProbeVerdictCacheTest, AGarbledFileIsIgnoredAndRebuilt)
{
    expectIgnoredThenRebuilt([this] { ASSERT_TRUE(writeFile(cacheFile(), "{\"format\": 1, \"fingerprint\": \"ab")); },
                             QStringLiteral("not a JSON object"));
}

TEST_F(ProbeVerdictCacheTest, StepsOfTheWrongShapeAreIgnoredAndRebuilt)
{
    expectIgnoredThenRebuilt(
        [this] {
            QFile f(cacheFile());
            ASSERT_TRUE(f.open(QIODevice::ReadOnly));
            QByteArray data = f.readAll();
            f.close();
            ASSERT_TRUE(data.contains("\"outcome\":\"crashed\""));
            data.replace("\"outcome\":\"crashed\"", "\"outcome\":\"timed-out\"");
            ASSERT_TRUE(writeFile(cacheFile(), data));
            ASSERT_EQ(::chmod(QFile::encodeName(cacheFile()).constData(), 0600), 0);
        },
        QStringLiteral("are not 2 valid steps"));
}

TEST_F(ProbeVerdictCacheTest, ASymlinkIsNotFollowedAndIsReplaced)
{
    const QString elsewhere = root.filePath(QStringLiteral("elsewhere.json"));
    expectIgnoredThenRebuilt(
        [&] {
            ASSERT_TRUE(QFile::rename(cacheFile(), elsewhere));
            ASSERT_TRUE(QFile::link(elsewhere, cacheFile()));
        },
        QStringLiteral("cannot be opened"));
    // The link's target was neither used nor written through.
    EXPECT_TRUE(QFileInfo(elsewhere).isFile());
    EXPECT_FALSE(QFileInfo(cacheFile()).isSymLink());
}

TEST_F(ProbeVerdictCacheTest, AFileWritableByOthersIsIgnored)
{
    expectIgnoredThenRebuilt([this] { ASSERT_EQ(::chmod(QFile::encodeName(cacheFile()).constData(), 0666), 0); }, QStringLiteral("writable by others"));
}

TEST_F(ProbeVerdictCacheTest, AnotherUsersFileIsIgnored)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "giving the file to another user needs root (CI runs as root)";
    expectIgnoredThenRebuilt([this] { ASSERT_EQ(::chown(QFile::encodeName(cacheFile()).constData(), 65534, 65534), 0); },
                             QStringLiteral("belongs to user 65534"));
}

TEST_F(ProbeVerdictCacheTest, AnotherUsersFolderIsNeitherReadNorWritten)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "giving the folder to another user needs root (CI runs as root)";
    bool cached = true;
    runOnce(&cached);
    const QByteArray dir = QFile::encodeName(root.filePath(QStringLiteral("cache/probe-verdicts")));
    ASSERT_EQ(::chown(dir.constData(), 65534, 65534), 0);
    QString ignored;
    expectVerdicts(runOnce(&cached, &ignored));
    EXPECT_FALSE(cached);
    EXPECT_TRUE(ignored.contains(QStringLiteral("not the user's own"))) << ignored.toStdString();
    expectVerdicts(runOnce(&cached));
    EXPECT_FALSE(cached);
    EXPECT_EQ(childSteps(), 3);
}

TEST_F(ProbeVerdictCacheTest, ATimedOutStepIsNeverStored)
{
    auto run = [this] {
        ProbeVerdictCache cache(QStringLiteral("rocm-smi"), inputs());
        const auto results = cache.run(QStringLiteral("init"), {[] {
                                                                   ::sleep(30);
                                                                   return 0;
                                                               }},
                                       300, QByteArray());
        EXPECT_EQ(results[0].outcome, ForkProbe::Outcome::TimedOut);
        return cache.lastRunCached();
    };
    EXPECT_FALSE(run());
    EXPECT_FALSE(run());
    EXPECT_FALSE(QFileInfo::exists(cacheFile()));
}

TEST_F(ProbeVerdictCacheTest, WhatTheCallerRefusesIsNotStored)
{
    for (int i = 0; i < 2; ++i) {
        ProbeVerdictCache cache(QStringLiteral("rocm-smi"), inputs());
        const auto results = cache.run(QStringLiteral("init"), {[] { return 8; }}, 5000, QByteArray(),
                                       [](const QVector<ForkProbe::StepResult> &r) { return r[0].value == 0; });
        EXPECT_EQ(results[0].value, 8);
        EXPECT_FALSE(cache.lastRunCached());
    }
}

TEST_F(ProbeVerdictCacheTest, TheEnvironmentTurnsItOff)
{
    bool cached = true;
    runOnce(&cached);
    qputenv("ROCMTUNE_PROBE_CACHE", "0");
    runOnce(&cached);
    qunsetenv("ROCMTUNE_PROBE_CACHE");
    EXPECT_FALSE(cached);
    EXPECT_EQ(childSteps(), 2);
}

TEST_F(ProbeVerdictCacheTest, TheFingerprintNamesWhatItCovers)
{
    const QByteArray text = ProbeVerdictCache(QStringLiteral("rocm-smi"), inputs()).fingerprintText();
    EXPECT_TRUE(text.contains("boot 0b7c2d4e-1111-2222-3333-444455556666")) << text.constData();
    EXPECT_TRUE(text.contains("card card0 ")) << text.constData();
    EXPECT_TRUE(text.contains("  pp_od_clk_voltage ")) << text.constData();
    EXPECT_TRUE(text.contains("  temp1_input ")) << text.constData();
    EXPECT_TRUE(text.contains("  properties ")) << text.constData();
    EXPECT_TRUE(text.contains("uid " + QByteArray::number(static_cast<uint>(::geteuid())))) << text.constData();
}
