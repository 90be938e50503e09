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
    <message>
        <source>%1 (PID %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>Processes:      %1</source>
        <translation>进程：         %1</translation>
    </message>
    <message>
        <source>List the compute processes using each GPU: PID, user, VRAM, CU occupancy, command. A process whose name you may not see is shown as &quot;&lt;pid&gt; (hidden)&quot;.</source>
        <translation>列出使用每块 GPU 的计算进程：PID、用户、显存、CU 占用率、命令。无权查看名称的进程显示为“&lt;pid&gt;（已隐藏）”。</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>CU%</source>
        <translation>CU%</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>No compute processes.</source>
        <translation>没有计算进程。</translation>
    </message>
    <message>
        <source>Process lists are not available for GPU %1 (the backend does not report them).</source>
        <translation>GPU %1 的进程列表不可用（该后端不提供）。</translation>
    </message>
    <message>
        <source>List the compute processes on each GPU.</source>
        <translation>列出每块 GPU 上的计算进程。</translation>
    </message>
    <message>
        <source>Run a command (or watch a running process) and record the GPUs&apos; telemetry for its whole life; print a summary with energy, power, temperatures, throttling and clock stability at the end, and return the command&apos;s exit code.

Usage: rocmtune-cli run [options] -- COMMAND [ARGS...]
       rocmtune-cli run [options] --attach PID</source>
        <translation>运行一条命令（或跟踪一个正在运行的进程），在其整个生命周期内记录 GPU 遥测数据；结束时打印能耗、功耗、温度、降频和频率稳定性摘要，并返回该命令的退出码。

用法：rocmtune-cli run [选项] -- 命令 [参数...]
      rocmtune-cli run [选项] --attach PID</translation>
    </message>
    <message>
        <source>Record this GPU (index from &quot;list&quot;); repeat for several (default: all).</source>
        <translation>记录此 GPU（序号见 &quot;list&quot;）；可重复指定多个（默认：全部）。</translation>
    </message>
    <message>
        <source>Record a running process until it exits instead of starting a command.</source>
        <translation>记录一个正在运行的进程直到它退出，而不是启动新命令。</translation>
    </message>
    <message>
        <source>Folder for this run&apos;s summary.json and telemetry.csv (default: a new folder under %1).</source>
        <translation>本次运行的 summary.json 和 telemetry.csv 所在文件夹（默认：%1 下的新文件夹）。</translation>
    </message>
    <message>
        <source>Name of the run (default: from the command).</source>
        <translation>运行名称（默认：取自命令）。</translation>
    </message>
    <message>
        <source>Do not save the run; only print the summary.</source>
        <translation>不保存本次运行，只打印摘要。</translation>
    </message>
    <message>
        <source>Print the summary as JSON on stdout instead of text on stderr.</source>
        <translation>将摘要以 JSON 打印到标准输出，而不是以文本打印到标准错误。</translation>
    </message>
    <message>
        <source>--gpu must be a GPU index (0, 1, ...), not &quot;%1&quot;.</source>
        <translation>--gpu 必须是 GPU 序号（0、1……），而不是“%1”。</translation>
    </message>
    <message>
        <source>--attach must be a process id.</source>
        <translation>--attach 必须是进程 ID。</translation>
    </message>
    <message>
        <source>Give either --attach PID or a command after &quot;--&quot;, not both.</source>
        <translation>请指定 --attach PID 或在 &quot;--&quot; 之后给出命令，二者不能同时使用。</translation>
    </message>
    <message>
        <source>No command: put it after &quot;--&quot;, e.g. rocmtune-cli run -- python3 train.py</source>
        <translation>没有命令：请将其放在 &quot;--&quot; 之后，例如 rocmtune-cli run -- python3 train.py</translation>
    </message>
    <message>
        <source>The run could not be saved: %1</source>
        <translation>无法保存本次运行：%1</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>No running process has PID %1.</source>
        <translation>没有 PID 为 %1 的运行中进程。</translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (%n GPU(s) found).</source>
        <translation>
            <numerusform>没有 GPU %1（共找到 %n 块 GPU）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run a command and record its GPU energy, power, temperatures and clocks.</source>
        <translation>运行命令并记录其 GPU 能耗、功耗、温度和频率。</translation>
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
    <name>GpuProcess</name>
    <message>
        <source>%1 (hidden)</source>
        <translation>%1（已隐藏）</translation>
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
    <name>RunSession</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot create a run folder in %1.</source>
        <translation>无法在 %1 中创建运行文件夹。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a run summary.</source>
        <translation>%1 太大，不可能是运行摘要。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>RunSummary</name>
    <message>
        <source>This is not a ROCm Tune run summary.</source>
        <translation>这不是 ROCm Tune 的运行摘要。</translation>
    </message>
    <message>
        <source>Run summary version %1 is not supported (this build reads up to %2).</source>
        <translation>不支持运行摘要版本 %1（此版本最高可读取 %2）。</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min %3 s</source>
        <translation>%1 小时 %2 分 %3 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 Wh (%2 J)</source>
        <translation>%1 瓦时（%2 焦耳）</translation>
    </message>
    <message>
        <source>from the energy counter</source>
        <translation>来自能耗计数器</translation>
    </message>
    <message>
        <source>integrated from power readings</source>
        <translation>由功耗读数积分得出</translation>
    </message>
    <message>
        <source>energy counter on some GPUs, integrated power on others</source>
        <translation>部分 GPU 来自能耗计数器，其余由功耗积分得出</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Run &quot;%1&quot;: attached to PID %2 (%3)</source>
        <translation>运行“%1”：跟踪 PID %2（%3）</translation>
    </message>
    <message>
        <source>Run &quot;%1&quot;: %2 (PID %3)</source>
        <translation>运行“%1”：%2（PID %3）</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>Exit code:</source>
        <translation>退出码：</translation>
    </message>
    <message>
        <source>unknown (the process was not started by ROCm Tune)</source>
        <translation>未知（该进程不是由 ROCm Tune 启动的）</translation>
    </message>
    <message>
        <source>(%1 of %2 GPUs)</source>
        <translation>（%2 块 GPU 中的 %1 块）</translation>
    </message>
    <message>
        <source>Energy, all GPUs:</source>
        <translation>能耗（全部 GPU）：</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>Samples:</source>
        <translation>样本：</translation>
    </message>
    <message>
        <source>Energy:</source>
        <translation>能耗：</translation>
    </message>
    <message numerus="yes">
        <source>the energy counter was reset %n time(s)</source>
        <translation>
            <numerusform>能耗计数器被重置了 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Power avg / max:</source>
        <translation>功耗 平均/最大：</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GPU busy avg:</source>
        <translation>GPU 平均占用率：</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Max temperature:</source>
        <translation>最高温度：</translation>
    </message>
    <message>
        <source>edge %1, junction %2, memory %3</source>
        <translation>边缘 %1，结点 %2，显存 %3</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>%1 (%2% of the run)</source>
        <translation>%1（占运行时间的 %2%）</translation>
    </message>
    <message>
        <source>- %1</source>
        <translation>- %1</translation>
    </message>
    <message>
        <source>Throttled:</source>
        <translation>降频：</translation>
    </message>
    <message>
        <source>GFX clock min/avg/max:</source>
        <translation>核心频率 最小/平均/最大：</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>Clock drops:</source>
        <translation>频率下跌：</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) more than 10% below the median of %1 MHz</source>
        <translation>
            <numerusform>%n 次低于中位数 %1 MHz 超过 10%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunTelemetry</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a ROCm Tune telemetry file.</source>
        <translation>%1 不是 ROCm Tune 遥测文件。</translation>
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
    <name>rocmtune::ProcessTableModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>You may not see this process&apos;s name (another user&apos;s process, or another PID namespace).</source>
        <translation>您无权查看此进程的名称（其他用户的进程，或位于其他 PID 命名空间）。</translation>
    </message>
    <message>
        <source>%1
