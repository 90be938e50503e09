// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-fakesys: runs a command with a fake amdgpu sysfs tree in a private
// mount namespace.
//   rocmtune-fakesys --class DIR [--module DIR] [--uid N] -- COMMAND [ARGS...]
//       (--uid: run COMMAND as that user once the mounts are in place)
//   rocmtune-fakesys --make-tree DIR rx7900xtx|rx6800xt|mi210|mi300x|rx9070xt|rx580...
//       writes a tree with those cards (DIR/class, DIR/module) to try by hand.
// Exit status 125 means the namespace could not be set up (the message says
// why); otherwise the command's own status.
#include "tests/integration/fixture/FakeAmdgpuTree.h"
#include "tests/integration/fixture/FakeSysfsNamespace.h"

#include <sys/mount.h>

#include <QString>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace {

int makeTree(int argc, char *argv[])
{
    using rocmtune::testing::FakeCardSpec;
    rocmtune::testing::FakeAmdgpuTree tree(QString::fromLocal8Bit(argv[2]));
    for (int i = 3; i < argc; ++i) {
        const QString bdf = QStringLiteral("0000:%1:00.0").arg(0x03 + 0x10 * (i - 3), 2, 16, QLatin1Char('0'));
        const QString model = QString::fromLocal8Bit(argv[i]);
        if (model == QLatin1String("rx7900xtx"))
            tree.addCard(FakeCardSpec::radeonRx7900Xtx(bdf));
        else if (model == QLatin1String("rx6800xt"))
            tree.addCard(FakeCardSpec::radeonRx6800Xt(bdf));
        else if (model == QLatin1String("mi210"))
            tree.addCard(FakeCardSpec::instinctMi210(bdf));
        else if (model == QLatin1String("mi300x"))
            tree.addCard(FakeCardSpec::instinctMi300x(bdf));
        else if (model == QLatin1String("rx9070xt"))
            tree.addCard(FakeCardSpec::radeonRx9070Xt(bdf));
        else if (model == QLatin1String("rx580"))
            tree.addCard(FakeCardSpec::radeonRx580(bdf));
        else {
            std::fprintf(stderr, "rocmtune-fakesys: unknown card model %s\n", argv[i]);
            return 2;
        }
    }
    QString error;
    if (!tree.build(&error)) {
        std::fprintf(stderr, "rocmtune-fakesys: %s\n", error.toLocal8Bit().constData());
        return 1;
    }
    std::printf("%s\n", tree.classDir().toLocal8Bit().constData());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 3 && std::strcmp(argv[1], "--make-tree") == 0)
        return makeTree(argc, argv);
    QString classDir;
    QString moduleDir;
    int uid = -1;
    int i = 1;
    for (; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0) {
            ++i;
            break;
        }
        if (std::strcmp(argv[i], "--class") == 0 && i + 1 < argc)
            classDir = QString::fromLocal8Bit(argv[++i]);
        else if (std::strcmp(argv[i], "--module") == 0 && i + 1 < argc)
            moduleDir = QString::fromLocal8Bit(argv[++i]);
        else if (std::strcmp(argv[i], "--uid") == 0 && i + 1 < argc)
            uid = std::atoi(argv[++i]);
        else {
            std::fprintf(stderr, "rocmtune-fakesys: unknown argument %s\n", argv[i]);
            return 125;
        }
    }
    if (classDir.isEmpty() || i >= argc) {
        std::fprintf(stderr, "usage: rocmtune-fakesys --class DIR [--module DIR] -- COMMAND [ARGS...]\n");
        return 125;
    }
    QString error;
    if (!rocmtune::testing::enterFakeSysfs(classDir, moduleDir, &error)) {
        std::fprintf(stderr, "rocmtune-fakesys: cannot set up the fake sysfs namespace: %s\n", error.toLocal8Bit().constData());
        return 125;
    }
    // $ROCMTUNE_FAKE_CPUINFO: a file shown as /proc/cpuinfo in the namespace
    // (libamd_smi refuses every setter when its flags say "hypervisor").
    const QByteArray cpuinfo = qgetenv("ROCMTUNE_FAKE_CPUINFO");
    if (!cpuinfo.isEmpty() && ::mount(cpuinfo.constData(), "/proc/cpuinfo", nullptr, MS_BIND, nullptr) != 0) {
        std::fprintf(stderr, "rocmtune-fakesys: cannot bind-mount %s over /proc/cpuinfo: %s\n", cpuinfo.constData(), std::strerror(errno));
        return 125;
    }
    if (uid >= 0 && (::setgid(static_cast<gid_t>(uid)) != 0 || ::setuid(static_cast<uid_t>(uid)) != 0)) {
        std::fprintf(stderr, "rocmtune-fakesys: cannot switch to uid %d: %s\n", uid, std::strerror(errno));
        return 125;
    }
    ::execvp(argv[i], argv + i);
    std::fprintf(stderr, "rocmtune-fakesys: cannot run %s: %s\n", argv[i], std::strerror(errno));
    return 125;
}
