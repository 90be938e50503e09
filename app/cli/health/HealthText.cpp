// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/health/HealthText.h"

#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace rocmtune::cli {

namespace {
struct HealthTableColumn {
    const char *header;
    int width;
};
constexpr HealthTableColumn kHealthTableColumns[] = {{QT_TRANSLATE_NOOP("Cli", "GPU"), 3},
                                                     {QT_TRANSLATE_NOOP("Cli", "BUS"), 12},
                                                     {QT_TRANSLATE_NOOP("Cli", "STATUS"), 9},
                                                     {QT_TRANSLATE_NOOP("Cli", "SINCE"), 16}};

QString healthTableRow(const QStringList &cells, const QString &finding)
{
    QStringList padded;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const HealthTableColumn &c = kHealthTableColumns[i];
        const int width = std::max(c.width, displayWidth(CliTr::tr(c.header)));
        padded << padToDisplayWidth(cells.at(i), -width);
    }
    return (padded.join(QStringLiteral("  ")) + QStringLiteral("  ") + finding).trimmed();
}

QString sinceText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}
} // namespace

void printHealthTable(QTextStream &stream, const HealthReport &report)
{
    QStringList headers;
    for (const HealthTableColumn &c : kHealthTableColumns)
        headers << CliTr::tr(c.header);
    stream << healthTableRow(headers, CliTr::tr("FINDING")) << Qt::endl;
    auto findingRow = [&](const HealthFinding &f) {
        const QString gpu = f.gpuIndex >= 0 ? QString::number(f.gpuIndex) : QStringLiteral("-");
        stream << healthTableRow({gpu, f.pciBusId.isEmpty() ? QStringLiteral("-") : f.pciBusId, healthLevelText(f.level), sinceText(f.sinceMs)},
                                 f.text())
               << Qt::endl;
    };
    for (const HealthReport::Gpu &g : report.gpus) {
        bool any = false;
        for (const HealthFinding &f : report.findings) {
            if (f.gpuIndex == g.index && f.rule != HealthRule::GpuMissing) {
                findingRow(f);
                any = true;
            }
        }
        if (!any)
            stream << healthTableRow({QString::number(g.index), g.pciBusId, healthLevelText(HealthLevel::Healthy), QString()}, QString()) << Qt::endl;
    }
    for (const HealthFinding &f : report.findings) {
        if (f.rule == HealthRule::GpuMissing)
            findingRow(f);
    }
    const int count = static_cast<int>(report.findings.size());
    stream << CliTr::tr("Health: %1 (%n finding(s))", nullptr, count).arg(healthLevelText(report.level())) << Qt::endl;
}

} // namespace rocmtune::cli
