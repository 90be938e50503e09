// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/recording/RecordingControl.h"

#include "widgets/context/AppContext.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QStandardPaths>
#include <QTimer>
#include <QToolButton>

namespace rocmtune {

namespace {
QIcon recordIcon(const QColor &color)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(6, 6, 20, 20));
    return QIcon(pixmap);
}
} // namespace

RecordingControl::RecordingControl(AppContext *context, QWidget *parent)
    : QWidget(parent), context_(context), action_(new QAction(this)), button_(new QToolButton(this)), status_(new QLabel(this)),
      ticker_(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(button_);
    layout->addWidget(status_);
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    action_->setIcon(recordIcon(QColor(0xd0, 0x1f, 0x1f)));
    button_->setDefaultAction(action_);
    button_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button_->setAutoRaise(true);
    status_->setTextFormat(Qt::PlainText);
    ticker_->setInterval(1000); // only runs while recording
    connect(action_, &QAction::triggered, this, &RecordingControl::toggle);
    connect(ticker_, &QTimer::timeout, this, &RecordingControl::updateStatus);
    connect(context_, &AppContext::recordingChanged, this, &RecordingControl::updateStatus);
    retranslateUi();
}

QString RecordingControl::defaultFileName()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return dir + QStringLiteral("/rocmtune-session-%1.csv").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

QString RecordingControl::askForPath()
{
    if (pathProvider_)
        return pathProvider_();
    return QFileDialog::getSaveFileName(this, tr("Record Session"), defaultFileName(), tr("CSV files (*.csv)"));
}

void RecordingControl::toggle(bool on)
{
    if (!on) {
        context_->stopRecording();
        return;
    }
    const QString path = askForPath();
    if (path.isEmpty()) {
        action_->setChecked(false);
        return;
    }
    reportedError_.clear();
    context_->startRecording(path); // failures are reported by updateStatus()
    updateStatus();
}

QString RecordingControl::statusText() const { return status_->text(); }

void RecordingControl::updateStatus()
{
    const SessionRecorder &recorder = context_->recorder();
    const bool recording = recorder.isRecording();
    action_->setChecked(recording);
    action_->setText(recording ? tr("Stop Recording") : tr("Record"));
    if (recording && !ticker_->isActive())
        ticker_->start();
    else if (!recording)
        ticker_->stop();
    if (!recording && !recorder.errorString().isEmpty()) {
        status_->setText(recorder.errorString());
        if (recorder.errorString() != reportedError_) {
            reportedError_ = recorder.errorString();
            emit recordingFailed(reportedError_);
        }
        return;
    }
    if (recorder.path().isEmpty()) {
        status_->clear();
        return;
    }
    const qint64 seconds = recorder.elapsedMs() / 1000;
    const QString elapsed = QStringLiteral("%1:%2:%3")
                                .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
                                .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
                                .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    const QString size = QLocale().formattedDataSize(recorder.bytesWritten());
    const QString file = QFileInfo(recorder.path()).fileName();
    //: Recording status: elapsed time, file size, file name
    status_->setText(recording ? tr("● REC %1 · %2 · %3").arg(elapsed, size, file)
                               : tr("Recorded %1 · %2 · %3").arg(elapsed, size, file));
    status_->setToolTip(recorder.path());
}

void RecordingControl::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void RecordingControl::retranslateUi()
{
    action_->setToolTip(tr("Record every metric of every GPU to a CSV file (Ctrl+R)"));
    updateStatus();
}

} // namespace rocmtune
