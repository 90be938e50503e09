// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/fleet/FleetSetupSteps.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace rocmtune {

namespace {
// Room between the steps (a blank line's worth at the usual font), and from the line above them.
constexpr int kStepGapPx = 14;
constexpr int kIntroGapPx = 12;

QLabel *wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

const QString &FleetSetupSteps::exporterCommand()
{
    static const QString command = QStringLiteral("rocmtune-cli export --listen 0.0.0.0:9400");
    return command;
}

FleetSetupSteps::FleetSetupSteps(QWidget *parent)
    : QWidget(parent), intro_(wrappedLabel(this, QStringLiteral("fleetStepsIntro"))), command_(wrappedLabel(this, QStringLiteral("fleetExporterCommand")))
{
    setObjectName(QStringLiteral("fleetEmptyHint"));
    command_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    command_->setText(exporterCommand());
    command_->setContentsMargins(0, 4, 0, 0);

    // The numbers in a column of their own, the sentences (and step 1's command) aligned after them.
    auto *steps = new QGridLayout;
    steps->setContentsMargins(8, 0, 0, 0); // a little in from the line above them
    steps->setHorizontalSpacing(8);
    steps->setVerticalSpacing(0);
    steps->setColumnStretch(1, 1);
    QFont bold = font();
    bold.setBold(true);
    int row = 0;
    for (int i = 0; i < kStepCount; ++i) {
        auto *number = new QLabel(QStringLiteral("%1.").arg(i + 1), this);
        number->setObjectName(QStringLiteral("fleetStepNumber%1").arg(i + 1));
        number->setFont(bold);
        number->setAlignment(Qt::AlignRight | Qt::AlignTop);
        QLabel *text = wrappedLabel(this, QStringLiteral("fleetStep%1").arg(i + 1));
        if (i > 0)
            steps->setRowMinimumHeight(row++, kStepGapPx); // the room between two steps
        steps->addWidget(number, row, 0);
        steps->addWidget(text, row++, 1);
        if (i == 0)
            steps->addWidget(command_, row++, 1);
        numbers_ << number;
        texts_ << text;
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 16, 8, 8);
    layout->setSpacing(0);
    layout->addWidget(intro_);
    layout->addSpacing(kIntroGapPx);
    layout->addLayout(steps);
    layout->addStretch(1);
    retranslate();
}

void FleetSetupSteps::retranslate()
{
    intro_->setText(tr("No GPUs to show yet. To see your machines' GPUs here:"));
    texts_[0]->setText(tr("On each machine, start an exporter. It serves the GPUs' values to Prometheus (rocmtune-cli export --help "
                          "says more):"));
    texts_[1]->setText(tr("Add the exporters to the scrape targets of a Prometheus server."));
    texts_[2]->setText(tr("Enter that server's address in Settings, under “Prometheus for the Fleet view”."));
}

QString FleetSetupSteps::plainText() const
{
    QStringList lines{intro_->text()};
    for (int i = 0; i < kStepCount; ++i) {
        lines << numbers_[i]->text() + QLatin1Char(' ') + texts_[i]->text();
        if (i == 0)
            lines << command_->text();
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace rocmtune
