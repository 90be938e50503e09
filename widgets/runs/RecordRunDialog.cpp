// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/RecordRunDialog.h"

#include "widgets/common/ClampSaidSpinBox.h"
#include "widgets/common/TextTone.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QStyle>

#include <algorithm>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rocmtune {

RecordRunDialog::RecordRunDialog(const DeviceList &devices, QWidget *parent, const QStringList &shownNames)
    : QDialog(parent), launchButton_(new QRadioButton(tr("Start a command"), this)),
      attachButton_(new QRadioButton(tr("Attach to a running process"), this)), commandEdit_(new QLineEdit(this)),
      directoryEdit_(new QLineEdit(QDir::homePath(), this)), pidBox_(new ClampSaidIntSpinBox(this)), nameEdit_(new QLineEdit(this)),
      gpuList_(new QListWidget(this))
{
    setWindowTitle(tr("Record a run"));
    commandEdit_->setObjectName(QStringLiteral("recordRunCommand"));
    directoryEdit_->setObjectName(QStringLiteral("recordRunFolder"));
    launchButton_->setChecked(true);
    commandEdit_->setPlaceholderText(tr("python3 train.py --epochs 10"));
    pidBox_->setRange(1, 4194304);
    nameEdit_->setPlaceholderText(tr("from the command"));
    for (int i = 0; i < devices.size(); ++i) {
        const QString name = shownNames.value(i).isEmpty() ? devices[i].name : shownNames.value(i);
        auto *item = new QListWidgetItem(tr("GPU %1: %2").arg(i).arg(name), gpuList_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    // Wide enough for the longest GPU name (no clipping), tall enough for four rows before it scrolls.
    const int nameWidth = gpuList_->sizeHintForColumn(0) + 2 * gpuList_->frameWidth()
                          + gpuList_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
    gpuList_->setMinimumWidth(std::max(gpuList_->minimumWidth(), nameWidth));
    gpuList_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    if (gpuList_->count() > 0)
        gpuList_->setMinimumHeight(std::min<int>(gpuList_->count(), 4) * gpuList_->sizeHintForRow(0) + 2 * gpuList_->frameWidth());
    auto *form = new QFormLayout;
    form->addRow(launchButton_);
    form->addRow(tr("Command:"), commandEdit_);
    form->addRow(tr("Working folder:"), directoryEdit_);
    form->addRow(attachButton_);
    form->addRow(tr("PID:"), pidBox_);
    auto *pidNote = new ClampNote(this); // a PID past the kernel's limit is said, not cut to another process's
    pidNote->watch(static_cast<ClampSaidIntSpinBox *>(pidBox_));
    form->addRow(QString(), pidNote);
    form->addRow(tr("Run name:"), nameEdit_);
    form->addRow(tr("GPUs to record:"), gpuList_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton_ = buttons->button(QDialogButtonBox::Ok);
    okButton_->setText(tr("Start recording"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("recordRunProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(textToneStyle(palette(), TextTone::Error));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    connect(launchButton_, &QRadioButton::toggled, this, &RecordRunDialog::updateState);
    connect(commandEdit_, &QLineEdit::textChanged, this, &RecordRunDialog::updateState);
    connect(directoryEdit_, &QLineEdit::textChanged, this, &RecordRunDialog::updateState);
    connect(gpuList_, &QListWidget::itemChanged, this, &RecordRunDialog::updateState);
    updateState();
}

void RecordRunDialog::setAttachPid(qint64 pid)
{
    attachButton_->setChecked(true);
    pidBox_->setValue(static_cast<int>(pid));
    updateState();
}

void RecordRunDialog::setCommandLine(const QString &commandLine)
{
    launchButton_->setChecked(true);
    commandEdit_->setText(commandLine);
}

bool RecordRunDialog::attach() const { return attachButton_->isChecked(); }
qint64 RecordRunDialog::pid() const { return pidBox_->value(); }
QStringList RecordRunDialog::command() const { return QProcess::splitCommand(commandEdit_->text()); }
QString RecordRunDialog::workingDirectory() const { return directoryEdit_->text(); }
QString RecordRunDialog::name() const { return nameEdit_->text().trimmed(); }

QVector<int> RecordRunDialog::deviceIndices() const
{
    QVector<int> chosen;
    for (int i = 0; i < gpuList_->count(); ++i) {
        if (gpuList_->item(i)->checkState() == Qt::Checked)
            chosen << i;
    }
    return chosen.size() == gpuList_->count() ? QVector<int>() : chosen;
}

void RecordRunDialog::updateState()
{
    const bool launching = launchButton_->isChecked();
    commandEdit_->setEnabled(launching);
    directoryEdit_->setEnabled(launching);
    pidBox_->setEnabled(!launching);
    bool anyGpu = gpuList_->count() == 0;
    for (int i = 0; i < gpuList_->count(); ++i)
        anyGpu = anyGpu || gpuList_->item(i)->checkState() == Qt::Checked;
    // A command cannot start in a folder that is not there: said here, not as a run that failed to start.
    const QString folder = directoryEdit_->text().trimmed();
    const bool folderMissing = launching && !folder.isEmpty() && !QDir(folder).exists();
    problem_->setText(folderMissing ? tr("The working folder %1 does not exist.").arg(folder) : QString());
    problem_->setVisible(folderMissing);
    if (okButton_)
        okButton_->setEnabled(anyGpu && (!launching || (!command().isEmpty() && !folderMissing)));
}

} // namespace rocmtune
