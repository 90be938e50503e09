// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSummary.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rocmtune {

struct StoredRun {
    QString directory;
    RunSummary summary;
};

// Recorded runs on disk, one folder each:
//   <root>/<yyyyMMdd-HHmmss>-<name>/summary.json   (RunSummary::toJson)
//   <root>/<yyyyMMdd-HHmmss>-<name>/telemetry.csv  (SampleCsv rows)
// The default root is QStandardPaths::AppDataLocation/runs.
class RunStore
{
public:
    explicit RunStore(QString rootDirectory = defaultRoot());

    static QString defaultRoot();
    const QString &root() const { return root_; }

    static QString summaryPath(const QString &runDirectory);
    static QString telemetryPath(const QString &runDirectory);

    // A folder name made of the start time (local) and a file-system-safe
    // version of name; a numeric suffix keeps it unique. Creates the folder.
    // Returns the path, or an empty string and *error.
    QString createRunDirectory(const QString &name, qint64 startMs, QString *error) const;

    // Written atomically (QSaveFile): an interrupted write leaves the old file.
    static bool saveSummary(const QString &runDirectory, const RunSummary &summary, QString *error);
    static std::optional<RunSummary> loadSummary(const QString &runDirectory, QString *error);

    // Every run under the root, newest first. Folders whose summary cannot be
    // read are skipped and described in *problems (never deleted).
    QVector<StoredRun> list(QStringList *problems = nullptr) const;

    // A short name for a run from its command line: "python3-train.py"
    // (shown as it is, like displayName: "python3-训练.py").
    static QString nameForCommand(const QStringList &command);
    // The name a run is shown and saved under (summary.json "name"), as typed:
    // "基线", "功耗上限 280 W". Only control characters and runs of white space
    // become one space; at most 80 characters; "run" when nothing is left.
    static QString displayName(const QString &typed);
    // For the run's folder only: keeps ASCII letters, digits, '.', '_' and '-'
    // (others become '_'), at most 40 characters.
    static QString safeName(const QString &name);

private:
    QString root_;
};

} // namespace rocmtune
