// SPDX-License-Identifier: GPL-3.0-or-later
// Root writes the card's driver files itself (the clock table's "r" and "c",
// the fan_ctrl files, the driver-files backend): one writer for all of them
// (amdgpu::writeDriverFile). Here a second, unprivileged user (65534, a forked
// process) owns the fake card's folders, as a user owns any tree it can write,
// and puts something else where a driver file was: a symbolic link to a
// root-owned file, a hard link to one, a symbolic link in place of the
// fan_ctrl folder, a FIFO. `rocmtune-cli tuning reset` / `tuning set`, run as
// root in the namespace through the real librocm_smi64, must refuse with a
// sentence naming what it found, write nothing there, and leave the
// root-owned file as it was. Before the one writer, the clock table's reset
// truncated and wrote through the link (and the hard link), the fan_ctrl
// writes followed a linked folder, and a FIFO hung the root program.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QDir>
#include <QFileInfo>

#include <fcntl.h>
#include <grp.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <functional>

using namespace rocmtune::testing;

namespace {

constexpr uid_t kAttacker = 65534; // nobody
// The card's folder as root sees it in the namespace (the messages name it).
const QString kCardInNamespace = QStringLiteral("/sys/class/drm/card0/device");

class DriverFileAttack : public TuningSysfs
{
protected:
    QString rootOnly; // a root-owned folder the attacker can read, not write
    QString fanCtrl;

    void SetUp() override
    {
        TuningSysfs::SetUp();
        fanCtrl = tree.deviceDir(0) + QStringLiteral("/gpu_od/fan_ctrl");
        rootOnly = dir.path() + QStringLiteral("/root-only");
        ASSERT_TRUE(QDir().mkpath(rootOnly));
        // The attacker reaches the tree (the temporary folder is 0700) and
        // owns the card's folders.
        ASSERT_EQ(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0);
        for (const QString &folder : {tree.deviceDir(0), tree.deviceDir(0) + QStringLiteral("/gpu_od"), fanCtrl, tree.deviceDir(0) + QStringLiteral("/hwmon")})
            ASSERT_EQ(::chown(QFile::encodeName(folder).constData(), kAttacker, kAttacker), 0) << folder.toStdString();
    }

    // A root-owned file with `contents` in the root-only folder.
    QString rootFile(const QString &name, const QByteArray &contents, mode_t mode) const
    {
        const QString path = rootOnly + QLatin1Char('/') + name;
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size()) << path.toStdString();
        file.close();
        EXPECT_EQ(::chmod(QFile::encodeName(path).constData(), mode), 0);
        return path;
    }

    // Runs `attack` as the attacker in a forked process; its exit status
    // says whether every step worked.
    static ::testing::AssertionResult asAttacker(const std::function<bool()> &attack)
    {
        const pid_t child = ::fork();
        if (child == 0) {
            if (::setgroups(0, nullptr) != 0 || ::setgid(kAttacker) != 0 || ::setuid(kAttacker) != 0)
                ::_exit(2);
            ::_exit(attack() ? 0 : 1);
        }
        int status = 0;
        if (child < 0 || ::waitpid(child, &status, 0) != child)
            return ::testing::AssertionFailure() << "the attacker's process did not run";
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            return ::testing::AssertionFailure() << "the attack failed as user 65534 (status " << status << ")";
        return ::testing::AssertionSuccess();
    }

    // As the attacker: what stands at `path` moved aside, and `put(path)` in its place.
    static ::testing::AssertionResult replaceAsAttacker(const QString &path, const std::function<int(const char *)> &put)
    {
        const QByteArray name = QFile::encodeName(path), aside = QFile::encodeName(path + QStringLiteral(".old"));
        return asAttacker([&] { return ::rename(name.constData(), aside.constData()) == 0 && put(name.constData()) == 0; });
    }
    static std::function<int(const char *)> symlinkTo(const QString &target)
    {
        return [target = QFile::encodeName(target)](const char *path) { return ::symlink(target.constData(), path); };
    }
    static std::function<int(const char *)> hardLinkTo(const QString &target)
    {
        return [target = QFile::encodeName(target)](const char *path) { return ::link(target.constData(), path); };
    }

