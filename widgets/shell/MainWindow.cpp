// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/shell/MainWindow.h"

#include "core/i18n/Language.h"
#include "widgets/common/UiLanguage.h"
#include "widgets/context/AppContext.h"
#include "widgets/devices/DeviceItemDelegate.h"
#include "widgets/devices/DeviceListModel.h"
#include "widgets/plot/TimeRange.h"
#include "widgets/recording/RecordingControl.h"
#include "widgets/settings/SettingsDialog.h"
#include "widgets/shell/WindowPlacement.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QUrl>

namespace rocmtune {

namespace {
// The project's page (README, issues); the stress README link is a section of it.
constexpr const char *kProjectUrl = "https://github.com/rocmtune/rocmtune";
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kSplitterKey = QStringLiteral("window/splitter");
const QString kViewKey = QStringLiteral("window/currentView");
const QString kTimeWindowKey = QStringLiteral("window/timeWindowMs");
} // namespace

MainWindow::MainWindow(AppContext *context, QWidget *parent)
    : QMainWindow(parent), context_(context), model_(new DeviceListModel(context, this)),
      splitter_(new QSplitter(Qt::Horizontal, this)), deviceList_(new QListView(splitter_)), tabs_(new QTabWidget(splitter_)),
      statusSource_(new QLabel(this)), statusInterval_(new QLabel(this)), recording_(new RecordingControl(context, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    deviceList_->setObjectName(QStringLiteral("deviceList"));
    deviceList_->setModel(model_);
    deviceList_->setItemDelegate(new DeviceItemDelegate(context_, deviceList_));
    deviceList_->setSelectionMode(QAbstractItemView::SingleSelection);
    deviceList_->setUniformItemSizes(true);
    deviceList_->setMinimumWidth(200);
    deviceList_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    deviceList_->setResizeMode(QListView::Adjust);
    tabs_->setDocumentMode(true);
    splitter_->addWidget(deviceList_);
    splitter_->addWidget(tabs_);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    splitter_->setSizes({320, 960});
    splitter_->setChildrenCollapsible(false);
    setCentralWidget(splitter_);
    statusBar()->addWidget(statusSource_, 1);
    statusSource_->setObjectName(QStringLiteral("statusSource"));
    statusSource_->setTextFormat(Qt::RichText);
    connect(statusSource_, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("doctor") && doctorView_)
            showView(doctorView_);
    });
    statusBar()->addPermanentWidget(recording_);
    statusBar()->addPermanentWidget(statusInterval_);
    connect(recording_, &RecordingControl::recordingFailed, this, [this](const QString &message) {
        QMessageBox::warning(this, tr("Recording"), message);
    });

