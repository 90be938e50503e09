// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QTimer;
class QToolButton;

namespace rocmtune {

class AppContext;

// Start/stop recording every metric of every GPU to a CSV file (Ctrl+R),
// with the elapsed time and the file size while it runs. The writing itself
// is core's SessionRecorder, fed by AppContext.
class RecordingControl : public QWidget
{
    Q_OBJECT
public:
    explicit RecordingControl(AppContext *context, QWidget *parent = nullptr);

    QAction *recordAction() const { return action_; }
    // Where the next recording goes; the default asks with a file dialog.
    // Returning an empty string cancels.
    void setPathProvider(std::function<QString()> provider) { pathProvider_ = std::move(provider); }
    QString statusText() const;
    static QString defaultFileName();

signals:
    void recordingFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void toggle(bool on);
    void updateStatus();
    QString askForPath();

    AppContext *context_;
    QAction *action_;
    QToolButton *button_;
    QLabel *status_;
    QTimer *ticker_;
    std::function<QString()> pathProvider_;
    QString reportedError_;
};

} // namespace rocmtune
