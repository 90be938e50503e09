<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Backend</name>
    <message>
        <source>This control is not supported by the %1 backend.</source>
        <translation>%1 后端不支持此项控制。</translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
    <message numerus="yes">
        <source>%1: %n device(s)</source>
        <translation>
            <numerusform>%1：%n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The %1 backend found no usable GPU. %2</source>
        <translation>%1 后端未找到可用的 GPU。%2</translation>
    </message>
    <message>
        <source>The %1 backend is not available in this build.</source>
        <translation>此版本未包含 %1 后端。</translation>
    </message>
    <message>
        <source>No GPU found: showing simulated GPUs.</source>
        <translation>未找到 GPU：显示模拟 GPU。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List GPUs with identity, metrics and controls.</source>
        <translation>列出 GPU 及其标识、指标和可调项。</translation>
    </message>
    <message>
        <source>Print live telemetry (table, CSV or JSON lines).</source>
        <translation>输出实时遥测数据（表格、CSV 或 JSON 行）。</translation>
    </message>
    <message>
        <source>Device source: auto, sim, rocm-smi or nvml (default: auto, simulated GPUs when none is found).</source>
        <translation>设备来源：auto、sim、rocm-smi 或 nvml（默认 auto；找不到 GPU 时使用模拟 GPU）。</translation>
    </message>
    <message>
        <source>Number of simulated GPUs (1-16).</source>
        <translation>模拟 GPU 的数量（1-16）。</translation>
    </message>
    <message>
        <source>Load on simulated GPUs: idle, training or stress.</source>
        <translation>模拟 GPU 的负载：idle（空闲）、training（训练）或 stress（压力）。</translation>
    </message>
    <message>
        <source>Seed of the simulated GPUs&apos; model.</source>
        <translation>模拟 GPU 模型的随机种子。</translation>
    </message>
    <message>
        <source>Unknown backend &quot;%1&quot;; use one of: %2.</source>
        <translation>未知后端“%1”；可用：%2。</translation>
    </message>
    <message>
        <source>--sim-gpus must be a number from 1 to 16.</source>
        <translation>--sim-gpus 必须是 1 到 16 之间的数字。</translation>
    </message>
    <message>
        <source>--sim-load must be idle, training or stress.</source>
        <translation>--sim-load 必须是 idle、training 或 stress。</translation>
    </message>
    <message>
        <source>--sim-seed must be a non-negative number.</source>
        <translation>--sim-seed 必须是非负数。</translation>
    </message>
    <message>
        <source>Run &quot;%1 --help&quot; for the options.</source>
        <translation>运行“%1 --help”查看选项。</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>多余的参数：%1</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>List GPUs with their identity, metrics and controls.</source>
        <translation>列出 GPU 及其标识、指标和可调项。</translation>
    </message>
    <message>
        <source>Print one JSON document instead of text.</source>
        <translation>输出一个 JSON 文档而不是文本。</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>Backend:        %1</source>
        <translation>后端：      %1</translation>
    </message>
    <message>
        <source>ID:             %1</source>
        <translation>标识：      %1</translation>
    </message>
    <message>
        <source>Architecture:   %1</source>
        <translation>架构：      %1</translation>
    </message>
    <message>
        <source>PCI:            %1 (%2)</source>
        <translation>PCI：       %1（%2）</translation>
    </message>
    <message>
        <source>VRAM:           %1</source>
        <translation>显存：      %1</translation>
    </message>
    <message>
        <source>Serial:         %1</source>
        <translation>序列号：    %1</translation>
    </message>
    <message>
        <source>VBIOS:          %1</source>
        <translation>VBIOS：     %1</translation>
    </message>
    <message>
        <source>Driver:         %1</source>
        <translation>驱动：      %1</translation>
    </message>
    <message>
        <source>Library:        %1</source>
        <translation>库：        %1</translation>
    </message>
    <message>
        <source>Metrics:        %1</source>
        <translation>指标：      %1</translation>
    </message>
    <message>
        <source>Controls:       %1</source>
        <translation>可调项：    %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Print live telemetry of every GPU.</source>
        <translation>输出每块 GPU 的实时遥测数据。</translation>
    </message>
    <message>
        <source>Sampling interval in milliseconds (100-10000, default 1000).</source>
        <translation>采样间隔，单位毫秒（100-10000，默认 1000）。</translation>
    </message>
    <message>
        <source>Stop after this many samples per GPU (default: run until interrupted).</source>
        <translation>每块 GPU 采样这么多次后停止（默认：一直运行直到中断）。</translation>
    </message>
    <message>
        <source>Output format: table, csv (header row with units) or json (one object per line).</source>
        <translation>输出格式：table（表格）、csv（表头带单位）或 json（每行一个对象）。</translation>
    </message>
    <message>
        <source>--interval must be a number of milliseconds from 100 to 10000.</source>
        <translation>--interval 必须是 100 到 10000 之间的毫秒数。</translation>
    </message>
    <message>
        <source>--count must be a non-negative number.</source>
        <translation>--count 必须是非负数。</translation>
    </message>
    <message>
        <source>--format must be table, csv or json.</source>
        <translation>--format 必须是 table、csv 或 json。</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>EDGE°C</source>
        <translation>边缘°C</translation>
    </message>
    <message>
        <source>JUNC°C</source>
        <translation>结点°C</translation>
    </message>
    <message>
        <source>POWER/CAP W</source>
        <translation>功耗/上限 W</translation>
    </message>
    <message>
        <source>SCLK MHz</source>
        <translation>核心 MHz</translation>
    </message>
    <message>
        <source>MCLK MHz</source>
        <translation>显存 MHz</translation>
    </message>
    <message>
        <source>BUSY%</source>
        <translation>占用%</translation>
    </message>
    <message>
        <source>VRAM GiB</source>
        <translation>显存 GiB</translation>
    </message>
    <message>
        <source>FAN RPM</source>
        <translation>风扇 RPM</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>已丢失</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli &lt;command&gt; [options]</source>
        <translation>用法：rocmtune-cli &lt;命令&gt; [选项]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Run &quot;rocmtune-cli &lt;command&gt; --help&quot; for a command&apos;s options.</source>
        <translation>运行“rocmtune-cli &lt;命令&gt; --help”查看该命令的选项。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>未知命令“%1”。</translation>
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
        <translation>没有后端管理此设备。</translation>
    </message>
    <message>
        <source>Reading the device failed: %1</source>
        <translation>读取设备失败：%1</translation>
    </message>
    <message>
        <source>Reading the device failed.</source>
        <translation>读取设备失败。</translation>
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
        <translation>返回 %1</translation>
    </message>
    <message>
        <source>the library aborted (signal %1): %2</source>
        <translation>库异常终止（信号 %1）：%2</translation>
    </message>
    <message>
        <source>the library did not return within the time limit</source>
        <translation>库未在时限内返回</translation>
    </message>
    <message>
        <source>the probe could not start a child process</source>
        <translation>探测无法启动子进程</translation>
    </message>
