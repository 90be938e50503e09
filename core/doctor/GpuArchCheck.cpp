// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/GpuArchCheck.h"

#include "core/doctor/GfxArch.h"
#include "core/i18n/ListText.h"

namespace rocmtune {

QString GpuArchCheck::title() const
{
    return DoctorText::tr("GPU architecture support");
}

CheckResult GpuArchCheck::run(DoctorContext &context) const
{
    QStringList evidence;
    if (!context.kfdTopologyPresent()) {
        evidence << DoctorText::tr("%1 does not exist").arg(context.env().sysPath(QStringLiteral("class/kfd/kfd/topology/nodes")));
        return makeResult(CheckStatus::Fail, DoctorText::tr("The KFD topology is missing, so no compute GPU is visible."),
                          DoctorText::tr("ROCm finds GPUs through the amdgpu driver's KFD topology. Without it nothing can run "
                                   "on the GPU."),
                          DoctorText::tr("Load the amdgpu module (see its check); on a kernel without CONFIG_HSA_AMD, use a "
                                   "distribution kernel."),
                          evidence);
    }
    const QVector<KfdGpu> &gpus = context.gpus();
    if (gpus.isEmpty()) {
        return makeResult(CheckStatus::Fail, DoctorText::tr("The KFD topology lists no GPU."),
                          DoctorText::tr("The driver runs but exposes no GPU for compute."),
                          DoctorText::tr("Check \"sudo dmesg | grep -i kfd\"; some older or integrated GPUs have no compute "
                                   "support in amdgpu."),
                          evidence);
    }
    const std::optional<RocmVersion> &rocm = context.rocmVersion();
    for (const KfdGpu &gpu : gpus)
        evidence << DoctorText::tr("KFD node %1: gfx_target_version %2 = %3 (device id 0x%4)")
                        .arg(gpu.node)
                        .arg(gpu.gfxTargetVersion)
                        .arg(gpu.target.isEmpty() ? DoctorText::tr("(undecodable)") : gpu.target, gpu.deviceIdHex);
    QStringList targets;
    for (const KfdGpu &gpu : gpus)
        targets << gpu.target;
    targets.removeDuplicates();

    if (!rocm) {
        return makeResult(CheckStatus::Warn, DoctorText::tr("GPU target(s) %1; no ROCm installation found to compare with.")
                                                 .arg(joinList(targets)),
                          DoctorText::tr("Whether a GPU works with ROCm depends on the ROCm release; none was found in "
                                   "%1 or next to the HIP runtime.")
                              .arg(context.env().rocmPath),
                          DoctorText::tr("Install ROCm (or set ROCM_PATH) and run the doctor again."), evidence);
    }
    evidence << DoctorText::tr("ROCm release: %1 (from %2)").arg(rocm->text, rocm->source);
    const auto supported = gfxarch::supportedTargets(rocm->major);
    if (!supported) {
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("ROCm %1 is not in this doctor's support table.").arg(rocm->text),
                          DoctorText::tr("This version of ROCm Tune knows the supported GPUs of ROCm 5, 6 and 7 only."),
                          DoctorText::tr("Compare your GPU target(s) %1 with the \"System requirements\" page of your ROCm "
                                   "release.")
                              .arg(joinList(targets)),
                          evidence);
    }
    evidence << DoctorText::tr("Targets supported by ROCm %1: %2").arg(rocm->major).arg(joinList(*supported));

    QStringList unsupported;
    QStringList withOverride;
    for (const QString &target : targets) {
        if (gfxarch::isSupported(target, rocm->major))
            continue;
        const auto value = gfxarch::overrideFor(target, rocm->major);
        if (value)
            withOverride << DoctorText::tr("%1 (HSA_OVERRIDE_GFX_VERSION=%2)").arg(target, *value);
        else
            unsupported << target;
    }
    if (!unsupported.isEmpty()) {
        return makeResult(CheckStatus::Fail,
                          DoctorText::tr("ROCm %1 does not support %2.").arg(rocm->text, joinList(unsupported)),
                          DoctorText::tr("ROCm ships GPU code only for the targets it supports; programs fail on other GPUs "
                                   "with \"invalid device function\" or \"no kernel image\" errors. Monitoring still works."),
                          DoctorText::tr("Use a ROCm release that lists this GPU (see AMD's \"System requirements\" page), or "
                                   "a build of your framework compiled for %1.")
                              .arg(joinList(unsupported)),
                          evidence);
    }
    if (!withOverride.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("ROCm %1 does not officially support %2.").arg(rocm->text, joinList(withOverride)),
                          DoctorText::tr("This consumer GPU shares its instruction set with a supported one. ROCm runs on it "
                                   "when told to treat it as that GPU, which AMD does not support."),
                          DoctorText::tr("See the HSA_OVERRIDE_GFX_VERSION check for the exact setting."), evidence);
    }
    return makeResult(CheckStatus::Pass,
                      DoctorText::tr("ROCm %1 supports %2.").arg(rocm->text, joinList(targets)),
                      DoctorText::tr("Every GPU is on the installed ROCm's support list."), QString(), evidence);
}

} // namespace rocmtune