    connect(deviceList_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { context_->setCurrentDevice(current.isValid() ? current.row() : -1); });
    connect(context_, &AppContext::currentDeviceChanged, this, &MainWindow::selectDevice);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] { selectDevice(context_->currentDevice()); });
    connect(context_, &AppContext::devicesChanged, this, [this] {
        updateWindowTitle();
        updateStatus();
    });
    connect(context_, &AppContext::settingsChanged, this, &MainWindow::updateStatus);
    connect(context_, &AppContext::settingsChanged, this, &MainWindow::syncLanguageActions);
    connect(context_, &AppContext::backendFailed, this, &MainWindow::updateStatus);
    connect(context_, &AppContext::logMessage, this, [this](const QString &message) { statusBar()->showMessage(message, 8000); });

    createActions();
    retranslateUi();
    selectDevice(context_->currentDevice());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    fileMenu_ = menuBar()->addMenu(QString());
    viewMenu_ = menuBar()->addMenu(QString());
    windowMenu_ = new QMenu(this);
    toolsMenu_ = menuBar()->addMenu(QString());
    languageMenu_ = menuBar()->addMenu(QString());
    languageMenu_->setObjectName(QStringLiteral("languageMenu"));
    helpMenu_ = menuBar()->addMenu(QString());

    settings_ = new QAction(this);
    settings_->setShortcut(QKeySequence::Preferences);
    settings_->setShortcutContext(Qt::ApplicationShortcut);
    if (settings_->shortcut().isEmpty())
        settings_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settings_->setMenuRole(QAction::PreferencesRole);
    connect(settings_, &QAction::triggered, this, &MainWindow::openSettings);
    quit_ = new QAction(this);
    quit_->setShortcut(QKeySequence::Quit);
    if (quit_->shortcut().isEmpty())
        quit_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &MainWindow::quitRequested);
    fileMenu_->addAction(recording_->recordAction());
    fileMenu_->addSeparator();
    fileMenu_->addAction(quit_);
    toolsMenu_->addAction(settings_);

    TimeRange *range = context_->timeRange();
    // Space pauses only in a graph with the focus (PauseBanner): anywhere else it presses buttons and ticks boxes.
    pause_ = new QAction(this);
    pause_->setCheckable(true);
    connect(pause_, &QAction::triggered, range, [range](bool paused) { range->setFollowing(!paused); });
    // End goes live from anywhere, but only while paused, so it is not taken from tables and text fields otherwise.
    live_ = new QAction(this);
    live_->setShortcut(QKeySequence(Qt::Key_End));
    live_->setEnabled(!range->following());
    connect(live_, &QAction::triggered, range, [range] { range->setFollowing(true); });
    connect(range, &TimeRange::stateChanged, pause_, [this, range] {
        pause_->setChecked(!range->following());
        live_->setEnabled(!range->following());
    });
    int presetNumber = 1;
    for (qint64 preset : TimeRange::presets()) {
        auto *action = new QAction(this);
        action->setData(preset);
        action->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + presetNumber++)));
        connect(action, &QAction::triggered, range, [range, preset] { range->setWindowMs(preset); });
        windowMenu_->addAction(action);
        windowPresets_.push_back(action);
    }
    nextDevice_ = new QAction(this);
    nextDevice_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(nextDevice_, &QAction::triggered, this, [this] {
        if (context_->deviceCount() > 0)
            context_->setCurrentDevice((context_->currentDevice() + 1) % context_->deviceCount());
    });
    previousDevice_ = new QAction(this);
    previousDevice_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(previousDevice_, &QAction::triggered, this, [this] {
        const int n = context_->deviceCount();
        if (n > 0)
            context_->setCurrentDevice((context_->currentDevice() + n - 1) % n);
    });
    fullScreen_ = new QAction(this);
    fullScreen_->setShortcut(QKeySequence::FullScreen);
    if (fullScreen_->shortcut().isEmpty())
        fullScreen_->setShortcut(QKeySequence(Qt::Key_F11));
    connect(fullScreen_, &QAction::triggered, this, [this] { setWindowState(windowState() ^ Qt::WindowFullScreen); });
    viewMenu_->addAction(pause_);
    viewMenu_->addAction(live_);
    viewMenu_->addMenu(windowMenu_);
    viewMenu_->addSeparator();
    viewMenu_->addAction(previousDevice_);
    viewMenu_->addAction(nextDevice_);
    viewMenu_->addAction(fullScreen_);
    viewMenu_->addSeparator();

    auto *languages = new QActionGroup(this);
    for (const QString &setting : languageSettingChoices()) {
        auto *action = new QAction(languages);
        action->setCheckable(true);
        action->setData(setting);
        action->setObjectName(QStringLiteral("language_%1").arg(setting));
        connect(action, &QAction::triggered, this, [this, setting] { setLanguage(setting); });
        languageMenu_->addAction(action);
        languageActions_.push_back(action);
    }
    syncLanguageActions();

    // Review D25: Help had only About, and About no link.
    helpDoctor_ = new QAction(this);
    helpDoctor_->setObjectName(QStringLiteral("helpDoctor"));
    connect(helpDoctor_, &QAction::triggered, this, [this] {
        if (doctorView_)
            showView(doctorView_);
    });
    helpMenu_->addAction(helpDoctor_);
    helpReadme_ = new QAction(this);
    helpReadme_->setObjectName(QStringLiteral("helpReadme"));
    connect(helpReadme_, &QAction::triggered, this, [] { QDesktopServices::openUrl(QUrl(QLatin1String(kProjectUrl))); });
    helpMenu_->addAction(helpReadme_);
    helpMenu_->addSeparator();
    about_ = new QAction(this);
    connect(about_, &QAction::triggered, this, [this] {
        QMessageBox box(QMessageBox::Information, tr("About ROCm Tune"), aboutText(), QMessageBox::Ok, this);
        box.setTextFormat(Qt::RichText);
        box.setTextInteractionFlags(Qt::TextBrowserInteraction); // the links open in the browser
        box.exec();
    });
    helpMenu_->addAction(about_);
}