</context>
<context>
    <name>Metric</name>
    <message>
        <source>Edge temperature</source>
        <translation>边缘温度</translation>
    </message>
    <message>
        <source>Junction temperature</source>
        <translation>结点温度</translation>
    </message>
    <message>
        <source>Memory temperature</source>
        <translation>显存温度</translation>
    </message>
    <message>
        <source>Edge critical temperature</source>
        <translation>边缘临界温度</translation>
    </message>
    <message>
        <source>Junction critical temperature</source>
        <translation>结点临界温度</translation>
    </message>
    <message>
        <source>Memory critical temperature</source>
        <translation>显存临界温度</translation>
    </message>
    <message>
        <source>Edge emergency temperature</source>
        <translation>边缘紧急温度</translation>
    </message>
    <message>
        <source>Junction emergency temperature</source>
        <translation>结点紧急温度</translation>
    </message>
    <message>
        <source>Memory emergency temperature</source>
        <translation>显存紧急温度</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source>Default power cap</source>
        <translation>默认功耗上限</translation>
    </message>
    <message>
        <source>Minimum power cap</source>
        <translation>最低功耗上限</translation>
    </message>
    <message>
        <source>Maximum power cap</source>
        <translation>最高功耗上限</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>GFX clock minimum</source>
        <translation>核心频率下限</translation>
    </message>
    <message>
        <source>GFX clock maximum</source>
        <translation>核心频率上限</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>Memory clock minimum</source>
        <translation>显存频率下限</translation>
    </message>
    <message>
        <source>Memory clock maximum</source>
        <translation>显存频率上限</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 占用率</translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation>显存控制器占用率</translation>
    </message>
    <message>
        <source>VRAM used</source>
        <translation>已用显存</translation>
    </message>
    <message>
        <source>VRAM total</source>
        <translation>显存总量</translation>
    </message>
    <message>
        <source>Fan speed</source>
        <translation>风扇转速</translation>
    </message>
    <message>
        <source>Fan duty</source>
        <translation>风扇占空比</translation>
    </message>
    <message>
        <source>GFX voltage</source>
        <translation>核心电压</translation>
    </message>
    <message>
        <source>Performance level</source>
        <translation>性能等级</translation>
    </message>
    <message>
        <source>Performance state</source>
        <translation>性能状态</translation>
    </message>
    <message>
        <source>Throttle status</source>
        <translation>降频状态</translation>
    </message>
    <message>
        <source>GFX overdrive</source>
        <translation>核心超频</translation>
    </message>
    <message>
        <source>Power profile</source>
        <translation>电源配置</translation>
    </message>
    <message>
        <source>PCIe link speed</source>
        <translation>PCIe 链路速率</translation>
    </message>
    <message>
        <source>PCIe link width</source>
        <translation>PCIe 链路宽度</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
