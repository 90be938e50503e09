// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard's "More" section: the selected GPU's long-tail values (only
// those it reports), the RAS line, following the selected GPU; and the ECC
// card, hidden on a GPU without RAS instead of a full-width "N/A".
#include "tests/gui/GuiHarness.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/dashboard/EccCard.h"
#include "widgets/dashboard/MoreValuesSection.h"

#include <QTest>

#include <algorithm>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

QString row(MetricId id, double value)
{
    return MoreValuesSection::tr("%1:").arg(MetricFormat::label(id)) + QLatin1Char(' ') + MetricFormat().text(id, value);
}

bool containsPrefix(const QStringList &rows, const QString &prefix)
{
    return std::any_of(rows.begin(), rows.end(), [&](const QString &r) { return r.startsWith(prefix); });
}

} // namespace

class MoreValuesTest : public QObject
{
    Q_OBJECT

private slots:
    void longTailValuesOfTheSelectedGpu()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        auto *more = h.dashboard->findChild<MoreValuesSection *>();
        auto *ecc = h.dashboard->findChild<EccCard *>();
        QVERIFY(more && ecc);
        QVERIFY(!more->expanded()); // collapsed until the user opens it
        more->setExpanded(true);
        h.context->setCurrentDevice(0);
        QVERIFY(h.tick(1));
        const QString rasLabel = MoreValuesSection::tr("Error counters (RAS):");
        const QString noRas = rasLabel + QLatin1Char(' ') + MoreValuesSection::tr("not reported by this GPU");
        QVERIFY2(more->shownRows().contains(noRas), qPrintable(more->shownRows().join(QLatin1Char('\n'))));
        QVERIFY(!more->shownRows().contains(row(MetricId::SocClock, 1200)));
        QVERIFY(ecc->isHidden()); // no full-width "N/A" card without RAS

        h.withBackend([](SimulatedBackend *b) {
            b->setExtraValues(0, {{MetricId::SocClock, 1200}, {MetricId::FabricClock, 1940}, {MetricId::TemperatureHbm2, 38},
                                  {MetricId::TemperatureVrSoc, 43}, {MetricId::PcieReplayCount, 7}});
            EccStatus s;
            s.available = true;
            s.blocks = {{QStringLiteral("umc"), true, 5, 0}, {QStringLiteral("xgmi_wafl"), true, 2, 1}, {QStringLiteral("sdma"), false, {}, {}}};
            b->setEcc(0, s);
        });
        QVERIFY(h.tick(1));
        const QStringList rows = more->shownRows();
        for (const QString &expected : {row(MetricId::SocClock, 1200), row(MetricId::FabricClock, 1940), row(MetricId::TemperatureHbm2, 38),
                                        row(MetricId::TemperatureVrSoc, 43), row(MetricId::PcieReplayCount, 7)})
            QVERIFY2(rows.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + rows.join(QLatin1Char('\n'))));
        QVERIFY2(!containsPrefix(rows, MoreValuesSection::tr("%1:").arg(MetricFormat::label(MetricId::TemperatureHbm0))),
                 "an HBM stack the GPU does not report is not listed");
        const QString rasRow = rasLabel + QLatin1Char(' ') + MoreValuesSection::tr("%n block(s) on", nullptr, 2) + QStringLiteral(" · ")
                               + MoreValuesSection::tr("%1 %2/%3").arg(eccBlockDisplayName(QStringLiteral("xgmi_wafl"))).arg(2).arg(1);
        QVERIFY2(rows.contains(rasRow), qPrintable(rasRow + QStringLiteral(" not in:\n") + rows.join(QLatin1Char('\n'))));
        QVERIFY(!ecc->isHidden());
        QVERIFY(ecc->alarm());

        // The other GPU reports none of them: its own rows only.
        h.context->setCurrentDevice(1);
        QVERIFY(h.tick(1));
        QVERIFY(!more->shownRows().contains(row(MetricId::SocClock, 1200)));
        QVERIFY(more->shownRows().contains(noRas));
        QVERIFY(ecc->isHidden());
    }
};

int runMoreValuesTest(int argc, char *argv[])
{
    MoreValuesTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "MoreValuesTest.moc"
