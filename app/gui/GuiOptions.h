// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"

#include <QCoreApplication>
#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace rocmtune::gui {

// Command-line options of the rocmtune GUI.
struct GuiOptions {
    Q_DECLARE_TR_FUNCTIONS(GuiOptions)

public:
    BackendOptions backend;
    bool minimized = false;
    QString screenshotPath;         // render the window to this PNG and exit
    int screenshotAfterSamples = 8; // ... after this many snapshots
    bool screenshotSettings = false; // ... of the Settings dialog instead of the window
    std::optional<int> intervalMs;  // overrides the saved sampling interval for this run
    int prefillHistorySeconds = 0;  // benchmarks: synthetic history before the first sample
    bool reportStartup = false;     // benchmarks: print time to first painted frame and exit
    int reportGraphReplotsSeconds = 0; // benchmarks: count the graphs' kinds of replots this long, print, exit
    bool newInstance = false;       // do not hand over to a running instance

    // Adds the options, parses args; on error returns why (help/version exit inside Qt).
    static QString parse(QCommandLineParser &parser, const QStringList &args, GuiOptions *options);
};

} // namespace rocmtune::gui
