// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/StaticTextLine.h"

#include <QHash>
#include <QPixmap>
#include <QStyledItemDelegate>

namespace rocmtune {

class AppContext;

// Paints a device row: health mark, name, "Simulated" badge, summary line.
// The name line (text layout and an antialiased badge) is drawn once into a
// pixmap and reused while name, colours, font and width stay the same: the
// list repaints its rows several times a second for the summary line.
class DeviceItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit DeviceItemDelegate(AppContext *context, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Text of the badge shown on simulated devices.
    static QString simulatedBadgeText();
    // The row's name as drawn beside the badge: a simulated GPU's without the word "Simulated" (the badge says it).
    static QString nameBesideBadge(const QString &name, bool simulated);

private:
    QPixmap nameLine(const QString &name, const QString &badge, const QFont &bold, const QFont &font, const QColor &text,
                     bool dark, int width, qreal dpr) const;

    AppContext *context_;
    mutable QHash<QString, QPixmap> nameLines_;
    mutable QHash<int, StaticTextLine> summaries_; // by row
};

} // namespace rocmtune
