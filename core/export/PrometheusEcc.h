// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Snapshot.h"

#include <QByteArray>
#include <QVector>

namespace rocmtune {

// The ECC families of the exposition (PrometheusExposition.h's rules):
//   rocmtune_gpu_ecc_enabled{<gpu labels>,block}           1 on, 0 off
//   rocmtune_gpu_ecc_errors_total{<gpu labels>,block,type} type = correctable | uncorrectable
// A GPU without RAS (or a block whose counts could not be read) has no
// series at all, never a 0. deviceLabels[i] are GPU i's labels, already
// rendered; only GPUs whose sample is ok are written.
QByteArray prometheusEccFamilies(const QVector<QByteArray> &deviceLabels, const Snapshot &snapshot);

} // namespace rocmtune
