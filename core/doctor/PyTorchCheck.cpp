// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/PyTorchCheck.h"

#include "core/doctor/GfxArch.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

namespace rocmtune {

namespace {

QString lastLines(const QByteArray &bytes, int count)
{
    QStringList lines = QString::fromUtf8(bytes).trimmed().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() > count)
        lines = lines.mid(lines.size() - count);
    return lines.join(QStringLiteral(" | "));
}

QString findPython(const DoctorEnvironment &env)
{
    if (env.pythonExecutable.contains(QLatin1Char('/')))
        return QFileInfo(env.pythonExecutable).isExecutable() ? env.pythonExecutable : QString();
    if (env.pathDirs.isEmpty())
        return {};
    return QStandardPaths::findExecutable(env.pythonExecutable, env.pathDirs);
}

} // namespace

QString PyTorchCheck::title() const
{
    return DoctorText::tr("PyTorch");
}

QString PyTorchCheck::probeScript()
{
    return QStringLiteral(
        "import json\n"
        "try:\n"
        "    import torch\n"
        "except ModuleNotFoundError:\n"
        "    print(json.dumps({'installed': False}))\n"
        "    raise SystemExit(0)\n"
        "except Exception as e:\n"
        "    print(json.dumps({'installed': True, 'import_error': repr(e)}))\n"
        "    raise SystemExit(0)\n"
        "info = {'installed': True, 'version': torch.__version__,\n"
        "        'hip': getattr(torch.version, 'hip', None), 'cuda': getattr(torch.version, 'cuda', None)}\n"
        "try:\n"
        "    info['available'] = bool(torch.cuda.is_available())\n"
        "    info['device_count'] = torch.cuda.device_count()\n"
        "    info['devices'] = [torch.cuda.get_device_name(i) for i in range(info['device_count'])]\n"
        "except Exception as e:\n"
        "    info['available'] = False\n"
        "    info['error'] = repr(e)\n"
        "print(json.dumps(info))\n");
}

