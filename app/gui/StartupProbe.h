// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace rocmtune::gui {

// Benchmarks: notices the first paint of a window, prints how long the
// process took to get there and quits. "Start" is ROCMTUNE_LAUNCH_NS (wall
// clock in ns, set by the benchmark script just before it starts the app)
// or, without it, the process start time from /proc/self/stat.
class StartupProbe : public QObject
{
    Q_OBJECT
public:
    explicit StartupProbe(QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void report();
    bool seen_ = false;
};

} // namespace rocmtune::gui
