// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/GuiOptions.h"

#include "app/cli/HelpLayout.h"
#include "core/backends/BackendCommandLine.h"
#include "core/settings/AppSettings.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdlib>

namespace rocmtune::gui {

QString GuiOptions::parse(QCommandLineParser &parser, const QStringList &args, GuiOptions *options)
{
    parser.setApplicationDescription(GuiOptions::tr("ROCm Tune: monitor, tune and stress-test GPUs."));
    // Our own help option: Qt's help wraps at 79 characters, which runs Chinese (a 汉字 takes two columns)
    // past 80 and cuts Latin words; the help is laid out as rocmtune-cli's is (layOutHelp).
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("?")}, GuiOptions::tr("Show this help."));
    parser.addOption(help);
    parser.addVersionOption();
    addBackendOptions(parser);
    parser.addOption({QStringLiteral("minimized"), GuiOptions::tr("Start minimized (to the tray when there is one).")});
    parser.addOption({QStringLiteral("interval"), GuiOptions::tr("Sampling interval in milliseconds for this run (100-10000)."), QStringLiteral("ms")});
    parser.addOption({QStringLiteral("screenshot"), GuiOptions::tr("Render the main window to a PNG file after some samples, then exit."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("screenshot-after"), GuiOptions::tr("Samples to wait for before --screenshot (default 8)."),
                      QStringLiteral("count")});
    parser.addOption({QStringLiteral("screenshot-settings"), GuiOptions::tr("With --screenshot: render the Settings dialog instead of the main window.")});
    parser.addOption({QStringLiteral("new-instance"), GuiOptions::tr("Start even if ROCm Tune is already running.")});
    QCommandLineOption prefill(QStringLiteral("prefill-history"), GuiOptions::tr("Benchmarks: fill the history with this many seconds of simulated samples."),
                               QStringLiteral("seconds"));
    prefill.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(prefill);
    QCommandLineOption startup(QStringLiteral("report-startup"), GuiOptions::tr("Benchmarks: print the time to the first painted frame and exit."));
    startup.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(startup);
    QCommandLineOption replots(QStringLiteral("report-graph-replots"),
                               GuiOptions::tr("Benchmarks: after 10 s, count for this many seconds how the graphs were redrawn, print it and exit."),
                               QStringLiteral("seconds"));
    replots.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(replots);

    if (parser.parse(args) && parser.isSet(help)) {
        QTextStream out(stdout);
        out << cli::layOutHelp(parser.helpText());
        out.flush();
        std::exit(0);
    }
    parser.process(args); // exits on --version and unknown options
    if (!parser.positionalArguments().isEmpty())
        return GuiOptions::tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst());
    const QString backendError = readBackendOptions(parser, &options->backend);
    if (!backendError.isEmpty())
        return backendError;
    options->minimized = parser.isSet(QStringLiteral("minimized"));
    options->newInstance = parser.isSet(QStringLiteral("new-instance"));
    options->reportStartup = parser.isSet(startup);
    options->screenshotPath = parser.value(QStringLiteral("screenshot"));
    options->screenshotSettings = parser.isSet(QStringLiteral("screenshot-settings"));
    if (parser.isSet(QStringLiteral("interval"))) {
        bool ok = false;
        const int ms = parser.value(QStringLiteral("interval")).toInt(&ok);
        if (!ok || ms < AppSettings::kMinIntervalMs || ms > AppSettings::kMaxIntervalMs)
            return GuiOptions::tr("--interval must be a number of milliseconds from 100 to 10000.");
        options->intervalMs = ms;
    }
    if (parser.isSet(QStringLiteral("screenshot-after"))) {
        bool ok = false;
        const int count = parser.value(QStringLiteral("screenshot-after")).toInt(&ok);
        if (!ok || count < 1 || count > 100000)
            return GuiOptions::tr("--screenshot-after must be a positive number of samples.");
        options->screenshotAfterSamples = count;
    }
    if (parser.isSet(prefill)) {
        bool ok = false;
        const int seconds = parser.value(prefill).toInt(&ok);
        if (!ok || seconds < 0 || seconds > 48 * 3600)
            return GuiOptions::tr("--prefill-history must be a number of seconds from 0 to 172800.");
        options->prefillHistorySeconds = seconds;
    }
    if (parser.isSet(replots)) {
        bool ok = false;
        const int seconds = parser.value(replots).toInt(&ok);
        if (!ok || seconds < 1 || seconds > 3600)
            return GuiOptions::tr("--report-graph-replots must be a number of seconds from 1 to 3600.");
        options->reportGraphReplotsSeconds = seconds;
    }
    return QString();
}

} // namespace rocmtune::gui
