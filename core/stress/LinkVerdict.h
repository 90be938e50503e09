// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BenchProtocol.h"
#include "core/stress/VerdictReason.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// The link and p2p tests' results read for the verdict: a PCIe link that ran
// below its maximum speed or width under load, copies under half of what
// the link carries, a p2p test that needs two GPUs. Notes, not failures (a
// transfer that arrived wrong is a fault of the test and fails on its own).
void judgeLinkResult(const BenchResult &result, int device, QVector<VerdictReason> *notes);

// "PCIe 4.0 x4" (16 GT/s, 4 lanes); a rate no generation has is "12 GT/s x4".
QString pcieLinkText(double gigaTransfers, int width);
// "PCIe 4.0 x4 under load; the card supports x16" for a LinkBelowMaximum
// note's `where` ({"current_gts","current_width","max_gts","max_width"}).
QString linkBelowMaximumText(const QJsonObject &where);

} // namespace rocmtune
