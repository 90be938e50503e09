// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/Doctor.h"

#include "core/doctor/AmdSmiLibraryCheck.h"
#include "core/doctor/BackendOrderCheck.h"
#include "core/doctor/BootProfileCheck.h"
#include "core/doctor/DeviceAccessCheck.h"
#include "core/doctor/EccCheck.h"
#include "core/doctor/GfxOverrideCheck.h"
#include "core/doctor/GpuArchCheck.h"
#include "core/doctor/HipRuntimeCheck.h"
#include "core/doctor/KernelModuleCheck.h"
#include "core/doctor/OverdriveCheck.h"
#include "core/doctor/PcieLinkCheck.h"
#include "core/doctor/PyTorchCheck.h"
#include "core/doctor/RocmSmiLibraryCheck.h"
#include "core/doctor/SafetyPolicyCheck.h"
#include "core/doctor/UndervoltProofCheck.h"
#include "rocmtune_version.h"

#include <QDateTime>
#include <QJsonArray>

namespace rocmtune {

int DoctorReport::count(CheckStatus status) const
{
    int n = 0;
    for (const CheckResult &r : results)
        n += r.status == status ? 1 : 0;
    return n;
}

QJsonObject DoctorReport::toJson() const
{
    QJsonArray checks;
    for (const CheckResult &r : results)
        checks.append(r.toJson());
    return QJsonObject{
        {QStringLiteral("tool"), QStringLiteral("rocmtune doctor")},
        {QStringLiteral("version"), QStringLiteral(ROCMTUNE_VERSION)},
        {QStringLiteral("generated_utc"), QDateTime::fromMSecsSinceEpoch(generatedMs, Qt::UTC).toString(Qt::ISODate)},
        {QStringLiteral("summary"), QJsonObject{{QStringLiteral("pass"), count(CheckStatus::Pass)},
                                                {QStringLiteral("warn"), count(CheckStatus::Warn)},
                                                {QStringLiteral("fail"), count(CheckStatus::Fail)},
                                                {QStringLiteral("info"), count(CheckStatus::Info)}}},
        {QStringLiteral("checks"), checks}};
}

DoctorReport DoctorReport::fromJson(const QJsonObject &object)
{
    DoctorReport report;
    report.generatedMs = QDateTime::fromString(object.value(QStringLiteral("generated_utc")).toString(), Qt::ISODate).toMSecsSinceEpoch();
    for (const QJsonValue &check : object.value(QStringLiteral("checks")).toArray())
        report.results << CheckResult::fromJson(check.toObject());
    return report;
}

std::vector<std::unique_ptr<DoctorCheck>> Doctor::allChecks()
{
    std::vector<std::unique_ptr<DoctorCheck>> checks;
    checks.push_back(std::make_unique<KernelModuleCheck>());
    checks.push_back(std::make_unique<DeviceAccessCheck>());
    checks.push_back(std::make_unique<RocmSmiLibraryCheck>());
    checks.push_back(std::make_unique<AmdSmiLibraryCheck>());
    checks.push_back(std::make_unique<BackendOrderCheck>());
    checks.push_back(std::make_unique<HipRuntimeCheck>());
    checks.push_back(std::make_unique<GpuArchCheck>());
    checks.push_back(std::make_unique<GfxOverrideCheck>());
    checks.push_back(std::make_unique<OverdriveCheck>());
    checks.push_back(std::make_unique<SafetyPolicyCheck>());
    checks.push_back(std::make_unique<BootProfileCheck>());
    checks.push_back(std::make_unique<UndervoltProofCheck>());
    checks.push_back(std::make_unique<PcieLinkCheck>());
    checks.push_back(std::make_unique<EccCheck>());
    checks.push_back(std::make_unique<PyTorchCheck>());
    return checks;
}

DoctorReport Doctor::run(const DoctorEnvironment &environment)
{
    DoctorContext context(environment);
    DoctorReport report;
    report.generatedMs = QDateTime::currentMSecsSinceEpoch();
    for (const auto &check : allChecks())
        report.results << check->run(context);
    return report;
}

} // namespace rocmtune
