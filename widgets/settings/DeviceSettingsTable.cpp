// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/settings/DeviceSettingsTable.h"

#include <QHeaderView>

namespace rocmtune {

DeviceSettingsTable::DeviceSettingsTable(const DeviceList &devices, QWidget *parent)
    : QTableWidget(static_cast<int>(devices.size()), ColumnCount, parent), devices_(devices)
{
    setObjectName(QStringLiteral("deviceSettings"));
    verticalHeader()->hide();
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::AllEditTriggers);
    horizontalHeader()->setSectionResizeMode(GpuColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(AlertsColumn, QHeaderView::ResizeToContents);
    for (int row = 0; row < devices_.size(); ++row) {
        auto *gpu = new QTableWidgetItem;
        gpu->setFlags(Qt::ItemIsEnabled);
        setItem(row, GpuColumn, gpu);
        auto *name = new QTableWidgetItem;
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsEditable);
        setItem(row, NameColumn, name);
        auto *alerts = new QTableWidgetItem;
        alerts->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        alerts->setCheckState(Qt::Checked);
        setItem(row, AlertsColumn, alerts);
    }
    // Up to four rows without a scroll bar; more scroll.
    const int rows = std::min<int>(static_cast<int>(devices_.size()), 4);
    const int chrome = horizontalHeader()->sizeHint().height() + 2 * frameWidth() + 4; // + a little, or a scroll bar shows
    setMinimumHeight(chrome + rows * verticalHeader()->defaultSectionSize());
    setMaximumHeight(chrome + static_cast<int>(devices_.size()) * verticalHeader()->defaultSectionSize());
    retranslateUi();
    // Room for a name of about 24 characters beside the GPU column.
    resizeColumnToContents(GpuColumn);
    resizeColumnToContents(AlertsColumn);
    setMinimumWidth(columnWidth(GpuColumn) + columnWidth(AlertsColumn) + fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24
                    + 2 * frameWidth() + 4);
}

void DeviceSettingsTable::load(const AppSettings &settings)
{
    for (int row = 0; row < devices_.size(); ++row) {
        const QString id = devices_[row].stableId();
        item(row, NameColumn)->setText(settings.deviceNames.value(id));
        item(row, AlertsColumn)->setCheckState(settings.alertMutedDevices.contains(id) ? Qt::Unchecked : Qt::Checked);
    }
}

void DeviceSettingsTable::store(AppSettings &settings) const
{
    for (int row = 0; row < devices_.size(); ++row) {
        const QString id = devices_[row].stableId();
        const QString name = item(row, NameColumn)->text().trimmed().left(64);
        if (name.isEmpty())
            settings.deviceNames.remove(id);
        else
            settings.deviceNames.insert(id, name);
        settings.alertMutedDevices.removeAll(id);
        if (item(row, AlertsColumn)->checkState() == Qt::Unchecked)
            settings.alertMutedDevices << id;
    }
}

void DeviceSettingsTable::retranslateUi()
{
    setHorizontalHeaderLabels({tr("GPU"), tr("Your name for it"), tr("Alerts")});
    for (int row = 0; row < devices_.size(); ++row) {
        const DeviceInfo &d = devices_[row];
        //: GPU index, PCI bus, model name
        item(row, GpuColumn)->setText(d.pciBusId.isEmpty() ? tr("GPU %1 · %2").arg(row).arg(d.name)
                                                            : tr("GPU %1 · %2 · %3").arg(row).arg(d.pciBusId, d.name));
        item(row, NameColumn)->setToolTip(tr("Shown in the GPU list instead of the model name"));
        item(row, AlertsColumn)->setToolTip(tr("Temperature warnings for this GPU"));
    }
}

} // namespace rocmtune
