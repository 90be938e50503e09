<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AmdSmiBackend</name>
    <message>
        <source>The AMD SMI library cannot start on this system&apos;s driver files, so the amd-smi backend is off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through %1</source>
        <translation>
            <numerusform>%n AMD GPU through %1</numerusform>
            <numerusform>%n AMD GPUs through %1</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1: its sysfs directory was not found; it is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 appeared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU came back but AMD SMI cannot restart yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting AMD SMI after a GPU came back failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver has no %1 table for this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports no power cap range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current power profile is not one ROCm Tune knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI has no call that puts the overdrive table back to the card&apos;s boot values (the rocm-smi backend offers it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting %1 on GPU %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power cap of GPU %1 cannot be set: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power cap of %1 W is outside the driver&apos;s range of %2 W to %3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 range of GPU %2 cannot be set: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver offers no overdrive table for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum %1 (%2 MHz) is above the maximum (%3 MHz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 range of %2-%3 MHz is outside the range the driver allows, %4-%5 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused the %2 range %3-%4 MHz (AMD SMI: %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 levels of GPU %2 cannot be selected through AMD SMI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).</source>
        <translation>
            <numerusform>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level).</numerusform>
            <numerusform>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n levels).</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not offer the performance level %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the performance level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not offer the power profile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An overdrive of %1% is outside the driver&apos;s range of 0% to %2%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no GFX overdrive (pp_sclk_od).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the overdrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AMD SMI library (libamd_smi) is not installed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks amdsmi_init, amdsmi_shut_down, amdsmi_get_socket_handles, amdsmi_get_processor_handles or amdsmi_get_gpu_bdf_id; it is not a usable AMD SMI library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an argument is invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU does not support this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this library does not implement it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied (this needs root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a driver file could not be read or written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is outside the allowed range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library could not initialise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU is busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library is not initialised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the amdgpu driver is not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver file holds unexpected data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setting is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power profile of GPU %1 cannot be set through AMD SMI: its pp_power_profile_mode layout is not one the library reads safely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a format that neither AMD SMI nor ROCm Tune understands (&quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp_dpm_pcie has a format that neither AMD SMI nor ROCm Tune understands (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp_power_profile_mode has a format that neither AMD SMI nor ROCm Tune understands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current power profile %1 is not one ROCm Tune knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on GPU %2 is avoided: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no amdgpu hwmon directory: temperatures, fan, power and voltage are not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver offers no GFX clock levels for this GPU that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver offers no memory clock levels for this GPU that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports a performance level ROCm Tune does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s power profiles cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s driver offers no power profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI has no call for this setting; the rocm-smi and sysfs backends set it where the driver offers it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>This control is not supported by the %1 backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no firmware boot value to go back to: give a number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackendCommandLine</name>
    <message>
        <source>Number of simulated GPUs (1-16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load on simulated GPUs: idle, training or stress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the simulated GPUs&apos; model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown backend &quot;%1&quot;; use one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sim-gpus must be a number from 1 to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sim-load must be idle, training or stress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sim-seed must be a non-negative number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device source: auto, sim, rocm-smi, amd-smi, sysfs (the amdgpu driver&apos;s files alone) or nvml (default: auto: AMD SMI where it is installed, else ROCm SMI, else the driver&apos;s files; simulated GPUs when none is found).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 backend found no usable GPU. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 backend is not available in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU found: showing simulated GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual machine: ROCm SMI is preferred over AMD SMI, whose library refuses tuning changes in a virtual machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm SMI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped: the other AMD library already shows the AMD GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: an AMD library already shows the AMD GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: an AMD library is installed (its result is above)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Boot</name>
    <message>
        <source>The boot-loop guard&apos;s record %1 is malformed; remove it (boot profiles are not applied while it cannot be read).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot profiles %1 are refused (nothing is applied from them): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;profiles&quot; must be a list of at most %1 entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each profile must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device_id&quot; and &quot;profile&quot; must be non-empty strings; names and ids have a length limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has more than one boot profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;values&quot; of GPU %1 must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the values of GPU %1 are empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;set_ms&quot; must be a time in milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot profiles %1 are refused: the file is larger than %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is larger than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;action&quot; must be one of boot_set, boot_clear, boot_enable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device&quot; must be {&quot;index&quot;: 0-1023, &quot;id&quot;: &quot;the GPU&apos;s id&quot;}; a boot profile is bound to the GPU&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;profile&quot; and &quot;values&quot; are only allowed for &quot;boot_set&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;profile&quot; must be the profile&apos;s name (1-256 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;values&quot; is required for &quot;boot_set&quot; and must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;values&quot; is empty: the boot profile would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is %2 (id %3), not the GPU with id %4; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no boot profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; of %2 removed; it is no longer applied at boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused, no boot profile was stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; stored for %2; it is applied at every boot, after resume and after a GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; of %2 is applied at boot again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot-loop guard&apos;s stop was lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after a GPU reset or driver reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; of GPU %2 (%3) is not applied: the machine went down without a clean shutdown within 10 minutes of applying it (%4), so the boot-loop guard switched it off. Enable it again with &quot;rocmtune-cli profile boot enable --gpu %2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; on GPU %2 (%3) %4%5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The boot-loop guard could not record it: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last boot ended without a clean shutdown within 10 minutes of applying the boot profile (%1): the boot-loop guard switched the boot profile of %2 off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) was changed through ROCm Tune since its boot profile &quot;%3&quot; was applied: left as it is until the next boot, resume or GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) drifted from its boot profile &quot;%3&quot; again (%4) after %5 re-applies within 10 minutes: something keeps changing it, so it is no longer re-applied until the next boot, resume or GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU can be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boot profile is applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boot profile is applied %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boot profile is applied at boot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Boot profiles applied; watching %n GPU(s) for drift.</source>
        <translation>
            <numerusform>Boot profiles applied; watching %n GPU for drift.</numerusform>
            <numerusform>Boot profiles applied; watching %n GPUs for drift.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped; clean shutdown recorded for the boot-loop guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocmtune-boot runs as root, started by systemd (rocmtune-boot.service).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; on GPU %2 (%3) %4 is refused, nothing was applied: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the software fan curve is run by rocmtune-boot.service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boot profiles cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its boot profile was cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boot-loop guard switched its boot profile off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its boot profile was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU has no fan whose speed can be set (no gpu_od/fan_ctrl and no writable pwm1): a fan curve cannot run on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A software fan curve needs 2 to %1 points, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fan back to automatic control (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the fan could not be put back to automatic control (%2), so it was set to 100% (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the fan could not be put back to automatic control (%2) nor set to 100% (%3) (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The software fan curve record could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the fan speed %2% could not be set: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the software fan curve could not write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 °C is within %3 °C of the critical temperature: fan at 100%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 °C -&gt; fan at %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not there (a GPU reset or driver reload?): its software fan curve continues when it is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back: its software fan curve continues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the fan was changed through ROCm Tune; the software fan curve stops and leaves it as it is until the next boot, resume or GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the fan no longer shows the %2% written (%3): written again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: software fan curve stopped (%2); the GPU is not there, so its fan is put back to automatic control at the next start of the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service that ran its software fan curve (PID %1) ended without stopping it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The software fan curve record %1 is malformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: %3 °C, the fan is on automatic control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: %3 °C is near the critical limit, the fan runs at 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-boot start | event resume | event gpu-reset [cardN] | event fan-restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Software fan curves: %n.</source>
        <translation>
            <numerusform>Software fan curves: %n.</numerusform>
            <numerusform>Software fan curves: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>the service failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocmtune-boot failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocmtune-boot failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) run by rocmtune-boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU shows no %1, which the fan curve follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (The software fan curve&apos;s range on this GPU: 0-%2 °C of the %3, whose critical limit is %2 °C; duty 0-100% of pwm1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: software fan curve %2 (%3) started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: no temperature reading, the fan is on automatic control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: %3 °C -&gt; fan at %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper answered &quot;%1&quot;, which this version does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper gave no reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boot profile was stored, try again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; on GPU %2 (%3) %4 could not be applied now, nothing was applied: %5 The profile stays; the next boot, resume or GPU reset tries again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan of this GPU cannot be read now, so the fan curve could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan curve could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Trying the boot profile of %n GPU(s) again in %1 s.</source>
        <translation>
            <numerusform>Trying the boot profile of %n GPU again in %1 s.</numerusform>
            <numerusform>Trying the boot profile of %n GPUs again in %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>No boot profile is applied after this GPU reset of %1: it was re-applied after %2 resets within %3 minutes already (a profile that makes the GPU hang?). The next boot, resume or profile change applies it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The events of this boot will apply nothing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocmtune-boot.service has not started in this boot (it is not enabled, or not yet started): boot profiles are applied only once it has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of re-applies after GPU resets %1 is malformed; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service is stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocmtune-boot did not end within %1 s of the stop request (a call in the ROCm SMI library does not return); its fans are on automatic control, it ends now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the software fan curve&apos;s step is %1 s late: the service waits for the ROCm SMI library or the driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a reason and its detail</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a message and a note on it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 °C -&gt; fan at %3%, the safety policy&apos;s minimum (the curve gives less; the hottest sensor is at %4 °C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a control&apos;s name and its set vs in force</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found every value ROCm Tune set still in force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found no value set by ROCm Tune before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A value the card no longer holds: &quot;Power cap: 300 W (the driver reports 280 W)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List GPUs with identity, metrics and controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print live telemetry (table, CSV or JSON lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;%1 --help&quot; for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List GPUs with their identity, metrics and controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON document instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend:        %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID:             %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI:            %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM:           %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial:         %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VBIOS:          %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver:         %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library:        %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics:        %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls:       %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print live telemetry of every GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling interval in milliseconds (100-10000, default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after this many samples per GPU (default: run until interrupted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: table, csv (header row with units) or json (one object per line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval must be a number of milliseconds from 100 to 10000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count must be a non-negative number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be table, csv or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDGE°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JUNC°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POWER/CAP W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCLK MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCLK MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUSY%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAN RPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli &lt;command&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;rocmtune-cli &lt;command&gt; --help&quot; for a command&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check driver, permissions, ROCm and PyTorch; explain fixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve live telemetry for Prometheus (/metrics).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[ OK ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[WARN]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[FAIL]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed, %2 with warnings, %3 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the driver, permissions, ROCm libraries, GPU support and PyTorch, and explain how to fix what is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON report (for bug reports) instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show explanations and evidence for passed checks too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python interpreter to ask about PyTorch (default: python3 on PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve live telemetry for Prometheus at http://HOST:PORT/metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:9400, loopback only). Use 0.0.0.0:9400 to let other machines scrape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds a client may take to send its request and read the answer (100-60000, default 5000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen must be HOST:PORT, [IPv6]:PORT or PORT, for example 127.0.0.1:9400.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--client-timeout must be a number of milliseconds from 100 to 60000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: metrics are reachable from other machines on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving metrics on http://%1:%2/metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time one reading of each GPU through its backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--duration must be a number of seconds per test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu takes GPU indices (see &quot;rocmtune-cli list&quot;) or &quot;all&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress-test GPUs with self-checking kernels and judge the run: exit code 0 only on PASS, 1 on FAIL, 3 when no runner or no usable GPU, 4 when interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per test (overrides the preset&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU index to test, a comma-separated list, or all (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the verdict as one JSON document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a report: FILE.html (self-contained, with graphs) or FILE.json; may be given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds of runner silence that count as a hang (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither compare with nor record this GPU&apos;s baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--heartbeat-timeout must be from 0.5 to 3600 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No monitoring backend found a GPU: the run is judged without telemetry (temperatures, power and clocks are not checked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baselines not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress test: %1, %2 s per test (%3), GPU(s) %4, runner %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted: stopping the runner …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress-test GPUs and judge the run (PASS/FAIL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1  starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1  %2  %3%  %4 %5  errors so far: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1%2% vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock min/avg/max %1/%2/%3 MHz, %4 drops, throttled %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (PID %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the compute processes using each GPU: PID, user, VRAM, CU occupancy, command. A process whose name you may not see is shown as &quot;&lt;pid&gt; (hidden)&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CU%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No compute processes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process lists are not available for GPU %1 (the backend does not report them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the compute processes on each GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a command (or watch a running process) and record the GPUs&apos; telemetry for its whole life; print a summary with energy, power, temperatures, throttling and clock stability at the end, and return the command&apos;s exit code.

Usage: rocmtune-cli run [options] -- COMMAND [ARGS...]
       rocmtune-cli run [options] --attach PID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record this GPU (index from &quot;list&quot;); repeat for several (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a running process until it exits instead of starting a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for this run&apos;s summary.json and telemetry.csv (default: a new folder under %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the run (default: from the command).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not save the run; only print the summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the summary as JSON on stdout instead of text on stderr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu must be a GPU index (0, 1, ...), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--attach must be a process id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --attach PID or a command after &quot;--&quot;, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No command: put it after &quot;--&quot;, e.g. rocmtune-cli run -- python3 train.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No running process has PID %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (%n GPU(s) found).</source>
        <translation>
            <numerusform>There is no GPU %1 (%n GPU found).</numerusform>
            <numerusform>There is no GPU %1 (%n GPUs found).</numerusform>
        </translation>
    </message>
    <message>
        <source>Run a command and record its GPU energy, power, temperatures and clocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time one reading of every metric of each GPU (the sampler&apos;s cost per device and tick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed readings per GPU (1-100000, default 200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reads must be a number from 1 to 100000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2, %3): %4 readings of %5 metrics, %6 ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean %1 µs, median %2 µs, p95 %3 µs, min %4 µs, max %5 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU index (see rocmtune-cli list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap in watts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap as a percentage above (or, negative, below) the default cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock the memory clock to MIN:MAX MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select GFX DPM levels, e.g. 0,2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select memory DPM levels, e.g. 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance level: auto, low, high, manual, profile_peak ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile: COMPUTE, BOOTUP_DEFAULT ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX overdrive in percent (0-20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to confirm before the change is reverted (5-60, default 15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the change without a confirmation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --power-cap or --power-overdrive, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--power-cap must be a number of watts above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--power-overdrive must be a percentage above -100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU reports no default power cap, so --power-overdrive cannot be used; give --power-cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be MIN:MAX in MHz, e.g. 500:2500.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a comma-separated list of DPM level numbers, e.g. 0,2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown performance level &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown power profile &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--overdrive must be a whole percentage from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;rocmtune-cli tuning set --help&quot; for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show, change, confirm, revert or reset a GPU&apos;s power and clock settings, within the driver&apos;s limits and the safety policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is only for &quot;tuning set&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu N is required (a GPU index from &quot;rocmtune-cli list&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --confirm-timeout or --no-confirm, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--confirm-timeout must be from %1 to %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it with: rocmtune-cli tuning confirm --gpu %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show, set, confirm, revert or reset power cap, clocks and performance level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2 (%3, id %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap:      %1 W (default %2 W, power overdrive %3%; driver %4-%5 W; safety limit %6 W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory clock:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-%2 MHz (allowed %3-%4 MHz; DPM levels %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% (safety limit %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature:    %1 °C (critical %2 °C; manual clocks only below %3 °C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported:  %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollback:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable log line(s) skipped.</source>
        <translation>
            <numerusform>%n unreadable log line skipped.</numerusform>
            <numerusform>%n unreadable log lines skipped.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply a profile made for another GPU model (checked against this card&apos;s limits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply every profile marked &quot;apply at login&quot; to each present GPU it fits, without a countdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; on GPU %2 (%3, %4):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out (this GPU does not have them): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable profile file %1 (left untouched): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU could be opened, so no profile was applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped profile &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile is marked &quot;apply at login&quot;; nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at-login applies the marked profiles to every GPU they fit; it takes no --%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at-login takes no profile name: it applies the profiles marked &quot;apply at login&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile &quot;%1&quot; (see rocmtune-cli profile list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this card only, id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (any card of this model, PCI id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile &lt;subcommand&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every subcommand takes --json. Exit codes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure (profile folder not readable or writable, no GPUs ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: another GPU model without --override-model, outside the card&apos;s limits, or a name already taken; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such profile or GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applying failed: the values did not stick and were rolled back (at login: on any GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown profile subcommand &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List, show, save, apply, export, import, rename or delete tuning profiles; apply at login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile delete NAME|ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted profile &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile is applied at login any more; removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile rename NAME|ID NEW_NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed profile &quot;%1&quot; to &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a profile (export it first to keep a copy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a profile another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite FILE if it exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile export NAME FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; give --force to overwrite it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported profile &quot;%1&quot; to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile import FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid profile: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (id %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already existed, so this one is called &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was in the older format %1 and was converted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a profile to a file (to use on another machine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a profile file and add it (a taken name gets &quot;(2)&quot;; never applied at login until marked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never validated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validated on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validated on %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For:       %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At login:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modified:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) in %1</source>
        <translation>
            <numerusform>%n profile in %1</numerusform>
            <numerusform>%n profiles in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Unreadable profile files (left untouched):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile show NAME|ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the profiles, which present GPUs each fits, and unreadable profile files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one profile&apos;s values, target, fit and last stress validation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile login NAME|ID on|off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is applied at login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is no longer applied at login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; was for the same GPUs and is no longer applied at login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autostart entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile is applied at login; there is no autostart entry (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a profile at every login (installs an XDG autostart entry) or stop doing so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile is for this one card only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile is for every card of this model (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite the profile of that name if there is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile save NAME --gpu N [--for-device|--for-model]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --for-device or --for-model, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has a change waiting for confirmation: confirm or revert it first (rocmtune-cli tuning confirm --gpu %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 offers no settings that a profile could keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists; give --replace to overwrite it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved profile &quot;%1&quot; from GPU %2 (%3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the settings in force on a GPU as a profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (found %n GPU(s)).</source>
        <translation>
            <numerusform>There is no GPU %1 (found %n GPU).</numerusform>
            <numerusform>There is no GPU %1 (found %n GPUs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %n error(s)</source>
        <translation>
            <numerusform>%1 %2, %n error</numerusform>
            <numerusform>%1 %2, %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pending:        a change waits for confirmation; reverted in %n second(s).</source>
        <translation>
            <numerusform>Pending:        a change waits for confirmation; reverted in %n second.</numerusform>
            <numerusform>Pending:        a change waits for confirmation; reverted in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --override-model to apply it anyway; it is then checked against this card&apos;s limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile file %1 cannot be read (it is left untouched): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid profile file (the file to import, or a stored profile that cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--validate keeps the change on PASS and reverts it otherwise; it takes no --%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile apply NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm|--validate [PRESET]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a profile to a GPU through the tuning transaction (confirm or it is reverted), or with --validate prove it stable with a stress test first (kept on PASS, reverted otherwise, the profile stamped with the verdict), or with --at-login the profiles marked for login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply --validate: the stress test did not pass (FAIL, runner crash or hang); the change was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply --validate: no stress runner, or it could not use the GPU; nothing changed or the change was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply --validate: interrupted (Ctrl-C, SIGTERM); the change was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply --validate: the change could be neither reverted nor kept; check with rocmtune-cli tuning show</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The result is recorded in %n profile(s): %1.</source>
        <translation>
            <numerusform>The result is recorded in %n profile: %1.</numerusform>
            <numerusform>The result is recorded in %n profiles: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prove the change stable: hold it while a self-checking stress test runs on that GPU, keep it on PASS, revert it at once on anything else. PRESET: quick (default), standard, soak, or custom with --tests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--validate takes quick, standard, soak or custom (default quick), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is only for a --validate run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting GPU %1 (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes: 0 done, 1 failed (rolled back), 2 bad arguments, 3 refused (nothing written); set --validate also: 7 the stress test did not pass, 8 no runner or it could not use the GPU, 9 interrupted (all three reverted), 10 neither reverted nor kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the process that reverts the change if this one dies; after a crash it is reverted at the next start of rocmtune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is not the GPU it was a moment ago; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying the change to GPU %1; it is held while the check runs …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS: keeping the change …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverting GPU %1 to the values from before …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted, so the change is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the items of a list in one line; Chinese: full-width semicolon
----------
Between the changes of one tuning log entry</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>One tick of all %n GPU(s): %1 µs (sum of the medians), %2 µs (sum of the means)</source>
        <translation>
            <numerusform>One tick of all %n GPU: %1 µs (sum of the medians), %2 µs (sum of the means)</numerusform>
            <numerusform>One tick of all %n GPUs: %1 µs (sum of the medians), %2 µs (sum of the means)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no GPUs seen in the last hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every node and GPU a Prometheus server knows from rocmtune exporters: temperature, power and cap, utilization, ECC errors, throttling, alerts firing, last seen. Only reads Prometheus&apos; HTTP API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus server, for example http://prometheus.example:9090.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to wait for each answer (1-60, default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--prometheus URL is required, for example --prometheus http://prometheus.example:9090.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout must be a number of seconds from 1 to 60.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the nodes and GPUs a Prometheus server knows (read-only).</source>
        <translation></translation>
    </message>
    <message>
        <source>The GPU cannot be reached right now: another process holds the ROCm SMI library&apos;s lock of the card (/dev/shm/rocm_smi_card*), so nothing was changed. Try again when that process has ended.</source>
        <translation></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on, %1 correctable, %2 uncorrectable (correctable/uncorrectable per block: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC:            %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every test to the end after a fault, for a full census (default: the first fault stops every GPU&apos;s runner and the run fails at once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show technical details (where the runner was looked for, how to build it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: fault in the %2 test: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping every GPU&apos;s runner (--keep-going runs to the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at its fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped (stopped at a fault)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[INFO]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock the GFX clock to MIN:MAX MHz (inside the range the driver allows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-%2 MHz (levels only, no min/max range to set; DPM levels %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-%2 MHz (not settable on this GPU; DPM levels %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC: no new errors during the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC: the counts could not be read twice during the run; not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a profile made for another GPU model (checked against this card&apos;s limits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is simulated: boot profiles are for real GPUs (the boot service never tunes simulated ones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile boot set NAME|ID --gpu N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable the service once, if not done yet: sudo systemctl enable rocmtune-boot.service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile boot clear|enable --gpu N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU has a boot profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (id %3): boot profile &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switched off by the boot-loop guard: the machine went down without a clean shutdown within 10 minutes of applying it (%1). Enable it again with &quot;rocmtune-cli profile boot enable --gpu %2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied at boot, after resume and after a GPU reset (rocmtune-boot.service).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile boot set NAME --gpu N | list | clear --gpu N | enable --gpu N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot profile of a GPU, applied by rocmtune-boot.service at boot, after resume and after a GPU reset (stored by the helper in /etc/rocmtune).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to set: give at least one of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware fan curve: hotspot °C : duty % pairs, e.g. 40:20,55:35,70:55,85:80,95:100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-curve must be T:P pairs separated by commas, e.g. 40:20,55:35,70:55,85:80,95:100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; curve %1 (°C:%, allowed %2-%3 °C, %4-%5%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; zero-RPM on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; zero-RPM off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan mode: auto (the firmware&apos;s control), curve (with --fan-curve) or fixed (with --fan-speed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed fan duty cycle in percent (with --fan-mode fixed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-speed needs --fan-mode fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-mode must be auto, curve or fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-mode curve needs --fan-curve T:P,... (and no --fan-speed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-mode fixed needs --fan-speed PCT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-speed is only for --fan-mode fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the fan stop when the card is cool: on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-zero-rpm must be on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage offset: %1 mV (driver %2 to %3 mV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX voltage offset in mV, negative to undervolt (inside VDDGFX_OFFSET; e.g. --voltage-offset=-50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV: %2 (%3 W, %4 MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted: reverting the offset …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted, so the offset is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no GPU %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching a stable undervolt on GPU %1 (%2): %3 mV steps, %4 check per step …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millivolts per step (5-100, default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the validated offset (otherwise it is reverted after the report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step must be a whole number of millivolts from 5 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--heartbeat-timeout must be 1 to 600 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest passing offset: %1 mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First failing offset: %1 mV (reverted at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The temperature the fan curve follows: junction (the hotspot; default) or edge. Only the software curve of a boot profile on a card whose fan takes only a PWM value can follow edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-curve-sensor needs --fan-curve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fan-curve-sensor must be junction or edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; cannot be applied at boot on GPU %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan: %1 (since %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest fan speed in RPM in normal operation, inside the card&apos;s ACOUSTIC_LIMIT range, or default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed in RPM the firmware aims to stay under, inside the card&apos;s ACOUSTIC_TARGET range, or default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest fan duty cycle in percent while the fan spins, inside the card&apos;s MINIMUM_PWM range, or default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (driver %3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N|default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotspot temperature in °C the firmware&apos;s fan control aims for, inside the card&apos;s TARGET_TEMPERATURE range, or default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage curve:  %1 (MHz:mV; driver MHz %2, mV %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vega20 / RDNA1 voltage curve, every point as MHz:mV in the driver&apos;s order (e.g. 808:740,1304:820,1801:1050; lower mV at the same MHz undervolts), each inside its OD_RANGE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--voltage-curve must be MHZ:MV pairs separated by commas, e.g. 808:740,1304:820,1801:1050.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocmtune-cli tuning undervolt --gpu N [--step MV] [--check quick|gemm|train] [--keep] [--save-profile NAME] [--json]: find a stable undervolt (see &quot;rocmtune-cli tuning undervolt --help&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the offset that passed the confirmation as a profile for this card with this name, marked validated (as tuning set --validate does).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--save-profile needs a name no profile has yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as profile &quot;%1&quot; (validated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone, so no profile was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not readable now:  %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also serve the core gauges under AMD Device Metrics Exporter&apos;s names (gpu_edge_temperature, gpu_power_usage, gpu_clock ...), for dashboards written for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every GPU: ECC errors, retired pages, missing GPUs, resets, clocks held at a limit, boot profiles and the last stress verdict. Exit code 0 healthy, 1 degraded (warnings only), 2 unhealthy, 3 could not check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs this machine must have (default: the configuration&apos;s, else the count seen first since boot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thresholds file (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Slurm&apos;s HealthCheckProgram: drain this node when a GPU is unhealthy, resume it when healthy again (only a drain whose reason starts with &quot;rocmtune:&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm node name (default $SLURMD_NODENAME, else the short host name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For node-problem-detector and other checkers with three exit codes: print one line and exit 0 below this level, 1 at or above it, 2 when the GPUs could not be checked (degraded or unhealthy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fail-at must be &quot;degraded&quot; or &quot;unhealthy&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--expect-gpus must be a number from 1 to 1024.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check the GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check the GPUs: no GPU driver answered (simulated GPUs are checked only with --backend sim).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The health state was not saved (the next check compares with an older one): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every GPU&apos;s health (exit 0 healthy, 1 degraded, 2 unhealthy, 3 could not check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scontrol was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scontrol %1 did not answer in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scontrol %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: the state of node %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: node %1 left as it is (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: node %1 is drained by someone else (&quot;%2&quot;); left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: node %1 drained: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: node %1 could not be drained: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: node %1 resumed (its GPUs are no longer unhealthy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm: node %1 could not be resumed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SINCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINDING</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Health: %1 (%n finding(s))</source>
        <translation>
            <numerusform>Health: %1 (%n finding)</numerusform>
            <numerusform>Health: %1 (%n findings)</numerusform>
        </translation>
    </message>
    <message>
        <source>JOB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdict was not recorded for rocmtune-cli health: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prove the change with your own command, given after &quot;--&quot;: it runs under the change (after the --validate stress test, if given), and the change is kept only if it exits 0 and the GPU neither hangs nor resets meanwhile; otherwise it is reverted at once (exit code 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--validate-with needs your command after &quot;--&quot;, e.g. --validate-with -- python3 train.py --max-steps 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A command after &quot;--&quot; is for --validate-with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel log (%1): no GPU reset, hang or Xid during the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A command after &quot;--&quot; is for &quot;tuning set … --validate-with -- COMMAND&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV passed the confirmation: keeping it …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV passed the confirmation; without --keep it is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirming with your command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the lowest GFX voltage offset that passes the stress test: step it down from 0 mV, check each step with load steps, power pulses and a training step, stop at the first failure (a GPU reset included), back off by a margin, and keep the result only if it passes a longer confirmation (the Standard preset, or your command with --confirm-with -- COMMAND). The result is remembered for this card with the versions it was proven on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check of each step: transient (adaptive and pulse loads, then train; the default), quick, gemm or train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millivolts the result backs off from the lowest passing offset (default: 2 steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the result with your own command, given after &quot;--&quot;, instead of the Standard preset: it must exit 0 with no GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--check must be transient, quick, gemm or train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--margin-mv must be a whole number of millivolts from 0 to 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--confirm-with takes your command after &quot;--&quot;, e.g. --confirm-with -- python3 train.py --max-steps 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed offset (a margin of %1 mV): %2 mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command&apos;s check did not pass, so the change is reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running your command under the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning log could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command (%1) %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command&apos;s check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel log (%1): no GPU reset, hang or Xid while it ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command&apos;s run could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command&apos;s run is saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hardware check: %n Doctor check(s) of the driver, the cards and their links.</source>
        <translation>
            <numerusform>Hardware check: %n Doctor check of the driver, the cards and their links.</numerusform>
            <numerusform>Hardware check: %n Doctor checks of the driver, the cards and their links.</numerusform>
        </translation>
    </message>
    <message>
        <source>Doctor: nothing to report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the link, GPU-to-GPU and a short run of every other test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quick (2 min), standard (10 min), soak (1 h), custom, or hardware (after a hardware change: Doctor&apos;s checks, the PCIe link and GPU-to-GPU tests, a short run of every other test).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant a fault the checks must catch: bitflip (gemm), memory, nan (train, cnn) or link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated tests: compute, link, p2p, memory, gemm, train, cnn, power (or all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset must be quick, standard, soak, custom or hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link: no new replays or AER errors during the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link not readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 GB/s at PCIe %2 GT/s x%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host to GPU %1 GB/s, GPU to host %2 GB/s (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3: %4 (%5)</source>
        <comment>time, GPU index, state, message, GPU name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: the change passed the stress test and your command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: the change passed your command&apos;s check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backends, in the order tried:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[throttled by %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotspot temperature in °C below which the firmware stops the fan while zero-RPM is on, inside the card&apos;s ZERO_RPM_STOP_TEMPERATURE range, or default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settling after wake]</source>
        <extracomment>Marks a row read in the first seconds after the GPU woke from runtime suspend (values may be falsely high)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds after a GPU wakes from runtime suspend whose samples are marked unsettled (their readings can be falsely high; 0-%1, 0: none, default %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--settle-seconds must be a whole number of seconds from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throttled by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log|accept|reapply --gpu N [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accept: what the driver holds now becomes what ROCm Tune keeps as set, for each control changed outside ROCm Tune (nothing is written to the GPU). reapply: write the values ROCm Tune set again, with the countdown of &quot;set&quot; (--confirm-timeout, --no-confirm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to apply again: every control ROCm Tune set is still in force on GPU %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drift:          %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set values:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the set values again with &quot;rocmtune-cli tuning reapply --gpu %1&quot;, or keep what is in force with &quot;rocmtune-cli tuning accept --gpu %1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max temp %1, power avg/peak %2/%3 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, or default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2); offered: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show technical details: with --validate, where the runner was looked for and how to build it; with tuning show, the driver file behind each control that is not offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ok: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (FAILED)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (FAILED: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;rocmtune-cli %1&quot; is in the program %2, which is missing (looked for %3). Reinstall ROCm Tune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan:            %1 (%2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock offset in MHz on the whole voltage/frequency curve (RDNA4), inside SCLK_OFFSET, or default (0 MHz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to answer one-shot reads (rocmtune-cli list --json), or &quot;none&quot;. Default: $RUNTIME_DIRECTORY/readings.sock under systemd, /run/rocmtune-exporter/readings.sock for root, else $XDG_RUNTIME_DIR/rocmtune-exporter/readings.sock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--one-shot-socket must be an absolute path or &quot;none&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering one-shot reads at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-shot reads are not answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to uid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be written by others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another exporter answers at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the way (not a socket of this user)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ControlChoice</name>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiling: standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiling: peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiling: lowest memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiling: lowest GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance determinism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual reality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver raises and lowers clocks with the load (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks stay at their lowest level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks stay at their highest level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks follow the levels and ranges you set (needed for clock ranges and power profiles on some cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed clocks for repeatable profiling; lower than peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest fixed clocks, for profiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed clocks with the memory clock at its lowest, for profiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed clocks with the GFX clock at its lowest, for profiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GFX clock ceiling held steady so every GPU runs alike (Instinct).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver&apos;s default heuristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuned for games: clocks rise quickly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favours low power over speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuned for video playback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuned for steady frame times in VR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuned for compute work such as training: clocks stay up between kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s custom heuristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The driver calls it “%2”.</source>
        <extracomment>A choice&apos;s tool tip: what it does, then the driver&apos;s own name for it</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceItemDelegate</name>
    <message>
        <source>Simulated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceSet</name>
    <message>
        <source>No backend owns this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the device failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the device failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU device nodes and permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User %1 (uid %2), groups of this login: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 group %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read/write allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/dev/kfd is the compute interface of the amdgpu driver. Without it no ROCm program (PyTorch, HIP, the stress test) can use the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make sure the amdgpu module is loaded (see its check) and that the kernel was built with HSA support (CONFIG_HSA_AMD). In a container, start it with &quot;--device=/dev/kfd --device=/dev/dri&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No render node (%1/renderD*) exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each GPU has a render node that ROCm opens next to /dev/kfd. Without one the GPU cannot be used for compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make sure the amdgpu module is loaded and drives the card. In a container, pass &quot;--device=/dev/dri&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>/dev/kfd and %n render node(s) are usable by this user.</source>
        <translation>
            <numerusform>/dev/kfd and %n render node are usable by this user.</numerusform>
            <numerusform>/dev/kfd and %n render nodes are usable by this user.</numerusform>
        </translation>
    </message>
    <message>
        <source>Programs you start can open the GPU for compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your user may not open %1. Those device nodes belong to the group(s) %2, and ROCm programs run as you need read and write access to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account is already in %1, but this login session started before that change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log out and log in again (or reboot) so the new group membership takes effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add your user to the render and video groups: &quot;sudo usermod -a -G render,video $USER&quot;, then log out and log in again (or reboot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This user cannot open %n GPU device node(s).</source>
        <translation>
            <numerusform>This user cannot open %n GPU device node.</numerusform>
            <numerusform>This user cannot open %n GPU device nodes.</numerusform>
        </translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU target(s): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm release: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an invalid value &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value must be three numbers such as 10.3.0 or 11.0.0. ROCm programs may refuse to start or see no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix or remove the line that sets it (often in ~/.bashrc or ~/.profile): &quot;unset %1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The override makes every GPU look like %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2 names %3, which ROCm %4 does not support either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The override only helps when it names a supported GPU with the same instruction set; this one does not, so GPU programs will fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove it: &quot;unset %1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &quot;export %1=%2&quot; instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set but no GPU here needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU is supported as it is. The override makes ROCm load code built for another GPU, which can crash or compute wrong results on a card that does not match it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove it: &quot;unset %1&quot; and delete the line that sets it (often in ~/.bashrc or ~/.profile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2 lets ROCm run on %3 (not supported by AMD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The override is the usual workaround for consumer cards missing from ROCm&apos;s list. It applies to every GPU in the machine, so a second, different GPU may then fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do if your programs run; with mixed GPUs, limit a program to the matching one with HIP_VISIBLE_DEVICES.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 to run ROCm programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This consumer GPU is missing from ROCm&apos;s support list but shares its instruction set with a supported GPU. Without the override, programs such as PyTorch see no usable GPU or fail with &quot;invalid device function&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run programs with &quot;export %1=%2&quot; (add it to ~/.profile to keep it). AMD does not support this; the stress test tells you whether results are correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set and not needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU here needs the override.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU architecture support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KFD topology is missing, so no compute GPU is visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm finds GPUs through the amdgpu driver&apos;s KFD topology. Without it nothing can run on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the amdgpu module (see its check); on a kernel without CONFIG_HSA_AMD, use a distribution kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KFD topology lists no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver runs but exposes no GPU for compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &quot;sudo dmesg | grep -i kfd&quot;; some older or integrated GPUs have no compute support in amdgpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KFD node %1: gfx_target_version %2 = %3 (device id 0x%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(undecodable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU target(s) %1; no ROCm installation found to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a GPU works with ROCm depends on the ROCm release; none was found in %1 or next to the HIP runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install ROCm (or set ROCM_PATH) and run the doctor again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm release: %1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm %1 is not in this doctor&apos;s support table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version of ROCm Tune knows the supported GPUs of ROCm 5, 6 and 7 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare your GPU target(s) %1 with the &quot;System requirements&quot; page of your ROCm release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets supported by ROCm %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (HSA_OVERRIDE_GFX_VERSION=%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm %1 does not support %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm ships GPU code only for the targets it supports; programs fail on other GPUs with &quot;invalid device function&quot; or &quot;no kernel image&quot; errors. Monitoring still works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a ROCm release that lists this GPU (see AMD&apos;s &quot;System requirements&quot; page), or a build of your framework compiled for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm %1 does not officially support %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This consumer GPU shares its instruction set with a supported one. ROCm runs on it when told to treat it as that GPU, which AMD does not support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the HSA_OVERRIDE_GFX_VERSION check for the exact setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm %1 supports %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU is on the installed ROCm&apos;s support list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIP runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HIP runtime (libamdhip64) was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring and tuning work without it, but the built-in stress test and system-wide HIP programs need it. (PyTorch&apos;s ROCm wheels bring their own copy.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install ROCm from AMD&apos;s repository (&quot;sudo apt install rocm-hip-runtime&quot;) or Debian&apos;s &quot;libamdhip64-5&quot;; set ROCM_PATH if it lives outside /opt/rocm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolves to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HIP runtime exists but cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIP programs, including the stress test, will fail to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall the package that owns %1 (&quot;dpkg -S %1&quot; tells which); check LD_LIBRARY_PATH for a mix of ROCm versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIP runtime %1 loads from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIP programs can start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amdgpu kernel module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amdgpu driver is not running, so no AMD GPU can be monitored, tuned or used for compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel command line contains &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel command line keeps it from loading (&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amdgpu kernel module is not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load it with &quot;sudo modprobe amdgpu&quot; and look for errors with &quot;sudo dmesg | grep -i amdgpu&quot;. Remove nomodeset or an amdgpu blacklist from the kernel command line and from /etc/modprobe.d if present, then reboot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amdgpu version: %1 (a packaged amdgpu-dkms driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amdgpu version: the one built into kernel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PCI device is bound to amdgpu (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amdgpu is loaded but drives no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver is there, but it did not take any card: the card may be bound to another driver (vfio-pci, radeon), or the driver failed to start it (missing firmware).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &quot;lspci -k&quot; for the card&apos;s driver in use and &quot;sudo dmesg | grep -i amdgpu&quot; for firmware errors; install the firmware package (firmware-amd-graphics on Debian).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices bound to amdgpu: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>amdgpu %1 is loaded and drives %n device(s).</source>
        <translation>
            <numerusform>amdgpu %1 is loaded and drives %n device.</numerusform>
            <numerusform>amdgpu %1 is loaded and drives %n devices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>amdgpu (kernel %1) is loaded and drives %n device(s).</source>
        <translation>
            <numerusform>amdgpu (kernel %1) is loaded and drives %n device.</numerusform>
            <numerusform>amdgpu (kernel %1) is loaded and drives %n devices.</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel driver for AMD GPUs is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive (clock control)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amdgpu feature mask cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it the doctor cannot tell whether clock and voltage control is possible. This usually means amdgpu is not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load amdgpu first (see its check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel command line sets amdgpu.ppfeaturemask=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amdgpu feature mask &quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reported something unexpected; clock control may or may not work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report this with the doctor&apos;s JSON output attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive is enabled (ppfeaturemask 0x%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock ranges and voltage offsets can be changed within the driver&apos;s limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive is off (ppfeaturemask 0x%1 lacks bit 0x4000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring, power caps and performance levels work, but clock ranges and voltage offsets cannot be changed until overdrive is enabled at boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only if you want clock control: add &quot;amdgpu.ppfeaturemask=%1&quot; to the kernel command line (GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then &quot;sudo update-grub&quot;) and reboot. This keeps every feature now enabled and adds overdrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASPM policy (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: link files missing or unreadable (speed &quot;%2&quot; of &quot;%3&quot;, width &quot;%4&quot; of &quot;%5&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 GT/s x%3 (maximum %4 GT/s x%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (x%2 of x%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No AMD card found under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PCIe link can only be checked for cards the amdgpu driver shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrower PCIe link than the card supports: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card talks to the CPU over fewer lanes than it could. Data transfers (loading models, multi-GPU traffic) are slower; the GPU&apos;s own compute speed is not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the card in a full x16 slot, avoid x1/x4 risers and check the mainboard manual for slots that share lanes with M.2 drives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PCIe link of %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver does not expose the link state for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check it with &quot;sudo lspci -vv&quot; (LnkSta against LnkCap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card uses all the lanes it supports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs below its top link speed now; GPUs lower the speed when idle to save power (ASPM / dynamic link speed) and raise it under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PCIe links of %n card(s) are at full width.</source>
        <translation>
            <numerusform>PCIe links of %n card are at full width.</numerusform>
            <numerusform>PCIe links of %n cards are at full width.</numerusform>
        </translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; not found on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Python 3 found; nothing to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is only checked when a Python 3 interpreter is on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor could not ask this Python about PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;%1 -c &apos;import torch&apos;&quot; yourself to see what happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer within %1 s; stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing PyTorch did not finish within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hang while PyTorch starts usually means the GPU runtime waits for a device that does not answer (a stuck GPU, a wrong HSA_OVERRIDE_GFX_VERSION) or a very slow disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;%1 -c &apos;import torch; print(torch.cuda.is_available())&apos;&quot; yourself and watch &quot;sudo dmesg -w&quot; for amdgpu errors meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit code %1; output: %2; errors: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 about PyTorch failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python interpreter crashed or printed something unexpected, so the state of PyTorch is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;%1 -c &apos;import torch&apos;&quot; yourself to see the error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is not installed in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to check. If you use PyTorch from a virtual environment, run the doctor with that environment activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is installed but fails to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broken or half-upgraded installation, or ROCm libraries of another version on LD_LIBRARY_PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall PyTorch in a clean virtual environment with the ROCm wheel from pytorch.org&apos;s install selector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1, torch.version.hip=%2, torch.version.cuda=%3, torch.cuda.is_available()=%4, devices: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the ROCm build: &quot;pip install torch --index-url https://download.pytorch.org/whl/rocm&lt;version&gt;&quot; with the ROCm version pytorch.org offers (see its install selector).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 is a CPU-only build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 is built for NVIDIA CUDA %2, not ROCm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This PyTorch cannot use AMD GPUs; training runs on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the failing checks above first (device access, GPU architecture, HSA_OVERRIDE_GFX_VERSION); then run &quot;%1 -c &apos;import torch; print(torch.cuda.is_available())&apos;&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 (ROCm %2) sees no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False: PyTorch cannot open the GPU, so training falls back to the CPU or fails. Usual causes: no access to /dev/kfd, a GPU this ROCm does not support, or a missing HSA_OVERRIDE_GFX_VERSION.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ROCm: %1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is built for ROCm %1, the system has ROCm %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PyTorch wheel brings its own ROCm libraries and runs now, but extensions built against the system ROCm (or a LD_LIBRARY_PATH that points at it) can fail with symbol or code-object errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefer a PyTorch wheel for ROCm %1.x, or keep the system ROCm out of LD_LIBRARY_PATH when running PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ROCm: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PyTorch %1 (ROCm %2) sees %n GPU(s).</source>
        <translation>
            <numerusform>PyTorch %1 (ROCm %2) sees %n GPU.</numerusform>
            <numerusform>PyTorch %1 (ROCm %2) sees %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>PyTorch can train on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm SMI library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install it: &quot;sudo apt install librocm-smi64-1&quot; on Debian 12 / Ubuntu, or the rocm-smi-lib package of AMD&apos;s ROCm repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dynamic loader does not know librocm_smi64 either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ROCm SMI library (librocm_smi64) was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune reads real AMD GPUs through this library. Without it only simulated GPUs are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ROCm SMI library exists but cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is there but the system cannot load it (broken, wrong architecture or missing dependencies), so real GPUs cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall the package that owns %1 (&quot;dpkg -S %1&quot; tells which).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rsmi_version_get: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm SMI %1 loads from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real AMD GPUs can be monitored through ROCm SMI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuning safety policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1: the built-in tuning limits apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the file the privileged helper allows a power cap up to the default + 20% and keeps manual clocks 10 °C below the critical temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an error, so privileged tuning is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the line named above: values are plain numbers (5 or 2.5, no unit, no comma) under [tuning/safety], with the key names in lower case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The privileged helper enforces these limits whatever the user&apos;s settings say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap at most the default + %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual clocks only below critical - %1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive at most %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC memory errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ECC N/A (no %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 correctable, %3 uncorrectable%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RAS block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncorrectable ECC errors: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU found memory or logic errors it could not correct. Results computed while they happened may be wrong, and a count that keeps rising points to failing hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note the counts, reseat the card and check its cooling and power; if new uncorrectable errors appear under load (rocmtune-cli stress), have the card serviced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC is switched off on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card supports ECC but the driver has it off, so memory errors go unnoticed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot with the amdgpu.ras_enable=1 kernel parameter (and check the VBIOS settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC counts cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver answered with something other than its error counts, for example while the GPU is being reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the check again in a minute; if it persists, look at &quot;sudo dmesg | grep -i ras&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No AMD card found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC: N/A (%1 has no ECC/RAS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radeon consumer cards have no ECC memory reporting; Instinct and some Radeon Pro cards do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>ECC is on, no uncorrectable errors on %n card(s).</source>
        <translation>
            <numerusform>ECC is on, no uncorrectable errors on %n card.</numerusform>
            <numerusform>ECC is on, no uncorrectable errors on %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correctable errors are fixed by the hardware; a steadily rising count is still worth watching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI (libamd_smi) is not installed; AMD GPUs are read through ROCm SMI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI is ROCm&apos;s successor of ROCm SMI. Auto mode uses it where it is installed; without it nothing is missing as long as ROCm SMI works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: &quot;sudo apt install libamd-smi0&quot; (Debian 13) or the amd-smi-lib package of AMD&apos;s ROCm repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AMD SMI library exists but cannot be loaded; AMD GPUs are read through ROCm SMI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is there but the system cannot load it (broken, wrong architecture or missing dependencies such as a newer C library).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amdsmi_get_lib_version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD SMI %1 loads from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto mode reads AMD GPUs through AMD SMI (--backend amd-smi); --backend rocm-smi uses ROCm SMI instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot profiles cannot be used, so none is applied at boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the file named above and set the boot profiles again with &quot;rocmtune-cli profile boot set&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU has a boot profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;rocmtune-cli profile boot set NAME --gpu N&quot; (or &quot;Apply at boot&quot; in the Profiles tab) makes rocmtune-boot.service apply a profile at every boot, after resume and after a GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist or lists no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (id %2): &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: switched off by the boot-loop guard (a crash or power loss within 10 minutes of the apply at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n boot profile(s) switched off by the boot-loop guard.</source>
        <translation>
            <numerusform>%n boot profile switched off by the boot-loop guard.</numerusform>
            <numerusform>%n boot profiles switched off by the boot-loop guard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Find out why the machine went down (journalctl -b -1). To apply the profile at boot again: rocmtune-cli profile boot enable --gpu N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) have a boot profile.</source>
        <translation>
            <numerusform>%n GPU have a boot profile.</numerusform>
            <numerusform>%n GPUs have a boot profile.</numerusform>
        </translation>
    </message>
    <message>
        <source>rocmtune-boot.service applies them at boot, after resume and after a GPU reset (if it is enabled: systemctl is-enabled rocmtune-boot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remembered undervolts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No undervolt is remembered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;rocmtune-cli tuning undervolt --gpu N&quot; finds a stable undervolt and remembers what it was proven on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n remembered undervolt(s) need re-validation.</source>
        <translation>
            <numerusform>%n remembered undervolt need re-validation.</numerusform>
            <numerusform>%n remembered undervolts need re-validation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prove the offset again on this software: rocmtune-cli tuning undervolt --gpu N --keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n remembered undervolt(s), proven on the versions in use.</source>
        <translation>
            <numerusform>%n remembered undervolt, proven on the versions in use.</numerusform>
            <numerusform>%n remembered undervolts, proven on the versions in use.</numerusform>
        </translation>
    </message>
    <message>
        <source>The kernel, VBIOS and firmware are those each undervolt was proven on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no undervolt-*.json in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): skipped: its library is not installed or does not load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): tried: its library loads from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm SMI comes first in a virtual machine: AMD SMI refuses every tuning change there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sysfs): skipped: an AMD library loads, so it is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (sysfs): used: no AMD library loads; the driver&apos;s files show %n amdgpu card(s).</source>
        <translation>
            <numerusform>%1 (sysfs): used: no AMD library loads; the driver&apos;s files show %n amdgpu card.</numerusform>
            <numerusform>%1 (sysfs): used: no AMD library loads; the driver&apos;s files show %n amdgpu cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>NVML (nvml): tried for NVIDIA GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto tries AMD GPUs through %1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto reads AMD GPUs through the driver&apos;s files: neither AMD SMI nor ROCm SMI loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No AMD library loads and the driver&apos;s files show no amdgpu card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto uses the first AMD backend that finds GPUs; the driver&apos;s files alone (no vendor library) are used only where neither AMD SMI nor ROCm SMI can be loaded. &quot;--backend NAME&quot; forces one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan at least %1% at every temperature (fan_min_percent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan at least %1% while any sensor is at or above %2 °C (fan_hot_min_percent, fan_hot_celsius)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>“%1” is not a Prometheus URL; give one like http://prometheus.example:9090.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach Prometheus at %1: %2. Check the address, and that Prometheus runs and lets this machine connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 did not answer within %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 answered HTTP %2 (%3). Is this the Prometheus server&apos;s address?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered, but not like Prometheus&apos; HTTP API: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 refused a query: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus answers, but it has no rocmtune_gpu_info series from the last hour: it scrapes no rocmtune exporter. Add the exporters to its scrape configuration (README, “Many machines”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp °C (limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power/cap W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Util %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC uncorr./corr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer a scrape target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up, scraped %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down, last scrape %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down (%1), last scrape %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (job %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s) firing</source>
        <translation>
            <numerusform>%n alert firing</numerusform>
            <numerusform>%n alerts firing</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — alerts firing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>nodes, GPUs, alerts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. No GPU reports: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not scraped yet</source>
        <translation></translation>
    </message>
    <message>
        <source>The answer of %1 passed %2 MiB and was cut off; a Prometheus answer to these queries is far smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus answered more than this view reads (%1 GPU series, %2 values, %3 targets, %4 alerts; at most %5 series, %6 targets and %7 alerts): nothing is shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForkProbe</name>
    <message>
        <source>returned %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library aborted (signal %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not return within the time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe could not start a child process</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuList</name>
    <message>
        <source>GPU %1 (%2) does not report: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime suspended) at start-up: only files that do not wake it are read; the rest is read when it wakes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuMetrics</name>
    <message numerus="yes">
        <source>gpu_metrics is %n byte(s) long, shorter than its header</source>
        <translation>
            <numerusform>gpu_metrics is %n byte long, shorter than its header</numerusform>
            <numerusform>gpu_metrics is %n bytes long, shorter than its header</numerusform>
        </translation>
    </message>
    <message>
        <source>gpu_metrics has revision %1.%2, which ROCm Tune does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu_metrics %1.%2 should be %3 bytes; its header says %4 and %5 were read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu_metrics cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2; every value is read from its own file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: this firmware&apos;s gpu_metrics socket power is in %2, not the revision&apos;s usual unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: gpu_metrics and the driver&apos;s files differ, so these stay read per file (file / table): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime suspended); it is read once a second from files that do not wake it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 woke up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime suspended); ROCm Tune does not wake it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuProcess</name>
    <message>
        <source>%1 (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>ROCm Tune: monitor, tune and stress-test GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start minimized (to the tray when there is one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling interval in milliseconds for this run (100-10000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to a PNG file after some samples, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples to wait for before --screenshot (default 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start even if ROCm Tune is already running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmarks: fill the history with this many seconds of simulated samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmarks: print the time to the first painted frame and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval must be a number of milliseconds from 100 to 10000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot-after must be a positive number of samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--prefill-history must be a number of seconds from 0 to 172800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot: render the Settings dialog instead of the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmarks: after 10 s, count for this many seconds how the graphs were redrawn, print it and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--report-graph-replots must be a number of seconds from 1 to 3600.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>%1: %2 must be a number from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid INI file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ecc/uncorrectable_window must be &quot;boot&quot; or &quot;last_check&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncorrectable ECC errors: %1 (%2 new since the last check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correctable ECC errors rising at %1 per hour (limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retired VRAM pages (limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: %1 of %2 expected GPUs present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reset since the last check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held at its power limit at %1% of its clock for %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held at its thermal limit at %1% of its clock for %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boot profile failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boot-loop guard switched the boot profile off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last stress test failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last stress test was %1% below its baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Helper</name>
    <message>
        <source>rocmtune-helper takes no arguments: it reads one JSON request on standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU cannot be reached right now: another process holds the ROCm SMI library&apos;s lock of the card (/dev/shm/rocm_smi_card*), so nothing was changed. Try again when that process has ended. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU can be opened for tuning, so nothing was changed (the helper never tunes simulated GPUs): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted through the driver files directly: the ROCm SMI library could not be used (another process holds its lock of the card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ROCm SMI library could not be used (another process holds its lock of the card), and writing the driver files directly failed: %1 The waiter keeps trying.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Follow the system (%1)</source>
        <extracomment>Language menu entry; %1 is the language the system&apos;s locale gives (中文 or English)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListText</name>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list inside a sentence (&quot;auto, low, high&quot;); Chinese: 、</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoginAutostart</name>
    <message>
        <source>Cannot create %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Metric</name>
    <message>
        <source>Edge temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junction temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge critical temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junction critical temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory critical temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge emergency temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junction emergency temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory emergency temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory clock minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory clock maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan duty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX voltage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttle status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX overdrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 0 temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 1 temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 2 temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 3 temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX voltage regulator temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SoC voltage regulator temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory voltage regulator temperature</source>
        <translation></translation>
    </message>
    <message>
        <source>SoC clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe replays</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <extracomment>A value the GPU does not report</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvmlBackend</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>performance state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock event reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML is not initialised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an argument is invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU does not support this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied (this needs root or a driver setting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML is already initialised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a buffer is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s external power cables are not connected properly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NVIDIA kernel driver is not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel detected an interrupt problem with the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shared library NVML needs was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this NVML library does not implement the function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s infoROM is corrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus or is otherwise inaccessible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU needs a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operating system blocked the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NVML library and the kernel driver versions differ (reboot after a driver update?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU is in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock frequency is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the structure version does not match this driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the function is deprecated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU is not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU is in an invalid state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (NVML error %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML could not count the GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GPU %1 skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n NVIDIA GPU(s)</source>
        <translation>
            <numerusform>%n NVIDIA GPU</numerusform>
            <numerusform>%n NVIDIA GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no NVIDIA GPU %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power limit cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU does not offer locked clocks through NVML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune does not lock memory clocks of NVIDIA GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GPUs have no power profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GPUs have no overdrive percentage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA GPU is lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the power limit range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power limit of %1 W is outside the driver&apos;s range %2-%3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting the power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock range %1-%2 MHz is outside the GPU&apos;s supported range %3-%4 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resetting the locked GPU clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locking the GPU clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GPUs offer only the &quot;auto&quot; and &quot;manual&quot; performance levels here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVML library %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver&apos;s library %1 could not be loaded (no NVIDIA driver installed?): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable NVML library: it lacks nvmlInit_v2, nvmlShutdown, nvmlDeviceGetCount_v2 or nvmlDeviceGetHandleByIndex_v2 (driver too old?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML could not be initialised: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileApplier</name>
    <message>
        <source>%1 (id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; was made for %2, not for this %3. Applying it to another model needs an explicit override.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU has none of the controls profile &quot;%1&quot; sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; does not fit within this GPU&apos;s limits; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 gets profile &quot;%2&quot; at login instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU it was made for, %1, is not present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 GPU is present.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileJson</name>
    <message>
        <source>The field &quot;%1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;target&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field &quot;target.%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;target.kind&quot; must be &quot;model&quot; or &quot;device&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target names no GPU model (model_name or pci_id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile for one GPU needs its unique_id or pci_bus_id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;validation&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field &quot;validation.%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;validation&quot; needs a &quot;when&quot; date and a true/false &quot;passed&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile id &quot;%1&quot; is not a UUID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;values&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid tuning values: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;created&quot; and &quot;modified&quot; must be ISO 8601 dates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;apply_at_login&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target names no GPU model (gpu or pci_id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;power_cap_watts&quot; must be a positive number of watts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be [minimum, maximum] in MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown performance level &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown power profile &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;overdrive_percent&quot; must be a whole number of percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A profile name can have at most %n character(s).</source>
        <translation>
            <numerusform>A profile name can have at most %n character.</numerusform>
            <numerusform>A profile name can have at most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>A profile name cannot contain control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to be a profile (%1 bytes, at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON: %1 at byte %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was written by a newer ROCm Tune (schema %1; this one reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown profile schema version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no profile schema version: it is not a ROCm Tune profile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfilePrompts</name>
    <message>
        <source>Not validated by a stress test yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a profile made for another model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was made for %2 (%3), not for %4 (%5). Its values were checked against this card&apos;s limits and fit, but clocks and power that suit one model can be wrong for another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import profile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>The file is too large to be a profile (%1 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the profile folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1 failed (%2); the previous version is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile id &quot;%1&quot; is not a UUID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid profile: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RangeText</name>
    <message>
        <source>point %1: allowed %2 to %3 %4, %5 to %6 %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RocmSmiApi</name>
    <message>
        <source>The ROCm SMI library (librocm_smi64) is not installed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks rsmi_init or rsmi_num_monitor_devices; it is not a usable ROCm SMI library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver rejected the arguments (invalid value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not supported by this GPU or driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver file could not be read or written (missing or not a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied: changing GPU settings needs root (run the privileged helper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory or other resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ROCm SMI library failed internally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is outside the range the driver allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm SMI could not start: no amdgpu driver or no KFD topology (/sys/class/drm, /sys/class/kfd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not implemented by the ROCm SMI library for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value did not fit the buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver returned data of an unexpected size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver returned no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver file holds unexpected data (garbled or unknown format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU is busy: another program holds its ROCm SMI lock (/dev/shm/rocm_smi_card*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ROCm SMI library was initialised too often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown status %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RocmSmiBackend</name>
    <message>
        <source>The ROCm SMI library cannot start on this system&apos;s driver files, so the rocm-smi backend is off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/sys/class/drm lists no graphics card, so the ROCm SMI library is not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through %1 %2</source>
        <translation>
            <numerusform>%n AMD GPU through %1 %2</numerusform>
            <numerusform>%n AMD GPUs through %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1: its sysfs directory was not found; it is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 appeared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU came back but ROCm SMI cannot restart yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting ROCm SMI after a GPU came back failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on GPU %2 is avoided: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no amdgpu hwmon directory: temperatures, fan, power and voltage are not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reported a value that is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a format that neither ROCm SMI nor ROCm Tune understands (&quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp_power_profile_mode has a format that neither ROCm SMI nor ROCm Tune understands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power_dpm_force_performance_level holds an unknown level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current power profile %1 is not one ROCm Tune knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp_dpm_pcie has a format that neither ROCm SMI nor ROCm Tune understands (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver has no %1 table for this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current power profile %1 is not one ROCm Tune knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting %1 on GPU %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power cap of GPU %1 cannot be set: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power cap of %1 W is outside the driver&apos;s range of %2 W to %3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 range of GPU %2 cannot be set: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver offers no overdrive table for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum %1 (%2 MHz) is above the maximum (%3 MHz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 levels of GPU %2 cannot be selected through ROCm SMI on this driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).</source>
        <translation>
            <numerusform>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level).</numerusform>
            <numerusform>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n levels).</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not offer the performance level %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the performance level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not offer the power profile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power profile of GPU %1 cannot be set through ROCm SMI: its pp_power_profile_mode layout is not one the library reads safely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An overdrive of %1% is outside the driver&apos;s range of 0% to %2%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no GFX overdrive (pp_sclk_od).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the overdrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: its PCI id files (vendor, device, subsystem_*) do not hold 16-bit hex numbers; the PCI id is not available and the name comes from product_name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused the %2 range %3-%4 MHz (ROCm SMI: %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overdrive table of GPU %1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock table of GPU %1 cannot be reset: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 could not be switched to the manual performance level for the clock table reset: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused to reset its overdrive table (&quot;r&quot; to pp_od_clk_voltage): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After &quot;r&quot; the driver of GPU %1 shows no overdrive table: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused to commit the reset overdrive table (&quot;c&quot; to pp_od_clk_voltage): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the commit the driver of GPU %1 shows no overdrive table: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of GPU %1 showed %2 after the reset but %3 after the commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 range of %2-%3 MHz is outside the range the driver allows (%4-%5 MHz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused &quot;%2&quot; to %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no firmware fan curve to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 shows the fan curve %2 after writing %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no fan speed that can be set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed %1% is outside 0-100%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not report its maximum fan PWM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 refused the fan speed %2%: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not show the fan at %2% in manual mode after the write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no fan control to reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 refused to put its fan back to automatic control: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 does not show automatic fan control after the reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no %2 with a range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the range %2-%3 that %4 states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 shows %2 in %3 after writing %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 shows no value in %2 after restoring its boot value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 shows the voltage curve %2 after writing %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 shows no fan curve after the driver&apos;s reset of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan of GPU %1 cannot be read now: the ROCm SMI library&apos;s check of its hwmon files timed out (a busy machine), so whether its fan speed can be set is not known yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a firmware fan setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan of GPU %1 cannot be controlled: its firmware offers no fan settings and its speed cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s firmware has no fan curve to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s firmware has no zero-RPM setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s firmware does not offer “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no voltage curve to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no overdrive clock table to reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s driver offers no power cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver offers no GFX clock levels for this GPU that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver offers no memory clock levels for this GPU that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports a performance level ROCm Tune does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s driver offers no power profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU&apos;s power profiles cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ROCm SMI library cannot set the %1 bound by bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3 that %4 states in %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no %2 to set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a hard link (one of %n names of the same file)</source>
        <translation>
            <numerusform>a hard link (one of %n names of the same file)</numerusform>
            <numerusform>a hard link (one of %n names of the same file)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written to %1: it is %2, not the driver&apos;s file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written to %1: %2 is %3, not the driver&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written to %1: it was replaced by another file while it was being opened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunSession</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a run folder in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a run summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunSummary</name>
    <message>
        <source>This is not a ROCm Tune run summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run summary version %1 is not supported (this build reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Wh (%2 J)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the energy counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integrated from power readings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy counter on some GPUs, integrated power on others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;%1&quot;: attached to PID %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;%1&quot;: %2 (PID %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (the process was not started by ROCm Tune)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 of %2 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy, all GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the energy counter was reset %n time(s)</source>
        <translation>
            <numerusform>the energy counter was reset once</numerusform>
            <numerusform>the energy counter was reset %n times</numerusform>
        </translation>
    </message>
    <message>
        <source>Power avg / max:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU busy avg:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2% of the run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock min/avg/max:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock drops:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) more than 10% below the median of %1 MHz</source>
        <translation>
            <numerusform>%n time more than 10% below the median of %1 MHz</numerusform>
            <numerusform>%n times more than 10% below the median of %1 MHz</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2% of the run): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunTelemetry</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a ROCm Tune telemetry file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunnerText</name>
    <message>
        <source>GPU runtime error in the %1 test: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU runtime error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU (%1) is not supported by this build of rocmtune-bench (built for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU: the %1 runtime found no usable device (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU with index %1 (%2 present)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough free VRAM for the %1 test</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>copy kernel %1: %n word(s) arrived wrong</source>
        <translation>
            <numerusform>copy kernel %1: %n word arrived wrong</numerusform>
            <numerusform>copy kernel %1: %n words arrived wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kernel variant %1: %n element(s) differ from the first variant&apos;s product</source>
        <translation>
            <numerusform>kernel variant %1: %n element differs from the first variant&apos;s product</numerusform>
            <numerusform>kernel variant %1: %n elements differ from the first variant&apos;s product</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n value(s) NaN or infinite (first bad value at index %3)</source>
        <translation>
            <numerusform>%1: %n value is NaN or infinite (first bad value at index %3)</numerusform>
            <numerusform>%1: %n values are NaN or infinite (first bad value at index %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sampler</name>
    <message>
        <source>The device list changed after a GPU was lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionRecorder</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording stopped: writing %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatedBackend</name>
    <message numerus="yes">
        <source>%n simulated GPU(s)</source>
        <translation>
            <numerusform>%n simulated GPU</numerusform>
            <numerusform>%n simulated GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulated GPU is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated driver read error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the simulated GPU state to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulated GPU is asleep (runtime suspended).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatedGpu</name>
    <message>
        <source>This card has no power profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap outside the driver&apos;s range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DPM level mask selects levels the card does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card does not support performance determinism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive must be between 0 and 20 percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock range is outside the range the driver allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card has no fan control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the range %2-%3 the card states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card&apos;s fan is not controlled by its firmware, so ROCm Tune cannot set it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card has no voltage curve to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3 the card states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a driver value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card has no %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Stress</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a baseline file (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an unknown format version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU has no power cap that can be set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep finished; the original power cap is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power cap was refused: %1. The original power cap is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stress test could not start. The original power cap is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep cancelled; the original power cap is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test failed at %1 W, so the sweep stopped: %2. The original power cap is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring the original power cap failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build it with the GPU kernels: cmake -S . -B build -DROCMTUNE_GPU_KERNELS=HIP (AMD, needs hipcc) or -DROCMTUNE_GPU_KERNELS=CUDA (NVIDIA, needs nvcc), then cmake --build build. Or point ROCMTUNE_BENCH at an existing rocmtune-bench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stress test runner rocmtune-bench was not found (looked in: %1). %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no controls readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (% of each test&apos;s peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No telemetry was recorded during this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power avg / peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock min / avg / max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock drops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune stress test report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injected fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend / ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture / PCI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VBIOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3), runner %4, protocol %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuning in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM bandwidth and patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix multiply (SGEMM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step (MLP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (GEMM + copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown test &quot;%1&quot;; the tests are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The duration of a test must be more than 0 and at most 86400 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fault &quot;%1&quot; is planted in the %2 test; add that test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick check (2 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (10 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soak (1 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>injected fault: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by a signal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exited with code %1 without finishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runner reported a failure (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last validated %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stress test could not start; the change is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stress test did not pass, so the change is reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted on request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: the change passed the stress test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not keep the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverting failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n computation error(s) in the %1 test</source>
        <translation>
            <numerusform>%n computation error in the %1 test</numerusform>
            <numerusform>%n computation errors in the %1 test</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n memory bit error(s) in the %1 test</source>
        <translation>
            <numerusform>%n memory bit error in the %1 test</numerusform>
            <numerusform>%n memory bit errors in the %1 test</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n memory bit error(s) in the %1 test, first at byte offsets %2</source>
        <translation>
            <numerusform>%n memory bit error in the %1 test, first at byte offsets %2</numerusform>
            <numerusform>%n memory bit errors in the %1 test, first at byte offsets %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 test failed its own checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 test did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test runner crashed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test runner crashed during the %1 test (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test runner hung: no sign of life for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test runner hung during the %1 test: no sign of life for %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test runner reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU vanished during the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU vanished during the %1 test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 temperature reached %2 °C, above the allowed %3 °C (critical temperature minus the safety margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained throttling (%1) cut the %2 test&apos;s throughput by %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 test ran %2% below this GPU&apos;s baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No test runner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test runner cannot use this GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the runner&apos;s output were malformed and ignored (first: %1)</source>
        <translation>
            <numerusform>%n line of the runner&apos;s output were malformed and ignored (first: %1)</numerusform>
            <numerusform>%n lines of the runner&apos;s output were malformed and ignored (first: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>A fault was injected on purpose: %1 (in the %2 test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning layer reverted the power cap, so the sweep stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another tuning operation on this GPU is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to apply: no value differs from the one in force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another change to this GPU waits for confirmation; keep or revert it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change waits for confirmation any more; it was reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to revert: no change is pending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous change could not be reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning layer reverted the change before it was kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf-per-watt sweep, %1 at %2 W: %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no values to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stress tests are not installed. Install the rocmtune package, or build with HIP: see README › Stress test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; injected fault: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>NaN or Inf in %n loss(es), parameters corrupted from then on</source>
        <translation>
            <numerusform>NaN or Inf in %n loss, parameters corrupted from then on</numerusform>
            <numerusform>NaN or Inf in %n losses, parameters corrupted from then on</numerusform>
        </translation>
    </message>
    <message>
        <source>fault in another GPU&apos;s run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 test</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n memory bit error(s) in the %1 test, first: %2</source>
        <translation>
            <numerusform>%n memory bit error in the %1 test, first: %2</numerusform>
            <numerusform>%n memory bit errors in the %1 test, first: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n differing element(s) in the %1 test, first: %2</source>
        <translation>
            <numerusform>%n differing element in the %1 test, first: %2</numerusform>
            <numerusform>%n differing elements in the %1 test, first: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fault(s) in the %1 test, first: %2</source>
        <translation>
            <numerusform>%n fault in the %1 test, first: %2</numerusform>
            <numerusform>%n faults in the %1 test, first: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fault in the %1 test: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the first fault (%1); the rest of the run was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step (MNIST CNN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n new uncorrectable ECC error(s) in the %1 block during the run</source>
        <translation>
            <numerusform>%n new uncorrectable ECC error in the %1 block during the run</numerusform>
            <numerusform>%n new uncorrectable ECC errors in the %1 block during the run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n new correctable ECC error(s) during the run (%1)</source>
        <translation>
            <numerusform>Warning: %n new correctable ECC error during the run (%1)</numerusform>
            <numerusform>Warning: %n new correctable ECC errors during the run (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The stress test could not run, so the change was not tested and is reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU job timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU reset failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU lost by the driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA Xid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (kernel log: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/dev/kmsg: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journalctl is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this user may not read the kernel&apos;s messages in the journal (groups adm or systemd-journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journalctl ended (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journalctl could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its result reports no throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 s into the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 s into the run, during the %3 test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU resets and hangs in the kernel log could not be watched (%1): that check was not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command did not succeed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 test did no work (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PCIe connection (slot, riser or cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s memory (VRAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection between the GPUs (bridge, switch or slots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU itself (it computed wrong results)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cooling (fans, heatsink, airflow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU or its power supply (it stopped responding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s driver or seating (no usable GPU was found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver or system setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware check cancelled before the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware check could not run the GPU tests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware check passed: links, memory and compute are sound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware check failed. At fault: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware check passed with warnings. Check: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GT/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PCIe link ran at %1 under load; the card supports %2: check the slot, riser or cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replays +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 +%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link (host-GPU copies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown fault &quot;%1&quot;; use bitflip, memory, nan or link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware check (2 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n PCIe link error(s) during the run (%1), more than %2 or uncorrectable: reseat the card and check the slot, riser or cable</source>
        <translation>
            <numerusform>%n PCIe link error during the run (%1), more than %2 or uncorrectable: reseat the card and check the slot, riser or cable</numerusform>
            <numerusform>%n PCIe link errors during the run (%1), more than %2 or uncorrectable: reseat the card and check the slot, riser or cable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n PCIe link error(s) during the run (%1), corrected by retransmission; many point at the slot, riser or cable</source>
        <translation>
            <numerusform>Warning: %n PCIe link error during the run (%1), corrected by retransmission; many point at the slot, riser or cable</numerusform>
            <numerusform>Warning: %n PCIe link errors during the run (%1), corrected by retransmission; many point at the slot, riser or cable</numerusform>
        </translation>
    </message>
    <message>
        <source>Host-GPU copies moved %1 GB/s, under half of the %2 GB/s a %3 link carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU-to-GPU test did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, kernel %2, %3</source>
        <comment>operating system, Linux kernel version, host name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive load (10% to 100%, longest where the clock peaks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulse (full load and idle in turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max temperature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SysfsBackend</name>
    <message>
        <source>/sys/class/drm does not exist (no DRM driver is loaded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card of the amdgpu driver under /sys/class/drm</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through the amdgpu driver&apos;s files</source>
        <translation>
            <numerusform>%n AMD GPU through the amdgpu driver&apos;s files</numerusform>
            <numerusform>%n AMD GPUs through the amdgpu driver&apos;s files</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 appeared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is gone; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds &quot;%2&quot;, not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a format that ROCm Tune does not understand (&quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, more than 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power_dpm_force_performance_level holds an unknown level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current power profile %1 is not one ROCm Tune knows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemperatureSensor</name>
    <message>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM stack 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX voltage regulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SoC voltage regulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory voltage regulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 °C</source>
        <comment>sensor label, highest reading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Throttle</name>
    <message>
        <source>power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thermal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hotspot temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRM temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROCHOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>application clocks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <source>All recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tuning</name>
    <message>
        <source>Unknown field &quot;%1&quot; in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry without a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning journal could not be read (%1); it was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning journal is from an earlier boot; the reboot reset the GPUs, so nothing is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the tuning log %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is larger than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is not valid JSON: %1 at byte %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;version&quot; must be %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device&quot; is required for &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device&quot; is not allowed for &quot;recover&quot; (it covers every GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device&quot; must be an object {&quot;index&quot;: N, &quot;id&quot;: &quot;...&quot;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device.index&quot; must be a whole number from 0 to 1023.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;device.id&quot; must be a non-empty string of at most 128 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is only allowed for &quot;apply&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;values&quot; is required for &quot;apply&quot; and must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;values&quot; is empty: the request changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;confirm_timeout_s&quot; must be 0 (no confirmation) or a whole number from 5 to 60.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (%n GPU(s) found).</source>
        <translation>
            <numerusform>There is no GPU %1 (%n GPU found).</numerusform>
            <numerusform>There is no GPU %1 (%n GPUs found).</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 does not have the id %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied, but no process could be started to revert it at the deadline, so it was reverted now. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is %2 (id %3), not the GPU with id %4; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change to %1 waits for confirmation; confirm or revert it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied, but the journal could not record it, so it was reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied and read back. Confirm within %n second(s) or it is reverted.</source>
        <translation>
            <numerusform>Applied and read back. Confirm within %n second or it is reverted.</numerusform>
            <numerusform>Applied and read back. Confirm within %n seconds or it is reverted.</numerusform>
        </translation>
    </message>
    <message>
        <source>Applied and read back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused, nothing was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed and rolled back to the previous values: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed, and the previous values could not all be restored: %1 Restore: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change to %1 waits for confirmation (it may have been reverted already).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too late: the confirmation deadline had passed, so the change was reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed: the new values stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the values from before an unconfirmed change (its process had ended).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted to the previous values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous values could not all be restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unconfirmed change to %1 to revert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers no control that can be reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver defaults restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no GPU %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pending change for GPU %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reached %2 °C, within %3 °C of its critical temperature, before the change was confirmed: reverted. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clock lock needs the &quot;manual&quot; performance level, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU is at %1 °C, %2 °C above the limit for manual clocks (critical %3 °C - %4 °C = %5 °C). Let it cool down first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array [min, max] of two whole numbers of MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must hold two whole numbers of MHz from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty array of DPM level indices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a level that is not a whole number from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; names level %2 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of microwatts from 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of auto, low, high, manual, profile_standard, profile_peak, profile_min_mclk, profile_min_sclk, perf_determinism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of BOOTUP_DEFAULT, 3D_FULL_SCREEN, POWER_SAVING, VIDEO, VR, COMPUTE, CUSTOM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not supported by this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not supported by this GPU: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either a %1 range or %1 DPM levels, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU does not allow a %1 range to be set (no overdrive table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports no usable %1 overdrive range (%2-%3 MHz); nothing is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 minimum %2 MHz is above its maximum %3 MHz by %4 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU does not allow %1 DPM levels to be selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DPM level %2 does not exist: this GPU has levels 0-%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 range can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 DPM table changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports %1 %2-%3 MHz instead of %4-%5 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive %1% is below 0% by %2%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive %1% is above the driver maximum of %2% by %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive %1% is above the safety limit of %2% by %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the overdrive can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports overdrive %1% instead of %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance level &quot;%1&quot; is not offered by this GPU (it offers: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the performance level can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports performance level %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports no usable power cap range (%1-%2 W); nothing is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap %1 W is below the driver minimum of %2 W by %3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap %1 W is above the driver maximum of %2 W by %3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap %1 W is above the safety limit of %2 W (default %3 W + %4%) by %5 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power cap can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports a power cap of %1 W instead of %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile &quot;%1&quot; is not offered by this GPU (it offers: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power profile can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports power profile %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;confirm_timeout_s&quot; is only allowed for &quot;apply&quot; and &quot;extend&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;extend&quot; needs &quot;confirm_timeout_s&quot;, a whole number from 5 to 60.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pending change is held while it is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver runs %1 at DPM level %2, outside the selected levels %3-%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reset failed and the values from before it were restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reset failed, and the values from before it could not all be restored: %1 Restore: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; can only be true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the reset the driver reports %1 %2-%3 MHz, a minimum above the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the overdrive clock table can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the card&apos;s boot values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap %1 W is above the safety limit of %2 W (the cap at boot, %3 W, + %4%; the driver reports no default cap) by %5 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privileged tuning is refused until the file is fixed (a mistake must never loosen the limits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section &quot;%1&quot; (the only section is [%2], in lower case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the section [%1] appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a &quot;key = value&quot; line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before the section [%2].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; of %2 is not a plain number (write it without a unit or a comma, like 5 or 2.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; of %2 must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; of %2 is outside %3-%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a regular file owned by root and not writable by group or others. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than 64 KiB. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root or %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the tuning state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the tuning state folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning state folder %1 is refused: it is a symbolic link or not a folder. Remove it (it is created again as a folder owned by %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the tuning state folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning state folder %1 is refused: it belongs to %2 with mode %3, but it must belong to %4 and must not be writable by group or others (someone else could forge or redirect the tuning journal). Fix it with &quot;chown root:root %1 &amp;&amp; chmod 755 %1&quot;, or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning state file %1 is refused: it must be a regular file with one link, owned by %2 and not writable by group or others (it is owned by %3, mode %4, %5 link(s)). Someone may have forged it; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning state file %1 is refused: it is a symbolic link. Remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card&apos;s driver files were not found (PCI address &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card has no hwmon folder for its power cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the tuning journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal&apos;s value to restore is outside the safety policy, so it was not written (the journal may have been forged): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver-file revert reads no metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing &quot;%1&quot; to %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver offers no overdrive table for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the level mask 0x%1 selects no level this GPU has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver does not offer the power profile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An overdrive of %1% is outside the driver&apos;s range of 0% to %2%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 minimum %2 MHz is below the range the driver allows (%3-%4 MHz) by %5 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 maximum %2 MHz is above the range the driver allows (%3-%4 MHz) by %5 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the reset the driver reports %1 %2-%3 MHz, outside the range it allows (%4-%5 MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock min / max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory clock min / max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A control&apos;s value in one line: &quot;Power cap: 300 W&quot; (Chinese: full-width colon)
----------
A control&apos;s value line starts with its name: &quot;Power cap: &quot; (the same pattern as &quot;%1: %2&quot; in ControlRule)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX overdrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fan curve needs %1 points, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan curve point %1: %2 °C is outside the driver&apos;s range of %3-%4 °C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan curve point %1: %2% is outside the driver&apos;s range of %3-%4%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan curve point %1: %2 °C is below the %3 °C of the point before; temperatures must not decrease.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan curve point %1: %2% is below the %3% of the point before; fan speeds must not decrease.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fan curve can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card shows the fan curve %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of up to %2 [°C, %] pairs of whole numbers (0-150 °C, 0-100%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan mode &quot;curve&quot; needs the curve itself (the fan curve control).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fan curve and fan mode &quot;%1&quot; cannot be set together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed %1% is outside the range of %2-%3% this card accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fan mode can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card shows fan mode %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card shows a fixed fan speed of %1% instead of %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs &quot;%2&quot;: &quot;fixed&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of auto, curve, fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole percentage from 0 to 100 with &quot;%2&quot;: &quot;fixed&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is only for &quot;%2&quot;: &quot;fixed&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-RPM %1 is outside the range %2-%3 the driver states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero-RPM can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card shows zero-RPM %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-RPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the voltage offset can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports a voltage offset of %1 mV instead of %2 mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of millivolts from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs &quot;%2&quot; beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be &quot;junction&quot; or &quot;edge&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The voltage curve needs %1 points (MHz:mV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 MHz is outside the range %3-%4 MHz the driver states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 mV is outside the range %3-%4 mV the driver states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is outside the range %3 to %4 the driver states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card shows %1 %2 instead of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan target temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the voltage curve can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card shows the voltage curve %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 1 to %2 [MHz, mV] pairs of whole numbers (at most %3 MHz and %4 mV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The firmware fan curve follows the hotspot (junction) temperature; it cannot follow the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>junction temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 MHz is not above the %3 MHz of the point before; clocks must rise from point to point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 mV is below the %3 mV of the point before; voltages must not fall from point to point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan zero-RPM stop temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed %1% is below the safety policy&apos;s minimum fan speed of %2% (fan_min_percent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed %1% is below the %2% the safety policy requires at %3 °C and above (fan_hot_min_percent); a fixed speed does not rise when the GPU gets hot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan curve point %1 (%2 °C: %3%) is below the safety policy&apos;s minimum fan speed of %4% (fan_min_percent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan curve gives %1% at %2 °C, below the %3% the safety policy requires at %4 °C and above (fan_hot_min_percent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;set&quot; holds &quot;%1&quot;, which is not a key of this control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;set&quot; holds no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;set_ms&quot; or &quot;drift_since_ms&quot; is not a time in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a record of set values (version 1 with &quot;gpus&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no &quot;controls&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control &quot;%1&quot; of GPU %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of set values (%1) cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of set values (%1) is broken: %2. Every control is shown as never set by ROCm Tune until a change is kept, which moves the broken file aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 It was moved to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set %1, now %2: changed outside ROCm Tune at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;action&quot; must be one of apply, confirm, extend, revert, reset, recover, show, accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(What was set could not be recorded: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to accept: every control ROCm Tune set is still in force on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is in force could not be recorded as set: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted: the values in force now are what ROCm Tune keeps as set; nothing was written to the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <comment>a logged change: old value -&gt; new value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan minimum speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan speed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan target speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage offset %1 mV is below the driver&apos;s minimum of %2 mV by %3 mV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage offset %1 mV is above the driver&apos;s maximum of %2 mV by %3 mV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan minimum speed %1% is below the safety policy&apos;s minimum fan speed of %2% (fan_min_percent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3, or &quot;default&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 MHz</source>
        <extracomment>A clock range in a value line: &quot;500–2800 MHz&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DPM levels %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Two value lines in one (&quot;GFX clock: 500–2500 MHz; Memory clock: 97–1249 MHz&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reset to the card&apos;s boot values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <extracomment>A control&apos;s value that a change leaves alone (&quot;Power cap: unchanged&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C %2</source>
        <extracomment>One point of a fan curve: &quot;40 °C 30%&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (edge temperature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed speed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <extracomment>Zero-RPM: whether the fan stops when the card is cool</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the firmware&apos;s boot value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the firmware&apos;s boot value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MHz at %2 mV</source>
        <extracomment>One point of a voltage curve: &quot;1800 MHz at 1050 mV&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing failed (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-back failed (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not hold after the other writes (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot restore (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock offset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TuningJournal</name>
    <message>
        <source>Cannot open the tuning journal lock %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock the tuning journal lock %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another tuning operation is running (lock %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another tuning operation is running (process %1, lock %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TuningSections</name>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks and performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Undervolt</name>
    <message>
        <source>An undervolt search is already running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step must be 5 to 100 mV, not %1 mV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has no voltage offset to search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposed offset of %1 mV could not be applied: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stress check could not start; the offset is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV passed the Quick check: keep it, or save it as a validated profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposed offset of %1 mV did not pass the Quick check, so it is reverted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 did not pass the check at %2 mV, before any undervolt: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV already failed; one step back is no undervolt, so nothing is proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offset below %1 mV could be tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted by the tuning layer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverting the offset of %1 mV failed: %2. The journal reverts it when it can; see `tuning show`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposed offset was reverted on request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: %1 mV passed the Quick check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not keep the offset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offset passed the Quick check, so no profile was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undervolt of %1 mV is left out: a GPU reset followed its application (%2). Prove it again with &quot;rocmtune-cli tuning undervolt&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undervolt of %1 mV needs re-validation (%2); it is applied as the boot profile says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VBIOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an undervolt record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU reset followed its application on %1: it is not applied at boot until it is proven again (rocmtune-cli tuning undervolt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The margin must be 0 to 200 mV, not %1 mV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV (the lowest pass plus a margin of %2 mV) passed the confirmation (%3): keep it, or save it as a validated profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposed offset of %1 mV did not pass the confirmation (%2), so it is reverted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV passed, but with the margin of %2 mV there is no undervolt left, so nothing is proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: %1 mV passed the confirmation (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undervolt of %1 mV goes below the one proven on %2 (%3 mV); it is applied as the boot profile says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undervolt of %1 mV is proven (%2 mV, confirmed with %3 on %4) and still valid: the driver, kernel, VBIOS and firmware are those it was proven on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded for the boot service by rocmtune-helper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded for the boot service (it applies a boot profile&apos;s undervolt without this proof): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a firmware&apos;s name and its version</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: undervolt %2 mV (lowest pass %3 mV, margin %4 mV), proven %5 with %6 on driver %7, kernel %8, VBIOS %9, firmware %10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still valid: the card runs the versions it was proven on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs re-validation (rocmtune-cli tuning undervolt) because these changed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an undervolt proof request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An undervolt proof needs the GPU (index and id), an offset below 0 mV, the lowest passing offset, a margin of 0-200 mV and the confirmation (standard, quick or command).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offset must be the lowest passing offset plus the margin (%1 mV + %2 mV is not %3 mV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is not the GPU with id %2; nothing was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no voltage offset; nothing was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV is below what %2 allows (%3 mV); nothing was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undervolt proof of %1 is recorded for the boot service.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitText</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: no space before % in English and Chinese (&quot;15%&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A number and its unit symbol (&quot;300 W&quot;, &quot;63 °C&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Single-instance socket unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ApplyValidateButton</name>
    <message>
        <source>Applied as a pending change and held while the Quick check runs in the Stress view; it is kept only if the check passes and you keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply and &amp;validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the values, run the Quick stress check on them, and keep them only if it passes; a failing check reverts them at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ClampNote</name>
    <message>
        <source>%1 is outside the allowed range %2 to %3, so %4 is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ClockRangeEditor</name>
    <message>
        <source> MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver offers no overdrive range to set a min / max in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports no clock range to set a min / max in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ConfirmCountdownDialog</name>
    <message>
        <source>&amp;Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revert now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the new GPU settings?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The new settings of %1 are applied and read back. Keep them? Without an answer they are reverted in %n second(s).</source>
        <translation>
            <numerusform>The new settings of %1 are applied and read back. Keep them? Without an answer they are reverted in %n second.</numerusform>
            <numerusform>The new settings of %1 are applied and read back. Keep them? Without an answer they are reverted in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rocmtune::DashboardView</name>
    <message>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU is simulated: its values come from a model, not from hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reported by this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperatures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan (RPM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU was lost: %1 Its history stays visible; ROCm Tune keeps trying to reach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading this GPU failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min %1 · max %2</source>
        <extracomment>Minimum and maximum over the shown time window</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: this GPU does not report what holds its clock down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: nothing holds the clock down now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the clock is held down: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::DeviceListModel</name>
    <message>
        <source>Waiting for the first reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost — the GPU does not respond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>Device list summary: temperature · power · utilization</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated GPU: values come from a model, not from hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI bus: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asleep — not woken to be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Device list: GPU index · name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::DeviceSettingsTable</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 · %2</source>
        <extracomment>GPU index, PCI bus, model name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown in the GPU list instead of the model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature warnings for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::DoctorTableModel</name>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::DoctorView</name>
    <message>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor checks the driver, permissions, ROCm, GPU support and PyTorch, and says how to fix what is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run checks again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy report as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies every check with its evidence, for a bug report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed, %2 with warnings, %3 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was found:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n for information only.</source>
        <translation>
            <numerusform>%n for information only.</numerusform>
            <numerusform>%n for information only.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the Doctor summary (Chinese: no space between them)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::DriftBar</name>
    <message>
        <source>Apply a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the values ROCm Tune set again (with the countdown to keep or revert them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acce&amp;pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep what the GPU holds now as the set values; nothing is written to the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed outside ROCm Tune: %1. Apply again, or accept what is in force now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::EccCard</name>
    <message>
        <source>ECC memory errors</source>
        <extracomment>ECC = error-correcting code memory; RAS = reliability, availability, serviceability</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A: this GPU does not report ECC/RAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correctable: %1 · Uncorrectable: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>One RAS block: name, correctable count / uncorrectable count</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per block: correctable / uncorrectable errors since the driver loaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FanCurveEditor</name>
    <message>
        <source>The firmware offers no range for the fan curve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan follows the curve in force (dashed while your edits differ from it). Drag the points; Apply writes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan runs at a fixed speed now (the red mark), not on a curve. Drag the points; Apply writes the curve and the fan then follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The firmware&apos;s own fan control is in force now, so the fan (the red mark) need not be on this curve, which is a starting point. Drag the points; Apply writes the curve and the fan then follows it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FanCurvePlot</name>
    <message>
        <source>Fan duty (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a point to change the curve. The shaded area is what the driver accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C, fan %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C
%2%</source>
        <extracomment>A fan curve point&apos;s values written over it: temperature, then fan speed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junction temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FanModeEditor</name>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic: the firmware drives the fan. Fixed: one duty cycle at every temperature. Curve: the curve below (edit it there).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FanSettingEditor</name>
    <message>
        <source>Boot value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives the firmware its own value back (the driver&apos;s reset of this file).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FanZeroRpmEditor</name>
    <message>
        <source>Stop the fan when the card is cool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FleetGpuGraphs</name>
    <message>
        <source>Temperatures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus has no data for this in the last hour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FleetSetupSteps</name>
    <message>
        <source>No GPUs to show yet. To see your machines&apos; GPUs here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On each machine, start an exporter. It serves the GPUs&apos; values to Prometheus (rocmtune-cli export --help says more):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the exporters to the scrape targets of a Prometheus server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter that server&apos;s address in Settings, under “Prometheus for the Fleet view”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::FleetView</name>
    <message>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus: not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the address of the Prometheus server that scrapes your machines&apos; exporters in Settings (“Prometheus for the Fleet view”) to see every node and GPU here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking Prometheus…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a GPU to see its last hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2) on %3, the last hour from Prometheus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Updated %2; click a GPU for its last hour.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>rocmtune::HelperClient</name>
    <message>
        <source>The helper gave no answer (exit code %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper stopped without answering (it crashed or was killed); the tuning log shows what, if anything, was applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication was cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not authorised to change GPU settings (polkit refused, or pkexec could not run the helper); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not authorised: polkit did not allow the action %1 for this user (refused by its rules, or the password was wrong); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing GPU settings as a normal user needs pkexec (Debian package pkexec), which is not installed; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not authorised: changing GPU settings needs an administrator password, but no polkit authentication agent is running to ask for it (start your desktop&apos;s polkit agent, or use rocmtune-cli in a terminal, which asks there); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to %2 (mode %3), so someone other than root can change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privileged tuning is unavailable: the helper %1 is not a root-owned file in root-owned folders (%2) Install ROCm Tune as root into a root-owned prefix (the .deb, or sudo cmake --install to /usr/local), with copies, not links; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privileged tuning is unavailable: the polkit action %1 is not a root-owned file in root-owned folders (%2) Install it as root with a copy, not a link; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::MainWindow</name>
    <message>
        <source>Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ROCm Tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause Graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go &amp;Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ROCm Tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU could be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Showing %n simulated GPU(s): values come from a model, not from hardware.</source>
        <translation>
            <numerusform>Showing %n simulated GPU: values come from a model, not from hardware.</numerusform>
            <numerusform>Showing %n simulated GPUs: values come from a model, not from hardware.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Sampling every %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title; keep the English word so a user who cannot read the current language finds it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close ROCm Tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep monitoring the GPUs in the tray (temperature warnings included), or quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice is remembered; Settings can change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep in the &amp;tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No GPU was found, so %n simulated GPU(s) are shown: %1</source>
        <translation>
            <numerusform>No GPU was found, so %n simulated GPU is shown: %1</numerusform>
            <numerusform>No GPU was found, so %n simulated GPUs are shown: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ROCm Tune %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU monitor, tuner and stress tester for AMD GPUs on Linux.&lt;/p&gt;&lt;p&gt;Licensed under the &lt;a href=&quot;%2&quot;&gt;GNU GPL, version 3 or later&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;Documentation, questions and bug reports: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Doctor: why a GPU or a feature is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read the documentation (online)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::MoreValuesSection</name>
    <message>
        <source>More</source>
        <extracomment>Dashboard section with the GPU&apos;s less common values (extra clocks, HBM/VR temperatures, PCIe, RAS)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further values this GPU reports: SOC, fabric, video and decode clocks, HBM and voltage-regulator temperatures, PCIe link and replays, energy, RAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU reports no further values.</source>
        <extracomment>Shown in the dashboard&apos;s &quot;More&quot; section when the GPU reports none of its values</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported by this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>XGMI/WAFL link errors: correctable / uncorrectable</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) on</source>
        <extracomment>Number of driver blocks (UMC, GFX, SDMA ...) with error counting switched on</extracomment>
        <translation>
            <numerusform>%n block on</numerusform>
            <numerusform>%n blocks on</numerusform>
        </translation>
    </message>
    <message>
        <source>Error counters (RAS):</source>
        <extracomment>RAS = reliability, availability, serviceability (the driver&apos;s error counters)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::OverviewView</name>
    <message>
        <source>All GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU reports this metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend entry of one GPU in the all-GPUs graph: index and name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::PauseBanner</name>
    <message>
        <source>Paused — press End for live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The graphs stay where they are; the cards above keep showing live values. Click or press End to follow the newest samples.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::PowerCapEditor</name>
    <message>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power overdrive: the cap relative to the card&apos;s default cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default %1 W · %2 · safety limit %3 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs. default:</source>
        <extracomment>Before the power overdrive box (the cap in % above or below the card&apos;s default cap)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed up to %1 W (the driver sets no lower limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver reports 0 W as the lowest cap: it accepts any cap up to %1 W, and a very low cap makes the card throttle hard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ProcessTableModel</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not see this process&apos;s name (another user&apos;s process, or another PID namespace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(simulated process)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CU occupancy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ProcessesView</name>
    <message>
        <source>Record a run of this process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by command, user, PID or GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the first process list...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: the backend does not report processes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) belong to other users or containers; their names are hidden.</source>
        <translation>
            <numerusform>%n process belongs to another user or container; its name is hidden.</numerusform>
            <numerusform>%n processes belong to other users or containers; their names are hidden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No compute process is using a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a process in the table to record a run of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process %1 is simulated: it does not exist on this computer, so a run of it cannot be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ProfileListModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made for one card: %1, PCI id %2, unique id %3, bus %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made for every card of the model %1, PCI id %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another card of this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other model: %1
(needs an override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never validated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validated on %1: PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validated on %1: FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU here is a %1: this profile applies nowhere without an override.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ProfilesView</name>
    <message>
        <source>Profiles for GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles (no GPU selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s)</source>
        <translation>
            <numerusform>%n profile</numerusform>
            <numerusform>%n profiles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable file(s)</source>
        <translation>
            <numerusform>%n unreadable file</numerusform>
            <numerusform>%n unreadable files</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles are stored in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save current as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the settings in force on this GPU as a new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the selected profile to this GPU (confirm or it is reverted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the selected profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected profile under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected profile (can be undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back the profile deleted last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the selected profile to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a profile from a file (it is checked first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply at &amp;login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the selected profile when you log in (an autostart entry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the profiles folder in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the profiles folder again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings of GPU %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a GPU first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers no tuning controls, so there is nothing to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 has a change waiting for confirmation: keep or revert it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be applied to %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out, this GPU does not have them: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying &quot;%1&quot; to %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert &amp;now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied &quot;%1&quot; to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not applied: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied &quot;%1&quot; to %2. Keep the new settings, or they are reverted in %n second(s).</source>
        <translation>
            <numerusform>Applied &quot;%1&quot; to %2. Keep the new settings, or they are reverted in %n second.</numerusform>
            <numerusform>Applied &quot;%1&quot; to %2. Keep the new settings, or they are reverted in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept &quot;%1&quot; on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted: %1 has the settings from before &quot;%2&quot; again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not renamed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not copied: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied &quot;%1&quot; to &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be restored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored &quot;%1&quot; as &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not exported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported &quot;%1&quot; to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;. It was made for %2, another model than this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login setting of &quot;%1&quot; was not changed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is applied when you log in (%2 runs it from %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no longer applied at login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file manager could be opened. The profiles are in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profiles yet.

Set this GPU up on the Tuning tab and keep the change, then &quot;Save current as…&quot; stores those settings here. &quot;Import…&quot; adds a profile file. A stress test run while a profile is in force records whether it held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not applied:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply at &amp;boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected profile this GPU&apos;s boot profile: applied at every boot, after resume and after a GPU reset, also without anyone logged in (needs an administrator; rocmtune-boot.service)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated GPUs have no boot profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot profiles cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boot profile for this GPU: it starts with the driver&apos;s settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile “%1” is switched off by the boot-loop guard: the machine went down without a clean shutdown within 10 minutes of applying it (%2). Select it and choose “Apply at boot” to switch it on again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile: “%1”, applied at every boot, after resume and after a GPU reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the boot profile of %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing the boot profile of %1 (an administrator&apos;s permission is asked)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot profile was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile: “%1”, applied at every boot, after resume and after a GPU reset. Fan: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the boot profile of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;, but it cannot be applied to %2 as it is:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RecordRunDialog</name>
    <message>
        <source>Start a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to a running process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>python3 train.py --epochs 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs to record:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RecordingControl</name>
    <message>
        <source>Record Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● REC %1 · %2 · %3</source>
        <extracomment>Recording status: elapsed time, file size, file name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded %1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record every metric of every GPU to a CSV file (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RunCompareWidget</name>
    <message>
        <source>Run A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B - A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy, all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average power, all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time throttled (longest GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max temperature: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RunPlot</name>
    <message>
        <source>Time since the run started (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graph:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run selected.
Select a run to see its telemetry, or two runs to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was recorded for %1.
Choose another graph above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RunTarget</name>
    <message>
        <source>exit code unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1 (SIG%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No command to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No running process has PID %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RunnerControl</name>
    <message>
        <source>killed by signal %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::RunsView</name>
    <message>
        <source>Record a run...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export summary...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output of the recorded command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one run for its summary and graphs, two to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Wh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some runs could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recorded runs yet. Press &quot;Record a run...&quot; or use &quot;rocmtune-cli run -- COMMAND&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is already being recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the command (PID %1)? It is asked to end (SIGTERM) and the run is saved when it has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording &quot;%1&quot; (PID %2): %3, %4 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was recorded: the command did not start. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::SaveProfileDialog</name>
    <message>
        <source>Save as profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this card (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile stores:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::SettingsDialog</name>
    <message numerus="yes">
        <source>History keeps %n sample(s) per GPU, about %1 of memory for %2 GPU(s).</source>
        <translation>
            <numerusform>History keeps %n sample per GPU, about %1 of memory for %2 GPU.</numerusform>
            <numerusform>History keeps %n samples per GPU, about %1 of memory for %2 GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>At this interval that covers %1 minutes; longer histories need a longer interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling &amp;interval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Temperature unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Graph colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;minimized to the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notify when a GPU gets close to its critical temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notify &amp;below critical by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prometheus for the Fleet view:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus server that scrapes your machines&apos; rocmtune exporters; the Fleet view reads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Closing the window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep monitoring in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settling after a &amp;wake:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU&apos;s first readings after it wakes from runtime suspend can be falsely high for several seconds. Samples of these seconds are drawn faint, and alerts and min/max leave them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fleet view can&apos;t read this address: write it as http://host:9090 (http or https, then the host name and port of Prometheus).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::StressPanel</name>
    <message>
        <source>Stress test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s per test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant a fault to prove the checks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All GPUs in parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start stress test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs of GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 tests × %2 s on %n GPU(s).</source>
        <translation>
            <numerusform>%1 tests × %2 s on %n GPU.</numerusform>
            <numerusform>%1 tests × %2 s on %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every check passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no finished run to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export stress report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML report (*.html);;JSON report (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep going after a fault (full census)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it the first fault stops every GPU&apos;s test and the run fails at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the README</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated GPUs can&apos;t be stress-tested: the stress tests need a real AMD GPU. A simulated GPU&apos;s values come from a model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I changed hardware: check everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a card was moved, a riser, cable or board replaced, or a GPU added: Doctor&apos;s checks, the PCIe link and GPU-to-GPU copies, a short run of every other test on every GPU, ECC and PCIe error counts. About 2 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::StressProgressModel</name>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power avg/peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock min/avg/max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock drops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 / %3 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2% vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped (stopped at a fault)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run (needs two GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max temperature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::StressRunPlot</name>
    <message>
        <source>seconds since start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the
first readings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stress test
has run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::StressTuningBox</name>
    <message>
        <source>Tuning: validate and find the most efficient power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best power cap was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap %1 W kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not keep it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf-per-watt sweep (60–100% power cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the best power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a change from the tuning panel with &quot;Apply and validate&quot;, or sweep the power cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying the change to GPU %1, then a Quick check …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change passed the Quick check. Keep it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeping the power cap of GPU %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most efficient: %1 W (%2 %3 per W).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep and save as profile (validated)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save best point as profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The result is recorded in %n profile(s): %1.</source>
        <translation>
            <numerusform>The result is recorded in %n profile: %1.</numerusform>
            <numerusform>The result is recorded in %n profiles: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 validated %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not validated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as profile &quot;%1&quot; (validated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was not saved: the GPU&apos;s controls could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stress test is running; wait for it or cancel it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot start, nothing was changed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply and validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The perf-per-watt sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated GPUs can&apos;t be stress-tested: the stress tests need a real AMD GPU. The change was not tested and is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Quick check passed; your command runs under the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change passed the Quick check and your command (it %1). Keep it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput per watt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeping: the first step&apos;s throughput
appears here when it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sweep yet. “Perf-per-watt sweep” runs the chosen test
at 60–100% power cap and draws its throughput here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::TimeControls</name>
    <message>
        <source>&amp;Window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the newest samples and follow them (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll through the recorded history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>Shown time span of the graphs: start – end</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the newest samples again (End, or Space in a graph)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze the graphs to read them (Space in a graph)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::TimeSeriesPlot</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Crosshair read-out line: series name and its value</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Graph as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Data in View as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume Live View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the picture to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settling after a wake: readings may be falsely high</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::TrayController</name>
    <message>
        <source>&amp;Hide Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune — Simulated GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 %2: %3</source>
        <extracomment>Tray tooltip line: GPU index, name, hottest temperature</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2): %3 is %4, within %5 of its critical limit of %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU temperature warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply &amp;profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;Quick check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2 %3 (critical %4)</source>
        <extracomment>One GPU in a grouped temperature warning: GPU index, sensor, temperature, critical limit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) within %1 of the critical limit: %2</source>
        <translation>
            <numerusform>%n GPU within %1 of the critical limit: %2</numerusform>
            <numerusform>%n GPUs within %1 of the critical limit: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningController</name>
    <message>
        <source>The sampler is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU backend is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep or revert the pending change first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 reached %2 °C (limit %3 °C while tuned): its settings were reset to the driver defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to apply again: every control ROCm Tune set is in force.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningLogModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery after a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold for a check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollback failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile at boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile after resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile after a GPU reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile after drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot profile switched on again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept what is in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningPanel</name>
    <message>
        <source>Tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuning log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring the driver defaults…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied, nothing was written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied and read back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed: the new values stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed, not applied yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the values marked in red to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime-suspended). Its controls are not read, as that would wake it: they appear when it wakes up. Reload wakes it and reads them now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this GPU or its driver does not offer this control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping what is in force as the set values…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the driver lacks: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::UndervoltBox</name>
    <message>
        <source>Cancelled, so the offset is reverted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching: each step is applied, checked and reverted; the first failure ends the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a stable undervolt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage offset (mV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds the lowest voltage offset this card runs the stress test at without errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 undervolt %2 mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as validated profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 mV as profile &quot;%2&quot; (validated, this card only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a stable undervolt on %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screen may flicker or go black for a moment. The GPU or its driver may crash or reset: a step that fails is reverted at once, and after a crash the offset from before the search is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command confirms the offset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mV (the lowest pass %2 mV plus a margin of %3 mV) passed the confirmation (%4). Keep it, or revert to the original offset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remembered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile name (for this card only; the offset passed its confirmation):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps the voltage offset down from 0 mV, checks each step with a short stress test, stops at the first failure and proposes the lowest pass plus a margin of 2 steps, confirmed with the Standard preset or your command, as &quot;rocmtune-cli tuning undervolt&quot; does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves the offset that passed its confirmation as a profile for this card, marked validated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It takes up to about %n minute(s) with the GPU fully busy, plus the time your command runs.</source>
        <translation>
            <numerusform>It takes up to about %n minute with the GPU fully busy, plus the time your command runs.</numerusform>
            <numerusform>It takes up to about %n minutes with the GPU fully busy, plus the time your command runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes up to about %n minute(s) with the GPU fully busy (the confirmation with the Standard preset, %1 min, included).</source>
        <translation>
            <numerusform>It takes up to about %n minute with the GPU fully busy (the confirmation with the Standard preset, %1 min, included).</numerusform>
            <numerusform>It takes up to about %n minutes with the GPU fully busy (the confirmation with the Standard preset, %1 min, included).</numerusform>
        </translation>
    </message>
    <message>
        <source>your command (it must exit with 0, and the GPU must not reset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Standard preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search lowers the GPU&apos;s voltage offset from 0 mV in steps of %1 mV, down to %2 mV at most, and checks each step with %3. The first step that fails ends the search; the lowest passing offset plus a margin of %4 mV is then confirmed with %5, remembered with the driver, kernel, VBIOS and firmware versions, and you decide whether to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load steps, power pulses and a training step (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Quick tests (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a training step (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::ValidateCommandRow</name>
    <message>
        <source>Folder the command runs in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…and then run my command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the stress test passes, &quot;Apply and validate&quot; runs your own job under the change. The change can be kept only if it exits with 0 and the GPU neither hangs nor resets meanwhile; otherwise it is reverted at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. python train.py --max-steps 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder ROCm Tune was started in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm with my command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of the Standard preset, the offset the search found is confirmed by your own job: it is kept only if the command exits with 0 and the GPU neither hangs nor resets meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::VoltageCurveEditor</name>
    <message>
        <source> MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower millivolts at the same clock undervolt this point of the curve.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::VoltageCurvePlot</name>
    <message>
        <source>GFX clock (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voltage (mV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a point to change the curve. Each point stays in its shaded box, the range the driver accepts for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX %1 MHz at %2 mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX %1 MHz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::VoltageOffsetEditor</name>
    <message>
        <source> mV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative values undervolt: the same clocks at a lower voltage, less power and heat, until the chip starts to compute wrong results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a stable undervolt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps the offset down with a short stress test at each step and proposes the last one that passed, plus one step of margin (in the Stress view).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
