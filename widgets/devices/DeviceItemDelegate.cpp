// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceItemDelegate.h"

#include "DeviceListModel.h"
#include "common/ThemeColors.h"
#include "shell/AppContext.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace rocmtune {

namespace {
constexpr int kPadding = 6;
constexpr int kMarkWidth = 4;
} // namespace

DeviceItemDelegate::DeviceItemDelegate(AppContext *context, QObject *parent) : QStyledItemDelegate(parent), context_(context) {}

QString DeviceItemDelegate::simulatedBadgeText()
{
    return QCoreApplication::translate("DeviceItemDelegate", "Simulated");
}

QSize DeviceItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QFontMetrics fm(option.font);
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics bfm(bold);
    Q_UNUSED(index);
    // Width is the view's: names are elided to fit, so no horizontal scrolling.
    return {160, bfm.height() + fm.height() + 3 * kPadding};
}

void DeviceItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    opt.text.clear();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);

    painter->save();
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor text = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    const ThemeColors colors = ThemeColors::resolve(opt.palette, context_->settings().graphTheme);
    const auto health = static_cast<DeviceHealth>(index.data(DeviceListModel::HealthRole).toInt());

    const QRect r = opt.rect.adjusted(kPadding, kPadding / 2, -kPadding, -kPadding / 2);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colors.health(health));
    painter->drawRoundedRect(QRectF(r.left(), r.top() + 2, kMarkWidth, r.height() - 4), 2, 2);

    QFont bold = opt.font;
    bold.setBold(true);
    const QFontMetrics bfm(bold);
    const QFontMetrics fm(opt.font);
    int x = r.left() + kMarkWidth + kPadding;
    const int line1 = r.top() + kPadding / 2;
    const bool simulated = index.data(DeviceListModel::SimulatedRole).toBool();
    const QString badge = simulated ? simulatedBadgeText() : QString();
    const int badgeWidth = simulated ? fm.horizontalAdvance(badge) + kPadding * 2 : 0;
    const int nameRoom = std::max(0, r.right() - x - (simulated ? badgeWidth + kPadding : 0));
    const QString name = bfm.elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight, nameRoom);
    painter->setFont(bold);
    painter->setPen(text);
    painter->drawText(QRect(x, line1, nameRoom, bfm.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
    if (simulated) {
        const int bx = x + bfm.horizontalAdvance(name) + kPadding;
        const QRectF pill(bx, line1 + 1, badgeWidth, bfm.height() - 2);
        const QColor badgeColor = colors.dark ? QColor(0x7a, 0x5c, 0xd6) : QColor(0x6a, 0x3d, 0xc8);
        painter->setPen(Qt::NoPen);
        painter->setBrush(badgeColor);
        painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter->setPen(Qt::white);
        painter->setFont(opt.font);
        painter->drawText(pill, Qt::AlignCenter, badge);
    }
    painter->setFont(opt.font);
    QColor summaryColor = text;
    if (!selected)
        summaryColor.setAlpha(health == DeviceHealth::Lost ? 150 : 200);
    if (health == DeviceHealth::Lost || health == DeviceHealth::Error || health == DeviceHealth::Hot)
        summaryColor = selected ? text : colors.health(health);
    painter->setPen(summaryColor);
    const QString summary = fm.elidedText(index.data(DeviceListModel::SummaryRole).toString(), Qt::ElideRight, r.right() - x);
    painter->drawText(QRect(x, line1 + bfm.height() + kPadding / 2, r.right() - x, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, summary);
    painter->restore();
}

} // namespace rocmtune
