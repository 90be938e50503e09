// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootServiceMarker.h"

#include "core/boot/BootTr.h"
#include "core/tuning/transaction/StateFolder.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace rocmtune {

QString BootServiceMarker::defaultDirectory()
{
    return QStringLiteral("/run/rocmtune");
}

QString BootServiceMarker::fileName()
{
    return QStringLiteral("boot-service.json");
}

BootServiceMarker::BootServiceMarker(QString directory) : directory_(std::move(directory)) {}

bool BootServiceMarker::write(const QString &bootId, qint64 pid, qint64 nowMs, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    const QJsonObject root{{QStringLiteral("version"), 1},
                           {QStringLiteral("boot_id"), bootId},
                           {QStringLiteral("pid"), pid},
                           {QStringLiteral("started_ms"), nowMs}};
    return folder && folder->replace(fileName(), QJsonDocument(root).toJson(QJsonDocument::Compact), 0644, error);
}

bool BootServiceMarker::startedInBoot(const QString &bootId, QString *error) const
{
    const QString notStarted = BootTr::tr("rocmtune-boot.service has not started in this boot (it is not enabled, or not yet "
                                                         "started): boot profiles are applied only once it has.");
    bool missing = false;
    const auto folder = StateFolder::open(directory_, false, error, &missing);
    if (!folder) {
        if (missing)
            *error = notStarted;
        return false;
    }
    const auto bytes = folder->read(fileName(), 4096, error, &missing);
    if (!bytes) {
        if (missing)
            *error = notStarted;
        return false;
    }
    const QString recorded = QJsonDocument::fromJson(*bytes).object().value(QStringLiteral("boot_id")).toString();
    if (bootId.isEmpty() || recorded != bootId) {
        *error = notStarted;
        return false;
    }
    return true;
}

} // namespace rocmtune
