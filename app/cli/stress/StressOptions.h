// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"
#include "core/stress/StressPlan.h"
#include "core/stress/StressVerdict.h"

#include <QCommandLineParser>
#include <QStringList>

namespace rocmtune::cli {

// The options that say what a stress run does, shared by `stress` and the
// `--validate` of `profile apply` and `tuning set`.

// --tests LIST, --duration SECONDS, --heartbeat-timeout SECONDS.
void addStressRunOptions(QCommandLineParser &parser);
// The plan of a preset key ("quick" ...) changed by --tests/--duration (then a
// custom plan), with a planted fault (stress only); false with a message printed.
bool stressPlanFrom(const QCommandLineParser &parser, const QString &presetKey, const QString &injectFault, StressPlan *plan);
// --heartbeat-timeout into the policy; false with a message printed.
bool heartbeatFrom(const QCommandLineParser &parser, VerdictPolicy *policy);
// Simulated GPUs under load look like a stress run, unless a load was asked for.
void simulateStressLoad(const QCommandLineParser &parser, BackendOptions *options);

// --validate takes an optional preset: "--validate" alone means "--validate
// quick", "--validate standard" and "--validate=soak" name one. Rewrites the
// arguments so the parser sees a value in every case (before "--" only).
QStringList withValidatePreset(const QStringList &args);
// Adds --validate PRESET, --validate-with and the stress run options.
void addValidateOptions(QCommandLineParser &parser);
// Whether --validate or --validate-with was given.
bool wantsValidation(const QCommandLineParser &parser);
// The plan and policy of --validate; false with a message printed.
bool validationPlanFrom(const QCommandLineParser &parser, StressPlan *plan, VerdictPolicy *policy);
// `--validate-with -- CMD [ARGS…]`: removes "--" and the command after it
// from *args and returns the command (empty without "--").
QStringList takeValidateCommand(QStringList *args);
// The checks of a validated change: *stress (--validate: plan and policy)
// and *command (--validate-with); false with a message printed when they do
// not fit together (--validate-with without a command, a command without it).
bool validationChecksFrom(const QCommandLineParser &parser, const QStringList &command, bool *stress, StressPlan *plan, VerdictPolicy *policy);
// The stress run options given without --validate: a message printed, false.
bool stressOptionsOnlyWithValidate(const QCommandLineParser &parser);

} // namespace rocmtune::cli