CheckResult PyTorchCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    QStringList evidence;
    const QString python = findPython(env);
    if (python.isEmpty()) {
        evidence << DoctorText::tr("\"%1\" not found on PATH").arg(env.pythonExecutable);
        return makeResult(CheckStatus::Info, DoctorText::tr("No Python 3 found; nothing to check."),
                          DoctorText::tr("PyTorch is only checked when a Python 3 interpreter is on PATH."), QString(), evidence);
    }
    evidence << DoctorText::tr("Python: %1").arg(python);

    QProcess process;
    process.setProcessEnvironment(env.environment);
    process.start(python, {QStringLiteral("-c"), probeScript()});
    if (!process.waitForStarted(env.pythonTimeoutMs)) {
        evidence << DoctorText::tr("Start error: %1").arg(process.errorString());
        return makeResult(CheckStatus::Warn, DoctorText::tr("%1 could not be started.").arg(python),
                          DoctorText::tr("The doctor could not ask this Python about PyTorch."),
                          DoctorText::tr("Run \"%1 -c 'import torch'\" yourself to see what happens.").arg(python), evidence);
    }
    if (!process.waitForFinished(env.pythonTimeoutMs)) {
        process.kill();
        process.waitForFinished(2000);
        evidence << DoctorText::tr("No answer within %1 s; stopped.").arg(env.pythonTimeoutMs / 1000.0);
        return makeResult(CheckStatus::Warn, DoctorText::tr("Importing PyTorch did not finish within %1 s.").arg(env.pythonTimeoutMs / 1000.0),
                          DoctorText::tr("A hang while PyTorch starts usually means the GPU runtime waits for a device that "
                                   "does not answer (a stuck GPU, a wrong HSA_OVERRIDE_GFX_VERSION) or a very slow disk."),
                          DoctorText::tr("Run \"%1 -c 'import torch; print(torch.cuda.is_available())'\" yourself and watch "
                                   "\"sudo dmesg -w\" for amdgpu errors meanwhile.")
                              .arg(python),
                          evidence);
    }
    const QByteArray stdoutBytes = process.readAllStandardOutput();
    const QByteArray stderrBytes = process.readAllStandardError();
    const QList<QByteArray> outLines = stdoutBytes.trimmed().split('\n');
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(outLines.isEmpty() ? QByteArray() : outLines.last().trimmed(), &parseError);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || !doc.isObject()) {
        evidence << DoctorText::tr("Exit code %1; output: %2; errors: %3")
                        .arg(process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1)
                        .arg(lastLines(stdoutBytes, 3), lastLines(stderrBytes, 5));
        return makeResult(CheckStatus::Warn, DoctorText::tr("Asking %1 about PyTorch failed.").arg(python),
                          DoctorText::tr("The Python interpreter crashed or printed something unexpected, so the state of "
                                   "PyTorch is unknown."),
                          DoctorText::tr("Run \"%1 -c 'import torch'\" yourself to see the error.").arg(python), evidence);
    }
    const QJsonObject info = doc.object();
    if (!info.value(QStringLiteral("installed")).toBool()) {
        return makeResult(CheckStatus::Info, DoctorText::tr("PyTorch is not installed in %1.").arg(python),
                          DoctorText::tr("Nothing to check. If you use PyTorch from a virtual environment, run the doctor "
                                   "with that environment activated."),
                          QString(), evidence);
    }
    if (info.contains(QStringLiteral("import_error"))) {
        evidence << DoctorText::tr("Import error: %1").arg(info.value(QStringLiteral("import_error")).toString());
        return makeResult(CheckStatus::Fail, DoctorText::tr("PyTorch is installed but fails to import."),
                          DoctorText::tr("A broken or half-upgraded installation, or ROCm libraries of another version on "
                                   "LD_LIBRARY_PATH."),
                          DoctorText::tr("Reinstall PyTorch in a clean virtual environment with the ROCm wheel from "
                                   "pytorch.org's install selector."),
                          evidence);
    }
    const QString version = info.value(QStringLiteral("version")).toString();
    const QString hip = info.value(QStringLiteral("hip")).toString();
    const QString cuda = info.value(QStringLiteral("cuda")).toString();
    const bool available = info.value(QStringLiteral("available")).toBool();
    evidence << DoctorText::tr("torch %1, torch.version.hip=%2, torch.version.cuda=%3, torch.cuda.is_available()=%4, devices: %5")
                    .arg(version, hip.isEmpty() ? QStringLiteral("None") : hip, cuda.isEmpty() ? QStringLiteral("None") : cuda,
                         available ? QStringLiteral("True") : QStringLiteral("False"))
                    .arg(info.value(QStringLiteral("device_count")).toInt());
    if (info.contains(QStringLiteral("error")))
        evidence << DoctorText::tr("Error: %1").arg(info.value(QStringLiteral("error")).toString());

    const QString wheelFix = DoctorText::tr("Install the ROCm build: \"pip install torch --index-url "
                                      "https://download.pytorch.org/whl/rocm<version>\" with the ROCm version pytorch.org "
                                      "offers (see its install selector).");
    if (hip.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          cuda.isEmpty() ? DoctorText::tr("PyTorch %1 is a CPU-only build.").arg(version)
                                         : DoctorText::tr("PyTorch %1 is built for NVIDIA CUDA %2, not ROCm.").arg(version, cuda),
                          DoctorText::tr("This PyTorch cannot use AMD GPUs; training runs on the CPU."), wheelFix, evidence);
    }
    const auto torchRocm = parseRocmVersion(hip, QStringLiteral("torch.version.hip"));
    const std::optional<RocmVersion> &system = context.rocmVersion();
    if (!available) {
        QString fix = DoctorText::tr("Fix the failing checks above first (device access, GPU architecture, "
                               "HSA_OVERRIDE_GFX_VERSION); then run \"%1 -c 'import torch; print(torch.cuda.is_available())'\".")
                          .arg(python);
        return makeResult(CheckStatus::Fail, DoctorText::tr("PyTorch %1 (ROCm %2) sees no GPU.").arg(version, hip),
                          DoctorText::tr("torch.cuda.is_available() is False: PyTorch cannot open the GPU, so training falls "
                                   "back to the CPU or fails. Usual causes: no access to /dev/kfd, a GPU this ROCm does not "
                                   "support, or a missing HSA_OVERRIDE_GFX_VERSION."),
                          fix, evidence);
    }
    if (torchRocm && system && torchRocm->major != system->major) {
        evidence << DoctorText::tr("System ROCm: %1 (from %2)").arg(system->text, system->source);
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("PyTorch is built for ROCm %1, the system has ROCm %2.").arg(hip, system->text),
                          DoctorText::tr("The PyTorch wheel brings its own ROCm libraries and runs now, but extensions built "
                                   "against the system ROCm (or a LD_LIBRARY_PATH that points at it) can fail with "
                                   "symbol or code-object errors."),
                          DoctorText::tr("Prefer a PyTorch wheel for ROCm %1.x, or keep the system ROCm out of LD_LIBRARY_PATH "
                                   "when running PyTorch.")
                              .arg(system->major),
                          evidence);
    }
    if (system)
        evidence << DoctorText::tr("System ROCm: %1").arg(system->text);
    return makeResult(CheckStatus::Pass,
                      DoctorText::tr("PyTorch %1 (ROCm %2) sees %n GPU(s).", nullptr, info.value(QStringLiteral("device_count")).toInt())
                          .arg(version, hip),
                      DoctorText::tr("PyTorch can train on the GPU."), QString(), evidence);
}

} // namespace rocmtune
