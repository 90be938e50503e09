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
constexpr int kStackedGapPx = 4;
constexpr int kSideBySideMinPx = 1100;

// Whether a layout shows anything: a widget not hidden (one with a layout of its own: something in it), not a spacer.
bool showsSomething(const QLayout *layout)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (const QLayout *inner = item->layout(); inner && showsSomething(inner))
            return true;
        if (const QWidget *w = item->widget(); w && !w->isHidden() && (!w->layout() || showsSomething(w->layout())))
            return true;
    }
    return false;
}
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
    : QWidget(parent), main_(main), side_(side), columns_(new QBoxLayout(QBoxLayout::TopToBottom)),
      mainBeside_(new QVBoxLayout), sideBeside_(new QVBoxLayout)
{
    // Each column keeps its rows at the top (a short fan column does not spread its rows over the other's height),
    // with room for tall editors beside its rows (addBeside).
    for (auto [grid, beside] : {std::pair{main_, mainBeside_}, std::pair{side_, sideBeside_}}) {
        // The main rows take the width (the power cap's limits wrap only where it runs out); the fan rows are as
        // wide as they need, their curve right after them.
        auto *rowsAndBeside = new QBoxLayout(QBoxLayout::LeftToRight);
        rowsAndBeside->addLayout(grid, grid == main_ ? 1 : 0);
        rowsAndBeside->addLayout(beside);
        if (grid == side_) {
            rowsAndBeside->addStretch(1); // kSideStretchIndex: after the curve (fitSideRowsToBeside)
            sideRowsAndBeside_ = rowsAndBeside;
        }
        auto *column = new QVBoxLayout;
        column->addLayout(rowsAndBeside);
        column->addStretch(1);
        columns_->addLayout(column, 1);
    }
    columns_->setSpacing(kStackedGapPx);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns_);
    layout->addStretch(1);
}

void TuningColumnsPage::addBeside(QGridLayout *grid, QWidget *column)
{
    (grid == side_ ? sideBeside_ : mainBeside_)->addWidget(column, 0, Qt::AlignTop);
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

bool TuningColumnsPage::event(QEvent *event)
{
    // Rows shown or hidden (another GPU, a language): the widest label may be another one, the fan curve may have
    // come or gone.
    if (event->type() == QEvent::LayoutRequest) {
        alignLabelColumns();
        fitSideRowsToBeside();
    }
    return QWidget::event(event);
}

void TuningColumnsPage::fitSideRowsToBeside()
{
    constexpr int kSideStretchIndex = 2; // the rows, the column beside them, the stretch after it
    const bool fill = !sideBySide() && !showsSomething(sideBeside_);
    // Set only when it changes: each change asks for a new layout, which calls this again.
    if (sideRowsAndBeside_->stretch(0) != (fill ? 1 : 0)) {
        sideRowsAndBeside_->setStretch(0, fill ? 1 : 0);
        sideRowsAndBeside_->setStretch(kSideStretchIndex, fill ? 0 : 1);
    }
}

bool TuningColumnsPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == viewport_ && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

int TuningColumnsPage::labelColumnWidth() const
{
    int widest = 0;
    for (QGridLayout *grid : {main_, side_}) {
        for (int i = 0; i < grid->count(); ++i) {
            int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
            grid->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
            const QWidget *w = grid->itemAt(i)->widget();
            if (column == 0 && columnSpan == 1 && w && !w->isHidden())
                widest = std::max(widest, w->sizeHint().width());
        }
    }
    return widest;
}

void TuningColumnsPage::alignLabelColumns()
{
    const int width = sideBySide() ? 0 : labelColumnWidth();
    for (QGridLayout *grid : {main_, side_}) {
        if (grid->columnMinimumWidth(0) != width) // setting it asks for a new layout, which calls this again
            grid->setColumnMinimumWidth(0, width);
    }
}

void TuningColumnsPage::arrange()
{
    // Side by side only where both columns get at least their minimum widths in the room shown (the viewport):
    // neither changes with the direction, so the choice cannot flip back and forth as the layout settles.
    // Side by side, the fan curve sits under the fan rows, so the fan column needs the wider of the two.
    const int sideColumnPx = std::max(side_->minimumSize().width(), sideBeside_->minimumSize().width());
    const int needed = std::max(kSideBySideMinPx, main_->minimumSize().width() + sideColumnPx + kColumnGapPx);
    const int available = viewport_ ? viewport_->width() : width();
    const auto direction = available >= needed ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (columns_->direction() != direction) {
        columns_->setDirection(direction);
        sideRowsAndBeside_->setDirection(direction == QBoxLayout::LeftToRight ? QBoxLayout::TopToBottom
                                                                              : QBoxLayout::LeftToRight);
        // Side by side: room between the columns; stacked: the fan section follows as closely as a section does.
        columns_->setSpacing(direction == QBoxLayout::LeftToRight ? kColumnGapPx : kStackedGapPx);
    }
    alignLabelColumns();
    fitSideRowsToBeside();
}

} // namespace rocmtune
