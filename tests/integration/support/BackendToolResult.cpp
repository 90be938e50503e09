// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/integration/support/BackendToolResult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

namespace rocmtune::testing {

BackendToolResult runBackendToolRecorded(const FakeAmdgpuTree &tree, const QStringList &args)
{
    BackendToolResult r;
    r.run = runBackendTool(tree, args);
    EXPECT_NE(r.run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << r.run.describe().toStdString();
    EXPECT_FALSE(r.run.crashed) << r.run.describe().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.run.out.toUtf8()).object();
    r.ok = o.value(QStringLiteral("ok")).toBool();
    r.message = o.value(QStringLiteral("message")).toString();
    for (const QJsonValue &w : o.value(QStringLiteral("writes")).toArray())
        r.writes.push_back((w.toObject().value(QStringLiteral("file")).toString() + QStringLiteral(" <- ")
                            + w.toObject().value(QStringLiteral("data")).toString())
                               .toStdString());
    EXPECT_EQ(r.run.exitCode, r.ok ? 0 : 1) << r.run.describe().toStdString();
    return r;
}

} // namespace rocmtune::testing
