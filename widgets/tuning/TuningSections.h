// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/ControlId.h"

#include <QString>
#include <QWidget>

class QBoxLayout;
class QGridLayout;

namespace rocmtune {

// The Tuning view's rows in sections, as LACT and CoreCtrl group them: power,
// clocks and performance, voltage, fan. A section's title is shown while one
// of its rows (or the line saying why they are missing) is.
enum class TuningSection { Power, Clocks, Voltage, Fan };
TuningSection tuningSectionOf(ControlId id);
QString tuningSectionTitle(TuningSection section);
const char *tuningSectionKey(TuningSection section); // "power", "clocks", "voltage", "fan": object names

// The page under the Tuning view's scroll area: the fan section beside the
// others where the page is wide enough for both (a 1920x1080 screen), under
// them where it is not (1366x768), so a wide window is not left two-thirds
// empty.
class TuningColumnsPage : public QWidget
{
    Q_OBJECT
public:
    TuningColumnsPage(QGridLayout *main, QGridLayout *side, QWidget *parent = nullptr);
    bool sideBySide() const;
    // The widget whose width decides (the scroll area's viewport): the page itself is never narrower than its
    // columns side by side need, so its own width cannot say when to go back to one column.
    void followWidthOf(QWidget *viewport);
    // One column of labels across the sections: while the fan section is under the others, both grids' label
    // columns are as wide as the wider (its fields start where theirs do); side by side each has its own.
    // Called again when rows are shown or hidden, or the language changes.
    void alignLabelColumns();
    int labelColumnWidth() const;
    // A tall editor's column (the fan curve) beside a grid's rows, not spanning them: the rows keep their own
    // heights and the section is as tall as the taller of the two.
    void addBeside(QGridLayout *grid, QWidget *column);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void arrange();
    // Stacked, the fan rows take the row's width while nothing is shown beside them (a card without fan control:
    // only the line saying why, which then spans the row instead of wrapping in the width of rows that are not
    // there); with the fan curve beside them they are as wide as they need and the curve follows them.
    void fitSideRowsToBeside();

    QGridLayout *main_;
    QGridLayout *side_;
    QBoxLayout *columns_;
    QBoxLayout *mainBeside_;
    QBoxLayout *sideBeside_;
    // The fan rows and their curve: beside each other when the sections are stacked (the whole width is the fan
    // section's), the curve under the rows when the fan section is a column of its own.
    QBoxLayout *sideRowsAndBeside_ = nullptr;
    QWidget *viewport_ = nullptr;
};

} // namespace rocmtune
