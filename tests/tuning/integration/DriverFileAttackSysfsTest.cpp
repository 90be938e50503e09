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
        for (const QString &folder : {tree.deviceDir(0), tree.deviceDir(0) + QStringLiteral("/gpu_od"), fanCtrl})
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

    // The writes the shim saw to files named `name`.
    int writesTo(const char *name) const
    {
        int n = 0;
        for (const std::string &w : writes())
            n += w.rfind(std::string(name) + " <- ", 0) == 0 ? 1 : 0;
        return n;
    }

    static bool isLink(const QString &path)
    {
        struct stat st;
        return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISLNK(st.st_mode);
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
    const QString od = tree.deviceDir(0) + QStringLiteral("/pp_od_clk_voltage");
    // The link's target reads as the card's table, so everything before the
    // write (the library's reads, the reset's own) goes as on a real card.
    const QByteArray table = device("pp_od_clk_voltage");
    const QString victim = rootFile(QStringLiteral("victim"), table, 0644);
    const QByteArray odName = QFile::encodeName(od), victimName = QFile::encodeName(victim);
    ASSERT_TRUE(asAttacker([&] { return ::unlink(odName.constData()) == 0 && ::symlink(victimName.constData(), odName.constData()) == 0; }));
    ASSERT_TRUE(isLink(od));

    const FakeSysfsRun reset = tuning(kAttackedReset);
    EXPECT_EQ(reset.exitCode, 1) << reset.describe().toStdString();
    EXPECT_TRUE(reset.err.contains(QStringLiteral("Nothing was written to %1: it is a symbolic link, not the driver's file.").arg(kCardInNamespace + QStringLiteral("/pp_od_clk_voltage"))))
        << reset.describe().toStdString();
    EXPECT_EQ(writesTo("pp_od_clk_voltage"), 0) << reset.describe().toStdString();
    EXPECT_EQ(contentsOf(victim), table);
    EXPECT_TRUE(isLink(od));
}

TEST_F(DriverFileAttack, ClockTableResetRefusesAHardLinkToARootFile)
{
    const QString od = tree.deviceDir(0) + QStringLiteral("/pp_od_clk_voltage");
    const QByteArray table = device("pp_od_clk_voltage");
    // fs.protected_hardlinks lets a user link only a file it may read and
    // write (0666 here); with it off, any file of the file system. Either
    // way the file has a second name, which a driver file never has.
    const QString victim = rootFile(QStringLiteral("victim"), table, 0666);
    const QByteArray odName = QFile::encodeName(od), victimName = QFile::encodeName(victim);
    ASSERT_TRUE(asAttacker([&] { return ::unlink(odName.constData()) == 0 && ::link(victimName.constData(), odName.constData()) == 0; }));

    const FakeSysfsRun reset = tuning(kAttackedReset);
    EXPECT_EQ(reset.exitCode, 1) << reset.describe().toStdString();
    EXPECT_TRUE(reset.err.contains(
        QStringLiteral("Nothing was written to %1: it is a hard link (one of 2 names of the same file), not the driver's file.").arg(kCardInNamespace + QStringLiteral("/pp_od_clk_voltage"))))
        << reset.describe().toStdString();
    EXPECT_EQ(writesTo("pp_od_clk_voltage"), 0) << reset.describe().toStdString();
    EXPECT_EQ(contentsOf(victim), table);
}

TEST_F(DriverFileAttack, FanSettingRefusesASymbolicLinkToARootFile)
{
    const QString file = fanCtrl + QStringLiteral("/fan_minimum_pwm");
    const QByteArray before = contentsOf(file);
    const QString victim = rootFile(QStringLiteral("fan_minimum_pwm"), before, 0644);
    const QByteArray fileName = QFile::encodeName(file), victimName = QFile::encodeName(victim);
    ASSERT_TRUE(asAttacker([&] { return ::unlink(fileName.constData()) == 0 && ::symlink(victimName.constData(), fileName.constData()) == 0; }));

    const FakeSysfsRun set = tuning(kFanMinimum30);
    EXPECT_NE(set.exitCode, 0) << set.describe().toStdString();
    EXPECT_TRUE(set.err.contains(QStringLiteral("Nothing was written to %1: it is a symbolic link, not the driver's file.")
                                        .arg(kCardInNamespace + QStringLiteral("/gpu_od/fan_ctrl/fan_minimum_pwm"))))
        << set.describe().toStdString();
    EXPECT_EQ(writesTo("fan_minimum_pwm"), 0) << set.describe().toStdString();
    EXPECT_EQ(contentsOf(victim), before);
}

TEST_F(DriverFileAttack, FanSettingRefusesASymbolicLinkInPlaceOfTheFanCtrlFolder)
{
    // A root-owned copy of the folder: the link leads to files that read as
    // the card's own.
    const QString copy = rootOnly + QStringLiteral("/fan_ctrl");
    ASSERT_TRUE(QDir().mkpath(copy));
    const QString victim = copy + QStringLiteral("/fan_minimum_pwm");
    for (const QString &name : QDir(fanCtrl).entryList(QDir::Files | QDir::Hidden))
        ASSERT_TRUE(QFile::copy(fanCtrl + QLatin1Char('/') + name, copy + QLatin1Char('/') + name)) << name.toStdString();
    const QByteArray before = contentsOf(victim);
    const QByteArray moved = QFile::encodeName(fanCtrl + QStringLiteral(".old")), folder = QFile::encodeName(fanCtrl),
                     copyName = QFile::encodeName(copy);
    ASSERT_TRUE(asAttacker([&] { return ::rename(folder.constData(), moved.constData()) == 0 && ::symlink(copyName.constData(), folder.constData()) == 0; }));

    const FakeSysfsRun set = tuning(kFanMinimum30);
    EXPECT_NE(set.exitCode, 0) << set.describe().toStdString();
    EXPECT_TRUE(set.err.contains(QStringLiteral("Nothing was written to %1/fan_minimum_pwm: %1 is a symbolic link, not the driver's folder.")
                                        .arg(kCardInNamespace + QStringLiteral("/gpu_od/fan_ctrl"))))
        << set.describe().toStdString();
    EXPECT_EQ(writesTo("fan_minimum_pwm"), 0) << set.describe().toStdString();
    EXPECT_EQ(contentsOf(victim), before);
}

TEST_F(DriverFileAttack, FanSettingNeitherBlocksOnNorWritesAFifo)
{
    const QString file = fanCtrl + QStringLiteral("/fan_minimum_pwm");
    const QByteArray fileName = QFile::encodeName(file);
    ASSERT_TRUE(asAttacker([&] { return ::unlink(fileName.constData()) == 0 && ::mkfifo(fileName.constData(), 0666) == 0; }));

    // A root program that opened it would wait for a reader (or writer) for ever.
    QFile::remove(log);
    const FakeSysfsRun set = runCli(tree, QStringList{QStringLiteral("tuning")} + kFanMinimum30 + QStringList{QStringLiteral("--backend"), QStringLiteral("rocm-smi")},
                                    20000);
    EXPECT_FALSE(set.timedOut) << set.describe().toStdString();
    // Read without blocking, it reads as no setting at all: refused before any write.
    EXPECT_EQ(set.exitCode, 3) << set.describe().toStdString();
    EXPECT_TRUE(set.err.contains(QStringLiteral("Refused, nothing was written: Fan minimum speed is not supported by this GPU")))
        << set.describe().toStdString();
    EXPECT_EQ(writesTo("fan_minimum_pwm"), 0) << set.describe().toStdString();
    struct stat st;
    ASSERT_EQ(::lstat(fileName.constData(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));
}
