// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/EccCounts.h"

#include <QFrame>

class QLabel;

namespace rocmtune {

class AppContext;

// The selected GPU's ECC / RAS state on the dashboard: correctable and
// uncorrectable totals, the counts per block, and an alarm colour as soon as
// any uncorrectable error is counted. Hidden for a GPU without RAS (the
// dashboard's "More" section says so in one line).
class EccCard : public QFrame
{
    Q_OBJECT
public:
    explicit EccCard(AppContext *context, QWidget *parent = nullptr);

    // What the card shows now (tests).
    bool alarm() const { return alarm_; }
    QString summaryText() const;
    QString blocksText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh(bool force);
    void render();

    AppContext *context_;
    QLabel *title_;
    QLabel *summary_;
    QLabel *blocks_;
    EccStatus shown_;
    int shownDevice_ = -2;
    bool alarm_ = false;
};

} // namespace rocmtune
