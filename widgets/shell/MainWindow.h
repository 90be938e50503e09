// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QMainWindow>
#include <QVector>

#include <functional>

class QLabel;
class QListView;
class QSplitter;
class QTabWidget;

namespace rocmtune {

class AppContext;
class DeviceListModel;
class RecordingControl;
struct AppSettings;

// The main window: the device list on the left, the views (dashboard, all
// GPUs, and whatever teammates register with addView) on the right, menus
// with the common shortcuts, a status bar. Views are plain QWidgets that take
// the AppContext; their windowTitle() is their tab name (kept in sync on
// language change). See widgets/README.md.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(AppContext *context, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Adds a view as a tab (Ctrl+1…9 select the first nine). The window takes
    // ownership. Returns the view's position.
    int addView(QWidget *view, const QIcon &icon = QIcon());
    void showView(QWidget *view);
    // The Doctor view, which the status line links to when no GPU was found.
    void setDoctorView(QWidget *view) { doctorView_ = view; updateStatus(); }
    QWidget *currentView() const;
    QTabWidget *viewTabs() const { return tabs_; }
    QListView *deviceList() const { return deviceList_; }
    DeviceListModel *deviceModel() const { return model_; }
    // Actions in the menus, for views and the tray to reuse.
    QAction *quitAction() const { return quit_; }
    QAction *settingsAction() const { return settings_; }
    QMenu *helpMenu() const { return helpMenu_; }
    // The About box's text: version, what it is, the licence and the project's page (links).
    static QString aboutText();
    QMenu *viewMenu() const { return viewMenu_; }
    QMenu *toolsMenu() const { return toolsMenu_; }
    // "Follow the system", 中文, English: switches the UI language at once and remembers it.
    QMenu *languageMenu() const { return languageMenu_; }
    // Switches the UI language ("system", "en", "zh_CN"), saves it with the other settings.
    void setLanguage(const QString &setting);
    RecordingControl *recordingControl() const { return recording_; }

    // Applies settings to the running app and saves them.
    void applySettings(const AppSettings &settings);
    void openSettings();

    void restoreWindowState();
    void saveWindowState() const;
    // Brings the window to the front (second launch, tray click).
    void raiseAndActivate();
    // Whether a tray icon shows now: closing the window then asks once whether to keep monitoring in the
    // tray or to quit (remembered in the settings as closeAction).
    void setTrayPresent(std::function<bool()> present) { trayPresent_ = std::move(present); }

signals:
    void quitRequested();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void retranslateUi();
    void updateWindowTitle();
    void updateStatus();
    void selectDevice(int index);
    void syncViewShortcuts();
    void syncLanguageActions();
    QString askCloseAction(); // "tray", "quit", or empty when cancelled

    AppContext *context_;
    DeviceListModel *model_;
    QSplitter *splitter_;
    QListView *deviceList_;
    QTabWidget *tabs_;
    QLabel *statusSource_;
    QWidget *doctorView_ = nullptr;
    QLabel *statusInterval_;
    RecordingControl *recording_;
    QMenu *fileMenu_ = nullptr;
    QMenu *viewMenu_ = nullptr;
    QMenu *windowMenu_ = nullptr;
    QMenu *toolsMenu_ = nullptr;
    QMenu *languageMenu_ = nullptr;
    QMenu *helpMenu_ = nullptr;
    QAction *quit_ = nullptr;
    QAction *settings_ = nullptr;
    QAction *pause_ = nullptr;
    QAction *live_ = nullptr;
    QAction *nextDevice_ = nullptr;
    QAction *previousDevice_ = nullptr;
    QAction *fullScreen_ = nullptr;
    QAction *about_ = nullptr;
    QAction *helpDoctor_ = nullptr; // Help › Doctor: why a GPU or a feature is missing
    QAction *helpReadme_ = nullptr; // Help › the README online
    QVector<QAction *> windowPresets_;
    QVector<QAction *> viewActions_;
    QVector<QAction *> languageActions_; // data(): the setting value
    std::function<bool()> trayPresent_;
};

} // namespace rocmtune
