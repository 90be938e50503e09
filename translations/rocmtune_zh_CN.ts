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
        <source>GPU index (see rocmtune-cli list).</source>
        <translation>GPU 序号（见 rocmtune-cli list）。</translation>
    </message>
    <message>
        <source>Power cap in watts.</source>
        <translation>功耗上限，单位瓦。</translation>
    </message>
    <message>
        <source>Power cap as a percentage above (or, negative, below) the default cap.</source>
        <translation>以相对默认功耗上限的百分比表示的功耗上限（负值表示低于默认值）。</translation>
    </message>
    <message>
        <source>Lock the GFX clock to MIN:MAX MHz (inside OD_RANGE).</source>
        <translation>将核心频率锁定在 MIN:MAX MHz（须在 OD_RANGE 之内）。</translation>
    </message>
    <message>
        <source>Lock the memory clock to MIN:MAX MHz.</source>
        <translation>将显存频率锁定在 MIN:MAX MHz。</translation>
    </message>
    <message>
        <source>Select GFX DPM levels, e.g. 0,2.</source>
        <translation>选择核心频率 DPM 档位，例如 0,2。</translation>
    </message>
    <message>
        <source>Select memory DPM levels, e.g. 3.</source>
        <translation>选择显存频率 DPM 档位，例如 3。</translation>
    </message>
    <message>
        <source>Performance level: auto, low, high, manual, profile_peak ...</source>
        <translation>性能等级：auto、low、high、manual、profile_peak ……</translation>
    </message>
    <message>
        <source>Power profile: COMPUTE, BOOTUP_DEFAULT ...</source>
        <translation>电源配置：COMPUTE、BOOTUP_DEFAULT ……</translation>
    </message>
    <message>
        <source>GFX overdrive in percent (0-20).</source>
        <translation>核心超频百分比（0-20）。</translation>
    </message>
    <message>
        <source>Seconds to confirm before the change is reverted (5-60, default 15).</source>
        <translation>确认更改的秒数，超时即还原（5-60，默认 15）。</translation>
    </message>
    <message>
        <source>Keep the change without a confirmation.</source>
        <translation>不经确认直接保留更改。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而不是文本。</translation>
    </message>
    <message>
        <source>Give either --power-cap or --power-overdrive, not both.</source>
        <translation>--power-cap 和 --power-overdrive 只能给出其一。</translation>
    </message>
    <message>
        <source>--power-cap must be a number of watts above 0.</source>
        <translation>--power-cap 必须是大于 0 的瓦数。</translation>
    </message>
    <message>
        <source>--power-overdrive must be a percentage above -100.</source>
        <translation>--power-overdrive 必须是大于 -100 的百分比。</translation>
    </message>
    <message>
        <source>This GPU reports no default power cap, so --power-overdrive cannot be used; give --power-cap.</source>
        <translation>此 GPU 未报告默认功耗上限，无法使用 --power-overdrive；请使用 --power-cap。</translation>
    </message>
    <message>
        <source>--%1 must be MIN:MAX in MHz, e.g. 500:2500.</source>
        <translation>--%1 必须是以 MHz 为单位的 MIN:MAX，例如 500:2500。</translation>
    </message>
    <message>
        <source>--%1 must be a comma-separated list of DPM level numbers, e.g. 0,2.</source>
        <translation>--%1 必须是以逗号分隔的 DPM 档位编号，例如 0,2。</translation>
    </message>
    <message>
        <source>Unknown performance level &quot;%1&quot;.</source>
        <translation>未知的性能等级“%1”。</translation>
    </message>
    <message>
        <source>Unknown power profile &quot;%1&quot;.</source>
        <translation>未知的电源配置“%1”。</translation>
    </message>
    <message>
        <source>--overdrive must be a whole percentage from 0.</source>
        <translation>--overdrive 必须是不小于 0 的整数百分比。</translation>
    </message>
    <message>
        <source>Nothing to set: give at least one of --power-cap, --power-overdrive, --sclk-range, --mclk-range, --sclk-levels, --mclk-levels, --perf-level, --power-profile, --overdrive.</source>
        <translation>没有要设置的内容：请至少给出 --power-cap、--power-overdrive、--sclk-range、--mclk-range、--sclk-levels、--mclk-levels、--perf-level、--power-profile、--overdrive 之一。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log --gpu N [options]</source>
        <translation>用法：rocmtune-cli tuning show|set|confirm|revert|reset|log --gpu N [选项]</translation>
    </message>
    <message>
        <source>Run &quot;rocmtune-cli tuning set --help&quot; for the options.</source>
        <translation>运行“rocmtune-cli tuning set --help”查看选项。</translation>
    </message>
    <message>
        <source>Show, change, confirm, revert or reset a GPU&apos;s power and clock settings, within the driver&apos;s limits and the safety policy.</source>
        <translation>在驱动限制和安全策略范围内，查看、更改、确认、还原或重置 GPU 的功耗和频率设置。</translation>
    </message>
    <message>
        <source>--%1 is only for &quot;tuning set&quot;.</source>
        <translation>--%1 只能用于“tuning set”。</translation>
    </message>
    <message>
        <source>--gpu N is required (a GPU index from &quot;rocmtune-cli list&quot;).</source>
        <translation>必须给出 --gpu N（“rocmtune-cli list”中的 GPU 序号）。</translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (%n GPU(s) found).</source>
        <translation>
            <numerusform>没有 GPU %1（共找到 %n 个 GPU）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Give either --confirm-timeout or --no-confirm, not both.</source>
        <translation>--confirm-timeout 和 --no-confirm 只能给出其一。</translation>
    </message>
    <message>
        <source>--confirm-timeout must be from %1 to %2 seconds.</source>
        <translation>--confirm-timeout 必须在 %1 到 %2 秒之间。</translation>
    </message>
    <message>
        <source>Keep it with: rocmtune-cli tuning confirm --gpu %1</source>
        <translation>如需保留，请运行：rocmtune-cli tuning confirm --gpu %1</translation>
    </message>
    <message>
        <source>Show, set, confirm, revert or reset power cap, clocks and performance level.</source>
        <translation>查看、设置、确认、还原或重置功耗上限、频率和性能等级。</translation>
    </message>
    <message>
        <source>GPU %1: %2 (%3, id %4)</source>
        <translation>GPU %1：%2（%3，ID %4）</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Power cap:      %1 W (default %2 W, power overdrive %3 %; driver %4-%5 W; safety limit %6 W)</source>
        <translation>功耗上限：      %1 W（默认 %2 W，功耗超频 %3 %；驱动范围 %4-%5 W；安全上限 %6 W）</translation>
    </message>
    <message>
        <source>Power cap:      %1</source>
        <translation>功耗上限：      %1</translation>
    </message>
    <message>
        <source>GFX clock:      %1</source>
        <translation>核心频率：      %1</translation>
    </message>
    <message>
        <source>Memory clock:   %1</source>
        <translation>显存频率：      %1</translation>
    </message>
    <message>
        <source>%1-%2 MHz (allowed %3-%4 MHz; DPM levels %5)</source>
        <translation>%1-%2 MHz（允许 %3-%4 MHz；DPM 档位 %5）</translation>
    </message>
    <message>
        <source>Perf level:     %1</source>
        <translation>性能等级：      %1</translation>
    </message>
    <message>
        <source>Power profile:  %1</source>
        <translation>电源配置：      %1</translation>
    </message>
    <message>
        <source>%1 (offered: %2)</source>
        <translation>%1（可选：%2）</translation>
    </message>
    <message>
        <source>Overdrive:      %1</source>
        <translation>超频：          %1</translation>
    </message>
    <message>
        <source>%1 % (safety limit %2 %)</source>
        <translation>%1 %（安全上限 %2 %）</translation>
    </message>
    <message>
        <source>Temperature:    %1 °C (critical %2 °C; manual clocks only below %3 °C)</source>
        <translation>温度：          %1 °C（临界温度 %2 °C；低于 %3 °C 才允许手动频率）</translation>
    </message>
    <message>
        <source>Not supported:  %1: %2</source>
        <translation>不支持：        %1：%2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3</source>
        <translation>%1 -&gt; %2：%3</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>更改：</translation>
    </message>
    <message>
        <source>Rollback:</source>
        <translation>回滚：</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable log line(s) skipped.</source>
        <translation>
            <numerusform>跳过了 %n 行无法读取的日志。</numerusform>
        </translation>
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
    <name>Helper</name>
    <message>
        <source>rocmtune-helper takes no arguments: it reads one JSON request on standard input.</source>
        <translation>rocmtune-helper 不接受参数：它从标准输入读取一个 JSON 请求。</translation>
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
    <message>
        <source>Cannot save the simulated GPU state to %1.</source>
        <translation>无法将模拟 GPU 的状态保存到 %1。</translation>
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
    <name>Tuning</name>
    <message>
        <source>Give either a %1 range or %1 DPM levels, not both.</source>
        <translation>%1 范围和 %1 DPM 档位只能给出其一。</translation>
    </message>
    <message>
        <source>This GPU does not allow a %1 range to be set (no overdrive table).</source>
        <translation>此 GPU 不允许设置 %1 范围（没有超频表）。</translation>
    </message>
    <message>
        <source>The driver reports no usable %1 overdrive range (%2-%3 MHz); nothing is written.</source>
        <translation>驱动报告的 %1 超频范围不可用（%2-%3 MHz）；未写入任何内容。</translation>
    </message>
    <message>
        <source>The %1 minimum %2 MHz is above its maximum %3 MHz by %4 MHz.</source>
        <translation>%1 最小值 %2 MHz 比最大值 %3 MHz 高 %4 MHz。</translation>
    </message>
    <message>
        <source>The %1 minimum %2 MHz is below the driver&apos;s overdrive range (OD_RANGE %3-%4 MHz) by %5 MHz.</source>
        <translation>%1 最小值 %2 MHz 低于驱动的超频范围（OD_RANGE %3-%4 MHz）%5 MHz。</translation>
    </message>
    <message>
        <source>The %1 maximum %2 MHz is above the driver&apos;s overdrive range (OD_RANGE %3-%4 MHz) by %5 MHz.</source>
        <translation>%1 最大值 %2 MHz 超出驱动的超频范围（OD_RANGE %3-%4 MHz）%5 MHz。</translation>
    </message>
    <message>
        <source>This GPU does not allow %1 DPM levels to be selected.</source>
        <translation>此 GPU 不允许选择 %1 DPM 档位。</translation>
    </message>
    <message>
        <source>%1 DPM level %2 does not exist: this GPU has levels 0-%3.</source>
        <translation>%1 DPM 档位 %2 不存在：此 GPU 的档位为 0-%3。</translation>
    </message>
    <message>
        <source>the %1 range can no longer be read</source>
        <translation>%1 范围已无法读取</translation>
    </message>
    <message>
        <source>the %1 DPM table changed</source>
        <translation>%1 DPM 表已改变</translation>
    </message>
    <message>
        <source>the driver reports %1 %2-%3 MHz instead of %4-%5 MHz</source>
        <translation>驱动报告 %1 为 %2-%3 MHz，而不是 %4-%5 MHz</translation>
    </message>
    <message>
        <source>%1 is not supported by this GPU.</source>
        <translation>此 GPU 不支持 %1。</translation>
    </message>
    <message>
        <source>%1 is not supported by this GPU: %2</source>
        <translation>此 GPU 不支持 %1：%2</translation>
    </message>
    <message>
        <source>Overdrive %1 % is below 0 % by %2 %.</source>
        <translation>超频 %1 % 低于 0 % 达 %2 %。</translation>
    </message>
    <message>
        <source>Overdrive %1 % is above the driver maximum of %2 % by %3 %.</source>
        <translation>超频 %1 % 超出驱动上限 %2 % 达 %3 %。</translation>
    </message>
    <message>
        <source>Overdrive %1 % is above the safety limit of %2 % by %3 %.</source>
        <translation>超频 %1 % 超出安全上限 %2 % 达 %3 %。</translation>
    </message>
    <message>
        <source>the overdrive can no longer be read</source>
        <translation>超频值已无法读取</translation>
    </message>
    <message>
        <source>the driver reports overdrive %1 % instead of %2 %</source>
        <translation>驱动报告超频为 %1 %，而不是 %2 %</translation>
    </message>
    <message>
        <source>Performance level &quot;%1&quot; is not offered by this GPU (it offers: %2).</source>
        <translation>此 GPU 不提供性能等级“%1”（可选：%2）。</translation>
    </message>
    <message>
        <source>the performance level can no longer be read</source>
        <translation>性能等级已无法读取</translation>
    </message>
    <message>
        <source>the driver reports performance level %1 instead of %2</source>
        <translation>驱动报告性能等级为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>The driver reports no usable power cap range (%1-%2 W); nothing is written.</source>
        <translation>驱动报告的功耗上限范围不可用（%1-%2 W）；未写入任何内容。</translation>
    </message>
    <message>
        <source>Power cap %1 W is below the driver minimum of %2 W by %3 W.</source>
        <translation>功耗上限 %1 W 低于驱动最小值 %2 W 达 %3 W。</translation>
    </message>
    <message>
        <source>Power cap %1 W is above the driver maximum of %2 W by %3 W.</source>
        <translation>功耗上限 %1 W 超出驱动最大值 %2 W 达 %3 W。</translation>
    </message>
    <message>
        <source>Power cap %1 W is above the safety limit of %2 W (default %3 W + %4 %) by %5 W.</source>
        <translation>功耗上限 %1 W 超出安全上限 %2 W（默认 %3 W + %4 %）达 %5 W。</translation>
    </message>
    <message>
        <source>the power cap can no longer be read</source>
        <translation>功耗上限已无法读取</translation>
    </message>
    <message>
        <source>the driver reports a power cap of %1 W instead of %2 W</source>
        <translation>驱动报告功耗上限为 %1 W，而不是 %2 W</translation>
    </message>
    <message>
        <source>Power profile &quot;%1&quot; is not offered by this GPU (it offers: %2).</source>
        <translation>此 GPU 不提供电源配置“%1”（可选：%2）。</translation>
    </message>
    <message>
        <source>the power profile can no longer be read</source>
        <translation>电源配置已无法读取</translation>
    </message>
    <message>
        <source>the driver reports power profile %1 instead of %2</source>
        <translation>驱动报告电源配置为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>Unknown field &quot;%1&quot; in %2.</source>
        <translation>%2 中有未知字段“%1”。</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot;</source>
        <translation>未知状态“%1”</translation>
    </message>
    <message>
        <source>entry without a device</source>
        <translation>条目缺少设备</translation>
    </message>
    <message>
        <source>Cannot create the tuning state folder %1.</source>
        <translation>无法创建调校状态文件夹 %1。</translation>
    </message>
    <message>
        <source>Another tuning operation is running (lock %1).</source>
        <translation>另一个调校操作正在进行（锁文件 %1）。</translation>
    </message>
    <message>
        <source>Cannot lock the tuning journal in %1.</source>
        <translation>无法锁定 %1 中的调校日志文件。</translation>
    </message>
    <message>
        <source>The tuning journal could not be read (%1); it was kept as %2.</source>
        <translation>无法读取调校记录（%1）；已保留为 %2。</translation>
    </message>
    <message>
        <source>The tuning journal %1 cannot be opened: %2</source>
        <translation>无法打开调校记录 %1：%2</translation>
    </message>
    <message>
        <source>The tuning journal is from an earlier boot; the reboot reset the GPUs, so nothing is restored.</source>
        <translation>调校记录来自上一次启动；重启已重置 GPU，因此不会恢复任何内容。</translation>
    </message>
    <message>
        <source>Cannot write the tuning journal %1: %2</source>
        <translation>无法写入调校记录 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write the tuning log %1: %2</source>
        <translation>无法写入调校日志 %1：%2</translation>
    </message>
    <message>
        <source>The request is larger than %1 bytes.</source>
        <translation>请求大于 %1 字节。</translation>
    </message>
    <message>
        <source>The request is not valid JSON: %1 at byte %2.</source>
        <translation>请求不是有效的 JSON：第 %2 字节处 %1。</translation>
    </message>
    <message>
        <source>The request must be a JSON object.</source>
        <translation>请求必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>the request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be %1.</source>
        <translation>“version”必须为 %1。</translation>
    </message>
    <message>
        <source>&quot;action&quot; must be one of apply, confirm, revert, reset, recover, show.</source>
        <translation>“action”必须是 apply、confirm、revert、reset、recover、show 之一。</translation>
    </message>
    <message>
        <source>&quot;device&quot; is required for &quot;%1&quot;.</source>
        <translation>“%1”需要“device”。</translation>
    </message>
    <message>
        <source>&quot;device&quot; is not allowed for &quot;recover&quot; (it covers every GPU).</source>
        <translation>“recover”不允许“device”（它涵盖所有 GPU）。</translation>
    </message>
    <message>
        <source>&quot;device&quot; must be an object {&quot;index&quot;: N, &quot;id&quot;: &quot;...&quot;}.</source>
        <translation>“device”必须是对象 {&quot;index&quot;: N, &quot;id&quot;: &quot;...&quot;}。</translation>
    </message>
    <message>
        <source>&quot;device&quot;</source>
        <translation>“device”</translation>
    </message>
    <message>
        <source>&quot;device.index&quot; must be a whole number from 0 to 1023.</source>
        <translation>“device.index”必须是 0 到 1023 之间的整数。</translation>
    </message>
    <message>
        <source>&quot;device.id&quot; must be a non-empty string of at most 128 characters.</source>
        <translation>“device.id”必须是不超过 128 个字符的非空字符串。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is only allowed for &quot;apply&quot;.</source>
        <translation>“%1”只允许用于“apply”。</translation>
    </message>
    <message>
        <source>&quot;values&quot; is required for &quot;apply&quot; and must be an object.</source>
        <translation>“apply”需要“values”，且它必须是对象。</translation>
    </message>
    <message>
        <source>&quot;values&quot; is empty: the request changes nothing.</source>
        <translation>“values”为空：该请求不会更改任何内容。</translation>
    </message>
    <message>
        <source>&quot;confirm_timeout_s&quot; must be 0 (no confirmation) or a whole number from 5 to 60.</source>
        <translation>“confirm_timeout_s”必须为 0（无需确认）或 5 到 60 之间的整数。</translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (%n GPU(s) found).</source>
        <translation>
            <numerusform>没有 GPU %1（共找到 %n 个 GPU）。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 does not have the id %2.</source>
        <translation>GPU %1 的 ID 不是 %2。</translation>
    </message>
    <message>
        <source>Applied, but no process could be started to revert it at the deadline, so it was reverted now. %1</source>
        <translation>已应用，但无法启动在截止时间还原它的进程，因此已立即还原。%1</translation>
    </message>
    <message>
        <source>GPU %1 is %2 (id %3), not the GPU with id %4; nothing was changed.</source>
        <translation>GPU %1 是 %2（ID %3），不是 ID 为 %4 的 GPU；未做任何更改。</translation>
    </message>
    <message>
        <source>GPU %1 has no backend.</source>
        <translation>GPU %1 没有后端。</translation>
    </message>
    <message>
        <source>A change to %1 waits for confirmation; confirm or revert it first.</source>
        <translation>%1 有一项更改等待确认；请先确认或还原它。</translation>
    </message>
    <message>
        <source>Applied, but the journal could not record it, so it was reverted: %1</source>
        <translation>已应用，但调校记录无法记下它，因此已还原：%1</translation>
    </message>
    <message numerus="yes">
        <source>Applied and read back. Confirm within %n second(s) or it is reverted.</source>
        <translation>
            <numerusform>已应用并回读验证。请在 %n 秒内确认，否则将还原。</numerusform>
        </translation>
    </message>
    <message>
        <source>Applied and read back.</source>
        <translation>已应用并回读验证。</translation>
    </message>
    <message>
        <source>Refused, nothing was written: %1</source>
        <translation>已拒绝，未写入任何内容：%1</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
    <message>
        <source>Failed and rolled back to the previous values: %1</source>
        <translation>失败，已回滚到之前的值：%1</translation>
    </message>
    <message>
        <source>Failed, and the previous values could not all be restored: %1 Restore: %2</source>
        <translation>失败，且之前的值未能全部恢复：%1 恢复：%2</translation>
    </message>
    <message>
        <source>No change to %1 waits for confirmation (it may have been reverted already).</source>
        <translation>%1 没有等待确认的更改（可能已被还原）。</translation>
    </message>
    <message>
        <source>Too late: the confirmation deadline had passed, so the change was reverted.</source>
        <translation>太晚了：确认截止时间已过，更改已还原。</translation>
    </message>
    <message>
        <source>Confirmed: the new values stay.</source>
        <translation>已确认：保留新的值。</translation>
    </message>
    <message>
        <source>Restored the values from before an unconfirmed change (its process had ended).</source>
        <translation>已恢复未确认更改之前的值（其进程已结束）。</translation>
    </message>
    <message>
        <source>Reverted to the previous values.</source>
        <translation>已还原为之前的值。</translation>
    </message>
    <message>
        <source>The previous values could not all be restored: %1</source>
        <translation>之前的值未能全部恢复：%1</translation>
    </message>
    <message>
        <source>No unconfirmed change to %1 to revert.</source>
        <translation>%1 没有可还原的未确认更改。</translation>
    </message>
    <message>
        <source>%1 offers no control that can be reset.</source>
        <translation>%1 没有可重置的控制项。</translation>
    </message>
    <message>
        <source>Driver defaults restored.</source>
        <translation>已恢复驱动默认值。</translation>
    </message>
    <message>
        <source>Not every default could be restored: %1</source>
        <translation>未能恢复全部默认值：%1</translation>
    </message>
    <message>
        <source>There is no GPU %1.</source>
        <translation>没有 GPU %1。</translation>
    </message>
    <message>
        <source>No pending change for GPU %1.</source>
        <translation>GPU %1 没有待确认的更改。</translation>
    </message>
    <message>
        <source>writing %1 failed: %2</source>
        <translation>写入 %1 失败：%2</translation>
    </message>
    <message>
        <source>read-back of %1 failed: %2</source>
        <translation>回读 %1 失败：%2</translation>
    </message>
    <message>
        <source>%1 did not hold after the other writes: %2</source>
        <translation>%1 在其他写入之后未能保持：%2</translation>
    </message>
    <message>
        <source>cannot restore %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>The request changes nothing.</source>
        <translation>该请求不会更改任何内容。</translation>
    </message>
    <message>
        <source>A clock lock needs the &quot;manual&quot; performance level, not &quot;%1&quot;.</source>
        <translation>锁定频率需要“manual”性能等级，而不是“%1”。</translation>
    </message>
    <message>
        <source>The GPU is at %1 °C, %2 °C above the limit for manual clocks (critical %3 °C - %4 °C = %5 °C). Let it cool down first.</source>
        <translation>GPU 温度为 %1 °C，比手动频率的温度限制高 %2 °C（临界温度 %3 °C - %4 °C = %5 °C）。请先让它降温。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array [min, max] of two whole numbers of MHz.</source>
        <translation>“%1”必须是由两个 MHz 整数组成的数组 [min, max]。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must hold two whole numbers of MHz from 0 to %2.</source>
        <translation>“%1”必须包含两个 0 到 %2 之间的 MHz 整数。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty array of DPM level indices.</source>
        <translation>“%1”必须是非空的 DPM 档位编号数组。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a level that is not a whole number from 0 to %2.</source>
        <translation>“%1”中有档位不是 0 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names level %2 twice.</source>
        <translation>“%1”两次列出档位 %2。</translation>
    </message>
    <message>
        <source>values</source>
        <translation>values</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of microwatts from 1 to %2.</source>
        <translation>“%1”必须是 1 到 %2 之间的整数微瓦。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of auto, low, high, manual, profile_standard, profile_peak, profile_min_mclk, profile_min_sclk, perf_determinism.</source>
        <translation>“%1”必须是 auto、low、high、manual、profile_standard、profile_peak、profile_min_mclk、profile_min_sclk、perf_determinism 之一。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of BOOTUP_DEFAULT, 3D_FULL_SCREEN, POWER_SAVING, VIDEO, VR, COMPUTE, CUSTOM.</source>
        <translation>“%1”必须是 BOOTUP_DEFAULT、3D_FULL_SCREEN、POWER_SAVING、VIDEO、VR、COMPUTE、CUSTOM 之一。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from 0 to 100.</source>
        <translation>“%1”必须是 0 到 100 之间的整数。</translation>
    </message>
    <message>
        <source>%1 %2-%3 MHz</source>
        <translation>%1 %2-%3 MHz</translation>
    </message>
    <message>
        <source>%1 levels %2</source>
        <translation>%1 档位 %2</translation>
    </message>
    <message>
        <source>%1 unchanged</source>
        <translation>%1 不变</translation>
    </message>
    <message>
        <source>power cap %1 W</source>
        <translation>功耗上限 %1 W</translation>
    </message>
    <message>
        <source>power cap unchanged</source>
        <translation>功耗上限不变</translation>
    </message>
    <message>
        <source>perf level %1</source>
        <translation>性能等级 %1</translation>
    </message>
    <message>
        <source>perf level unchanged</source>
        <translation>性能等级不变</translation>
    </message>
    <message>
        <source>power profile %1</source>
        <translation>电源配置 %1</translation>
    </message>
    <message>
        <source>power profile unchanged</source>
        <translation>电源配置不变</translation>
    </message>
    <message>
        <source>overdrive %1 %</source>
        <translation>超频 %1 %</translation>
    </message>
    <message>
        <source>overdrive unchanged</source>
        <translation>超频不变</translation>
    </message>
