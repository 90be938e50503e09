// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace rocmtune {

// What the Fleet view shows while it has no GPU to list: a line saying so,
// then the three steps that bring the machines in, numbered, each apart from
// the next: an exporter on each machine (its command on a line of its own, in
// a fixed-width font, selectable to copy), Prometheus scraping the exporters,
// that server's address in Settings.
class FleetSetupSteps : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kStepCount = 3;
    // The command that starts an exporter (step 1): a command, not translated.
    static const QString &exporterCommand();

    explicit FleetSetupSteps(QWidget *parent = nullptr);

    // The words again in the current language (the owner calls it on QEvent::LanguageChange).
    void retranslate();

    QLabel *intro() const { return intro_; }
    // Step `index` (0 to kStepCount - 1): its number ("1.") and its sentence.
    QLabel *stepNumber(int index) const { return numbers_.value(index); }
    QLabel *stepText(int index) const { return texts_.value(index); }
    QLabel *commandLine() const { return command_; }
    // Everything it says, in reading order, one line each (tests, accessibility).
    QString plainText() const;

private:
    QLabel *intro_;
    QList<QLabel *> numbers_;
    QList<QLabel *> texts_;
    QLabel *command_;
};

} // namespace rocmtune