(simulated process)</source>
        <translation>%1
（模拟进程）</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>CU occupancy</source>
        <translation>CU 占用率</translation>
    </message>
</context>
<context>
    <name>rocmtune::ProcessesView</name>
    <message>
        <source>Record a run of this process</source>
        <translation>记录此进程的运行</translation>
    </message>
    <message>
        <source>Filter by command, user, PID or GPU</source>
        <translation>按命令、用户、PID 或 GPU 筛选</translation>
    </message>
    <message>
        <source>Waiting for the first process list...</source>
        <translation>正在等待第一份进程列表……</translation>
    </message>
    <message>
        <source>GPU %1: the backend does not report processes.</source>
        <translation>GPU %1：该后端不提供进程信息。</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) belong to other users or containers; their names are hidden.</source>
        <translation>
            <numerusform>%n 个进程属于其他用户或容器，其名称已隐藏。</numerusform>
        </translation>
    </message>
    <message>
        <source>No compute process is using a GPU.</source>
        <translation>没有计算进程在使用 GPU。</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
</context>
<context>
    <name>rocmtune::RecordRunDialog</name>
    <message>
        <source>Start a command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>Attach to a running process</source>
        <translation>跟踪正在运行的进程</translation>
    </message>
    <message>
        <source>Record a run</source>
        <translation>记录一次运行</translation>
    </message>
    <message>
        <source>python3 train.py --epochs 10</source>
        <translation>python3 train.py --epochs 10</translation>
    </message>
    <message>
        <source>from the command</source>
        <translation>取自命令</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作文件夹：</translation>
    </message>
    <message>
        <source>PID:</source>
        <translation>PID：</translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation>运行名称：</translation>
    </message>
    <message>
        <source>GPUs to record:</source>
        <translation>要记录的 GPU：</translation>
    </message>
    <message>
        <source>Start recording</source>
        <translation>开始记录</translation>
    </message>