QString MainWindow::aboutText()
{
    return tr("<p><b>ROCm Tune %1</b></p><p>GPU monitor, tuner and stress tester for AMD GPUs on Linux.</p>"
              "<p>Licensed under the <a href=\"%2\">GNU GPL, version 3 or later</a>.</p>"
              "<p>Documentation, questions and bug reports: <a href=\"%3\">%3</a></p>")
        .arg(QApplication::applicationVersion(), QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html"), QLatin1String(kProjectUrl));
}

int MainWindow::addView(QWidget *view, const QIcon &icon)
{
    const int index = tabs_->addTab(view, icon, view->windowTitle());
    view->installEventFilter(this);
    auto *action = new QAction(this);
    connect(action, &QAction::triggered, this, [this, view] { showView(view); });
    viewActions_.push_back(action);
    viewMenu_->addAction(action);
    syncViewShortcuts();
    return index;
}

void MainWindow::syncViewShortcuts()
{
    for (int i = 0; i < viewActions_.size(); ++i) {
        QWidget *view = tabs_->widget(i);
        viewActions_[i]->setText(view ? view->windowTitle() : QString());
        viewActions_[i]->setShortcut(i < 9 ? QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)) : QKeySequence());
    }
}

void MainWindow::showView(QWidget *view)
{
    const int index = tabs_->indexOf(view);
    if (index >= 0)
        tabs_->setCurrentIndex(index);
}

QWidget *MainWindow::currentView() const { return tabs_->currentWidget(); }

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::WindowTitleChange) {
        auto *view = qobject_cast<QWidget *>(watched);
        const int index = view ? tabs_->indexOf(view) : -1;
        if (index >= 0) {
            tabs_->setTabText(index, view->windowTitle());
            syncViewShortcuts();
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::selectDevice(int index)
{
    const QModelIndex current = deviceList_->currentIndex();
    if (index >= 0 && index < model_->rowCount() && current.row() != index)
        deviceList_->setCurrentIndex(model_->index(index));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        context_->refreshDeviceNames();
    }
}

void MainWindow::retranslateUi()
{
    fileMenu_->setTitle(tr("&File"));
    viewMenu_->setTitle(tr("&View"));
    windowMenu_->setTitle(tr("Time &Window"));
    toolsMenu_->setTitle(tr("&Tools"));
    //: Menu title; keep the English word so a user who cannot read the current language finds it
    languageMenu_->setTitle(tr("&Language"));
    for (QAction *action : languageActions_)
        action->setText(languageSettingLabel(action->data().toString()));
    helpMenu_->setTitle(tr("&Help"));
    settings_->setText(tr("&Settings…"));
    quit_->setText(tr("&Quit"));
    pause_->setText(tr("&Pause Graphs"));
    live_->setText(tr("Go &Live"));
    for (QAction *action : windowPresets_)
        action->setText(TimeRange::presetName(action->data().toLongLong()));
    nextDevice_->setText(tr("&Next GPU"));
    previousDevice_->setText(tr("P&revious GPU"));
    fullScreen_->setText(tr("&Full Screen"));
    about_->setText(tr("&About ROCm Tune"));
    helpDoctor_->setText(tr("&Doctor: why a GPU or a feature is missing"));
    helpReadme_->setText(tr("&Read the documentation (online)"));
    deviceList_->setAccessibleName(tr("GPUs"));
    model_->refreshAll(); // the model's summaries are translated text too
    syncViewShortcuts();
    updateWindowTitle();
    updateStatus();
}

void MainWindow::updateWindowTitle()
{
    // The platform appends the application's display name ("… — ROCm Tune"): say it only once.
    setWindowTitle(context_->anySimulated() ? tr("Simulated GPUs") : QString());
}

void MainWindow::updateStatus()
{
    const QStringList fallback = context_->simulatedFallbackReasons();
    QString text;
    QString why;
    if (!context_->backendError().isEmpty()) {
        text = tr("No GPU could be opened: %1").arg(context_->backendError());
    } else if (context_->anySimulated() && !fallback.isEmpty()) {
        // Not asked for: no AMD GPU was found. Say why in one line (what each library found), with the way to Doctor.
        why = fallback.join(tr("; "));
        const int count = context_->deviceCount();
        text = tr("No GPU was found, so %n simulated GPU(s) are shown: %1", nullptr, count).arg(why);
    } else if (context_->anySimulated()) {
        text = tr("Showing %n simulated GPU(s): values come from a model, not from hardware.", nullptr, context_->deviceCount());
    } else {
        text = tr("%n GPU(s)", nullptr, context_->deviceCount());
    }
    QString html = text.toHtmlEscaped();
    // The link first: the reasons can be longer than the status bar (the whole line is in the tooltip).
    if (!why.isEmpty() && doctorView_)
        html = QStringLiteral("<a href=\"doctor\">%1</a> %2").arg(tr("Open Doctor").toHtmlEscaped(), html);
    statusSource_->setText(html);
    statusSource_->setToolTip(why.isEmpty() ? QString() : text);
    const int ms = context_->settings().samplingIntervalMs;
    statusInterval_->setText(ms < 1000 ? tr("Sampling every %1 ms").arg(ms)
                                       : tr("Sampling every %1 s").arg(QLocale().toString(ms / 1000.0, 'g', 3)));
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(context_->settings(), context_->deviceCount(), this, context_->devices());
    connect(&dialog, &SettingsDialog::applied, this, &MainWindow::applySettings);
    dialog.exec();
}

void MainWindow::applySettings(const AppSettings &settings)
{
    const QString previousLanguage = context_->settings().language;
    context_->setSettings(settings);
    QSettings stored;
    settings.save(stored);
    // Installing the catalogue sends LanguageChange to every widget: they retranslate.
    if (settings.language != previousLanguage)
        applyUiLanguage(resolveLanguage(settings.language));
}

void MainWindow::setLanguage(const QString &setting)
{
    AppSettings settings = context_->settings();
    settings.language = setting;
    applySettings(settings);
    syncLanguageActions();
}

void MainWindow::syncLanguageActions()
{
    for (QAction *action : languageActions_)
        action->setChecked(action->data().toString() == context_->settings().language);
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    // A saved geometry only when it still fits a screen (not one from a larger or an unplugged screen).
    QList<QRect> areas;
    for (const QScreen *screen : QGuiApplication::screens())
        areas << screen->availableGeometry();
    const bool restored = restoreGeometry(settings.value(kGeometryKey).toByteArray());
    const bool maximized = windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen);
    if (!restored || (!maximized && !WindowPlacement::fitsOnAScreen(normalGeometry(), areas))) {
        setWindowState(windowState() & ~(Qt::WindowMaximized | Qt::WindowFullScreen));
        const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
        if (screen)
            setGeometry(WindowPlacement::firstWindowGeometry(screen->availableGeometry(), minimumSizeHint()));
        else
            resize(WindowPlacement::kPreferredSize);
    }
    restoreState(settings.value(kStateKey).toByteArray());
    splitter_->restoreState(settings.value(kSplitterKey).toByteArray());
    bool ok = false;
    const qint64 timeWindow = settings.value(kTimeWindowKey).toLongLong(&ok);
    if (ok && TimeRange::presets().contains(timeWindow))
        context_->timeRange()->setWindowMs(timeWindow);
    const int view = settings.value(kViewKey, 0).toInt();
    if (view >= 0 && view < tabs_->count())
        tabs_->setCurrentIndex(view);
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kSplitterKey, splitter_->saveState());
    settings.setValue(kViewKey, tabs_->currentIndex());
    settings.setValue(kTimeWindowKey, context_->timeRange()->windowMs());
}

