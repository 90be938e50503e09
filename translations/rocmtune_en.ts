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
</TS>