</context>
<context>
    <name>rocmtune::RunCompareWidget</name>
    <message>
        <source>Run A</source>
        <translation>运行 A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>运行 B</translation>
    </message>
    <message>
        <source>B - A</source>
        <translation>B - A</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Energy, all GPUs</source>
        <translation>能耗（全部 GPU）</translation>
    </message>
    <message>
        <source>Wh</source>
        <translation>瓦时</translation>
    </message>
    <message>
        <source>Average power, all GPUs</source>
        <translation>平均功耗（全部 GPU）</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Max junction temperature</source>
        <translation>最高结点温度</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Time throttled (longest GPU)</source>
        <translation>降频时间（最长的 GPU）</translation>
    </message>
    <message>
        <source>Average GFX clock</source>
        <translation>平均核心频率</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>rocmtune::RunPlot</name>
    <message>
        <source>Time since the run started (s)</source>
        <translation>自运行开始的时间（秒）</translation>
    </message>
    <message>
        <source>Graph:</source>
        <translation>曲线：</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 - GPU %2</source>
        <translation>%1 - GPU %2</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>end of %1</source>
        <translation>%1 结束</translation>
    </message>
    <message>
        <source>end</source>
        <translation>结束</translation>
    </message>
</context>
<context>
    <name>rocmtune::RunTarget</name>
    <message>
        <source>exit code unknown</source>
        <translation>退出码未知</translation>
    </message>
    <message>
        <source>killed by signal %1 (SIG%2)</source>
        <translation>被信号 %1（SIG%2）终止</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>以退出码 %1 结束</translation>
    </message>
    <message>
        <source>No command to run.</source>
        <translation>没有要运行的命令。</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>No running process has PID %1.</source>
        <translation>没有 PID 为 %1 的运行中进程。</translation>
    </message>
</context>
<context>
    <name>rocmtune::RunsView</name>
    <message>
        <source>Record a run...</source>
        <translation>记录一次运行……</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>导出 CSV……</translation>
    </message>
    <message>
        <source>Export summary...</source>
        <translation>导出摘要……</translation>
    </message>
    <message>
        <source>Output of the recorded command</source>
        <translation>被记录命令的输出</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Select one run for its summary and graphs, two to compare them.</source>
        <translation>选择一次运行查看摘要和曲线，选择两次运行进行对比。</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>%1 Wh</source>
        <translation>%1 瓦时</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Some runs could not be read: %1</source>
        <translation>部分运行无法读取：%1</translation>
    </message>
    <message>
        <source>No recorded runs yet. Press &quot;Record a run...&quot; or use &quot;rocmtune-cli run -- COMMAND&quot;.</source>
        <translation>还没有记录的运行。请点击“记录一次运行……”或使用 &quot;rocmtune-cli run -- 命令&quot;。</translation>
    </message>
    <message>
        <source>Select a run.</source>
        <translation>请选择一次运行。</translation>
    </message>
    <message>
        <source>Record a run</source>
        <translation>记录一次运行</translation>
    </message>
    <message>
        <source>A run is already being recorded.</source>
        <translation>已有一次运行正在记录。</translation>
    </message>
    <message>
        <source>Run saved in %1</source>
        <translation>运行已保存到 %1</translation>
    </message>
    <message>
        <source>The run could not be saved: %1</source>
        <translation>无法保存本次运行：%1</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>停止运行</translation>
    </message>
    <message>
        <source>Stop the command (PID %1)? It is asked to end (SIGTERM) and the run is saved when it has.</source>
        <translation>停止该命令（PID %1）？将请求其结束（SIGTERM），结束后保存本次运行。</translation>
    </message>
    <message>
        <source>Recording &quot;%1&quot; (PID %2): %3, %4 so far</source>
        <translation>正在记录“%1”（PID %2）：%3，目前 %4</translation>
    </message>
    <message>
        <source>energy N/A</source>
        <translation>能耗不可用</translation>
    </message>
    <message>
        <source>Export telemetry</source>
        <translation>导出遥测数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation>导出摘要</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
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
