// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonDocument>
#include <QProcessEnvironment>

#include <cmath>
#include <limits>

namespace rocmtune::testing {

namespace {

QStringList launcherArgs(const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, int uid)
{
    QStringList launcher{QStringLiteral("--class"), tree.classDir(), QStringLiteral("--module"), tree.moduleDir()};
    if (uid >= 0)
        launcher << QStringLiteral("--uid") << QString::number(uid);
    return launcher + QStringList{QStringLiteral("--"), program} + args;
}

void prepare(QProcess &process)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    if (!qEnvironmentVariableIsSet("ROCMTUNE_TEST_KEEP_LIBRARY"))
        env.remove(QStringLiteral("ROCMTUNE_ROCM_SMI_LIBRARY"));
    process.setProcessEnvironment(env);
}

} // namespace

QString testedLibraryProgramDir() { return qEnvironmentVariable("ROCMTUNE_TEST_PROGRAM_DIR"); }

QString cliPath()
{
    const QString dir = testedLibraryProgramDir();
    return dir.isEmpty() ? QStringLiteral(ROCMTUNE_CLI_PATH) : dir + QStringLiteral("/rocmtune-cli");
}

QString backendToolPath()
{
    const QString dir = testedLibraryProgramDir();
    return dir.isEmpty() ? QStringLiteral(ROCMTUNE_BACKEND_TOOL_PATH) : dir + QStringLiteral("/rocmsmi-backend-tool");
}

QString FakeSysfsRun::describe() const
{
    return QStringLiteral("exit %1%2%3\n--- stdout ---\n%4\n--- stderr ---\n%5")
        .arg(exitCode)
        .arg(crashed ? QStringLiteral(" (crashed)") : QString())
        .arg(timedOut ? QStringLiteral(" (timed out)") : QString())
        .arg(out.left(4000), err.left(4000));
}

void startInFakeSysfs(StreamedProcess &process, const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, int uid)
{
    prepare(process.process());
    process.process().start(QStringLiteral(ROCMTUNE_FAKESYS_PATH), launcherArgs(tree, program, args, uid));
}

::testing::AssertionResult readSamplesUntil(StreamedProcess &monitor, int lines, int timeoutMs)
{
    return monitor.readUntil(std::to_string(lines) + " monitor samples", [&] { return parseJsonLines(monitor.outText()).size() >= lines; },
                             timeoutMs);
}

FakeSysfsRun runInFakeSysfs(const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, int timeoutMs, int uid)
{
    QProcess process;
    prepare(process);
    process.start(QStringLiteral(ROCMTUNE_FAKESYS_PATH), launcherArgs(tree, program, args, uid));
    FakeSysfsRun run;
    if (!process.waitForFinished(timeoutMs)) {
        run.timedOut = true;
        process.kill();
        process.waitForFinished();
    }
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

FakeSysfsRun runCli(const FakeAmdgpuTree &tree, const QStringList &args, int timeoutMs)
{
    return runInFakeSysfs(tree, cliPath(), args, timeoutMs);
}

FakeSysfsRun runBackendTool(const FakeAmdgpuTree &tree, const QStringList &args, int uid)
{
    return runInFakeSysfs(tree, backendToolPath(), args, 30000, uid);
}

QJsonArray listDevices(const FakeAmdgpuTree &tree, FakeSysfsRun *run)
{
    *run = runCli(tree, {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("rocm-smi")});
    return QJsonDocument::fromJson(run->out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
}

QJsonObject sampleOfDevice(const QList<QJsonObject> &samples, int device)
{
    for (const QJsonObject &s : samples) {
        if (s.value(QStringLiteral("device")).toInt() == device)
            return s;
    }
    return {};
}

QList<QJsonObject> parseJsonLines(const QString &text)
{
    QList<QJsonObject> objects;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8());
        if (doc.isObject())
            objects << doc.object();
    }
    return objects;
}

QList<QJsonObject> monitorSamples(const FakeAmdgpuTree &tree, int count, FakeSysfsRun *run, int intervalMs)
{
    *run = runCli(tree, {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                         QStringLiteral("rocm-smi"), QStringLiteral("--count"), QString::number(count), QStringLiteral("--interval"),
                         QString::number(intervalMs)});
    return parseJsonLines(run->out);
}

double metricValue(const QJsonObject &sample, const char *key)
{
    const QJsonValue v = sample.value(QStringLiteral("metrics")).toObject().value(QLatin1String(key)).toObject().value(QStringLiteral("value"));
    return v.isDouble() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

bool metricIsNull(const QJsonObject &sample, const char *key)
{
    const QJsonObject metrics = sample.value(QStringLiteral("metrics")).toObject();
    return metrics.contains(QLatin1String(key)) && metrics.value(QLatin1String(key)).toObject().value(QStringLiteral("value")).isNull();
}

} // namespace rocmtune::testing
