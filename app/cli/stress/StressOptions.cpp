// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/stress/StressOptions.h"

#include "app/cli/CliContext.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>

namespace rocmtune::cli {

namespace {
const QString kValidate = QStringLiteral("--validate");
} // namespace

void addStressRunOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("tests"), CliTr::tr("Comma-separated tests: compute, link, p2p, memory, gemm, train, cnn, power (or all)."), QStringLiteral("list")});
    parser.addOption({QStringLiteral("duration"), CliTr::tr("Seconds per test (overrides the preset's)."), QStringLiteral("seconds")});
    parser.addOption({QStringLiteral("heartbeat-timeout"), CliTr::tr("Seconds of runner silence that count as a hang (default 10)."),
                      QStringLiteral("seconds"), QStringLiteral("10")});
}

bool stressPlanFrom(const QCommandLineParser &parser, const QString &presetKey, const QString &injectFault, StressPlan *plan)
{
    const auto preset = stressPresetFromKey(presetKey);
    if (!preset) {
        err() << CliTr::tr("--preset must be quick, standard, soak, custom or hardware.") << Qt::endl;
        return false;
    }
    *plan = StressPlan::fromPreset(*preset);
    // Changing what runs makes it a custom plan (reports say so).
    if (parser.isSet(QStringLiteral("tests")) || parser.isSet(QStringLiteral("duration")))
        plan->preset = StressPreset::Custom;
    if (parser.isSet(QStringLiteral("tests"))) {
        plan->tests = parser.value(QStringLiteral("tests")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (plan->tests == QStringList{QStringLiteral("all")})
            plan->tests = StressPlan::fromPreset(*preset).tests;
    }
    if (parser.isSet(QStringLiteral("duration"))) {
        bool ok = false;
        plan->secondsPerTest = parser.value(QStringLiteral("duration")).toDouble(&ok);
        if (!ok) {
            err() << CliTr::tr("--duration must be a number of seconds per test.") << Qt::endl;
            return false;
        }
    }
    plan->injectFault = injectFault;
    const QString error = plan->validationError();
    if (!error.isEmpty()) {
        err() << error << Qt::endl;
        return false;
    }
    return true;
}

bool heartbeatFrom(const QCommandLineParser &parser, VerdictPolicy *policy)
{
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("heartbeat-timeout")).toDouble(&ok);
    if (!ok || seconds < 0.5 || seconds > 3600) {
        err() << CliTr::tr("--heartbeat-timeout must be from 0.5 to 3600 seconds.") << Qt::endl;
        return false;
    }
    policy->heartbeatTimeoutMs = static_cast<int>(seconds * 1000);
    return true;
}

void simulateStressLoad(const QCommandLineParser &parser, BackendOptions *options)
{
    if (!parser.isSet(QStringLiteral("sim-load")) && qEnvironmentVariableIsEmpty("ROCMTUNE_SIM_LOAD"))
        options->simulated.load = SimulatedLoad::Stress;
}

QStringList withValidatePreset(const QStringList &args)
{
    QStringList result = args;
    for (int i = 0; i < result.size(); ++i) {
        if (result.at(i) == QLatin1String("--"))
            break;
        if (result.at(i) != kValidate)
            continue;
        if (i + 1 < result.size() && stressPresetFromKey(result.at(i + 1)))
            ++i; // "--validate standard": the parser takes the value
        else
            result[i] = kValidate + QStringLiteral("=quick");
    }
    return result;
}

void addValidateOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("validate"),
                      CliTr::tr("Prove the change stable: hold it while a self-checking stress test runs on that GPU, keep it on PASS, "
                               "revert it at once on anything else. PRESET: quick (default), standard, soak, or custom with --tests."),
                      QStringLiteral("PRESET")});
    parser.addOption({QStringLiteral("validate-with"),
                      CliTr::tr("Prove the change with your own command, given after \"--\": it runs under the change (after the "
                               "--validate stress test, if given), and the change is kept only if it exits 0 and the GPU neither hangs "
                               "nor resets meanwhile; otherwise it is reverted at once (exit code 7).")});
    parser.addOption({QStringLiteral("verbose"), CliTr::tr("Show technical details: with --validate, where the runner was looked for and how to build it; "
                                                           "with tuning show, the driver file behind each control that is not offered.")});
    addStressRunOptions(parser);
}

bool wantsValidation(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("validate")) || parser.isSet(QStringLiteral("validate-with"));
}

QStringList takeValidateCommand(QStringList *args)
{
    const qsizetype separator = args->indexOf(QStringLiteral("--"));
    if (separator < 0)
        return {};
    const QStringList command = args->mid(separator + 1);
    *args = args->mid(0, separator);
    return command;
}

bool validationChecksFrom(const QCommandLineParser &parser, const QStringList &command, bool *stress, StressPlan *plan, VerdictPolicy *policy)
{
    const bool withCommand = parser.isSet(QStringLiteral("validate-with"));
    if (withCommand && command.isEmpty()) {
        err() << CliTr::tr("--validate-with needs your command after \"--\", e.g. --validate-with -- python3 train.py --max-steps 200") << Qt::endl;
        return false;
    }
    if (!withCommand && !command.isEmpty()) {
        err() << CliTr::tr("A command after \"--\" is for --validate-with.") << Qt::endl;
        return false;
    }
    *stress = parser.isSet(QStringLiteral("validate"));
    if (*stress)
        return validationPlanFrom(parser, plan, policy);
    return heartbeatFrom(parser, policy);
}

bool validationPlanFrom(const QCommandLineParser &parser, StressPlan *plan, VerdictPolicy *policy)
{
    const QString preset = parser.value(QStringLiteral("validate"));
    if (!stressPresetFromKey(preset)) {
        err() << CliTr::tr("--validate takes quick, standard, soak or custom (default quick), not \"%1\".").arg(preset) << Qt::endl;
        return false;
    }
    return stressPlanFrom(parser, preset, QString(), plan) && heartbeatFrom(parser, policy);
}

bool stressOptionsOnlyWithValidate(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("validate")))
        return true;
    for (const QString &option : {QStringLiteral("tests"), QStringLiteral("duration"), QStringLiteral("heartbeat-timeout")}) {
        if (parser.isSet(option)) {
            err() << CliTr::tr("--%1 is only for a --validate run.").arg(option) << Qt::endl;
            return false;
        }
    }
    return true;
}

} // namespace rocmtune::cli