    // `run` ended with `exitCode` and said `sentence`, and nothing was
    // written to a file named `file`.
    void expectRefused(const FakeSysfsRun &run, int exitCode, const QString &sentence, const char *file) const
    {
        EXPECT_FALSE(run.timedOut) << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, exitCode) << run.describe().toStdString();
        EXPECT_TRUE(run.err.contains(sentence) || run.out.contains(sentence)) << "expected: " << sentence.toStdString() << "\n" << run.describe().toStdString();
        int n = 0;
        for (const std::string &w : writes())
            n += w.rfind(std::string(file) + " <- ", 0) == 0 ? 1 : 0;
        EXPECT_EQ(n, 0) << "writes to " << file << "\n" << run.describe().toStdString();
    }

    struct Victim {
        QString path;
        QByteArray contents;
    };
    // The attacker puts a symbolic or hard link to a root-owned file in place
    // of pp_od_clk_voltage. The file reads as the card's table, so everything
    // before the write (the library's reads, the backend's own) goes as on a
    // real card.
    Victim clockTableReplacedByLink(bool hard)
    {
        const QByteArray table = device("pp_od_clk_voltage");
        // fs.protected_hardlinks lets a user link only a file it may read and
        // write (0666 here); with it off, any file of the file system. Either
        // way the file has a second name, which a driver file never has.
        const QString victim = rootFile(QStringLiteral("victim"), table, hard ? 0666 : 0644);
        EXPECT_TRUE(replaceAsAttacker(tree.deviceDir(0) + QStringLiteral("/pp_od_clk_voltage"), hard ? hardLinkTo(victim) : symlinkTo(victim)));
        return {victim, table};
    }
    static QString clockTableRefusal(const QString &intruder)
    {
        return QStringLiteral("Nothing was written to %1/pp_od_clk_voltage: it is %2, not the driver's file.").arg(kCardInNamespace, intruder);
    }

    // A root-owned copy of `folder` (its files read as the card's own).
    QString rootCopyOf(const QString &folder) const
    {
        const QString copy = rootOnly + QLatin1Char('/') + QFileInfo(folder).fileName();
        EXPECT_TRUE(QDir().mkpath(copy));
        for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden))
            EXPECT_TRUE(QFile::copy(folder + QLatin1Char('/') + name, copy + QLatin1Char('/') + name)) << name.toStdString();
        return copy;
    }

    // rocmsmi-backend-tool through the driver-files backend (the revert
    // waiter's last resort when another program holds the library's lock).
    FakeSysfsRun driverFilesTool(const QStringList &args)
    {
        qputenv("ROCMTUNE_TOOL_DRIVER_FILES", "1");
        QFile::remove(log);
        FakeSysfsRun run = runBackendTool(tree, args);
        qunsetenv("ROCMTUNE_TOOL_DRIVER_FILES");
        return run;
    }

    static QByteArray contentsOf(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
    }
};

const QStringList kAttackedReset{QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")};
const QStringList kFanMinimum30{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--fan-minimum-pwm"),
                                QStringLiteral("30"), QStringLiteral("--no-confirm")};

} // namespace

TEST_F(DriverFileAttack, ClockTableResetRefusesASymbolicLinkToARootFile)
{
    const Victim victim = clockTableReplacedByLink(false);
    expectRefused(tuning(kAttackedReset), 1, clockTableRefusal(QStringLiteral("a symbolic link")), "pp_od_clk_voltage");
    EXPECT_EQ(contentsOf(victim.path), victim.contents);
}

TEST_F(DriverFileAttack, ClockTableResetRefusesAHardLinkToARootFile)
{
    const Victim victim = clockTableReplacedByLink(true);
    expectRefused(tuning(kAttackedReset), 1, clockTableRefusal(QStringLiteral("a hard link (one of 2 names of the same file)")), "pp_od_clk_voltage");
    EXPECT_EQ(contentsOf(victim.path), victim.contents);
}

