// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/GfxOverrideCheck.h"

#include "core/doctor/GfxArch.h"
#include "core/i18n/ListText.h"

namespace rocmtune {

namespace {
const QString kVariable = QStringLiteral("HSA_OVERRIDE_GFX_VERSION");
}

QString GfxOverrideCheck::title() const
{
    return DoctorText::tr("HSA_OVERRIDE_GFX_VERSION");
}

CheckResult GfxOverrideCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    const bool set = env.environment.contains(kVariable);
    const QString value = env.environment.value(kVariable);
    QStringList evidence;
    evidence << (set ? DoctorText::tr("%1=%2").arg(kVariable, value) : DoctorText::tr("%1 is not set").arg(kVariable));

    QStringList targets;
    for (const KfdGpu &gpu : context.gpus()) {
        if (!gpu.target.isEmpty() && !targets.contains(gpu.target))
            targets << gpu.target;
    }
    evidence << DoctorText::tr("GPU target(s): %1").arg(targets.isEmpty() ? DoctorText::tr("none found") : joinList(targets));
    const std::optional<RocmVersion> &rocm = context.rocmVersion();
    if (rocm)
        evidence << DoctorText::tr("ROCm release: %1").arg(rocm->text);
    const int major = rocm ? rocm->major : 0;

    // Which GPUs need the override, and to what?
    QStringList needed;
    QStringList neededValues;
    for (const QString &target : targets) {
        if (rocm && !gfxarch::isSupported(target, major)) {
            if (const auto v = gfxarch::overrideFor(target, major)) {
                needed << target;
                if (!neededValues.contains(*v))
                    neededValues << *v;
            }
        }
    }

    if (set) {
        const auto pretended = gfxarch::fromOverrideValue(value);
        if (!pretended) {
            return makeResult(CheckStatus::Fail, DoctorText::tr("%1 has an invalid value \"%2\".").arg(kVariable, value),
                              DoctorText::tr("The value must be three numbers such as 10.3.0 or 11.0.0. ROCm programs may refuse to "
                                       "start or see no GPU."),
                              DoctorText::tr("Fix or remove the line that sets it (often in ~/.bashrc or ~/.profile): "
                                       "\"unset %1\".")
                                  .arg(kVariable),
                              evidence);
        }
        evidence << DoctorText::tr("The override makes every GPU look like %1").arg(*pretended);
        if (rocm && !gfxarch::isSupported(*pretended, major)) {
            return makeResult(CheckStatus::Fail,
                              DoctorText::tr("%1=%2 names %3, which ROCm %4 does not support either.")
                                  .arg(kVariable, value, *pretended, rocm->text),
                              DoctorText::tr("The override only helps when it names a supported GPU with the same instruction "
                                       "set; this one does not, so GPU programs will fail."),
                              neededValues.isEmpty() ? DoctorText::tr("Remove it: \"unset %1\".").arg(kVariable)
                                                     : DoctorText::tr("Use \"export %1=%2\" instead.").arg(kVariable, neededValues.first()),
                              evidence);
        }
        if (needed.isEmpty() && rocm) {
            return makeResult(CheckStatus::Warn, DoctorText::tr("%1 is set but no GPU here needs it.").arg(kVariable),
                              DoctorText::tr("Every GPU is supported as it is. The override makes ROCm load code built for "
                                       "another GPU, which can crash or compute wrong results on a card that does not "
                                       "match it."),
                              DoctorText::tr("Remove it: \"unset %1\" and delete the line that sets it (often in ~/.bashrc or "
                                       "~/.profile).")
                                  .arg(kVariable),
                              evidence);
        }
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("%1=%2 lets ROCm run on %3 (not supported by AMD).")
                              .arg(kVariable, value, needed.isEmpty() ? joinList(targets) : joinList(needed)),
                          DoctorText::tr("The override is the usual workaround for consumer cards missing from ROCm's list. It "
                                   "applies to every GPU in the machine, so a second, different GPU may then fail."),
                          DoctorText::tr("Nothing to do if your programs run; with mixed GPUs, limit a program to the matching "
                                   "one with HIP_VISIBLE_DEVICES."),
                          evidence);
    }

    if (!needed.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("%1 needs %2 to run ROCm programs.").arg(joinList(needed), kVariable),
                          DoctorText::tr("This consumer GPU is missing from ROCm's support list but shares its instruction set "
                                   "with a supported GPU. Without the override, programs such as PyTorch see no usable GPU "
                                   "or fail with \"invalid device function\"."),
                          DoctorText::tr("Run programs with \"export %1=%2\" (add it to ~/.profile to keep it). AMD does not "
                                   "support this; the stress test tells you whether results are correct.")
                              .arg(kVariable, neededValues.join(QStringLiteral(" / "))),
                          evidence);
    }
    return makeResult(CheckStatus::Pass, DoctorText::tr("%1 is not set and not needed.").arg(kVariable),
                      DoctorText::tr("No GPU here needs the override."), QString(), evidence);
}

} // namespace rocmtune
