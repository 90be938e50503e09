// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/integration/support/SampleCompare.h"

#include <QJsonValue>

#include <gtest/gtest.h>

#include <cmath>

namespace rocmtune::testing {

int expectSameSamples(const QList<QJsonObject> &perFile, const QList<QJsonObject> &fast)
{
    EXPECT_EQ(perFile.size(), fast.size());
    int compared = 0;
    for (int i = 0; i < std::min(perFile.size(), fast.size()); ++i) {
        const QJsonObject a = perFile[i].value(QStringLiteral("metrics")).toObject();
        const QJsonObject b = fast[i].value(QStringLiteral("metrics")).toObject();
        EXPECT_EQ(perFile[i].value(QStringLiteral("state")), fast[i].value(QStringLiteral("state"))) << "sample " << i;
        EXPECT_EQ(a.keys(), b.keys()) << "sample " << i;
        for (const QString &key : a.keys()) {
            const QJsonValue va = a.value(key).toObject().value(QStringLiteral("value"));
            const QJsonValue vb = b.value(key).toObject().value(QStringLiteral("value"));
            EXPECT_EQ(va.isNull(), vb.isNull()) << "sample " << i << " GPU " << perFile[i].value(QStringLiteral("device")).toInt() << " "
                                                << key.toStdString() << ": per file " << va.toDouble() << ", fast " << vb.toDouble();
            if (va.isDouble() && vb.isDouble()) {
                EXPECT_NEAR(va.toDouble(), vb.toDouble(), std::abs(va.toDouble()) * 1e-9) << "sample " << i << " " << key.toStdString();
                ++compared;
            }
        }
    }
    return compared;
}

} // namespace rocmtune::testing
