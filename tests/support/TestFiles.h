// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Files a test lays out (fake /proc and /sys trees). Header-only; tests add
// ${PROJECT_SOURCE_DIR}/tests to their include path.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

#include <gtest/gtest.h>

namespace rocmtune::testing {

// Writes content to path, making its folders first; a file that cannot be
// written fails the test.
inline void writeTestFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
    ASSERT_EQ(file.write(content), content.size()) << path.toStdString();
}

} // namespace rocmtune::testing
