// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/ListText.h"
#include "core/stress/RunnerLocator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace rocmtune {

namespace {
const QString kRunnerName = QStringLiteral("rocmtune-bench");

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}
} // namespace

RunnerLocation locateRunner()
{
    RunnerLocation location;
    const QString fromEnvironment = qEnvironmentVariable("ROCMTUNE_BENCH");
    if (!fromEnvironment.isEmpty()) {
        // An explicit choice is used or reported, never silently replaced.
        location.searched << QStringLiteral("ROCMTUNE_BENCH=%1").arg(fromEnvironment);
        if (isExecutableFile(fromEnvironment))
            location.path = QFileInfo(fromEnvironment).absoluteFilePath();
        return location;
    }
    QStringList candidates;
    if (QCoreApplication::instance()) {
        const QDir appDir(QCoreApplication::applicationDirPath());
        candidates << appDir.filePath(kRunnerName)
                   << QDir::cleanPath(appDir.filePath(QStringLiteral("../../kernels/") + kRunnerName)) // build tree: build/app/<tool>/
                   << QDir::cleanPath(appDir.filePath(QStringLiteral("../kernels/") + kRunnerName))
                   << QDir::cleanPath(appDir.filePath(QStringLiteral("../libexec/rocmtune/") + kRunnerName));
    }
    for (const QString &candidate : candidates) {
        location.searched << candidate;
        if (isExecutableFile(candidate)) {
            location.path = candidate;
            return location;
        }
    }
    location.searched << QStringLiteral("PATH");
    location.path = QStandardPaths::findExecutable(kRunnerName);
    return location;
}

QString runnerBuildInstructions()
{
    return QCoreApplication::translate(
        "Stress",
        "Build it with the GPU kernels: cmake -S . -B build -DROCMTUNE_GPU_KERNELS=HIP (AMD, needs hipcc) "
        "or -DROCMTUNE_GPU_KERNELS=CUDA (NVIDIA, needs nvcc), then cmake --build build. "
        "Or point ROCMTUNE_BENCH at an existing rocmtune-bench.");
}

QString runnerMissingText(const RunnerLocation &location)
{
    return QCoreApplication::translate("Stress", "The stress test runner rocmtune-bench was not found (looked in: %1). %2")
        .arg(joinList(location.searched), runnerBuildInstructions());
}

} // namespace rocmtune

namespace rocmtune {

QString runnerMissingUserText()
{
    return QCoreApplication::translate("Stress", "The stress tests are not installed. Install the rocmtune package, or build with HIP: see README › Stress test.");
}

} // namespace rocmtune
