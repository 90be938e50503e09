// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/StressPlan.h"

#include "core/i18n/ListText.h"
#include "core/stress/StressTr.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
bool plantsFault(const StressTestInfo &test, const QString &fault)
{
    return test.faultKeys && QString::fromLatin1(test.faultKeys).split(QLatin1Char(' ')).contains(fault);
}
} // namespace

const QVector<StressTestInfo> &stressTests()
{
    // The runner's tests in the order it runs them (kernels/host options.cpp).
    static const QVector<StressTestInfo> tests = {
        {"compute", QT_TRANSLATE_NOOP("Stress", "FP32 compute"), nullptr},
        {"link", QT_TRANSLATE_NOOP("Stress", "PCIe link (host-GPU copies)"), "link"},
        {"p2p", QT_TRANSLATE_NOOP("Stress", "GPU-to-GPU copies"), nullptr},
        {"memory", QT_TRANSLATE_NOOP("Stress", "VRAM bandwidth and patterns"), "memory"},
        {"gemm", QT_TRANSLATE_NOOP("Stress", "Matrix multiply (SGEMM)"), "bitflip"},
        {"train", QT_TRANSLATE_NOOP("Stress", "Training step (MLP)"), "nan"},
        {"cnn", QT_TRANSLATE_NOOP("Stress", "Training step (MNIST CNN)"), "nan"},
        {"power", QT_TRANSLATE_NOOP("Stress", "Power (GEMM + copy)"), nullptr},
        {"adaptive", QT_TRANSLATE_NOOP("Stress", "Adaptive load (10% to 100%, longest where the clock peaks)"), "bitflip memory nan"},
        {"pulse", QT_TRANSLATE_NOOP("Stress", "Pulse (full load and idle in turn)"), "bitflip memory nan"},
    };
    return tests;
}

const StressTestInfo *stressTestInfo(const QString &key)
{
    for (const StressTestInfo &t : stressTests()) {
        if (key == QLatin1String(t.key))
            return &t;
    }
    return nullptr;
}

QString stressTestLabel(const QString &key)
{
    const StressTestInfo *info = stressTestInfo(key);
    return info ? StressTr::tr(info->label) : key;
}

StressPlan StressPlan::fromPreset(StressPreset preset)
{
    StressPlan plan;
    plan.preset = preset;
    for (const StressTestInfo &t : stressTests())
        plan.tests << QLatin1String(t.key);
    // GPU-to-GPU copies belong to the hardware check (and a custom plan);
    // the timed presets test each GPU on its own. The load shapes that find
    // transient instability: pulse in every preset, the adaptive steps (which
    // need time at each level) from Standard up.
    if (preset != StressPreset::Hardware && preset != StressPreset::Custom)
        plan.tests.removeAll(QStringLiteral("p2p"));
    if (preset == StressPreset::Quick)
        plan.tests.removeAll(QStringLiteral("adaptive"));
    switch (preset) {
    case StressPreset::Quick: plan.secondsPerTest = 15; break;     // 8 x 15 s = 2 min
    case StressPreset::Standard: plan.secondsPerTest = 67; break;  // 9 x 67 s = 10 min
    case StressPreset::Soak: plan.secondsPerTest = 400; break;     // 9 x 400 s = 1 h
    case StressPreset::Custom: plan.secondsPerTest = 60; break;
    case StressPreset::Hardware: plan.secondsPerTest = 12; break;  // 10 x 12 s = 2 min: a short run of every test
    }
    return plan;
}

QString StressPlan::validationError() const
{
    if (tests.isEmpty())
        return StressTr::tr("Choose at least one test.");
    for (const QString &t : tests) {
        if (!stressTestInfo(t))
            return StressTr::tr("Unknown test \"%1\"; the tests are: %2.")
                .arg(t, [] {
                    QStringList keys;
                    for (const StressTestInfo &i : stressTests())
                        keys << QLatin1String(i.key);
                    return joinList(keys);
                }());
    }
    if (!(secondsPerTest > 0) || secondsPerTest > 86400)
        return StressTr::tr("The duration of a test must be more than 0 and at most 86400 seconds.");
    if (devices.isEmpty())
        return StressTr::tr("Choose at least one GPU.");
    if (!injectFault.isEmpty()) {
        if (!faultKinds().contains(injectFault))
            return StressTr::tr("Unknown fault \"%1\"; use bitflip, memory, nan or link.").arg(injectFault);
        bool planted = false;
        for (const QString &t : faultTests(injectFault))
            planted |= tests.contains(t);
        if (!planted)
            return StressTr::tr("The fault \"%1\" is planted in the %2 test; add that test.").arg(injectFault, joinList(faultTests(injectFault)));
    }
    return QString();
}

QStringList StressPlan::runnerArguments(int runnerDevice) const
{
    // Canonical order, as the runner would run them anyway.
    QStringList ordered;
    for (const StressTestInfo &t : stressTests()) {
        if (tests.contains(QLatin1String(t.key)))
            ordered << QLatin1String(t.key);
    }
    QStringList args{QStringLiteral("--device"), QString::number(runnerDevice), QStringLiteral("--tests"),
                     ordered.join(QLatin1Char(',')), QStringLiteral("--duration"), QString::number(secondsPerTest, 'g', 10)};
    if (!injectFault.isEmpty())
        args << QStringLiteral("--inject-fault") << injectFault;
    return args;
}

const char *stressPresetKey(StressPreset preset)
{
    switch (preset) {
    case StressPreset::Quick: return "quick";
    case StressPreset::Standard: return "standard";
    case StressPreset::Soak: return "soak";
    case StressPreset::Custom: return "custom";
    case StressPreset::Hardware: return "hardware";
    }
    return "custom";
}

std::optional<StressPreset> stressPresetFromKey(const QString &key)
{
    for (StressPreset p : {StressPreset::Quick, StressPreset::Standard, StressPreset::Soak, StressPreset::Custom, StressPreset::Hardware}) {
        if (key.compare(QLatin1String(stressPresetKey(p)), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

QString stressPresetLabel(StressPreset preset)
{
    switch (preset) {
    case StressPreset::Quick: return StressTr::tr("Quick check (2 min)");
    case StressPreset::Standard: return StressTr::tr("Standard (10 min)");
    case StressPreset::Soak: return StressTr::tr("Soak (1 h)");
    case StressPreset::Custom: return StressTr::tr("Custom");
    case StressPreset::Hardware: return StressTr::tr("Hardware check (2 min)");
    }
    return QString();
}

QStringList faultKinds()
{
    return {QStringLiteral("bitflip"), QStringLiteral("memory"), QStringLiteral("nan"), QStringLiteral("link")};
}

QStringList faultTests(const QString &fault)
{
    QStringList keys;
    for (const StressTestInfo &t : stressTests()) {
        if (plantsFault(t, fault))
            keys << QLatin1String(t.key);
    }
    return keys;
}

QString faultTest(const QString &fault)
{
    for (const StressTestInfo &t : stressTests()) {
        if (plantsFault(t, fault))
            return QLatin1String(t.key);
    }
    return QString();
}

} // namespace rocmtune
