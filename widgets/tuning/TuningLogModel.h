// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/transaction/TuningLog.h"

#include <QAbstractTableModel>
#include <QMap>
#include <QStringList>

namespace rocmtune {

// The tuning log (newest first) from one or more JSON-lines files: the
// user's own and the helper's system log.
class TuningLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The message (a refusal's reason) before the changes, which can be long: it stays in view at 1366x768.
    enum Column { Time, Device, Action, Outcome, Message, Changes, ColumnCount };

    explicit TuningLogModel(QStringList paths, QObject *parent = nullptr);

    void reload();
    // Only the entries of this GPU (its stable id); empty: every GPU's.
    void setDeviceFilter(const QString &deviceId);
    QString deviceFilter() const { return deviceFilter_; }
    // The GPUs' names as the app shows them now (by stable id), in place of the name an entry was written with.
    void setDeviceNames(const QMap<QString, QString> &namesById);
    // After a language switch: the headers are text in the old language.
    void retranslate();
    int skippedLines() const { return skipped_; }
    // The log's keys (apply, refused …) as words in the UI language.
    static QString actionText(const QString &action);
    static QString outcomeText(const QString &outcome);
    static QString plainWords(QString text);
    const TuningLogEntry &entry(int row) const { return entries_.at(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QStringList paths_;
    QVector<TuningLogEntry> entries_;
    int skipped_ = 0;
    QString deviceFilter_;
    QMap<QString, QString> deviceNames_;
};

} // namespace rocmtune
