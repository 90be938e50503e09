// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/profile/ProfileCommand.h"
#include "core/backends/BackendRegistry.h"
#include "core/profiles/Profile.h"
#include "core/profiles/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <optional>

namespace rocmtune::cli {

// Shared pieces of the `profile` subcommands.

// --json; --gpu N; the backend options.
bool wantsJson(const QCommandLineParser &parser);
void addGpuOption(QCommandLineParser &parser);
// --gpu N and --override-model (profile apply, profile boot set), the latter
// in the command's own words.
void addGpuAndOverrideModelOptions(QCommandLineParser &parser, const QString &overrideModelHelp);
// The --gpu value; false with a message when missing or not a number.
bool gpuIndexFrom(const QCommandLineParser &parser, int *gpu);

// Prints an error (stderr, or a JSON document on stdout with --json) and returns `code`.
int profileFailure(const QCommandLineParser &parser, const QString &action, int code, const QString &message);
// Prints a JSON answer (with "ok": true) or the text lines; returns ProfileExitOk.
int profileSuccess(const QCommandLineParser &parser, QJsonObject json, const QStringList &textLines);

// The store the GUI uses too (QStandardPaths' config location).
ProfileStore profileStore();
// By name, else by id; nullopt with the error printed (exit code in *code).
std::optional<Profile> findProfile(const QCommandLineParser &parser, const QString &action, const ProfileStore &store,
                                   const QString &nameOrId, int *code);

// The devices, with simulated GPUs persisted like `tuning` does, among them
// GPU `gpu` (-1: no particular one); null with a message printed and
// *exitCode set (bad --backend options, no devices, no such GPU).
std::unique_ptr<DeviceSet> openProfileDevices(const QCommandLineParser &parser, const QString &action, int gpu, BackendOptions *options,
                                              int *exitCode);

// {"id", "name", "file", ... profileToJson ...}
QJsonObject profileJson(const Profile &profile, const ProfileStore &store);
// For each GPU: {"gpu": i, "id", "name", "fit": "this_device"|"same_model"|"other_model"}
QJsonArray fitsJson(const Profile &profile, const DeviceList &devices);
// Installs the XDG autostart entry (`rocmtune-cli profile apply --at-login`)
// while any profile is marked "apply at login", removes it when none is.
// Returns the entry's JSON {"file", "enabled", "exec"}; error set on failure.
QJsonObject syncLoginAutostart(const ProfileStore &store, QString *error);

// "this device" / "same model" / "other model", translated.
QString fitText(ProfileFit fit);
// One line per value ("power cap 300 W", ...).
QStringList valueLines(const TuningValues &values);
// "Radeon RX 7900 XTX (model, 1002:744c)" / "... (this card only, id …)".
QString targetText(const ProfileTarget &target);

} // namespace rocmtune::cli
