// SPDX-License-Identifier: GPL-3.0-or-later
// rocmsmi-backend-tool: calls one setter of the rocm-smi backend and prints
// {"ok": bool, "message": "..."}. Used inside the fake sysfs namespace by the
// backend-level write tests.
//   rocmsmi-backend-tool set-power-cap DEV MICROWATTS
//   rocmsmi-backend-tool set-clock-range DEV sclk|mclk MIN_MHZ MAX_MHZ
//   rocmsmi-backend-tool set-dpm-mask DEV sclk|mclk MASK
//   rocmsmi-backend-tool set-perf-level DEV LEVEL        (auto, manual, profile_peak ...)
//   rocmsmi-backend-tool set-power-profile DEV PROFILE   (COMPUTE, VIDEO ...)
//   rocmsmi-backend-tool set-overdrive DEV PERCENT
// Exit status: 0 applied, 1 refused or failed, 2 usage, 3 backend did not start.
#include "backends/rocm_smi/RocmSmiBackend.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cstdio>

using namespace rocmtune;

namespace {

int usage()
{
    std::fprintf(stderr, "usage: rocmsmi-backend-tool COMMAND DEV ARGS... (see the source header)\n");
    return 2;
}

std::optional<ClockDomain> domainFrom(const QString &text)
{
    if (text == QLatin1String("sclk"))
        return ClockDomain::Gfx;
    if (text == QLatin1String("mclk"))
        return ClockDomain::Memory;
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() < 3)
        return usage();
    RocmSmiBackend backend;
    const BackendStatus status = backend.initialize();
    if (!status.ok) {
        std::fprintf(stderr, "rocm-smi backend: %s\n", status.message.toLocal8Bit().constData());
        return 3;
    }
    bool ok = false;
    const int device = args[1].toInt(&ok);
    if (!ok)
        return usage();
    const QString command = args[0];
    WriteResult result;
    if (command == QLatin1String("set-power-cap")) {
        result = backend.setPowerCap(device, args[2].toULongLong());
    } else if (command == QLatin1String("set-clock-range") && args.size() == 5 && domainFrom(args[2])) {
        result = backend.setClockRange(device, *domainFrom(args[2]), args[3].toInt(), args[4].toInt());
    } else if (command == QLatin1String("set-dpm-mask") && args.size() == 4 && domainFrom(args[2])) {
        result = backend.setDpmLevelMask(device, *domainFrom(args[2]), args[3].toULongLong(nullptr, 0));
    } else if (command == QLatin1String("set-perf-level") && perfLevelFromKey(args[2])) {
        result = backend.setPerfLevel(device, *perfLevelFromKey(args[2]));
    } else if (command == QLatin1String("set-power-profile") && powerProfileFromKey(args[2])) {
        result = backend.setPowerProfile(device, *powerProfileFromKey(args[2]));
    } else if (command == QLatin1String("set-overdrive")) {
        result = backend.setOverdrivePercent(device, args[2].toInt());
    } else {
        return usage();
    }
    const QJsonObject o{{QStringLiteral("ok"), result.ok}, {QStringLiteral("message"), result.message}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    return result.ok ? 0 : 1;
}
