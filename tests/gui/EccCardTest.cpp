// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard's ECC card: N/A without RAS, the counts per block, the alarm
// colour once an uncorrectable error is counted, following the selected GPU.
#include "tests/gui/GuiHarness.h"
#include "widgets/dashboard/EccCard.h"

#include <QTest>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

EccStatus counts(quint64 umcUncorrectable)
{
    EccStatus ecc;
    ecc.available = true;
    ecc.blocks = {{QStringLiteral("umc"), true, 5, umcUncorrectable}, {QStringLiteral("xgmi_wafl"), true, 0, 0},
                  {QStringLiteral("sdma"), false, std::nullopt, std::nullopt}};
    return ecc;
}

} // namespace

class EccCardTest : public QObject
{
    Q_OBJECT

private slots:
    void notAvailableThenCountsThenAlarmPerGpu()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        auto *card = h.dashboard->findChild<EccCard *>();
        QVERIFY(card);
        h.context->setCurrentDevice(0);
        QVERIFY(h.tick(1));
        QCOMPARE(card->summaryText(), EccCard::tr("N/A: this GPU does not report ECC/RAS"));
        QVERIFY(!card->alarm());

        h.withBackend([](SimulatedBackend *b) { b->setEcc(0, counts(0)); });
        QVERIFY(h.tick(1));
        QCOMPARE(card->summaryText(), EccCard::tr("Correctable: %1 · Uncorrectable: %2").arg(5).arg(0));
        QCOMPARE(card->blocksText(), QStringLiteral("UMC 5/0 · XGMI/WAFL 0/0"));
        QVERIFY(!card->alarm());

        h.withBackend([](SimulatedBackend *b) { b->setEcc(0, counts(2)); });
        QVERIFY(h.tick(1));
        QVERIFY(card->alarm());
        QVERIFY(card->styleSheet().contains(QStringLiteral("#8a1c1c")));
        QCOMPARE(card->summaryText(), EccCard::tr("Correctable: %1 · Uncorrectable: %2").arg(5).arg(2));

        // The other GPU has no RAS: its card is N/A and not red.
        h.context->setCurrentDevice(1);
        QVERIFY(!card->alarm());
        QCOMPARE(card->summaryText(), EccCard::tr("N/A: this GPU does not report ECC/RAS"));
        QVERIFY(card->styleSheet().isEmpty());
    }
};

int runEccCardTest(int argc, char *argv[])
{
    EccCardTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "EccCardTest.moc"
