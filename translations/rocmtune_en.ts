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
    <name>BackendCommandLine</name>
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
        <source>Time one reading of each GPU through its backend.</source>
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
    <name>MetricFormat</name>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A number and its unit, e.g. &quot;63 °C&quot;</extracomment>
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
    <name>TimeRange</name>
    <message>
        <source>All recorded</source>
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
        <source>&lt;p&gt;&lt;b&gt;ROCm Tune %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU monitor, tuner and stress tester for AMD GPUs on Linux.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
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
        <source>ROCm Tune — Simulated GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm Tune</source>
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
        <source>Follow the newest samples again (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze the graphs to read them (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>Shown time span of the graphs: start – end</extracomment>
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
</context>
</TS>