</context>
<context>
    <name>RocmSmiApi</name>
    <message>
        <source>The ROCm SMI library (librocm_smi64) is not installed: %1</source>
        <translation>未安装 ROCm SMI 库（librocm_smi64）：%1</translation>
    </message>
    <message>
        <source>%1 lacks rsmi_init or rsmi_num_monitor_devices; it is not a usable ROCm SMI library.</source>
        <translation>%1 缺少 rsmi_init 或 rsmi_num_monitor_devices，不是可用的 ROCm SMI 库。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>the driver rejected the arguments (invalid value)</source>
        <translation>驱动拒绝了参数（无效值）</translation>
    </message>
    <message>
        <source>not supported by this GPU or driver</source>
        <translation>此 GPU 或驱动不支持</translation>
    </message>
    <message>
        <source>the driver file could not be read or written (missing or not a file)</source>
        <translation>无法读写驱动文件（文件缺失或不是普通文件）</translation>
    </message>
    <message>
        <source>permission denied: changing GPU settings needs root (run the privileged helper)</source>
        <translation>权限不足：修改 GPU 设置需要 root 权限（请使用特权辅助程序）</translation>
    </message>
    <message>
        <source>out of memory or other resources</source>
        <translation>内存或其他资源不足</translation>
    </message>
    <message>
        <source>the ROCm SMI library failed internally</source>
        <translation>ROCm SMI 库内部出错</translation>
    </message>
    <message>
        <source>the value is outside the range the driver allows</source>
        <translation>该值超出驱动允许的范围</translation>
    </message>
    <message>
        <source>ROCm SMI could not start: no amdgpu driver or no KFD topology (/sys/class/drm, /sys/class/kfd)</source>
        <translation>ROCm SMI 无法启动：没有 amdgpu 驱动或没有 KFD 拓扑（/sys/class/drm、/sys/class/kfd）</translation>
    </message>
    <message>
        <source>not implemented by the ROCm SMI library for this GPU</source>
        <translation>ROCm SMI 库未为此 GPU 实现该功能</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>the value did not fit the buffer</source>
        <translation>缓冲区容纳不下该值</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>被中断</translation>
    </message>
    <message>
        <source>the driver returned data of an unexpected size</source>
        <translation>驱动返回的数据大小异常</translation>
    </message>
    <message>
        <source>the driver returned no data</source>
        <translation>驱动未返回数据</translation>
    </message>
    <message>
        <source>the driver file holds unexpected data (garbled or unknown format)</source>
        <translation>驱动文件内容异常（数据损坏或格式未知）</translation>
    </message>
    <message>
        <source>the GPU is busy: another program holds its ROCm SMI lock (/dev/shm/rocm_smi_card*)</source>
        <translation>GPU 忙：另一个程序占用着它的 ROCm SMI 锁（/dev/shm/rocm_smi_card*）</translation>
    </message>
    <message>
        <source>the ROCm SMI library was initialised too often</source>
        <translation>ROCm SMI 库初始化次数过多</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>unknown status %1</source>
        <translation>未知状态 %1</translation>
    </message>
