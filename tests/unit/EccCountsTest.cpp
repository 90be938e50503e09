// SPDX-License-Identifier: GPL-3.0-or-later
// ECC / RAS: the driver's file formats (amdgpu_ras.c), the sums, the stress
// comparison, JSON and the Prometheus families.
#include "core/backends/rocm_smi/AmdgpuRasFiles.h"
#include "core/export/EccJson.h"
#include "core/export/PrometheusEcc.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

EccStatus twoBlocks(quint64 umcUe, quint64 umcCe)
{
    EccStatus s;
    s.available = true;
    s.blocks = {{QStringLiteral("umc"), true, umcCe, umcUe}, {QStringLiteral("gfx"), true, 1, 0}};
    return s;
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

TEST(AmdgpuRas, FeatureMaskInTheDriversFormat)
{
    EXPECT_EQ(amdgpu::parseRasFeatureMask("feature mask: 0xcf\n"), 0xcfu);
    EXPECT_EQ(amdgpu::parseRasFeatureMask("feature mask: 0x0\n"), 0u);
    EXPECT_FALSE(amdgpu::parseRasFeatureMask("feature mask: cf\n"));
    EXPECT_FALSE(amdgpu::parseRasFeatureMask("0xcf\n"));
    EXPECT_FALSE(amdgpu::parseRasFeatureMask(""));
    EXPECT_FALSE(amdgpu::parseRasFeatureMask("feature mask: 0xzz\n"));
}

TEST(AmdgpuRas, ErrorCountUeFirstThenCe)
{
    const auto c = amdgpu::parseRasErrorCount("ue: 3\nce: 4177\n");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->uncorrectable, 3u);
    EXPECT_EQ(c->correctable, 4177u);
    // Newer kernels add the deferred count for UMC.
    const auto withDeferred = amdgpu::parseRasErrorCount("ue: 0\nce: 2\nde: 7\n");
    ASSERT_TRUE(withDeferred);
    EXPECT_EQ(withDeferred->correctable, 2u);
    EXPECT_FALSE(amdgpu::parseRasErrorCount("Query currently inaccessible\n"));
    EXPECT_FALSE(amdgpu::parseRasErrorCount("ue: 1\n"));
    EXPECT_FALSE(amdgpu::parseRasErrorCount("ue: x\nce: 1\n"));
    EXPECT_FALSE(amdgpu::parseRasErrorCount(""));
}

TEST(AmdgpuRas, ReadsEnabledBlocksAndNotAvailableWithoutRas)
{
    QTemporaryDir dir;
    const QString device = dir.path() + QStringLiteral("/device");
    QDir().mkpath(device);
    EXPECT_FALSE(amdgpu::readEccStatus(device).available);

    write(device + QStringLiteral("/ras/features"), "feature mask: 0x85\n"); // umc, gfx, xgmi_wafl
    write(device + QStringLiteral("/ras/umc_err_count"), "ue: 2\nce: 9\n");
    write(device + QStringLiteral("/ras/gfx_err_count"), "Query currently inaccessible\n");
    write(device + QStringLiteral("/ras/sdma_err_count"), "ue: 0\nce: 0\n"); // file present, bit off
    const EccStatus s = amdgpu::readEccStatus(device);
    ASSERT_TRUE(s.available);
    ASSERT_EQ(s.blocks.size(), 4);
    EXPECT_EQ(s.blocks[0].block, QStringLiteral("umc"));
    EXPECT_TRUE(s.blocks[0].enabled);
    EXPECT_EQ(s.blocks[0].uncorrectable, 2u);
    EXPECT_EQ(s.blocks[0].correctable, 9u);
    EXPECT_EQ(s.blocks[1].block, QStringLiteral("sdma"));
    EXPECT_FALSE(s.blocks[1].enabled);
    EXPECT_EQ(s.blocks[2].block, QStringLiteral("gfx"));
    EXPECT_FALSE(s.blocks[2].correctable) << "an inaccessible query is not 0";
    EXPECT_EQ(s.blocks[3].block, QStringLiteral("xgmi_wafl"));
    EXPECT_FALSE(s.blocks[3].uncorrectable) << "enabled but no file: not readable";
    EXPECT_EQ(s.totalUncorrectable(), 2u);
    EXPECT_EQ(s.totalCorrectable(), 9u);
}

TEST(EccStatus, TotalsAreNotAvailableWithoutRas)
{
    EccStatus none;
    EXPECT_FALSE(none.totalCorrectable());
    EXPECT_FALSE(none.totalUncorrectable());
    EXPECT_EQ(twoBlocks(3, 10).totalUncorrectable(), 3u);
    EXPECT_EQ(twoBlocks(3, 10).totalCorrectable(), 11u);
}

TEST(EccStatus, NewUncorrectableErrorsBetweenTwoReadings)
{
    EXPECT_EQ(newUncorrectableErrors(twoBlocks(0, 5), twoBlocks(0, 50)), 0u);
    EXPECT_EQ(newUncorrectableErrors(twoBlocks(1, 5), twoBlocks(4, 5)), 3u);
    EXPECT_FALSE(newUncorrectableErrors(EccStatus{}, twoBlocks(4, 5)));
    EXPECT_FALSE(newUncorrectableErrors(twoBlocks(0, 0), EccStatus{}));
}

TEST(EccJson, NullWithoutRasAndRoundTrip)
{
    EXPECT_TRUE(eccToJson(EccStatus{}).isNull());
    const EccStatus s = twoBlocks(2, 7);
    const QJsonObject o = eccToJson(s).toObject();
    EXPECT_EQ(o.value("uncorrectable_total").toInt(), 2);
    EXPECT_EQ(o.value("correctable_total").toInt(), 8);
    EXPECT_TRUE(o.value("enabled").toBool());
    EXPECT_EQ(eccFromJson(eccToJson(s)), s);
    EXPECT_FALSE(eccFromJson(QJsonValue(QJsonValue::Null)).available);
}

TEST(PrometheusEcc, SeriesPerBlockAndTypeNoneWithoutRas)
{
    Snapshot snapshot;
    Sample withRas(0, 1000);
    withRas.setEcc(twoBlocks(2, 7));
    Sample consumer(1, 1000);
    snapshot.samples = {withRas, consumer};
    const QByteArray text = prometheusEccFamilies({QByteArrayLiteral("gpu=\"0\""), QByteArrayLiteral("gpu=\"1\"")}, snapshot);
    EXPECT_TRUE(text.contains("# TYPE rocmtune_gpu_ecc_errors_total counter\n")) << text.constData();
    EXPECT_TRUE(text.contains("rocmtune_gpu_ecc_errors_total{gpu=\"0\",block=\"umc\",type=\"uncorrectable\"} 2\n")) << text.constData();
    EXPECT_TRUE(text.contains("rocmtune_gpu_ecc_errors_total{gpu=\"0\",block=\"umc\",type=\"correctable\"} 7\n")) << text.constData();
    EXPECT_TRUE(text.contains("rocmtune_gpu_ecc_enabled{gpu=\"0\",block=\"gfx\"} 1\n")) << text.constData();
    EXPECT_FALSE(text.contains("gpu=\"1\"")) << "a GPU without RAS has no ECC series, not 0";
    Snapshot onlyConsumer;
    onlyConsumer.samples = {consumer};
    EXPECT_TRUE(prometheusEccFamilies({QByteArrayLiteral("gpu=\"1\"")}, onlyConsumer).isEmpty());
}