</context>
<context>
    <name>rocmtune::ConfirmCountdownDialog</name>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Revert now</source>
        <translation>立即还原(&amp;R)</translation>
    </message>
    <message>
        <source>Keep the new GPU settings?</source>
        <translation>保留新的 GPU 设置？</translation>
    </message>
    <message numerus="yes">
        <source>The new settings of %1 are applied and read back. Keep them? Without an answer they are reverted in %n second(s).</source>
        <translation>
            <numerusform>%1 的新设置已应用并回读验证。是否保留？若不回答，将在 %n 秒后还原。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rocmtune::HelperClient</name>
    <message>
        <source>Authorisation was refused or cancelled.</source>
        <translation>授权被拒绝或已取消。</translation>
    </message>
    <message>
        <source>The helper gave no answer (exit code %1).</source>
        <translation>辅助程序没有应答（退出码 %1）。</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>The helper did not answer in time.</source>
        <translation>辅助程序未及时应答。</translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningController</name>
    <message>
        <source>The sampler is not running.</source>
        <translation>采样器未运行。</translation>
    </message>
    <message>
        <source>No GPU backend is running.</source>
        <translation>没有正在运行的 GPU 后端。</translation>
    </message>
    <message>
        <source>Keep or revert the pending change first.</source>
        <translation>请先保留或还原待确认的更改。</translation>
    </message>
    <message>
        <source>GPU %1 reached %2 °C (limit %3 °C while tuned): its settings were reset to the driver defaults.</source>
        <translation>GPU %1 达到 %2 °C（调校期间的限制为 %3 °C）：其设置已重置为驱动默认值。</translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningLogModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>旧值 → 新值</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningPanel</name>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Tuning log</source>
        <translation>调校日志</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Power overdrive: the cap relative to the card&apos;s default cap.</source>
        <translation>功耗超频：相对于显卡默认功耗上限的上限。</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source> MHz</source>
        <translation> MHz</translation>
    </message>
    <message>
        <source>GFX clock min / max</source>
        <translation>核心频率 最小 / 最大</translation>
    </message>
    <message>
        <source>Memory clock min / max</source>
        <translation>显存频率 最小 / 最大</translation>
    </message>
    <message>
        <source>Performance level</source>
        <translation>性能等级</translation>
    </message>
    <message>
        <source>Power profile</source>
        <translation>电源配置</translation>
    </message>
    <message>
        <source>GFX overdrive</source>
        <translation>核心超频</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Confirm within</source>
        <translation>确认时限</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation>恢复默认值(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新读取(&amp;L)</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>没有任何更改。</translation>
    </message>
    <message>
        <source>Applying…</source>
        <translation>正在应用……</translation>
    </message>
    <message>
        <source>Restoring the driver defaults…</source>
        <translation>正在恢复驱动默认值……</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>This GPU or its driver does not offer this control.</source>
        <translation>此 GPU 或其驱动不提供此控制项。</translation>
    </message>
    <message>
        <source>default %1 W · driver %2–%3 W · safety limit %4 W</source>
        <translation>默认 %1 W · 驱动范围 %2–%3 W · 安全上限 %4 W</translation>
    </message>
    <message>
        <source>The driver offers no overdrive range to set a min / max in.</source>
        <translation>驱动没有提供可设置最小 / 最大值的超频范围。</translation>
    </message>
    <message>
        <source>allowed %1–%2 MHz (OD_RANGE)</source>
        <translation>允许 %1–%2 MHz（OD_RANGE）</translation>
    </message>
</context>
</TS>
