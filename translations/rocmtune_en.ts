<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Backend</name>
    <message>
        <source>This control is not supported by the %1 backend.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
    <message numerus="yes">
        <source>%1: %n device(s)</source>
        <translation>
            <numerusform>%1: %n device</numerusform>
            <numerusform>%1: %n devices</numerusform>
        </translation>
    </message>
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
        <source>Device source: auto, sim, rocm-smi or nvml (default: auto, simulated GPUs when none is found).</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>GPU %1 (%2) does not report: %3</source>
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
        <source>This GPU has no amdgpu hwmon directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current power profile %1 is not one ROCm Tune knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver has no pp_power_profile_mode for this GPU.</source>
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
        <source>A %1 range of %2-%3 MHz is outside the driver&apos;s range of %4-%5 MHz (OD_RANGE).</source>
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
</context>
<context>
    <name>Sampler</name>
    <message>
        <source>The device list changed after a GPU was lost.</source>
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
        <source>Clock range outside the driver&apos;s overdrive range.</source>
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
        <source>clock locked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rocmtune::cli</name>
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
        <source>Sampling interval in milliseconds (100-10000, default 1000).</source>
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
        <source>--interval must be a number of milliseconds from 100 to 10000.</source>
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
</context>
</TS>