TEST_F(DriverFileAttack, DriverFilesBackendRefusesAHardLinkToARootFile)
{
    // The driver-files backend writes the clock range itself.
    const Victim victim = clockTableReplacedByLink(true);
    const FakeSysfsRun set = driverFilesTool(
        {QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("sclk"), QStringLiteral("600"), QStringLiteral("2400")});
    expectRefused(set, 1, clockTableRefusal(QStringLiteral("a hard link (one of 2 names of the same file)")), "pp_od_clk_voltage");
    EXPECT_EQ(contentsOf(victim.path), victim.contents);
}

TEST_F(DriverFileAttack, DriverFilesBackendRefusesASymbolicLinkInPlaceOfTheHwmonFolder)
{
    const QString copy = rootCopyOf(tree.hwmonDir(0));
    const QByteArray before = contentsOf(copy + QStringLiteral("/power1_cap"));
    ASSERT_TRUE(replaceAsAttacker(tree.hwmonDir(0), symlinkTo(copy)));

    const FakeSysfsRun set = driverFilesTool({QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("300000000")});
    expectRefused(set, 1,
                  QStringLiteral("Nothing was written to %1/power1_cap: %1 is a symbolic link, not the driver's folder.")
                      .arg(kCardInNamespace + QStringLiteral("/hwmon/hwmon2")),
                  "power1_cap");
    EXPECT_EQ(contentsOf(copy + QStringLiteral("/power1_cap")), before);
}

TEST_F(DriverFileAttack, FanSettingRefusesASymbolicLinkToARootFile)
{
    const QString file = fanCtrl + QStringLiteral("/fan_minimum_pwm");
    const QByteArray before = contentsOf(file);
    const QString victim = rootFile(QStringLiteral("fan_minimum_pwm"), before, 0644);
    ASSERT_TRUE(replaceAsAttacker(file, symlinkTo(victim)));

    expectRefused(tuning(kFanMinimum30), 1,
                  QStringLiteral("Nothing was written to %1/gpu_od/fan_ctrl/fan_minimum_pwm: it is a symbolic link, not the driver's file.").arg(kCardInNamespace),
                  "fan_minimum_pwm");
    EXPECT_EQ(contentsOf(victim), before);
}

TEST_F(DriverFileAttack, FanSettingRefusesASymbolicLinkInPlaceOfTheFanCtrlFolder)
{
    const QString copy = rootCopyOf(fanCtrl);
    const QString victim = copy + QStringLiteral("/fan_minimum_pwm");
    const QByteArray before = contentsOf(victim);
    ASSERT_TRUE(replaceAsAttacker(fanCtrl, symlinkTo(copy)));

    expectRefused(tuning(kFanMinimum30), 1,
                  QStringLiteral("Nothing was written to %1/fan_minimum_pwm: %1 is a symbolic link, not the driver's folder.")
                      .arg(kCardInNamespace + QStringLiteral("/gpu_od/fan_ctrl")),
                  "fan_minimum_pwm");
    EXPECT_EQ(contentsOf(victim), before);
}

TEST_F(DriverFileAttack, FanSettingNeitherBlocksOnNorWritesAFifo)
{
    const QString file = fanCtrl + QStringLiteral("/fan_minimum_pwm");
    ASSERT_TRUE(replaceAsAttacker(file, [](const char *path) { return ::mkfifo(path, 0666); }));

    // A root program that opened it would wait for a writer (or reader) for
    // ever; read without blocking, it reads as no setting at all, refused
    // before any write.
    QFile::remove(log);
    const FakeSysfsRun set = runCli(tree, QStringList{QStringLiteral("tuning")} + kFanMinimum30 + QStringList{QStringLiteral("--backend"), QStringLiteral("rocm-smi")},
                                    20000);
    expectRefused(set, 3, QStringLiteral("Refused, nothing was written: Fan minimum speed is not supported by this GPU"), "fan_minimum_pwm");
    struct stat st;
    ASSERT_EQ(::lstat(QFile::encodeName(file).constData(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));
}
