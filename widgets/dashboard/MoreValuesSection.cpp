// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dashboard/MoreValuesSection.h"

#include "core/telemetry/TemperatureSensors.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/context/AppContext.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

namespace rocmtune {

namespace {

using M = MetricId;

const QString kExpandedKey = QStringLiteral("window/dashboardMoreExpanded");
constexpr int kColumns = 2; // label/value pairs per line (3 made the page wider than a 1280 px window)

// In the order they are listed: the clocks, the temperature sensors the
// dashboard's cards and graphs do not show (those the History does not keep:
// HBM stacks, voltage regulators), then the rest.
QVector<MetricId> longTailMetrics()
{
    QVector<MetricId> ids{M::SocClock, M::FabricClock, M::VideoClock, M::DecodeClock};
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (!metricInfo(sensor.reading).inHistory)
            ids << sensor.reading;
    }
    ids << M::GfxVoltage << M::PcieLinkSpeed << M::PcieLinkWidth << M::PcieReplayCount << M::EnergyConsumed;
    return ids;
}

} // namespace

MoreValuesSection::MoreValuesSection(AppContext *context, QWidget *parent)
    : QFrame(parent), context_(context), toggle_(new QToolButton(this)), body_(new QWidget(this)), grid_(new QGridLayout(body_)),
      empty_(new QLabel(body_))
{
    setObjectName(QStringLiteral("moreValues"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    toggle_->setObjectName(QStringLiteral("moreValuesToggle"));
    toggle_->setCheckable(true);
    toggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toggle_->setAutoRaise(true);
    layout->addWidget(toggle_);
    layout->addWidget(body_);
    grid_->setContentsMargins(18, 0, 6, 4);
    grid_->setHorizontalSpacing(10);
    grid_->setVerticalSpacing(2);
    for (const MetricId id : longTailMetrics())
        rows_.push_back({id, new QLabel(body_), new QLabel(body_)});
    rows_.push_back({std::nullopt, new QLabel(body_), new QLabel(body_)});
    for (Row &row : rows_) {
        row.name->setTextFormat(Qt::PlainText);
        row.value->setTextFormat(Qt::PlainText);
        row.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.name->hide();
        row.value->hide();
    }
    empty_->setTextFormat(Qt::PlainText);
    empty_->hide();
    for (int c = 0; c < kColumns; ++c)
        grid_->setColumnStretch(c * 2 + 1, 1);

    connect(toggle_, &QToolButton::toggled, this, [this](bool on) {
        toggle_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        body_->setVisible(on);
        QSettings().setValue(kExpandedKey, on);
        if (on)
            refresh();
    });
    const bool on = QSettings().value(kExpandedKey, false).toBool();
    toggle_->setChecked(on);
    toggle_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    body_->setVisible(on);
    connect(context_, &AppContext::snapshotArrived, this, [this] { refresh(); });
    connect(context_, &AppContext::currentDeviceChanged, this, [this] { refresh(); });
    connect(context_, &AppContext::settingsChanged, this, [this] { refresh(); });
    retranslateUi();
}

bool MoreValuesSection::expanded() const { return toggle_->isChecked(); }

void MoreValuesSection::setExpanded(bool expanded) { toggle_->setChecked(expanded); }

QStringList MoreValuesSection::shownRows() const
{
    QStringList shown;
    for (const int i : laidOut_)
        shown << rows_[i].name->text() + QLatin1Char(' ') + rows_[i].value->text();
    if (empty_->isVisibleTo(body_))
        shown << empty_->text();
    return shown;
}

void MoreValuesSection::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void MoreValuesSection::showEvent(QShowEvent *event)
{
    QFrame::showEvent(event);
    refresh();
}

void MoreValuesSection::retranslateUi()
{
    //: Dashboard section with the GPU's less common values (extra clocks, HBM/VR temperatures, PCIe, RAS)
    toggle_->setText(tr("More"));
    toggle_->setToolTip(tr("Further values this GPU reports: SOC, fabric, video and decode clocks, HBM and voltage-regulator "
                           "temperatures, PCIe link and replays, energy, RAS"));
    //: Shown in the dashboard's "More" section when the GPU reports none of its values
    empty_->setText(tr("This GPU reports no further values."));
    refresh();
}

void MoreValuesSection::refresh()
{
    // Nothing to draw while collapsed or off screen; showEvent / toggle catch up.
    if (!toggle_->isChecked() || !isVisible())
        return;
    const int device = context_->currentDevice();
    const Sample *sample = context_->latestSample(device);
    const bool ok = sample && sample->state() == DeviceState::Ok;
    const MetricFormat format(context_->settings().temperatureUnit);
    QVector<int> visible;
    for (int i = 0; i < rows_.size(); ++i) {
        Row &row = rows_[i];
        if (row.metric) {
            const std::optional<double> value = ok ? sample->value(*row.metric) : std::nullopt;
            if (!value)
                continue;
            row.name->setText(tr("%1:").arg(MetricFormat::label(*row.metric)));
            row.value->setText(format.text(*row.metric, value));
            visible << i;
            continue;
        }
        if (!sample)
            continue;
        // RAS: XGMI/WAFL (the link between GPUs) has no card of its own; a
        // GPU without RAS says so here instead of a full-width card.
        const EccStatus ecc = sample->ecc();
        //: RAS = reliability, availability, serviceability (the driver's error counters)
        row.name->setText(tr("Error counters (RAS):"));
        if (!ecc.available) {
            row.value->setText(tr("not reported by this GPU"));
        } else {
            QStringList parts;
            for (const EccBlockCounts &b : ecc.blocks) {
                if (b.enabled && b.block == QLatin1String("xgmi_wafl"))
                    //: XGMI/WAFL link errors: correctable / uncorrectable
                    parts << tr("%1 %2/%3").arg(eccBlockDisplayName(b.block), MetricFormat::count(b.correctable), MetricFormat::count(b.uncorrectable));
            }
            int enabled = 0;
            for (const EccBlockCounts &b : ecc.blocks)
                enabled += b.enabled ? 1 : 0;
            //: Number of driver blocks (UMC, GFX, SDMA ...) with error counting switched on
            parts.prepend(tr("%n block(s) on", nullptr, enabled));
            row.value->setText(parts.join(QStringLiteral(" · ")));
        }
        visible << i;
    }
    if (visible != laidOut_)
        relayout(visible);
    const bool nothing = std::none_of(visible.begin(), visible.end(), [this](int i) { return rows_[i].metric.has_value(); });
    empty_->setVisible(nothing && ok);
}

void MoreValuesSection::relayout(const QVector<int> &visible)
{
    for (Row &row : rows_) {
        grid_->removeWidget(row.name);
        grid_->removeWidget(row.value);
        row.name->hide();
        row.value->hide();
    }
    grid_->removeWidget(empty_);
    int n = 0;
    for (const int i : visible) {
        grid_->addWidget(rows_[i].name, n / kColumns, (n % kColumns) * 2);
        grid_->addWidget(rows_[i].value, n / kColumns, (n % kColumns) * 2 + 1);
        rows_[i].name->show();
        rows_[i].value->show();
        ++n;
    }
    grid_->addWidget(empty_, (n + kColumns - 1) / kColumns, 0, 1, kColumns * 2);
    laidOut_ = visible;
}

} // namespace rocmtune
