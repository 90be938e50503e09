// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/devices/DeviceItemDelegate.h"

#include "widgets/common/ThemeColors.h"
#include "widgets/context/AppContext.h"
#include "widgets/devices/DeviceListModel.h"

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

QString DeviceItemDelegate::nameBesideBadge(const QString &name, bool simulated)
{
    if (!simulated)
        return name;
    // The "Simulated" badge says it: the name does not say it again ("0 · Radeon RX 7900 XTX  [Simulated]"). The
    // backend named the GPU in the language of its start; the word is dropped in that language or today's.
    for (const QString &word : {QCoreApplication::translate("SimulatedBackend", "Simulated %1").arg(QString()), QStringLiteral("Simulated ")}) {
        const qsizetype at = name.indexOf(word);
        if (!word.trimmed().isEmpty() && at >= 0)
            return QString(name).remove(at, word.size());
    }
    return name;
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
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    painter->drawPixmap(x, line1,
                        nameLine(nameBesideBadge(index.data(Qt::DisplayRole).toString(), simulated), simulated ? simulatedBadgeText() : QString(), bold,
                                 opt.font, text, colors.dark, std::max(1, r.right() - x), dpr));
    painter->setFont(opt.font);
    QColor summaryColor = text;
    if (!selected)
        summaryColor.setAlpha(health == DeviceHealth::Lost ? 150 : 200);
    if (health == DeviceHealth::Lost || health == DeviceHealth::Error || health == DeviceHealth::Hot)
        summaryColor = selected ? text : colors.health(health);
    painter->setPen(summaryColor);
    // Laid out once per change of the row's summary, not once per paint.
    if (summaries_.size() > 64) // rows seen over the app's life; devices come and go rarely
        summaries_.clear();
    StaticTextLine &summary = summaries_[index.row()];
    summary.set(index.data(DeviceListModel::SummaryRole).toString(), opt.font, std::max(0, r.right() - x));
    summary.draw(*painter, QRect(x, line1 + bfm.height() + kPadding / 2, r.right() - x, fm.height()), Qt::AlignLeft | Qt::AlignVCenter);
    painter->restore();
}

QPixmap DeviceItemDelegate::nameLine(const QString &name, const QString &badge, const QFont &bold, const QFont &font,
                                     const QColor &text, bool dark, int width, qreal dpr) const
{
    const QString key = QStringLiteral("%1\x1f%2\x1f%3\x1f%4\x1f%5\x1f%6\x1f%7\x1f%8")
                            .arg(name, badge, bold.key(), font.key())
                            .arg(text.rgba())
                            .arg(dark)
                            .arg(width)
                            .arg(dpr);
    if (const auto it = nameLines_.constFind(key); it != nameLines_.constEnd())
        return *it;
    const QFontMetrics bfm(bold);
    const QFontMetrics fm(font);
    QPixmap line(QSize(width, bfm.height()) * dpr);
    line.setDevicePixelRatio(dpr);
    line.fill(Qt::transparent);
    QPainter painter(&line);
    painter.setRenderHint(QPainter::Antialiasing);
    const int badgeWidth = badge.isEmpty() ? 0 : fm.horizontalAdvance(badge) + kPadding * 2;
    const int nameRoom = std::max(0, width - (badge.isEmpty() ? 0 : badgeWidth + kPadding));
    // The part that tells models apart is at the end ("… 7900 XTX", "… MI210"): cut in the middle when the name
    // does not fit.
    const QString shown = bfm.elidedText(name, Qt::ElideMiddle, nameRoom);
    painter.setFont(bold);
    painter.setPen(text);
    painter.drawText(QRect(0, 0, nameRoom, bfm.height()), Qt::AlignLeft | Qt::AlignVCenter, shown);
    if (!badge.isEmpty()) {
        const int bx = bfm.horizontalAdvance(shown) + kPadding;
        const QRectF pill(bx, 1, badgeWidth, bfm.height() - 2);
        painter.setPen(Qt::NoPen);
        painter.setBrush(dark ? QColor(0x7a, 0x5c, 0xd6) : QColor(0x6a, 0x3d, 0xc8));
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter.setPen(Qt::white);
        painter.setFont(font);
        painter.drawText(pill, Qt::AlignCenter, badge);
    }
    painter.end();
    if (nameLines_.size() > 64) // rows x selection states x widths seen while resizing
        nameLines_.clear();
    nameLines_.insert(key, line);
    return line;
}

} // namespace rocmtune
