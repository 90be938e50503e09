// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/record/SetVsInForce.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace rocmtune {

// Under the Tuning view's controls when a control ROCm Tune set was changed
// outside it (set vs in force, SetVsInForce.h): which ones, and the two
// answers, "Apply again" (write the set values again, with the countdown)
// and "Accept" (what is in force becomes the set value). Each drifted row
// says its own words ("set 300 W, now 310 W: changed outside ROCm Tune at
// 14:03"); a record that cannot be read is said here too. Hidden otherwise.
class DriftBar : public QWidget
{
    Q_OBJECT
public:
    explicit DriftBar(QWidget *parent = nullptr);

    void setControls(const QVector<ControlSetVsInForce> &controls, const QString &recordProblem);
    void setButtonsEnabled(bool enabled);
    void retranslate();

    QLabel *text() const { return text_; }
    QPushButton *applyAgainButton() const { return applyAgain_; }
    QPushButton *acceptButton() const { return accept_; }

signals:
    void applyAgainRequested();
    void acceptRequested();

private:
    QLabel *text_;
    QPushButton *applyAgain_;
    QPushButton *accept_;
    QVector<ControlSetVsInForce> controls_;
    QString recordProblem_;
};

} // namespace rocmtune
