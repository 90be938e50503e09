// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/TuningLogModel.h"

#include "core/tuning/transaction/TuningLogText.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace rocmtune {

TuningLogModel::TuningLogModel(QStringList paths, QObject *parent) : QAbstractTableModel(parent), paths_(std::move(paths))
{
    reload();
}

void TuningLogModel::reload()
{
    beginResetModel();
    entries_.clear();
    skipped_ = 0;
    for (const QString &path : paths_) {
        int skipped = 0;
        for (const TuningLogEntry &entry : TuningLog(path).read(5000, &skipped)) {
            if (deviceFilter_.isEmpty() || entry.deviceId == deviceFilter_)
                entries_ << entry;
        }
        skipped_ += skipped;
    }
    std::stable_sort(entries_.begin(), entries_.end(),
                     [](const TuningLogEntry &a, const TuningLogEntry &b) { return a.timestampMs > b.timestampMs; });
    endResetModel();
}

void TuningLogModel::setDeviceFilter(const QString &deviceId)
{
    if (deviceId == deviceFilter_)
        return;
    deviceFilter_ = deviceId;
    reload();
}

void TuningLogModel::setDeviceNames(const QMap<QString, QString> &namesById)
{
    deviceNames_ = namesById;
    if (!entries_.isEmpty())
        emit dataChanged(index(0, Device), index(static_cast<int>(entries_.size()) - 1, Device));
}

void TuningLogModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!entries_.isEmpty())
        emit dataChanged(index(0, 0), index(static_cast<int>(entries_.size()) - 1, ColumnCount - 1)); // words and dates
}

QString TuningLogModel::plainWords(QString text)
{
    // The log keeps the driver's names (sclk, mclk) and "->" for scripts and bug reports; the table says
    // what the tuning view's fields say.
    static const QRegularExpression sclk(QStringLiteral("\\bsclk\\b")), mclk(QStringLiteral("\\bmclk\\b"));
    text.replace(sclk, tr("GFX clock"));
    text.replace(mclk, tr("memory clock"));
    text.replace(QStringLiteral(" -> "), QStringLiteral(" → "));
    return text;
}

QString TuningLogModel::actionText(const QString &action)
{
    // The log keeps the keys (apply, pending …) for scripts; people read words.
    if (action == QLatin1String("apply")) return tr("Apply");
    if (action == QLatin1String("confirm")) return tr("Keep");
    if (action == QLatin1String("revert")) return tr("Revert");
    if (action == QLatin1String("reset")) return tr("Reset to defaults");
    if (action == QLatin1String("watchdog")) return tr("Temperature guard");
    if (action == QLatin1String("recover")) return tr("Recovery after a restart");
    if (action == QLatin1String("hold")) return tr("Hold for a check");
    if (action == QLatin1String("boot")) return tr("Boot profile at boot");
    if (action == QLatin1String("resume")) return tr("Boot profile after resume");
    if (action == QLatin1String("gpu_reset")) return tr("Boot profile after a GPU reset");
    if (action == QLatin1String("drift")) return tr("Boot profile after drift");
    if (action == QLatin1String("boot_set")) return tr("Boot profile set");
    if (action == QLatin1String("boot_clear")) return tr("Boot profile removed");
    if (action == QLatin1String("boot_enable")) return tr("Boot profile switched on again");
    if (action == QLatin1String("accept")) return tr("Accept what is in force");
    return action;
}

QString TuningLogModel::outcomeText(const QString &outcome)
{
    if (outcome == QLatin1String("applied")) return tr("Applied");
    if (outcome == QLatin1String("pending")) return tr("Waiting for confirmation");
    if (outcome == QLatin1String("confirmed")) return tr("Kept");
    if (outcome == QLatin1String("reverted")) return tr("Reverted");
    if (outcome == QLatin1String("refused")) return tr("Refused");
    if (outcome == QLatin1String("rolled_back")) return tr("Rolled back");
    if (outcome == QLatin1String("failed")) return tr("Failed");
    if (outcome == QLatin1String("rollback_failed")) return tr("Rollback failed");
    if (outcome == QLatin1String("skipped")) return tr("Skipped");
    if (outcome == QLatin1String("accepted")) return tr("Accepted");
    if (outcome == QLatin1String("note")) return tr("Note");
    return outcome;
}

int TuningLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int TuningLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TuningLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= entries_.size())
        return {};
    const TuningLogEntry &e = entries_.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Time:
            // Unambiguous in every language (not 12/6/26 3:23 AM): year-month-day, 24-hour time.
            return QDateTime::fromMSecsSinceEpoch(e.timestampMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        case Device: return deviceNames_.value(e.deviceId, e.deviceName);
        case Action: return actionText(e.action);
        case Outcome: return outcomeText(e.outcome);
        // In the language in force now where the line kept its data (TuningLogText), else as written.
        case Changes: return plainWords(changeTexts(e).join(role == Qt::ToolTipRole ? QStringLiteral("\n") : QStringLiteral("; ")));
        case Message: return plainWords(messageText(e));
        default: return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Outcome) {
        if (e.outcome == QLatin1String("refused") || e.outcome == QLatin1String("failed") || e.outcome == QLatin1String("rollback_failed"))
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (e.outcome == QLatin1String("reverted") || e.outcome == QLatin1String("rolled_back"))
            return QBrush(QColor(0xb2, 0x6a, 0x00));
    }
    return {};
}

QVariant TuningLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time: return tr("Time");
    case Device: return tr("GPU");
    case Action: return tr("Action");
    case Outcome: return tr("Outcome");
    case Changes: return tr("Old → new");
    case Message: return tr("Message");
    default: return {};
    }
}

} // namespace rocmtune
