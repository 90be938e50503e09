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
        <source>Lock the GFX clock to MIN:MAX MHz (inside OD_RANGE).</source>
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
        <source>Nothing to set: give at least one of --power-cap, --power-overdrive, --sclk-range, --mclk-range, --sclk-levels, --mclk-levels, --perf-level, --power-profile, --overdrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log --gpu N [options]</source>
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
    <message numerus="yes">
        <source>There is no GPU %1 (%n GPU(s) found).</source>
        <translation>
            <numerusform>There is no GPU %1 (%n GPU found).</numerusform>
            <numerusform>There is no GPU %1 (%n GPUs found).</numerusform>
        </translation>
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
        <source>Power cap:      %1 W (default %2 W, power overdrive %3 %; driver %4-%5 W; safety limit %6 W)</source>
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
        <source>Perf level:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (offered: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % (safety limit %2 %)</source>
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
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3</source>
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
    <name>Helper</name>
    <message>
        <source>rocmtune-helper takes no arguments: it reads one JSON request on standard input.</source>
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
    <message>
        <source>Cannot save the simulated GPU state to %1.</source>
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
    <name>Tuning</name>
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
        <source>The %1 minimum %2 MHz is below the driver&apos;s overdrive range (OD_RANGE %3-%4 MHz) by %5 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 maximum %2 MHz is above the driver&apos;s overdrive range (OD_RANGE %3-%4 MHz) by %5 MHz.</source>
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
        <source>%1 is not supported by this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not supported by this GPU: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive %1 % is below 0 % by %2 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive %1 % is above the driver maximum of %2 % by %3 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdrive %1 % is above the safety limit of %2 % by %3 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the overdrive can no longer be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver reports overdrive %1 % instead of %2 %</source>
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
        <source>Power cap %1 W is above the safety limit of %2 W (default %3 W + %4 %) by %5 W.</source>
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
        <source>Cannot create the tuning state folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another tuning operation is running (lock %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock the tuning journal in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning journal could not be read (%1); it was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning journal %1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning journal is from an earlier boot; the reboot reset the GPUs, so nothing is restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the tuning journal %1: %2</source>
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
        <source>&quot;action&quot; must be one of apply, confirm, revert, reset, recover, show.</source>
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
        <source>Not every default could be restored: %1</source>
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
        <source>writing %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-back of %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not hold after the other writes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot restore %1: %2</source>
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
        <source>%1 %2-%3 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 levels %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power cap %1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power cap unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf level unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power profile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power profile unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overdrive %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overdrive unchanged</source>
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
    <name>rocmtune::HelperClient</name>
    <message>
        <source>Authorisation was refused or cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
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
</context>
<context>
    <name>rocmtune::TuningPanel</name>
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
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power overdrive: the cap relative to the card&apos;s default cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MHz</source>
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
        <source>Performance level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX overdrive</source>
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
        <source>This GPU or its driver does not offer this control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default %1 W · driver %2–%3 W · safety limit %4 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver offers no overdrive range to set a min / max in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed %1–%2 MHz (OD_RANGE)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
