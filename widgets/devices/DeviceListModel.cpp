// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/devices/DeviceListModel.h"

#include "core/backends/BackendRegistry.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/common/RefreshThrottle.h"
#include "widgets/context/AppContext.h"

namespace rocmtune {

DeviceListModel::DeviceListModel(AppContext *context, QObject *parent)
    : QAbstractListModel(parent), context_(context), throttle_(new RefreshThrottle(1000, [this] {
          if (context_->latest())
              onSnapshot(context_->latest());
      }, this))
{
    TimeRange *range = context_->timeRange();
    throttle_->setEnabledCheck([range] { return range->slideThrottle(); });
    connect(context_, &AppContext::devicesChanged, this, &DeviceListModel::onDevicesChanged);
    // Rows change at most once a second: the list is for a glance at every GPU
    // (the selected GPU's cards update 4 times a second); repainting its rows
    // 4 times a second was the largest single cost at 10 Hz (BENCHMARKS.md).
    connect(context_, &AppContext::snapshotArrived, throttle_, &RefreshThrottle::request);
    connect(context_, &AppContext::currentDeviceChanged, this, [this] { throttle_->runNow(); });
    connect(context_, &AppContext::settingsChanged, this, &DeviceListModel::refreshAll);
    onDevicesChanged();
    if (context_->latest())
        onSnapshot(context_->latest());
}

int DeviceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QHash<int, QByteArray> DeviceListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(SimulatedRole, "simulated");
    names.insert(HealthRole, "health");
    names.insert(SummaryRole, "summary");
    names.insert(StateRole, "state");
    names.insert(TemperatureRole, "temperature");
    names.insert(PowerRole, "power");
    names.insert(UtilizationRole, "utilization");
    return names;
}

QString DeviceListModel::shortBus(const DeviceInfo &info)
{
    // "0000:03:00.0" -> "03:00.0": the domain is 0000 on almost every machine.
    QString bus = info.pciBusId;
    if (bus.startsWith(QLatin1String("0000:")))
        bus = bus.mid(5);
    return bus;
}

QString DeviceListModel::nameOf(int index, const Row &row) const
{
    // Eight identical cards differ by index, bus and the name the user gave them.
    const QString user = context_->userDeviceName(index);
    //: Device list: GPU index · name
    return tr("%1 · %2").arg(index).arg(user.isEmpty() ? row.info.name : user);
}

QString DeviceListModel::summaryOf(const Row &row) const
{
    const QString bus = shortBus(row.info);
    const QString summary = readingsOf(row);
    // "PCI 03:00.0 · 63 °C · …" ("PCI" as on the dashboard's header; a bare bus id reads like a time).
    return bus.isEmpty() ? summary : QStringLiteral("PCI %1 · %2").arg(bus, summary);
}

QString DeviceListModel::readingsOf(const Row &row) const
{
    if (!row.hasSample)
        return tr("Waiting for the first reading…");
    if (row.sample.state() == DeviceState::Lost)
        return tr("Lost — the GPU does not respond");
    if (row.sample.state() == DeviceState::Error)
        return tr("Read error");
    if (row.sample.state() == DeviceState::Asleep)
        return tr("Asleep — not woken to be read");
    const MetricFormat format(context_->settings().temperatureUnit);
    const auto hottest = hottestSensorReading(row.sample);
    const QString temperature = format.text(hottest ? hottest->sensor->reading : hotspotSensor().reading, hottest ? std::optional(hottest->celsius) : std::nullopt);
    //: Device list summary: temperature · power · utilization
    return tr("%1 · %2 · %3")
        .arg(temperature, format.text(MetricId::PowerAverage, row.sample.value(MetricId::PowerAverage)),
             format.text(MetricId::GpuBusy, row.sample.value(MetricId::GpuBusy)));
}

QString DeviceListModel::tooltipOf(const Row &row) const
{
    QStringList lines;
    const int index = static_cast<int>(&row - rows_.constData());
    const QString user = context_->userDeviceName(index);
    lines << (user.isEmpty() ? row.info.name : QStringLiteral("%1 (%2)").arg(user, row.info.name));
    if (row.info.simulated)
        lines << tr("Simulated GPU: values come from a model, not from hardware.");
    if (!row.info.pciBusId.isEmpty())
        lines << tr("PCI bus: %1").arg(row.info.pciBusId);
    if (!row.info.gfxArch.isEmpty())
        lines << tr("Architecture: %1").arg(row.info.gfxArch);
    lines << tr("Source: %1").arg(backendDisplayName(row.info.backendId));
    if (row.hasSample && !row.sample.message().isEmpty())
        lines << row.sample.message();
    return lines.join(QLatin1Char('\n'));
}

QVariant DeviceListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row &row = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole: return nameOf(index.row(), row);
    case Qt::ToolTipRole: return tooltipOf(row);
    case Qt::AccessibleTextRole: return QStringLiteral("%1, %2").arg(nameOf(index.row(), row), row.summary);
    case ModelNameRole: return row.info.name;
    case SimulatedRole: return row.info.simulated;
    case HealthRole: return static_cast<int>(row.health);
    case SummaryRole: return row.summary;
    case StateRole: return row.hasSample ? static_cast<int>(row.sample.state()) : QVariant();
    case TemperatureRole: {
        const auto hottest = row.hasSample ? hottestSensorReading(row.sample) : std::nullopt;
        return hottest ? QVariant(hottest->celsius) : QVariant();
    }
    case PowerRole: {
        const auto v = row.hasSample ? row.sample.value(MetricId::PowerAverage) : std::nullopt;
        return v ? QVariant(*v) : QVariant();
    }
    case UtilizationRole: {
        const auto v = row.hasSample ? row.sample.value(MetricId::GpuBusy) : std::nullopt;
        return v ? QVariant(*v) : QVariant();
    }
    default: return {};
    }
}

void DeviceListModel::onDevicesChanged()
{
    beginResetModel();
    QVector<Row> rows;
    for (const DeviceInfo &info : context_->devices()) {
        Row row;
        row.info = info;
        row.summary = summaryOf(row);
        rows.push_back(row);
    }
    rows_ = rows;
    endResetModel();
}

void DeviceListModel::onSnapshot(const SnapshotPtr &snapshot)
{
    for (int i = 0; i < rows_.size(); ++i) {
        const Sample *sample = snapshot->sample(i);
        if (!sample)
            continue;
        Row &row = rows_[i];
        row.sample = *sample;
        row.hasSample = true;
        const QString summary = summaryOf(row);
        const DeviceHealth health = deviceHealth(row.sample);
        if (summary != row.summary || health != row.health) {
            row.summary = summary;
            row.health = health;
            emit dataChanged(index(i), index(i));
        }
    }
}

void DeviceListModel::refreshAll()
{
    for (Row &row : rows_)
        row.summary = summaryOf(row);
    if (!rows_.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(rows_.size()) - 1));
}

} // namespace rocmtune
