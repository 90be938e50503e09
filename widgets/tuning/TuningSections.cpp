// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/TuningSections.h"

#include "core/backends/DriverValues.h"
#include "core/backends/FanSettings.h"

#include <QBoxLayout>
#include <QCoreApplication>
#include <QGridLayout>
#include <QResizeEvent>

#include <algorithm>

namespace rocmtune {

namespace {
struct TuningSectionsText {
    Q_DECLARE_TR_FUNCTIONS(TuningSections)
};

// Room between the two columns, and the narrowest page that puts them side by side (below it the controls'
// own widths would be squeezed even where their minimum fits).
constexpr int kColumnGapPx = 32;
constexpr int kSideBySideMinPx = 1100;
} // namespace

TuningSection tuningSectionOf(ControlId id)
{
    switch (id) {
    case ControlId::PowerCap:
        return TuningSection::Power;
    case ControlId::GfxClockRange:
    case ControlId::MemoryClockRange:
    case ControlId::PerfLevel:
    case ControlId::PowerProfile:
    case ControlId::Overdrive:
    case ControlId::ClockTable:
        return TuningSection::Clocks;
    case ControlId::VoltageCurve:
        return TuningSection::Voltage;
    case ControlId::FanCurve:
    case ControlId::FanMode:
    case ControlId::FanZeroRpm:
        return TuningSection::Fan;
    default:
        break; // the rows of the two catalogues
    }
    if (fanSettingInfo(id))
        return TuningSection::Fan;
    if (const DriverValueInfo *value = driverValueInfo(id)) {
        for (const TuningSection section : {TuningSection::Power, TuningSection::Clocks, TuningSection::Voltage, TuningSection::Fan}) {
            if (qstrcmp(tuningSectionKey(section), value->section) == 0)
                return section;
        }
    }
    return TuningSection::Power;
}

QString tuningSectionTitle(TuningSection section)
{
    switch (section) {
    case TuningSection::Power: return TuningSectionsText::tr("Power");
    case TuningSection::Clocks: return TuningSectionsText::tr("Clocks and performance");
    case TuningSection::Voltage: return TuningSectionsText::tr("Voltage");
    case TuningSection::Fan: return TuningSectionsText::tr("Fan");
    }
    return QString();
}

const char *tuningSectionKey(TuningSection section)
{
    switch (section) {
    case TuningSection::Power: return "power";
    case TuningSection::Clocks: return "clocks";
    case TuningSection::Voltage: return "voltage";
    case TuningSection::Fan: return "fan";
    }
    return "";
}

TuningColumnsPage::TuningColumnsPage(QGridLayout *main, QGridLayout *side, QWidget *parent)
    : QWidget(parent), main_(main), side_(side), columns_(new QBoxLayout(QBoxLayout::TopToBottom))
{
    // Each column keeps its rows at the top (a short fan column does not spread its rows over the other's height).
    for (QGridLayout *grid : {main_, side_}) {
        auto *column = new QVBoxLayout;
        column->addLayout(grid);
        column->addStretch(1);
        columns_->addLayout(column, 1);
    }
    columns_->setSpacing(kColumnGapPx);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns_);
    layout->addStretch(1);
}

bool TuningColumnsPage::sideBySide() const
{
    return columns_->direction() == QBoxLayout::LeftToRight;
}

void TuningColumnsPage::followWidthOf(QWidget *viewport)
{
    viewport_ = viewport;
    viewport_->installEventFilter(this);
    arrange();
}

void TuningColumnsPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

bool TuningColumnsPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == viewport_ && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

void TuningColumnsPage::arrange()
{
    // Side by side only where both columns get at least their minimum widths in the room shown (the viewport):
    // neither changes with the direction, so the choice cannot flip back and forth as the layout settles.
    const int needed = std::max(kSideBySideMinPx, main_->minimumSize().width() + side_->minimumSize().width() + kColumnGapPx);
    const int available = viewport_ ? viewport_->width() : width();
    const auto direction = available >= needed ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (columns_->direction() != direction)
        columns_->setDirection(direction);
}

} // namespace rocmtune
