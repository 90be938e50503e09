// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A TuningService over one RecordingBackend for the service and hardening
// tests: its state folder in a temporary folder, a clock the test moves.
#include "tests/tuning/RecordingBackend.h"

#include "core/backends/DeviceSet.h"
#include "core/tuning/policy/SafetyPolicy.h"
#include "core/tuning/transaction/TuningJournal.h"
#include "core/tuning/transaction/TuningLog.h"
#include "core/tuning/transaction/TuningService.h"

#include <QFile>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace rocmtune::test {

struct ServiceRig {
    QTemporaryDir dir;
    QString state; // the state folder: the temporary folder, or a folder in it not made yet
    RecordingBackend *backend = nullptr;
    std::unique_ptr<DeviceSet> devices;
    qint64 now = 1'000'000;
    QString bootId = QStringLiteral("boot-a");
    SafetyPolicy policy;

    explicit ServiceRig(const QString &stateSubfolder = QString())
        : state(stateSubfolder.isEmpty() ? dir.path() : dir.filePath(stateSubfolder))
    {
        auto b = std::make_unique<RecordingBackend>();
        backend = b.get();
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::move(b));
        devices = std::make_unique<DeviceSet>(std::move(list));
    }
    TuningService service()
    {
        return TuningService(*devices, TuningJournal(state, bootId), TuningLog(TuningLog::pathIn(state)), policy, [this] { return now; });
    }
    QString logText() const
    {
        QFile f(TuningLog::pathIn(state));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
};

} // namespace rocmtune::test