</context>
<context>
    <name>RocmSmiBackend</name>
    <message>
        <source>The ROCm SMI library cannot start on this system&apos;s driver files, so the rocm-smi backend is off: %1</source>
        <translation>ROCm SMI 库无法基于本系统的驱动文件启动，rocm-smi 后端已关闭：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through %1 %2</source>
        <translation>
            <numerusform>通过 %1 %2 找到 %n 个 AMD GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1: its sysfs directory was not found; it is skipped.</source>
        <translation>GPU %1：未找到其 sysfs 目录，已跳过。</translation>
    </message>
    <message>
        <source>GPU %1 is back.</source>
        <translation>GPU %1 已恢复。</translation>
    </message>
    <message>
        <source>GPU %1 appeared.</source>
        <translation>发现新 GPU %1。</translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation>AMD GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2) does not report: %3</source>
        <translation>GPU %1（%2）不提供：%3</translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation>GPU %1（%2）已消失：其驱动目录不存在（重置、解绑或拔出）。</translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation>没有这个 GPU。</translation>
    </message>
    <message>
        <source>GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.</source>
        <translation>GPU %1 已丢失（重置、解绑或拔出）；恢复后会重新使用。</translation>
    </message>
    <message>
        <source>A GPU came back but ROCm SMI cannot restart yet: %1</source>
        <translation>有 GPU 已恢复，但 ROCm SMI 暂时无法重新启动：%1</translation>
    </message>
    <message>
        <source>Restarting ROCm SMI after a GPU came back failed: %1</source>
        <translation>GPU 恢复后重新启动 ROCm SMI 失败：%1</translation>
    </message>
    <message>
        <source>GPU %1 is gone; nothing was changed.</source>
        <translation>GPU %1 已丢失；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 on GPU %2 is avoided: %3</source>
        <translation>GPU %2 上不调用 %1：%3</translation>
    </message>
    <message>
        <source>GPU %1 has no amdgpu hwmon directory: temperatures, fan, power and voltage are not available.</source>
        <translation>GPU %1 没有 amdgpu hwmon 目录：温度、风扇、功耗和电压不可用。</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>the driver reported a value that is not a number</source>
        <translation>驱动报告的值不是数字</translation>
    </message>
    <message>
        <source>%1 has a format that neither ROCm SMI nor ROCm Tune understands (&quot;%2&quot;)</source>
        <translation>%1 的格式 ROCm SMI 和 ROCm Tune 都无法识别（“%2”）</translation>
    </message>
    <message>
        <source>pp_power_profile_mode has a format that neither ROCm SMI nor ROCm Tune understands</source>
        <translation>pp_power_profile_mode 的格式 ROCm SMI 和 ROCm Tune 都无法识别</translation>
    </message>
    <message>
        <source>power_dpm_force_performance_level holds an unknown level</source>
        <translation>power_dpm_force_performance_level 中是未知的性能等级</translation>
    </message>
    <message>
        <source>the current power profile %1 is not one ROCm Tune knows</source>
        <translation>当前电源配置 %1 不是 ROCm Tune 已知的配置</translation>
    </message>
    <message>
        <source>pp_dpm_pcie has a format that neither ROCm SMI nor ROCm Tune understands (&quot;%1&quot;)</source>
        <translation>pp_dpm_pcie 的格式 ROCm SMI 和 ROCm Tune 都无法识别（“%1”）</translation>
    </message>
    <message>
        <source>The driver has no %1 table for this GPU.</source>
        <translation>驱动没有为此 GPU 提供 %1 表。</translation>
    </message>
    <message>
        <source>This GPU has no amdgpu hwmon directory.</source>
        <translation>此 GPU 没有 amdgpu hwmon 目录。</translation>
    </message>
    <message>
        <source>The current power profile %1 is not one ROCm Tune knows.</source>
        <translation>当前电源配置 %1 不是 ROCm Tune 已知的配置。</translation>
    </message>
    <message>
        <source>The driver has no pp_power_profile_mode for this GPU.</source>
        <translation>驱动没有为此 GPU 提供 pp_power_profile_mode。</translation>
    </message>
    <message>
        <source>Setting %1 on GPU %2 failed: %3</source>
        <translation>设置 GPU %2 的%1失败：%3</translation>
    </message>
    <message>
        <source>The power cap of GPU %1 cannot be set: %2</source>
        <translation>无法设置 GPU %1 的功耗上限：%2</translation>
    </message>
    <message>
        <source>A power cap of %1 W is outside the driver&apos;s range of %2 W to %3 W.</source>
        <translation>功耗上限 %1 W 超出驱动允许的范围 %2 W 至 %3 W。</translation>
    </message>
    <message>
        <source>the power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source>The %1 range of GPU %2 cannot be set: %3</source>
        <translation>无法设置 GPU %2 的 %1 范围：%3</translation>
    </message>
    <message>
        <source>the driver offers no overdrive table for it</source>
        <translation>驱动没有为它提供超频表</translation>
    </message>
    <message>
        <source>The minimum %1 (%2 MHz) is above the maximum (%3 MHz).</source>
        <translation>%1 最小值（%2 MHz）高于最大值（%3 MHz）。</translation>
    </message>
    <message>
        <source>A %1 range of %2-%3 MHz is outside the driver&apos;s range of %4-%5 MHz (OD_RANGE).</source>
        <translation>%1 范围 %2-%3 MHz 超出驱动允许的范围 %4-%5 MHz（OD_RANGE）。</translation>
    </message>
    <message>
        <source>the %1 range</source>
        <translation>%1 范围</translation>
    </message>
    <message>
        <source>The %1 levels of GPU %2 cannot be selected through ROCm SMI on this driver.</source>
        <translation>在此驱动上无法通过 ROCm SMI 选择 GPU %2 的 %1 等级。</translation>
    </message>
    <message numerus="yes">
        <source>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).</source>
        <translation>
            <numerusform>等级掩码 0x%1 没有选中任何等级，或选中了此 GPU 没有的等级（它有 %n 个等级）。</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 levels</source>
        <translation>%1 等级</translation>
    </message>
    <message>
        <source>GPU %1 does not offer the performance level %2.</source>
        <translation>GPU %1 不提供性能等级 %2。</translation>
    </message>
    <message>
        <source>the performance level</source>
        <translation>性能等级</translation>
    </message>
    <message>
        <source>GPU %1 does not offer the power profile %2.</source>
        <translation>GPU %1 不提供电源配置 %2。</translation>
    </message>
    <message>
        <source>The power profile of GPU %1 cannot be set through ROCm SMI: its pp_power_profile_mode layout is not one the library reads safely.</source>
        <translation>无法通过 ROCm SMI 设置 GPU %1 的电源配置：该库无法安全读取其 pp_power_profile_mode 格式。</translation>
    </message>
    <message>
        <source>the power profile</source>
        <translation>电源配置</translation>
    </message>
    <message>
        <source>An overdrive of %1% is outside the driver&apos;s range of 0% to %2%.</source>
        <translation>超频 %1% 超出驱动允许的范围 0% 至 %2%。</translation>
    </message>
    <message>
        <source>GPU %1 has no GFX overdrive (pp_sclk_od).</source>
        <translation>GPU %1 不支持核心超频（pp_sclk_od）。</translation>
    </message>
    <message>
        <source>the overdrive</source>
        <translation>超频</translation>
    </message>
    <message>
        <source>GPU %1: its PCI id files (vendor, device, subsystem_*) do not hold 16-bit hex numbers; the PCI id is not available and the name comes from product_name.</source>
        <translation>GPU %1：其 PCI ID 文件（vendor、device、subsystem_*）不是 16 位十六进制数；PCI ID 不可用，名称取自 product_name。</translation>
    </message>
