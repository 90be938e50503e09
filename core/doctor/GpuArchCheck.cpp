// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuArchCheck.h"

#include "GfxArch.h"

namespace rocmtune {

QString GpuArchCheck::title() const
{
    return QCoreApplication::translate("Doctor", "GPU architecture support");
}

CheckResult GpuArchCheck::run(DoctorContext &context) const
{
    QStringList evidence;
    if (!context.kfdTopologyPresent()) {
        evidence << QCoreApplication::translate("Doctor", "%1 does not exist").arg(context.env().sysPath(QStringLiteral("class/kfd/kfd/topology/nodes")));
        return makeResult(CheckStatus::Fail, QCoreApplication::translate("Doctor", "The KFD topology is missing, so no compute GPU is visible."),
                          QCoreApplication::translate("Doctor", "ROCm finds GPUs through the amdgpu driver's KFD topology. Without it nothing can run "
                                   "on the GPU."),
                          QCoreApplication::translate("Doctor", "Load the amdgpu module (see its check); on a kernel without CONFIG_HSA_AMD, use a "
                                   "distribution kernel."),
                          evidence);
    }
    const QVector<KfdGpu> &gpus = context.gpus();
    if (gpus.isEmpty()) {
        return makeResult(CheckStatus::Fail, QCoreApplication::translate("Doctor", "The KFD topology lists no GPU."),
                          QCoreApplication::translate("Doctor", "The driver runs but exposes no GPU for compute."),
                          QCoreApplication::translate("Doctor", "Check \"sudo dmesg | grep -i kfd\"; some older or integrated GPUs have no compute "
                                   "support in amdgpu."),
                          evidence);
    }
    const std::optional<RocmVersion> &rocm = context.rocmVersion();
    for (const KfdGpu &gpu : gpus)
        evidence << QCoreApplication::translate("Doctor", "KFD node %1: gfx_target_version %2 = %3 (device id 0x%4)")
                        .arg(gpu.node)
                        .arg(gpu.gfxTargetVersion)
                        .arg(gpu.target.isEmpty() ? QCoreApplication::translate("Doctor", "(undecodable)") : gpu.target, gpu.deviceIdHex);
    QStringList targets;
    for (const KfdGpu &gpu : gpus)
        targets << gpu.target;
    targets.removeDuplicates();

    if (!rocm) {
        return makeResult(CheckStatus::Warn, QCoreApplication::translate("Doctor", "GPU target(s) %1; no ROCm installation found to compare with.")
                                                 .arg(targets.join(QStringLiteral(", "))),
                          QCoreApplication::translate("Doctor", "Whether a GPU works with ROCm depends on the ROCm release; none was found in "
                                   "%1 or next to the HIP runtime.")
                              .arg(context.env().rocmPath),
                          QCoreApplication::translate("Doctor", "Install ROCm (or set ROCM_PATH) and run the doctor again."), evidence);
    }
    evidence << QCoreApplication::translate("Doctor", "ROCm release: %1 (from %2)").arg(rocm->text, rocm->source);
    const auto supported = gfxarch::supportedTargets(rocm->major);
    if (!supported) {
        return makeResult(CheckStatus::Warn,
                          QCoreApplication::translate("Doctor", "ROCm %1 is not in this doctor's support table.").arg(rocm->text),
                          QCoreApplication::translate("Doctor", "This version of ROCm Tune knows the supported GPUs of ROCm 5, 6 and 7 only."),
                          QCoreApplication::translate("Doctor", "Compare your GPU target(s) %1 with the \"System requirements\" page of your ROCm "
                                   "release.")
                              .arg(targets.join(QStringLiteral(", "))),
                          evidence);
    }
    evidence << QCoreApplication::translate("Doctor", "Targets supported by ROCm %1: %2").arg(rocm->major).arg(supported->join(QStringLiteral(", ")));

    QStringList unsupported;
    QStringList withOverride;
    for (const QString &target : targets) {
        if (gfxarch::isSupported(target, rocm->major))
            continue;
        const auto value = gfxarch::overrideFor(target, rocm->major);
        if (value)
            withOverride << QCoreApplication::translate("Doctor", "%1 (HSA_OVERRIDE_GFX_VERSION=%2)").arg(target, *value);
        else
            unsupported << target;
    }
    if (!unsupported.isEmpty()) {
        return makeResult(CheckStatus::Fail,
                          QCoreApplication::translate("Doctor", "ROCm %1 does not support %2.").arg(rocm->text, unsupported.join(QStringLiteral(", "))),
                          QCoreApplication::translate("Doctor", "ROCm ships GPU code only for the targets it supports; programs fail on other GPUs "
                                   "with \"invalid device function\" or \"no kernel image\" errors. Monitoring still works."),
                          QCoreApplication::translate("Doctor", "Use a ROCm release that lists this GPU (see AMD's \"System requirements\" page), or "
                                   "a build of your framework compiled for %1.")
                              .arg(unsupported.join(QStringLiteral(", "))),
                          evidence);
    }
    if (!withOverride.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          QCoreApplication::translate("Doctor", "ROCm %1 does not officially support %2.").arg(rocm->text, withOverride.join(QStringLiteral(", "))),
                          QCoreApplication::translate("Doctor", "This consumer GPU shares its instruction set with a supported one. ROCm runs on it "
                                   "when told to treat it as that GPU, which AMD does not support."),
                          QCoreApplication::translate("Doctor", "See the HSA_OVERRIDE_GFX_VERSION check for the exact setting."), evidence);
    }
    return makeResult(CheckStatus::Pass,
                      QCoreApplication::translate("Doctor", "ROCm %1 supports %2.").arg(rocm->text, targets.join(QStringLiteral(", "))),
                      QCoreApplication::translate("Doctor", "Every GPU is on the installed ROCm's support list."), QString(), evidence);
}

} // namespace rocmtune
