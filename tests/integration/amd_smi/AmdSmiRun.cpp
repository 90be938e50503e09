// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/integration/amd_smi/AmdSmiRun.h"

#include <QJsonDocument>

namespace rocmtune::testing {

QJsonArray listWith(const FakeAmdgpuTree &tree, const QString &backend, FakeSysfsRun *run)
{
    *run = runCli(tree, {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--backend"), backend});
    return QJsonDocument::fromJson(run->out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
}

QList<QJsonObject> amdSmiSamples(const FakeAmdgpuTree &tree, int count, FakeSysfsRun *run)
{
    *run = runCli(tree, {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                         QStringLiteral("amd-smi"), QStringLiteral("--count"), QString::number(count), QStringLiteral("--interval"),
                         QStringLiteral("100")});
    return parseJsonLines(run->out);
}

} // namespace rocmtune::testing