void MainWindow::raiseAndActivate()
{
    if (isMinimized())
        setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    show();
    raise();
    activateWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    if (trayPresent_ && trayPresent_()) {
        QString action = context_->settings().closeAction;
        if (action.isEmpty()) {
            action = askCloseAction();
            if (action.isEmpty()) { // cancelled: the window stays
                event->ignore();
                return;
            }
            AppSettings settings = context_->settings();
            settings.closeAction = action;
            applySettings(settings); // asked once, remembered
        }
        if (action == QLatin1String("tray")) {
            hide(); // monitoring goes on; the tray icon brings the window back
            event->ignore();
            return;
        }
        emit quitRequested();
    }
    QMainWindow::closeEvent(event);
}

QString MainWindow::askCloseAction()
{
    QMessageBox box(QMessageBox::Question, tr("Close ROCm Tune"),
                    tr("Keep monitoring the GPUs in the tray (temperature warnings included), or quit?"), QMessageBox::NoButton, this);
    box.setInformativeText(tr("Your choice is remembered; Settings can change it."));
    QPushButton *tray = box.addButton(tr("Keep in the &tray"), QMessageBox::AcceptRole);
    QPushButton *quit = box.addButton(tr("&Quit"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(tray);
    box.exec();
    if (box.clickedButton() == tray)
        return QStringLiteral("tray");
    if (box.clickedButton() == quit)
        return QStringLiteral("quit");
    return {};
}

} // namespace rocmtune
