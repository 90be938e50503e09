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
</TS>
