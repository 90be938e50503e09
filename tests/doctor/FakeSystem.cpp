// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/doctor/FakeSystem.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

#include <stdexcept>

namespace rocmtune::test {

FakeSystem::FakeSystem()
{
    if (!dir_.isValid())
        throw std::runtime_error("cannot create a temporary directory");
    for (const char *d : {"sys", "dev", "proc", "opt/rocm", "lib", "bin"})
        mkdir(QString::fromLatin1(d));
}

QString FakeSystem::path(const QString &relative) const
{
    return QDir(dir_.path()).filePath(relative);
}

void FakeSystem::mkdir(const QString &relative)
{
    if (!QDir().mkpath(path(relative)))
        throw std::runtime_error("mkpath failed");
}

void FakeSystem::write(const QString &relative, const QByteArray &content, int mode)
{
    const QString file = path(relative);
    QDir().mkpath(QFileInfo(file).path());
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        throw std::runtime_error("write failed");
    f.close();
    ::chmod(QFile::encodeName(file).constData(), static_cast<mode_t>(mode));
}

void FakeSystem::remove(const QString &relative)
{
    const QString target = path(relative);
    if (QFileInfo(target).isDir())
        QDir(target).removeRecursively();
    else
        QFile::remove(target);
}

void FakeSystem::writeScript(const QString &name, const QByteArray &body)
{
    write(QStringLiteral("bin/") + name, QByteArray("#!/bin/bash\n") + body, 0755);
}

void FakeSystem::writePythonPrinting(const QByteArray &json)
{
    // Refuses anything but "-c <script importing torch>", so a test also proves
    // the doctor passed its probe program. json.dumps prints one line, so
    // line breaks in the test's text are flattened.
    writeScript(QStringLiteral("python3"), QByteArray("[[ \"$1\" == -c && \"$2\" == *'import torch'* ]] || exit 9\n"
                                                      "cat <<'JSON'\n")
                                               + QByteArray(json).replace('\n', ' ') + "\nJSON\n");
}

void FakeSystem::healthy()
{
    write(QStringLiteral("proc/sys/kernel/osrelease"), "6.1.0-28-amd64\n");
    write(QStringLiteral("proc/cmdline"), "BOOT_IMAGE=/vmlinuz root=/dev/sda1 ro quiet\n");
    write(QStringLiteral("sys/module/amdgpu/version"), "6.8.5\n");
    write(QStringLiteral("sys/module/amdgpu/parameters/ppfeaturemask"), "0xfff7ffff\n");
    mkdir(QStringLiteral("sys/bus/pci/drivers/amdgpu/0000:03:00.0"));
    write(QStringLiteral("sys/bus/pci/drivers/amdgpu/bind"), "", 0200);
    write(QStringLiteral("dev/kfd"), "", 0666);
    write(QStringLiteral("dev/dri/renderD128"), "", 0666);
    write(QStringLiteral("dev/dri/card0"), "", 0660);
    write(QStringLiteral("sys/class/kfd/kfd/topology/nodes/0/properties"),
          "cpu_cores_count 16\nsimd_count 0\ngfx_target_version 0\ndevice_id 0\n");
    setGpuTarget(110000);
    const QString device = QStringLiteral("sys/class/drm/card0/device/");
    write(device + QStringLiteral("vendor"), "0x1002\n");
    write(device + QStringLiteral("current_link_speed"), "16.0 GT/s PCIe\n");
    write(device + QStringLiteral("max_link_speed"), "16.0 GT/s PCIe\n");
    write(device + QStringLiteral("current_link_width"), "16\n");
    write(device + QStringLiteral("max_link_width"), "16\n");
    mkdir(QStringLiteral("sys/class/drm/card0-DP-1"));
    write(QStringLiteral("sys/module/pcie_aspm/parameters/policy"), "[default] performance powersave powersupersave\n");
    setRocmVersion("6.2.4-120");
    installFakeLibraries(true, true);
}

void FakeSystem::setGpuTarget(quint64 gfxTargetVersion)
{
    write(QStringLiteral("sys/class/kfd/kfd/topology/nodes/1/properties"),
          QByteArray("cpu_cores_count 0\nsimd_count 192\ngfx_target_version ") + QByteArray::number(gfxTargetVersion)
              + "\ndevice_id 29772\ndrm_render_minor 128\nlocation_id 768\n");
}

void FakeSystem::setRocmVersion(const QByteArray &text)
{
    if (text.isEmpty())
        remove(QStringLiteral("opt/rocm/.info/version"));
    else
        write(QStringLiteral("opt/rocm/.info/version"), text + '\n');
}

void FakeSystem::installFakeLibraries(bool hip, bool rocmSmi)
{
    const QDir fake(QStringLiteral(DOCTOR_FAKE_LIB_DIR));
    if (hip) {
        QFile::copy(fake.filePath(QStringLiteral("libamdhip64.so.6.2.41133")), path(QStringLiteral("lib/libamdhip64.so.6.2.41133")));
        QFile::link(QStringLiteral("libamdhip64.so.6.2.41133"), path(QStringLiteral("lib/libamdhip64.so.6")));
    }
    if (rocmSmi) {
        QFile::copy(fake.filePath(QStringLiteral("librocm_smi64.so.1.0")), path(QStringLiteral("lib/librocm_smi64.so.1.0")));
        QFile::link(QStringLiteral("librocm_smi64.so.1.0"), path(QStringLiteral("lib/librocm_smi64.so.1")));
    }
}

DoctorEnvironment FakeSystem::environment() const
{
    DoctorEnvironment env;
    env.sysRoot = path(QStringLiteral("sys"));
    env.devRoot = path(QStringLiteral("dev"));
    env.procRoot = path(QStringLiteral("proc"));
    env.rocmPath = path(QStringLiteral("opt/rocm"));
    env.libraryDirs = {path(QStringLiteral("lib"))};
    env.pathDirs = {path(QStringLiteral("bin"))};
    env.environment = QProcessEnvironment();
    env.environment.insert(QStringLiteral("PATH"), path(QStringLiteral("bin")) + QStringLiteral(":/usr/bin:/bin"));
    env.pythonTimeoutMs = 1500;
    env.identity.uid = 1000;
    env.identity.userName = QStringLiteral("tester");
    env.identity.processGroupIds = {1000};
    env.identity.accountGroupIds = {1000};
    env.kernelAccessCheck = false;
    return env;
}

} // namespace rocmtune::test
