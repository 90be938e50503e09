// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace rocmtune {

class AppContext;

// Paints a device row: health mark, name, "Simulated" badge, summary line.
class DeviceItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit DeviceItemDelegate(AppContext *context, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Text of the badge shown on simulated devices.
    static QString simulatedBadgeText();

private:
    AppContext *context_;
};

} // namespace rocmtune