</context>
<context>
    <name>Sampler</name>
    <message>
        <source>The device list changed after a GPU was lost.</source>
        <translation>有 GPU 丢失后，设备列表发生了变化。</translation>
    </message>
</context>
<context>
    <name>SimulatedBackend</name>
    <message numerus="yes">
        <source>%n simulated GPU(s)</source>
        <translation>
            <numerusform>%n 块模拟 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulated %1</source>
        <translation>模拟 %1</translation>
    </message>
    <message>
        <source>The simulated GPU is gone.</source>
        <translation>模拟 GPU 已消失。</translation>
    </message>
    <message>
        <source>Simulated driver read error.</source>
        <translation>模拟的驱动读取错误。</translation>
    </message>
</context>
<context>
    <name>SimulatedGpu</name>
    <message>
        <source>This card has no power profiles.</source>
        <translation>此显卡没有电源配置。</translation>
    </message>
    <message>
        <source>Power cap outside the driver&apos;s range.</source>
        <translation>功耗上限超出驱动允许的范围。</translation>
    </message>
    <message>
        <source>Clock range outside the driver&apos;s overdrive range.</source>
        <translation>频率范围超出驱动的超频范围。</translation>
    </message>
    <message>
        <source>DPM level mask selects levels the card does not have.</source>
        <translation>DPM 档位掩码选择了显卡不存在的档位。</translation>
    </message>
    <message>
        <source>This card does not support performance determinism.</source>
        <translation>此显卡不支持性能确定性模式。</translation>
    </message>
    <message>
        <source>Overdrive must be between 0 and 20 percent.</source>
        <translation>超频幅度必须在 0% 到 20% 之间。</translation>
    </message>
</context>
<context>
    <name>Throttle</name>
    <message>
        <source>power cap</source>
        <translation>功耗墙</translation>
    </message>
    <message>
        <source>thermal</source>
        <translation>温度墙</translation>
    </message>
    <message>
        <source>current limit</source>
        <translation>电流限制</translation>
    </message>
    <message>
        <source>software slowdown</source>
        <translation>软件降频</translation>
    </message>
    <message>
        <source>hardware slowdown</source>
        <translation>硬件降频</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>clock locked</source>
        <translation>频率已锁定</translation>
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
        <translation type="unfinished">采样间隔，单位毫秒（100-10000，默认 1000）。</translation>
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
        <translation type="unfinished">--interval 必须是 100 到 10000 之间的毫秒数。</translation>
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
