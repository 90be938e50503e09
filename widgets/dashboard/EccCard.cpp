// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dashboard/EccCard.h"

#include "widgets/common/MetricFormat.h"
#include "widgets/context/AppContext.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace rocmtune {

EccCard::EccCard(AppContext *context, QWidget *parent)
    : QFrame(parent), context_(context), title_(new QLabel(this)), summary_(new QLabel(this)), blocks_(new QLabel(this))
{
    setObjectName(QStringLiteral("eccCard"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(2);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    for (QLabel *label : {title_, summary_, blocks_}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    blocks_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(context_, &AppContext::snapshotArrived, this, [this] { refresh(false); });
    connect(context_, &AppContext::currentDeviceChanged, this, [this] { refresh(true); });
    render();
}

void EccCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        render();
}

void EccCard::refresh(bool force)
{
    const int device = context_->currentDevice();
    const Sample *sample = context_->latestSample(device);
    const EccStatus ecc = sample ? sample->ecc() : EccStatus{};
    // ECC counts change rarely: repaint only on a change.
    if (!force && device == shownDevice_ && ecc == shown_)
        return;
    shownDevice_ = device;
    shown_ = ecc;
    render();
}

QString EccCard::summaryText() const { return summary_->text(); }

QString EccCard::blocksText() const { return blocks_->text(); }

void EccCard::render()
{
    //: ECC = error-correcting code memory; RAS = reliability, availability, serviceability
    title_->setText(tr("ECC memory errors"));
    QStringList blocks;
    if (!shown_.available) {
        summary_->setText(tr("N/A: this GPU does not report ECC/RAS"));
    } else if (!shown_.anyEnabled()) {
        summary_->setText(tr("ECC is off"));
    } else {
        summary_->setText(tr("Correctable: %1 · Uncorrectable: %2").arg(MetricFormat::count(shown_.totalCorrectable()), MetricFormat::count(shown_.totalUncorrectable())));
        for (const EccBlockCounts &b : shown_.blocks) {
            if (b.enabled)
                //: One RAS block: name, correctable count / uncorrectable count
                blocks << tr("%1 %2/%3").arg(eccBlockDisplayName(b.block), MetricFormat::count(b.correctable), MetricFormat::count(b.uncorrectable));
        }
    }
    blocks_->setText(blocks.join(QStringLiteral(" · ")));
    blocks_->setVisible(!blocks.isEmpty());
    blocks_->setToolTip(tr("Per block: correctable / uncorrectable errors since the driver loaded"));
    // A consumer card without RAS: no full-width "N/A" card; the "More"
    // section below says "RAS: not reported by this GPU" in one line.
    setHidden(!shown_.available);
    alarm_ = shown_.totalUncorrectable().value_or(0) > 0;
    // Same red as the dashboard's lost-GPU banner.
    setStyleSheet(alarm_ ? QStringLiteral("QFrame#eccCard { background: #8a1c1c; border-radius: 4px; } QFrame#eccCard QLabel { color: white; }")
                         : QString());
}

} // namespace rocmtune
