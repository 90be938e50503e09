// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/HealthCollector.h"

#include "core/boot/BootGuard.h"
#include "core/health/StressVerdictFile.h"
#include "core/tuning/transaction/ProcessIdentity.h"

#include <QFile>

#include <ctime>

namespace rocmtune {

namespace {
bool isBootServiceAction(const QString &action)
{
    return action == QLatin1String("boot") || action == QLatin1String("resume") || action == QLatin1String("gpu_reset")
        || action == QLatin1String("drift");
}

std::optional<int> readRetiredPages(const QString &sysfsRoot, const QString &pciBusId)
{
    if (pciBusId.isEmpty())
        return std::nullopt;
    QFile f(QStringLiteral("%1/bus/pci/devices/%2/ras/gpu_vram_bad_pages").arg(sysfsRoot, pciBusId));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt; // no RAS table: not a number to judge
    return countRetiredPages(f.read(4 << 20));
}
} // namespace

int countRetiredPages(const QByteArray &badPagesText)
{
    int count = 0;
    for (const QByteArray &line : badPagesText.split('\n')) {
        const QByteArray flag = line.mid(line.lastIndexOf(':') + 1).trimmed();
        if (line.count(':') >= 2 && (flag == "R" || flag == "P"))
            ++count;
    }
    return count;
}

qint64 millisecondsSinceBoot()
{
    timespec ts{};
    ::clock_gettime(CLOCK_BOOTTIME, &ts);
    return static_cast<qint64>(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
}

HealthInputs collectHealthInputs(const DeviceList &devices, const QVector<Sample> &samples, const HealthSources &sources,
                                 qint64 nowMs, QStringList *problems)
{
    HealthInputs in;
    in.nowMs = nowMs;
    in.bootId = currentBootId();
    in.uptimeMs = millisecondsSinceBoot();

    QString error;
    const QVector<TuningLogEntry> log = TuningLog(TuningLog::pathIn(sources.stateDirectory)).read(2000);
    std::optional<BootGuardState> guard;
    if (!sources.bootGuardDirectory.isEmpty()) {
        guard = BootGuardFile(sources.bootGuardDirectory).load(&error);
        if (!guard && problems)
            *problems << error;
    }
    error.clear();
    const QHash<QString, StressVerdictRecord> verdicts = StressVerdictFile(sources.stateDirectory).load(&error);
    if (!error.isEmpty() && problems)
        *problems << error;

    for (int i = 0; i < devices.size() && i < samples.size(); ++i) {
        GpuHealthInput g;
        g.index = i;
        g.info = devices[i];
        g.sample = samples[i];
        const QString id = g.info.stableId();
        g.retiredPages = sources.simulatedRetiredPages ? sources.simulatedRetiredPages(i) : std::nullopt;
        if (!g.retiredPages && !g.info.simulated)
            g.retiredPages = readRetiredPages(sources.sysfsRoot, g.info.pciBusId);
        for (const TuningLogEntry &e : log) {
            if (e.deviceId != id)
                continue;
            if (e.action == QLatin1String("gpu_reset"))
                g.resetTimesMs << e.timestampMs;
            if (isBootServiceAction(e.action))
                g.lastBootApply = e; // the log is oldest first: the last one wins
        }
        if (sources.simulatedReset && sources.simulatedReset(i))
            g.resetTimesMs << nowMs;
        if (guard) {
            if (const auto *d = guard->disabledEntry(id))
                g.bootGuardTrippedMs = d->sinceMs;
        }
        if (verdicts.contains(id))
            g.lastStress = verdicts.value(id);
        in.gpus.push_back(g);
    }
    return in;
}

} // namespace rocmtune
