// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>

namespace rocmtune::testing {

// Two runs of `monitor --format json` on the same tree (the per-file path and
// the table path): the same number of samples, the same state and, per
// metric, the same null-ness and value (gtest expectations). Returns how
// many non-null values were compared.
int expectSameSamples(const QList<QJsonObject> &perFile, const QList<QJsonObject> &fast);

} // namespace rocmtune::testing
