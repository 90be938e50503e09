// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

// The commands that talk over the network, `export` (the Prometheus
// exporter's HTTP server) and `fleet` (reads Prometheus' HTTP API), need Qt
// Network and, through it, Kerberos, libproxy, brotli and more: 11 shared
// libraries and ~4,000 relocations at every start. They are built into
// rocmtune-cli-network; rocmtune-cli registers them under the same names and
// summaries and hands the command line over to that program (execv: same
// process, same PID, signals and exit status), so that every other command,
// most of them one-shot reads, starts without Qt Network (BENCHMARKS.md,
// "One-shot reads: start-up").
namespace rocmtune::cli {

inline constexpr const char *kExportSummary = QT_TRANSLATE_NOOP("Cli", "Serve live telemetry for Prometheus (/metrics).");
inline constexpr const char *kFleetSummary = QT_TRANSLATE_NOOP("Cli", "List the nodes and GPUs a Prometheus server knows (read-only).");
inline constexpr const char *kNetworkProgramName = "rocmtune-cli-network";

} // namespace rocmtune::cli
