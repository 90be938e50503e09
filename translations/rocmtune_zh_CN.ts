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
    <name>BackendCommandLine</name>
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
        <translation>检查驱动、权限、ROCm 和 PyTorch，并说明修复方法。</translation>
    </message>
    <message>
        <source>Serve live telemetry for Prometheus (/metrics).</source>
        <translation>为 Prometheus 提供实时遥测数据（/metrics）。</translation>
    </message>
    <message>
        <source>[ OK ]</source>
        <translation>[通过]</translation>
    </message>
    <message>
        <source>[WARN]</source>
        <translation>[警告]</translation>
    </message>
    <message>
        <source>[FAIL]</source>
        <translation>[失败]</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>%1 passed, %2 with warnings, %3 failed.</source>
        <translation>%1 项通过，%2 项有警告，%3 项失败。</translation>
    </message>
    <message>
        <source>Check the driver, permissions, ROCm libraries, GPU support and PyTorch, and explain how to fix what is wrong.</source>
        <translation>检查驱动、权限、ROCm 库、GPU 支持情况和 PyTorch，并说明如何修复发现的问题。</translation>
    </message>
    <message>
        <source>Print one JSON report (for bug reports) instead of text.</source>
        <translation>输出一份 JSON 报告（便于提交问题报告）而不是文本。</translation>
    </message>
    <message>
        <source>Show explanations and evidence for passed checks too.</source>
        <translation>对已通过的检查也显示说明和依据。</translation>
    </message>
    <message>
        <source>Python interpreter to ask about PyTorch (default: python3 on PATH).</source>
        <translation>用于查询 PyTorch 的 Python 解释器（默认：PATH 中的 python3）。</translation>
    </message>
    <message>
        <source>Serve live telemetry for Prometheus at http://HOST:PORT/metrics.</source>
        <translation>在 http://HOST:PORT/metrics 为 Prometheus 提供实时遥测数据。</translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:9400, loopback only). Use 0.0.0.0:9400 to let other machines scrape.</source>
        <translation>监听的地址和端口（默认 127.0.0.1:9400，仅本机回环）。使用 0.0.0.0:9400 可让其他机器抓取。</translation>
    </message>
    <message>
        <source>Milliseconds a client may take to send its request and read the answer (100-60000, default 5000).</source>
        <translation>客户端发送请求并读取应答的最长时间，单位毫秒（100-60000，默认 5000）。</translation>
    </message>
    <message>
        <source>--listen must be HOST:PORT, [IPv6]:PORT or PORT, for example 127.0.0.1:9400.</source>
        <translation>--listen 必须是 HOST:PORT、[IPv6]:PORT 或 PORT，例如 127.0.0.1:9400。</translation>
    </message>
    <message>
        <source>--client-timeout must be a number of milliseconds from 100 to 60000.</source>
        <translation>--client-timeout 必须是 100 到 60000 之间的毫秒数。</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>无法在 %1 上监听：%2</translation>
    </message>
    <message>
        <source>Warning: metrics are reachable from other machines on %1.</source>
        <translation>警告：其他机器可以通过 %1 访问这些指标。</translation>
    </message>
    <message>
        <source>Serving metrics on http://%1:%2/metrics</source>
        <translation>指标服务地址：http://%1:%2/metrics</translation>
    </message>
    <message>
        <source>Time one reading of every metric of each GPU (the sampler&apos;s cost per device and tick).</source>
        <translation>测量每块 GPU 读取一次全部指标所需的时间（采样器每块设备每次采样的开销）。</translation>
    </message>
    <message>
        <source>Timed readings per GPU (1-100000, default 200).</source>
        <translation>每块 GPU 计时读取的次数（1-100000，默认 200）。</translation>
    </message>
    <message>
        <source>--reads must be a number from 1 to 100000.</source>
        <translation>--reads 必须是 1 到 100000 之间的数字。</translation>
    </message>
    <message>
        <source>GPU %1 (%2, %3): %4 readings of %5 metrics, %6 ok</source>
        <translation>GPU %1（%2，%3）：%4 次读取，每次 %5 项指标，%6 次成功</translation>
    </message>
    <message>
        <source>mean %1 µs, median %2 µs, p95 %3 µs, min %4 µs, max %5 µs</source>
        <translation>平均 %1 µs，中位数 %2 µs，p95 %3 µs，最小 %4 µs，最大 %5 µs</translation>
    </message>
    <message>
        <source>Time one reading of each GPU through its backend.</source>
        <translation>测量通过后端读取每块 GPU 一次所需的时间。</translation>
    </message>
</context>
<context>
    <name>DeviceItemDelegate</name>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
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
        <translation>通过</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>GPU device nodes and permissions</source>
        <translation>GPU 设备节点与权限</translation>
    </message>
    <message>
        <source>User %1 (uid %2), groups of this login: %3</source>
        <translation>用户 %1（uid %2），本次登录所属的组：%3</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>%1: %2 group %3, %4</source>
        <translation>%1：%2 组 %3，%4</translation>
    </message>
    <message>
        <source>read/write allowed</source>
        <translation>可读写</translation>
    </message>
    <message>
        <source>no access</source>
        <translation>无权访问</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1：不存在</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>/dev/kfd is the compute interface of the amdgpu driver. Without it no ROCm program (PyTorch, HIP, the stress test) can use the GPU.</source>
        <translation>/dev/kfd 是 amdgpu 驱动的计算接口。没有它，任何 ROCm 程序（PyTorch、HIP、压力测试）都无法使用 GPU。</translation>
    </message>
    <message>
        <source>Make sure the amdgpu module is loaded (see its check) and that the kernel was built with HSA support (CONFIG_HSA_AMD). In a container, start it with &quot;--device=/dev/kfd --device=/dev/dri&quot;.</source>
        <translation>请确认 amdgpu 模块已加载（见对应检查项），并且内核编译时启用了 HSA 支持（CONFIG_HSA_AMD）。在容器中运行时，请加上“--device=/dev/kfd --device=/dev/dri”启动。</translation>
    </message>
    <message>
        <source>No render node (%1/renderD*) exists.</source>
        <translation>不存在渲染节点（%1/renderD*）。</translation>
    </message>
    <message>
        <source>Each GPU has a render node that ROCm opens next to /dev/kfd. Without one the GPU cannot be used for compute.</source>
        <translation>每块 GPU 都有一个渲染节点，ROCm 会与 /dev/kfd 一起打开它。没有渲染节点，GPU 就无法用于计算。</translation>
    </message>
    <message>
        <source>Make sure the amdgpu module is loaded and drives the card. In a container, pass &quot;--device=/dev/dri&quot;.</source>
        <translation>请确认 amdgpu 模块已加载并驱动了这块显卡。在容器中运行时，请传入“--device=/dev/dri”。</translation>
    </message>
    <message numerus="yes">
        <source>/dev/kfd and %n render node(s) are usable by this user.</source>
        <translation>
            <numerusform>当前用户可以使用 /dev/kfd 和 %n 个渲染节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Programs you start can open the GPU for compute.</source>
        <translation>你启动的程序可以打开 GPU 进行计算。</translation>
    </message>
    <message>
        <source>Your user may not open %1. Those device nodes belong to the group(s) %2, and ROCm programs run as you need read and write access to them.</source>
        <translation>你的用户无法打开 %1。这些设备节点属于 %2 组，以你的身份运行的 ROCm 程序需要对它们有读写权限。</translation>
    </message>
    <message>
        <source>Your account is already in %1, but this login session started before that change.</source>
        <translation>你的账户已经在 %1 组中，但本次登录会话是在加入之前开始的。</translation>
    </message>
    <message>
        <source>Log out and log in again (or reboot) so the new group membership takes effect.</source>
        <translation>请注销后重新登录（或重启），使新的组成员身份生效。</translation>
    </message>
    <message>
        <source>Add your user to the render and video groups: &quot;sudo usermod -a -G render,video $USER&quot;, then log out and log in again (or reboot).</source>
        <translation>将你的用户加入 render 和 video 组：“sudo usermod -a -G render,video $USER”，然后注销并重新登录（或重启）。</translation>
    </message>
    <message numerus="yes">
        <source>This user cannot open %n GPU device node(s).</source>
        <translation>
            <numerusform>当前用户无法打开 %n 个 GPU 设备节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION</source>
        <translation>HSA_OVERRIDE_GFX_VERSION</translation>
    </message>
    <message>
        <source>%1=%2</source>
        <translation>%1=%2</translation>
    </message>
    <message>
        <source>%1 is not set</source>
        <translation>未设置 %1</translation>
    </message>
    <message>
        <source>GPU target(s): %1</source>
        <translation>GPU 目标架构：%1</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>ROCm release: %1</source>
        <translation>ROCm 版本：%1</translation>
    </message>
    <message>
        <source>%1 has an invalid value &quot;%2&quot;.</source>
        <translation>%1 的值“%2”无效。</translation>
    </message>
    <message>
        <source>The value must be three numbers such as 10.3.0 or 11.0.0. ROCm programs may refuse to start or see no GPU.</source>
        <translation>该值必须是三个数字，例如 10.3.0 或 11.0.0。否则 ROCm 程序可能无法启动或找不到 GPU。</translation>
    </message>
    <message>
        <source>Fix or remove the line that sets it (often in ~/.bashrc or ~/.profile): &quot;unset %1&quot;.</source>
        <translation>修正或删除设置它的那一行（通常在 ~/.bashrc 或 ~/.profile 中）：“unset %1”。</translation>
    </message>
    <message>
        <source>The override makes every GPU look like %1</source>
        <translation>该覆盖设置会让每块 GPU 都被识别为 %1</translation>
    </message>
    <message>
        <source>%1=%2 names %3, which ROCm %4 does not support either.</source>
        <translation>%1=%2 指定的是 %3，而 ROCm %4 同样不支持它。</translation>
    </message>
    <message>
        <source>The override only helps when it names a supported GPU with the same instruction set; this one does not, so GPU programs will fail.</source>
        <translation>只有指定一个指令集相同且受支持的 GPU 时，覆盖设置才有用；当前设置不满足这一点，GPU 程序将会失败。</translation>
    </message>
    <message>
        <source>Remove it: &quot;unset %1&quot;.</source>
        <translation>删除它：“unset %1”。</translation>
    </message>
    <message>
        <source>Use &quot;export %1=%2&quot; instead.</source>
        <translation>请改用“export %1=%2”。</translation>
    </message>
    <message>
        <source>%1 is set but no GPU here needs it.</source>
        <translation>已设置 %1，但本机没有 GPU 需要它。</translation>
    </message>
    <message>
        <source>Every GPU is supported as it is. The override makes ROCm load code built for another GPU, which can crash or compute wrong results on a card that does not match it.</source>
        <translation>每块 GPU 本身都受支持。覆盖设置会让 ROCm 加载为其他 GPU 编译的代码，在不匹配的显卡上可能崩溃或算出错误结果。</translation>
    </message>
    <message>
        <source>Remove it: &quot;unset %1&quot; and delete the line that sets it (often in ~/.bashrc or ~/.profile).</source>
        <translation>删除它：执行“unset %1”，并删掉设置它的那一行（通常在 ~/.bashrc 或 ~/.profile 中）。</translation>
    </message>
    <message>
        <source>%1=%2 lets ROCm run on %3 (not supported by AMD).</source>
        <translation>%1=%2 使 ROCm 能在 %3 上运行（AMD 官方不支持）。</translation>
    </message>
    <message>
        <source>The override is the usual workaround for consumer cards missing from ROCm&apos;s list. It applies to every GPU in the machine, so a second, different GPU may then fail.</source>
        <translation>对于不在 ROCm 支持列表中的消费级显卡，这是常用的变通办法。它会作用于本机所有 GPU，因此另一块不同型号的 GPU 可能会因此出错。</translation>
    </message>
    <message>
        <source>Nothing to do if your programs run; with mixed GPUs, limit a program to the matching one with HIP_VISIBLE_DEVICES.</source>
        <translation>如果程序运行正常则无需处理；混用不同 GPU 时，请用 HIP_VISIBLE_DEVICES 让程序只使用匹配的那块。</translation>
    </message>
    <message>
        <source>%1 needs %2 to run ROCm programs.</source>
        <translation>%1 需要设置 %2 才能运行 ROCm 程序。</translation>
    </message>
    <message>
        <source>This consumer GPU is missing from ROCm&apos;s support list but shares its instruction set with a supported GPU. Without the override, programs such as PyTorch see no usable GPU or fail with &quot;invalid device function&quot;.</source>
        <translation>这块消费级 GPU 不在 ROCm 的支持列表中，但与某个受支持的 GPU 指令集相同。不设置覆盖时，PyTorch 等程序会找不到可用的 GPU，或报错“invalid device function”。</translation>
    </message>
    <message>
        <source>Run programs with &quot;export %1=%2&quot; (add it to ~/.profile to keep it). AMD does not support this; the stress test tells you whether results are correct.</source>
        <translation>运行程序前执行“export %1=%2”（写入 ~/.profile 可长期生效）。AMD 官方不支持这种用法；压力测试会告诉你计算结果是否正确。</translation>
    </message>
    <message>
        <source>%1 is not set and not needed.</source>
        <translation>未设置 %1，也不需要设置。</translation>
    </message>
    <message>
        <source>No GPU here needs the override.</source>
        <translation>本机没有 GPU 需要覆盖设置。</translation>
    </message>
    <message>
        <source>GPU architecture support</source>
        <translation>GPU 架构支持</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>The KFD topology is missing, so no compute GPU is visible.</source>
        <translation>缺少 KFD 拓扑，因此看不到任何可用于计算的 GPU。</translation>
    </message>
    <message>
        <source>ROCm finds GPUs through the amdgpu driver&apos;s KFD topology. Without it nothing can run on the GPU.</source>
        <translation>ROCm 通过 amdgpu 驱动的 KFD 拓扑发现 GPU。没有它，任何程序都无法在 GPU 上运行。</translation>
    </message>
    <message>
        <source>Load the amdgpu module (see its check); on a kernel without CONFIG_HSA_AMD, use a distribution kernel.</source>
        <translation>加载 amdgpu 模块（见对应检查项）；如果内核未启用 CONFIG_HSA_AMD，请改用发行版内核。</translation>
    </message>
    <message>
        <source>The KFD topology lists no GPU.</source>
        <translation>KFD 拓扑中没有列出任何 GPU。</translation>
    </message>
    <message>
        <source>The driver runs but exposes no GPU for compute.</source>
        <translation>驱动在运行，但没有提供可用于计算的 GPU。</translation>
    </message>
    <message>
        <source>Check &quot;sudo dmesg | grep -i kfd&quot;; some older or integrated GPUs have no compute support in amdgpu.</source>
        <translation>请查看“sudo dmesg | grep -i kfd”；部分较旧的 GPU 或集成显卡在 amdgpu 中不支持计算。</translation>
    </message>
    <message>
        <source>KFD node %1: gfx_target_version %2 = %3 (device id 0x%4)</source>
        <translation>KFD 节点 %1：gfx_target_version %2 = %3（设备 ID 0x%4）</translation>
    </message>
    <message>
        <source>(undecodable)</source>
        <translation>（无法解析）</translation>
    </message>
    <message>
        <source>GPU target(s) %1; no ROCm installation found to compare with.</source>
        <translation>GPU 目标架构 %1；未找到可供对照的 ROCm 安装。</translation>
    </message>
    <message>
        <source>Whether a GPU works with ROCm depends on the ROCm release; none was found in %1 or next to the HIP runtime.</source>
        <translation>GPU 能否使用 ROCm 取决于 ROCm 的版本；在 %1 和 HIP 运行时所在位置都没有找到 ROCm。</translation>
    </message>
    <message>
        <source>Install ROCm (or set ROCM_PATH) and run the doctor again.</source>
        <translation>安装 ROCm（或设置 ROCM_PATH）后再运行诊断。</translation>
    </message>
    <message>
        <source>ROCm release: %1 (from %2)</source>
        <translation>ROCm 版本：%1（来自 %2）</translation>
    </message>
    <message>
        <source>ROCm %1 is not in this doctor&apos;s support table.</source>
        <translation>ROCm %1 不在本诊断工具的支持列表中。</translation>
    </message>
    <message>
        <source>This version of ROCm Tune knows the supported GPUs of ROCm 5, 6 and 7 only.</source>
        <translation>此版本的 ROCm Tune 只知道 ROCm 5、6、7 所支持的 GPU。</translation>
    </message>
    <message>
        <source>Compare your GPU target(s) %1 with the &quot;System requirements&quot; page of your ROCm release.</source>
        <translation>请将你的 GPU 目标架构 %1 与所用 ROCm 版本的“系统要求”页面进行对照。</translation>
    </message>
    <message>
        <source>Targets supported by ROCm %1: %2</source>
        <translation>ROCm %1 支持的目标架构：%2</translation>
    </message>
    <message>
        <source>%1 (HSA_OVERRIDE_GFX_VERSION=%2)</source>
        <translation>%1（HSA_OVERRIDE_GFX_VERSION=%2）</translation>
    </message>
    <message>
        <source>ROCm %1 does not support %2.</source>
        <translation>ROCm %1 不支持 %2。</translation>
    </message>
    <message>
        <source>ROCm ships GPU code only for the targets it supports; programs fail on other GPUs with &quot;invalid device function&quot; or &quot;no kernel image&quot; errors. Monitoring still works.</source>
        <translation>ROCm 只为受支持的目标架构提供 GPU 代码；在其他 GPU 上程序会报“invalid device function”或“no kernel image”错误。监控功能仍然可用。</translation>
    </message>
    <message>
        <source>Use a ROCm release that lists this GPU (see AMD&apos;s &quot;System requirements&quot; page), or a build of your framework compiled for %1.</source>
        <translation>请使用支持这块 GPU 的 ROCm 版本（见 AMD 的“系统要求”页面），或使用针对 %1 编译的框架版本。</translation>
    </message>
    <message>
        <source>ROCm %1 does not officially support %2.</source>
        <translation>ROCm %1 官方不支持 %2。</translation>
    </message>
    <message>
        <source>This consumer GPU shares its instruction set with a supported one. ROCm runs on it when told to treat it as that GPU, which AMD does not support.</source>
        <translation>这块消费级 GPU 与某个受支持的 GPU 指令集相同。只要让 ROCm 把它当作那块 GPU，就可以运行，但 AMD 官方不支持这种做法。</translation>
    </message>
    <message>
        <source>See the HSA_OVERRIDE_GFX_VERSION check for the exact setting.</source>
        <translation>具体设置见 HSA_OVERRIDE_GFX_VERSION 检查项。</translation>
    </message>
    <message>
        <source>ROCm %1 supports %2.</source>
        <translation>ROCm %1 支持 %2。</translation>
    </message>
    <message>
        <source>Every GPU is on the installed ROCm&apos;s support list.</source>
        <translation>每块 GPU 都在已安装 ROCm 的支持列表中。</translation>
    </message>
    <message>
        <source>HIP runtime</source>
        <translation>HIP 运行时</translation>
    </message>
    <message>
        <source>Searched: %1</source>
        <translation>已搜索：%1</translation>
    </message>
    <message>
        <source>The HIP runtime (libamdhip64) was not found.</source>
        <translation>未找到 HIP 运行时（libamdhip64）。</translation>
    </message>
    <message>
        <source>Monitoring and tuning work without it, but the built-in stress test and system-wide HIP programs need it. (PyTorch&apos;s ROCm wheels bring their own copy.)</source>
        <translation>监控和调校不需要它，但内置压力测试和系统级 HIP 程序需要。（PyTorch 的 ROCm 版安装包自带一份。）</translation>
    </message>
    <message>
        <source>Install ROCm from AMD&apos;s repository (&quot;sudo apt install rocm-hip-runtime&quot;) or Debian&apos;s &quot;libamdhip64-5&quot;; set ROCM_PATH if it lives outside /opt/rocm.</source>
        <translation>从 AMD 软件源安装 ROCm（“sudo apt install rocm-hip-runtime”）或 Debian 的“libamdhip64-5”；如果不在 /opt/rocm，请设置 ROCM_PATH。</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>库：%1</translation>
    </message>
    <message>
        <source>Resolves to: %1</source>
        <translation>实际文件：%1</translation>
    </message>
    <message>
        <source>Load error: %1</source>
        <translation>加载错误：%1</translation>
    </message>
    <message>
        <source>The HIP runtime exists but cannot be loaded.</source>
        <translation>HIP 运行时存在，但无法加载。</translation>
    </message>
    <message>
        <source>HIP programs, including the stress test, will fail to start.</source>
        <translation>HIP 程序（包括压力测试）将无法启动。</translation>
    </message>
    <message>
        <source>Reinstall the package that owns %1 (&quot;dpkg -S %1&quot; tells which); check LD_LIBRARY_PATH for a mix of ROCm versions.</source>
        <translation>重新安装提供 %1 的软件包（用“dpkg -S %1”可查出是哪个）；并检查 LD_LIBRARY_PATH 中是否混用了不同版本的 ROCm。</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>版本未知</translation>
    </message>
    <message>
        <source>HIP runtime %1 loads from %2.</source>
        <translation>HIP 运行时 %1 从 %2 加载。</translation>
    </message>
    <message>
        <source>HIP programs can start.</source>
        <translation>HIP 程序可以启动。</translation>
    </message>
    <message>
        <source>amdgpu kernel module</source>
        <translation>amdgpu 内核模块</translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation>内核：%1</translation>
    </message>
    <message>
        <source>The amdgpu driver is not running, so no AMD GPU can be monitored, tuned or used for compute.</source>
        <translation>amdgpu 驱动未运行，因此无法监控、调校 AMD GPU，也无法用它计算。</translation>
    </message>
    <message>
        <source>Kernel command line contains &quot;%1&quot;</source>
        <translation>内核命令行包含“%1”</translation>
    </message>
    <message>
        <source>The kernel command line keeps it from loading (&quot;%1&quot;).</source>
        <translation>内核命令行阻止了它加载（“%1”）。</translation>
    </message>
    <message>
        <source>The amdgpu kernel module is not loaded.</source>
        <translation>amdgpu 内核模块未加载。</translation>
    </message>
    <message>
        <source>Load it with &quot;sudo modprobe amdgpu&quot; and look for errors with &quot;sudo dmesg | grep -i amdgpu&quot;. Remove nomodeset or an amdgpu blacklist from the kernel command line and from /etc/modprobe.d if present, then reboot.</source>
        <translation>用“sudo modprobe amdgpu”加载它，并用“sudo dmesg | grep -i amdgpu”查看错误。如果内核命令行或 /etc/modprobe.d 中有 nomodeset 或屏蔽 amdgpu 的设置，请删除后重启。</translation>
    </message>
    <message>
        <source>amdgpu version: %1 (a packaged amdgpu-dkms driver)</source>
        <translation>amdgpu 版本：%1（软件包形式的 amdgpu-dkms 驱动）</translation>
    </message>
    <message>
        <source>amdgpu version: the one built into kernel %1</source>
        <translation>amdgpu 版本：内核 %1 自带的版本</translation>
    </message>
    <message>
        <source>No PCI device is bound to amdgpu (%1)</source>
        <translation>没有 PCI 设备绑定到 amdgpu（%1）</translation>
    </message>
    <message>
        <source>amdgpu is loaded but drives no GPU.</source>
        <translation>amdgpu 已加载，但没有驱动任何 GPU。</translation>
    </message>
    <message>
        <source>The driver is there, but it did not take any card: the card may be bound to another driver (vfio-pci, radeon), or the driver failed to start it (missing firmware).</source>
        <translation>驱动已存在，但没有接管任何显卡：显卡可能绑定到了其他驱动（vfio-pci、radeon），或驱动未能启动它（缺少固件）。</translation>
    </message>
    <message>
        <source>Check &quot;lspci -k&quot; for the card&apos;s driver in use and &quot;sudo dmesg | grep -i amdgpu&quot; for firmware errors; install the firmware package (firmware-amd-graphics on Debian).</source>
        <translation>用“lspci -k”查看显卡正在使用的驱动，用“sudo dmesg | grep -i amdgpu”查看固件错误；安装固件软件包（Debian 上为 firmware-amd-graphics）。</translation>
    </message>
    <message>
        <source>Devices bound to amdgpu: %1</source>
        <translation>绑定到 amdgpu 的设备：%1</translation>
    </message>
    <message numerus="yes">
        <source>amdgpu %1 is loaded and drives %n device(s).</source>
        <translation>
            <numerusform>amdgpu %1 已加载，驱动着 %n 个设备。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>amdgpu (kernel %1) is loaded and drives %n device(s).</source>
        <translation>
            <numerusform>amdgpu（内核 %1）已加载，驱动着 %n 个设备。</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The kernel driver for AMD GPUs is running.</source>
        <translation>AMD GPU 的内核驱动正在运行。</translation>
    </message>
    <message>
        <source>Overdrive (clock control)</source>
        <translation>超频（频率控制）</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>The amdgpu feature mask cannot be read.</source>
        <translation>无法读取 amdgpu 功能掩码。</translation>
    </message>
    <message>
        <source>Without it the doctor cannot tell whether clock and voltage control is possible. This usually means amdgpu is not loaded.</source>
        <translation>没有它，诊断工具无法判断能否控制频率和电压。这通常说明 amdgpu 未加载。</translation>
    </message>
    <message>
        <source>Load amdgpu first (see its check).</source>
        <translation>请先加载 amdgpu（见对应检查项）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Kernel command line sets amdgpu.ppfeaturemask=%1</source>
        <translation>内核命令行设置了 amdgpu.ppfeaturemask=%1</translation>
    </message>
    <message>
        <source>The amdgpu feature mask &quot;%1&quot; is not a number.</source>
        <translation>amdgpu 功能掩码“%1”不是数字。</translation>
    </message>
    <message>
        <source>The driver reported something unexpected; clock control may or may not work.</source>
        <translation>驱动返回了意外的内容；频率控制不一定可用。</translation>
    </message>
    <message>
        <source>Report this with the doctor&apos;s JSON output attached.</source>
        <translation>请附上诊断工具的 JSON 输出报告此问题。</translation>
    </message>
    <message>
        <source>Overdrive is enabled (ppfeaturemask 0x%1).</source>
        <translation>超频功能已启用（ppfeaturemask 0x%1）。</translation>
    </message>
    <message>
        <source>Clock ranges and voltage offsets can be changed within the driver&apos;s limits.</source>
        <translation>可以在驱动允许的范围内修改频率范围和电压偏移。</translation>
    </message>
    <message>
        <source>Overdrive is off (ppfeaturemask 0x%1 lacks bit 0x4000).</source>
        <translation>超频功能未启用（ppfeaturemask 0x%1 缺少 0x4000 位）。</translation>
    </message>
    <message>
        <source>Monitoring, power caps and performance levels work, but clock ranges and voltage offsets cannot be changed until overdrive is enabled at boot.</source>
        <translation>监控、功耗上限和性能等级都可用，但在启动时启用超频功能之前，无法修改频率范围和电压偏移。</translation>
    </message>
    <message>
        <source>Only if you want clock control: add &quot;amdgpu.ppfeaturemask=%1&quot; to the kernel command line (GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then &quot;sudo update-grub&quot;) and reboot. This keeps every feature now enabled and adds overdrive.</source>
        <translation>仅在需要控制频率时：在内核命令行中加入“amdgpu.ppfeaturemask=%1”（/etc/default/grub 中的 GRUB_CMDLINE_LINUX_DEFAULT，然后执行“sudo update-grub”）并重启。这会保留当前已启用的所有功能，并加上超频功能。</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <source>ASPM policy (%1): %2</source>
        <translation>ASPM 策略（%1）：%2</translation>
    </message>
    <message>
        <source>%1: link files missing or unreadable (speed &quot;%2&quot; of &quot;%3&quot;, width &quot;%4&quot; of &quot;%5&quot;)</source>
        <translation>%1：链路文件缺失或无法读取（速率“%2”/“%3”，宽度“%4”/“%5”）</translation>
    </message>
    <message>
        <source>%1: %2 GT/s x%3 (maximum %4 GT/s x%5)</source>
        <translation>%1：%2 GT/s x%3（最高 %4 GT/s x%5）</translation>
    </message>
    <message>
        <source>%1 (x%2 of x%3)</source>
        <translation>%1（x%2，最高 x%3）</translation>
    </message>
    <message>
        <source>No AMD card found under %1.</source>
        <translation>在 %1 下未找到 AMD 显卡。</translation>
    </message>
    <message>
        <source>The PCIe link can only be checked for cards the amdgpu driver shows.</source>
        <translation>只能检查 amdgpu 驱动所列出显卡的 PCIe 链路。</translation>
    </message>
    <message>
        <source>Narrower PCIe link than the card supports: %1.</source>
        <translation>PCIe 链路宽度低于显卡支持的宽度：%1。</translation>
    </message>
    <message>
        <source>The card talks to the CPU over fewer lanes than it could. Data transfers (loading models, multi-GPU traffic) are slower; the GPU&apos;s own compute speed is not affected.</source>
        <translation>显卡与 CPU 之间使用的通道数少于其能力。数据传输（加载模型、多卡通信）会变慢；GPU 自身的计算速度不受影响。</translation>
    </message>
    <message>
        <source>Seat the card in a full x16 slot, avoid x1/x4 risers and check the mainboard manual for slots that share lanes with M.2 drives.</source>
        <translation>请将显卡插在完整的 x16 插槽上，避免使用 x1/x4 延长线，并查阅主板说明书，确认该插槽是否与 M.2 硬盘共享通道。</translation>
    </message>
    <message>
        <source>The PCIe link of %1 cannot be read.</source>
        <translation>无法读取 %1 的 PCIe 链路。</translation>
    </message>
    <message>
        <source>The driver does not expose the link state for this card.</source>
        <translation>驱动没有提供这块显卡的链路状态。</translation>
    </message>
    <message>
        <source>Check it with &quot;sudo lspci -vv&quot; (LnkSta against LnkCap).</source>
        <translation>请用“sudo lspci -vv”查看（对比 LnkSta 与 LnkCap）。</translation>
    </message>
    <message>
        <source>Every card uses all the lanes it supports.</source>
        <translation>每块显卡都用满了其支持的通道数。</translation>
    </message>
    <message>
        <source>%1 runs below its top link speed now; GPUs lower the speed when idle to save power (ASPM / dynamic link speed) and raise it under load.</source>
        <translation>%1 当前低于最高链路速率运行；GPU 空闲时会降低速率以省电（ASPM / 动态链路速率），负载时会再提高。</translation>
    </message>
    <message numerus="yes">
        <source>PCIe links of %n card(s) are at full width.</source>
        <translation>
            <numerusform>%n 块显卡的 PCIe 链路均为全宽度。</numerusform>
        </translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source>&quot;%1&quot; not found on PATH</source>
        <translation>PATH 中未找到“%1”</translation>
    </message>
    <message>
        <source>No Python 3 found; nothing to check.</source>
        <translation>未找到 Python 3；无需检查。</translation>
    </message>
    <message>
        <source>PyTorch is only checked when a Python 3 interpreter is on PATH.</source>
        <translation>只有在 PATH 中有 Python 3 解释器时才检查 PyTorch。</translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation>Python：%1</translation>
    </message>
    <message>
        <source>Start error: %1</source>
        <translation>启动错误：%1</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>无法启动 %1。</translation>
    </message>
    <message>
        <source>The doctor could not ask this Python about PyTorch.</source>
        <translation>诊断工具无法向这个 Python 查询 PyTorch 的情况。</translation>
    </message>
    <message>
        <source>Run &quot;%1 -c &apos;import torch&apos;&quot; yourself to see what happens.</source>
        <translation>请自行运行“%1 -c &apos;import torch&apos;”查看情况。</translation>
    </message>
    <message>
        <source>No answer within %1 s; stopped.</source>
        <translation>%1 秒内没有响应；已停止。</translation>
    </message>
    <message>
        <source>Importing PyTorch did not finish within %1 s.</source>
        <translation>导入 PyTorch 未能在 %1 秒内完成。</translation>
    </message>
    <message>
        <source>A hang while PyTorch starts usually means the GPU runtime waits for a device that does not answer (a stuck GPU, a wrong HSA_OVERRIDE_GFX_VERSION) or a very slow disk.</source>
        <translation>PyTorch 启动时卡住，通常是 GPU 运行时在等待一个没有响应的设备（GPU 卡死、HSA_OVERRIDE_GFX_VERSION 设置错误），或磁盘非常慢。</translation>
    </message>
    <message>
        <source>Run &quot;%1 -c &apos;import torch; print(torch.cuda.is_available())&apos;&quot; yourself and watch &quot;sudo dmesg -w&quot; for amdgpu errors meanwhile.</source>
        <translation>请自行运行“%1 -c &apos;import torch; print(torch.cuda.is_available())&apos;”，同时用“sudo dmesg -w”观察是否有 amdgpu 错误。</translation>
    </message>
    <message>
        <source>Exit code %1; output: %2; errors: %3</source>
        <translation>退出码 %1；输出：%2；错误：%3</translation>
    </message>
    <message>
        <source>Asking %1 about PyTorch failed.</source>
        <translation>向 %1 查询 PyTorch 失败。</translation>
    </message>
    <message>
        <source>The Python interpreter crashed or printed something unexpected, so the state of PyTorch is unknown.</source>
        <translation>Python 解释器崩溃或输出了意外内容，因此无法得知 PyTorch 的状态。</translation>
    </message>
    <message>
        <source>Run &quot;%1 -c &apos;import torch&apos;&quot; yourself to see the error.</source>
        <translation>请自行运行“%1 -c &apos;import torch&apos;”查看错误。</translation>
    </message>
    <message>
        <source>PyTorch is not installed in %1.</source>
        <translation>%1 中没有安装 PyTorch。</translation>
    </message>
    <message>
        <source>Nothing to check. If you use PyTorch from a virtual environment, run the doctor with that environment activated.</source>
        <translation>无需检查。如果你在虚拟环境中使用 PyTorch，请在激活该环境后运行诊断。</translation>
    </message>
    <message>
        <source>Import error: %1</source>
        <translation>导入错误：%1</translation>
    </message>
    <message>
        <source>PyTorch is installed but fails to import.</source>
        <translation>PyTorch 已安装，但无法导入。</translation>
    </message>
    <message>
        <source>A broken or half-upgraded installation, or ROCm libraries of another version on LD_LIBRARY_PATH.</source>
        <translation>安装已损坏或升级不完整，或者 LD_LIBRARY_PATH 中有其他版本的 ROCm 库。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch in a clean virtual environment with the ROCm wheel from pytorch.org&apos;s install selector.</source>
        <translation>请在干净的虚拟环境中，按 pytorch.org 安装选择器给出的 ROCm 版安装包重新安装 PyTorch。</translation>
    </message>
    <message>
        <source>torch %1, torch.version.hip=%2, torch.version.cuda=%3, torch.cuda.is_available()=%4, devices: %5</source>
        <translation>torch %1，torch.version.hip=%2，torch.version.cuda=%3，torch.cuda.is_available()=%4，设备数：%5</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Install the ROCm build: &quot;pip install torch --index-url https://download.pytorch.org/whl/rocm&lt;version&gt;&quot; with the ROCm version pytorch.org offers (see its install selector).</source>
        <translation>安装 ROCm 版：“pip install torch --index-url https://download.pytorch.org/whl/rocm&lt;版本&gt;”，版本号用 pytorch.org 提供的 ROCm 版本（见其安装选择器）。</translation>
    </message>
    <message>
        <source>PyTorch %1 is a CPU-only build.</source>
        <translation>PyTorch %1 是仅支持 CPU 的版本。</translation>
    </message>
    <message>
        <source>PyTorch %1 is built for NVIDIA CUDA %2, not ROCm.</source>
        <translation>PyTorch %1 是为 NVIDIA CUDA %2 构建的，不是 ROCm 版。</translation>
    </message>
    <message>
        <source>This PyTorch cannot use AMD GPUs; training runs on the CPU.</source>
        <translation>这个 PyTorch 无法使用 AMD GPU；训练会在 CPU 上运行。</translation>
    </message>
    <message>
        <source>Fix the failing checks above first (device access, GPU architecture, HSA_OVERRIDE_GFX_VERSION); then run &quot;%1 -c &apos;import torch; print(torch.cuda.is_available())&apos;&quot;.</source>
        <translation>请先修复上面失败的检查项（设备访问、GPU 架构、HSA_OVERRIDE_GFX_VERSION），然后运行“%1 -c &apos;import torch; print(torch.cuda.is_available())&apos;”。</translation>
    </message>
    <message>
        <source>PyTorch %1 (ROCm %2) sees no GPU.</source>
        <translation>PyTorch %1（ROCm %2）找不到 GPU。</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False: PyTorch cannot open the GPU, so training falls back to the CPU or fails. Usual causes: no access to /dev/kfd, a GPU this ROCm does not support, or a missing HSA_OVERRIDE_GFX_VERSION.</source>
        <translation>torch.cuda.is_available() 为 False：PyTorch 无法打开 GPU，训练会退回 CPU 或直接失败。常见原因：无权访问 /dev/kfd、此 ROCm 不支持该 GPU，或缺少 HSA_OVERRIDE_GFX_VERSION。</translation>
    </message>
    <message>
        <source>System ROCm: %1 (from %2)</source>
        <translation>系统 ROCm：%1（来自 %2）</translation>
    </message>
    <message>
        <source>PyTorch is built for ROCm %1, the system has ROCm %2.</source>
        <translation>PyTorch 是为 ROCm %1 构建的，而系统安装的是 ROCm %2。</translation>
    </message>
    <message>
        <source>The PyTorch wheel brings its own ROCm libraries and runs now, but extensions built against the system ROCm (or a LD_LIBRARY_PATH that points at it) can fail with symbol or code-object errors.</source>
        <translation>PyTorch 安装包自带 ROCm 库，目前可以运行；但基于系统 ROCm 编译的扩展（或指向系统 ROCm 的 LD_LIBRARY_PATH）可能会出现符号或代码对象错误。</translation>
    </message>
    <message>
        <source>Prefer a PyTorch wheel for ROCm %1.x, or keep the system ROCm out of LD_LIBRARY_PATH when running PyTorch.</source>
        <translation>建议使用 ROCm %1.x 版的 PyTorch 安装包，或在运行 PyTorch 时不要把系统 ROCm 放进 LD_LIBRARY_PATH。</translation>
    </message>
    <message>
        <source>System ROCm: %1</source>
        <translation>系统 ROCm：%1</translation>
    </message>
    <message numerus="yes">
        <source>PyTorch %1 (ROCm %2) sees %n GPU(s).</source>
        <translation>
            <numerusform>PyTorch %1（ROCm %2）找到 %n 块 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>PyTorch can train on the GPU.</source>
        <translation>PyTorch 可以在 GPU 上训练。</translation>
    </message>
    <message>
        <source>ROCm SMI library</source>
        <translation>ROCm SMI 库</translation>
    </message>
    <message>
        <source>Install it: &quot;sudo apt install librocm-smi64-1&quot; on Debian 12 / Ubuntu, or the rocm-smi-lib package of AMD&apos;s ROCm repository.</source>
        <translation>安装它：在 Debian 12 / Ubuntu 上执行“sudo apt install librocm-smi64-1”，或安装 AMD ROCm 软件源中的 rocm-smi-lib 软件包。</translation>
    </message>
    <message>
        <source>The dynamic loader does not know librocm_smi64 either.</source>
        <translation>动态链接器也找不到 librocm_smi64。</translation>
    </message>
    <message>
        <source>The ROCm SMI library (librocm_smi64) was not found.</source>
        <translation>未找到 ROCm SMI 库（librocm_smi64）。</translation>
    </message>
    <message>
        <source>ROCm Tune reads real AMD GPUs through this library. Without it only simulated GPUs are shown.</source>
        <translation>ROCm Tune 通过这个库读取真实的 AMD GPU。没有它，只能显示模拟 GPU。</translation>
    </message>
    <message>
        <source>The ROCm SMI library exists but cannot be loaded.</source>
        <translation>ROCm SMI 库存在，但无法加载。</translation>
    </message>
    <message>
        <source>The file is there but the system cannot load it (broken, wrong architecture or missing dependencies), so real GPUs cannot be read.</source>
        <translation>文件存在，但系统无法加载它（文件损坏、架构不符或缺少依赖），因此无法读取真实的 GPU。</translation>
    </message>
    <message>
        <source>Reinstall the package that owns %1 (&quot;dpkg -S %1&quot; tells which).</source>
        <translation>重新安装提供 %1 的软件包（用“dpkg -S %1”可查出是哪个）。</translation>
    </message>
    <message>
        <source>rsmi_version_get: %1</source>
        <translation>rsmi_version_get：%1</translation>
    </message>
    <message>
        <source>ROCm SMI %1 loads from %2.</source>
        <translation>ROCm SMI %1 从 %2 加载。</translation>
    </message>
    <message>
        <source>Real AMD GPUs can be monitored through ROCm SMI.</source>
        <translation>可以通过 ROCm SMI 监控真实的 AMD GPU。</translation>
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
    <name>GuiOptions</name>
    <message>
        <source>ROCm Tune: monitor, tune and stress-test GPUs.</source>
        <translation>ROCm Tune：监控、调校 GPU 并进行压力测试。</translation>
    </message>
    <message>
        <source>Start minimized (to the tray when there is one).</source>
        <translation>启动时最小化（有系统托盘时最小化到托盘）。</translation>
    </message>
    <message>
        <source>Sampling interval in milliseconds for this run (100-10000).</source>
        <translation>本次运行的采样间隔，单位毫秒（100-10000）。</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file after some samples, then exit.</source>
        <translation>采样若干次后将主窗口渲染为 PNG 文件，然后退出。</translation>
    </message>
    <message>
        <source>Samples to wait for before --screenshot (default 8).</source>
        <translation>执行 --screenshot 前等待的采样次数（默认 8）。</translation>
    </message>
    <message>
        <source>Start even if ROCm Tune is already running.</source>
        <translation>即使 ROCm Tune 已在运行也启动新实例。</translation>
    </message>
    <message>
        <source>Benchmarks: fill the history with this many seconds of simulated samples.</source>
        <translation>基准测试用：用这么多秒的模拟采样填充历史记录。</translation>
    </message>
    <message>
        <source>Benchmarks: print the time to the first painted frame and exit.</source>
        <translation>基准测试用：输出到首帧绘制完成的时间后退出。</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>多余的参数：%1</translation>
    </message>
    <message>
        <source>--interval must be a number of milliseconds from 100 to 10000.</source>
        <translation>--interval 必须是 100 到 10000 之间的毫秒数。</translation>
    </message>
    <message>
        <source>--screenshot-after must be a positive number of samples.</source>
        <translation>--screenshot-after 必须是正的采样次数。</translation>
    </message>
    <message>
        <source>--prefill-history must be a number of seconds from 0 to 172800.</source>
        <translation>--prefill-history 必须是 0 到 172800 之间的秒数。</translation>
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
    <name>MetricFormat</name>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A number and its unit, e.g. &quot;63 °C&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>N/A</source>
        <extracomment>A value the GPU does not report</extracomment>
        <translation>不可用</translation>
    </message>
</context>
<context>
    <name>NvmlBackend</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>NVML could not count the GPUs: %1</source>
        <translation>NVML 无法统计 GPU 数量：%1</translation>
    </message>
    <message>
        <source>NVIDIA GPU %1 skipped: %2</source>
        <translation>已跳过 NVIDIA GPU %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n NVIDIA GPU(s)</source>
        <translation>
            <numerusform>%n 块 NVIDIA GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>NVIDIA GPU</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>power limit</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>SM 频率</translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>占用率</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <source>performance state</source>
        <translation>性能状态</translation>
    </message>
    <message>
        <source>clock event reasons</source>
        <translation>频率事件原因</translation>
    </message>
    <message>
        <source>PCIe link generation</source>
        <translation>PCIe 链路代数</translation>
    </message>
    <message>
        <source>PCIe link width</source>
        <translation>PCIe 链路宽度</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>There is no NVIDIA GPU %1.</source>
        <translation>不存在 NVIDIA GPU %1。</translation>
    </message>
    <message>
        <source>The power limit cannot be read: %1</source>
        <translation>无法读取功耗上限：%1</translation>
    </message>
    <message>
        <source>This GPU does not offer locked clocks through NVML: %1</source>
        <translation>此 GPU 不支持通过 NVML 锁定频率：%1</translation>
    </message>
    <message>
        <source>ROCm Tune does not lock memory clocks of NVIDIA GPUs.</source>
        <translation>ROCm Tune 不锁定 NVIDIA GPU 的显存频率。</translation>
    </message>
    <message>
        <source>NVIDIA GPUs have no power profiles.</source>
        <translation>NVIDIA GPU 没有电源配置。</translation>
    </message>
    <message>
        <source>NVIDIA GPUs have no overdrive percentage.</source>
        <translation>NVIDIA GPU 没有超频百分比。</translation>
    </message>
    <message>
        <source>The NVIDIA GPU is lost: %1</source>
        <translation>NVIDIA GPU 设备已丢失：%1</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1失败：%2</translation>
    </message>
    <message>
        <source>Reading the power limit range</source>
        <translation>读取功耗上限范围</translation>
    </message>
    <message>
        <source>A power limit of %1 W is outside the driver&apos;s range %2-%3 W.</source>
        <translation>功耗上限 %1 W 超出驱动允许的范围 %2-%3 W。</translation>
    </message>
    <message>
        <source>Setting the power limit</source>
        <translation>设置功耗上限</translation>
    </message>
    <message>
        <source>The clock range %1-%2 MHz is outside the GPU&apos;s supported range %3-%4 MHz.</source>
        <translation>频率范围 %1-%2 MHz 超出 GPU 支持的范围 %3-%4 MHz。</translation>
    </message>
    <message>
        <source>Resetting the locked GPU clocks</source>
        <translation>重置锁定的 GPU 频率</translation>
    </message>
    <message>
        <source>Locking the GPU clocks</source>
        <translation>锁定 GPU 频率</translation>
    </message>
    <message>
        <source>NVIDIA GPUs offer only the &quot;auto&quot; and &quot;manual&quot; performance levels here.</source>
        <translation>此处 NVIDIA GPU 仅提供 &quot;auto&quot;（自动）和 &quot;manual&quot;（手动）两种性能等级。</translation>
    </message>
    <message>
        <source>The NVML library %1 does not exist.</source>
        <translation>NVML 库 %1 不存在。</translation>
    </message>
    <message>
        <source>The NVIDIA driver&apos;s library %1 could not be loaded (no NVIDIA driver installed?): %2</source>
        <translation>无法加载 NVIDIA 驱动的库 %1（未安装 NVIDIA 驱动？）：%2</translation>
    </message>
    <message>
        <source>%1 is not a usable NVML library: it lacks nvmlInit_v2, nvmlShutdown, nvmlDeviceGetCount_v2 or nvmlDeviceGetHandleByIndex_v2 (driver too old?).</source>
        <translation>%1 不是可用的 NVML 库：缺少 nvmlInit_v2、nvmlShutdown、nvmlDeviceGetCount_v2 或 nvmlDeviceGetHandleByIndex_v2（驱动过旧？）。</translation>
    </message>
    <message>
        <source>NVML could not be initialised: %1</source>
        <translation>无法初始化 NVML：%1</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>NVML is not initialised</source>
        <translation>NVML 未初始化</translation>
    </message>
    <message>
        <source>an argument is invalid</source>
        <translation>参数无效</translation>
    </message>
    <message>
        <source>the GPU does not support this</source>
        <translation>GPU 不支持此功能</translation>
    </message>
    <message>
        <source>permission denied (this needs root or a driver setting)</source>
        <translation>权限不足（需要 root 权限或相应的驱动设置）</translation>
    </message>
    <message>
        <source>NVML is already initialised</source>
        <translation>NVML 已初始化</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>a buffer is too small</source>
        <translation>缓冲区太小</translation>
    </message>
    <message>
        <source>the GPU&apos;s external power cables are not connected properly</source>
        <translation>GPU 的外接电源线未正确连接</translation>
    </message>
    <message>
        <source>the NVIDIA kernel driver is not loaded</source>
        <translation>NVIDIA 内核驱动未加载</translation>
    </message>
    <message>
        <source>the driver timed out</source>
        <translation>驱动超时</translation>
    </message>
    <message>
        <source>the kernel detected an interrupt problem with the GPU</source>
        <translation>内核检测到 GPU 中断异常</translation>
    </message>
    <message>
        <source>a shared library NVML needs was not found</source>
        <translation>未找到 NVML 所需的共享库</translation>
    </message>
    <message>
        <source>this NVML library does not implement the function</source>
        <translation>此 NVML 库未实现该函数</translation>
    </message>
    <message>
        <source>the GPU&apos;s infoROM is corrupted</source>
        <translation>GPU 的 infoROM 已损坏</translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus or is otherwise inaccessible</source>
        <translation>GPU 已从总线上掉线或无法访问</translation>
    </message>
    <message>
        <source>the GPU needs a reset</source>
        <translation>GPU 需要重置</translation>
    </message>
    <message>
        <source>the operating system blocked the call</source>
        <translation>操作系统阻止了此调用</translation>
    </message>
    <message>
        <source>the NVML library and the kernel driver versions differ (reboot after a driver update?)</source>
        <translation>NVML 库与内核驱动版本不一致（更新驱动后需要重启？）</translation>
    </message>
    <message>
        <source>the GPU is in use</source>
        <translation>GPU 正在使用中</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>暂无数据</translation>
    </message>
    <message>
        <source>not enough resources</source>
        <translation>资源不足</translation>
    </message>
    <message>
        <source>the clock frequency is not supported</source>
        <translation>不支持该频率</translation>
    </message>
    <message>
        <source>the structure version does not match this driver</source>
        <translation>结构体版本与此驱动不匹配</translation>
    </message>
    <message>
        <source>the function is deprecated</source>
        <translation>该函数已弃用</translation>
    </message>
    <message>
        <source>the GPU is not ready</source>
        <translation>GPU 尚未就绪</translation>
    </message>
    <message>
        <source>the GPU was not found</source>
        <translation>未找到 GPU</translation>
    </message>
    <message>
        <source>the GPU is in an invalid state</source>
        <translation>GPU 处于无效状态</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>%1 (NVML error %2)</source>
        <translation>%1（NVML 错误 %2）</translation>
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
    <name>SessionRecorder</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Recording stopped: writing %1 failed: %2</source>
        <translation>录制已停止：写入 %1 失败：%2</translation>
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
    <name>TimeRange</name>
    <message>
        <source>All recorded</source>
        <translation>全部记录</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Single-instance socket unavailable: %1</source>
        <translation>单实例套接字不可用：%1</translation>
    </message>
</context>
<context>
    <name>rocmtune::DashboardView</name>
    <message>
        <source>Dashboard</source>
        <translation>仪表盘</translation>
    </message>
    <message>
        <source>This GPU is simulated: its values come from a model, not from hardware.</source>
        <translation>这是一块模拟 GPU：数值来自模型，而不是硬件。</translation>
    </message>
    <message>
        <source>Not reported by this GPU</source>
        <translation>此 GPU 不提供该数据</translation>
    </message>
    <message>
        <source>Temperatures (%1)</source>
        <translation>温度（%1）</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>边缘</translation>
    </message>
    <message>
        <source>Junction</source>
        <translation>结点</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Clocks (MHz)</source>
        <translation>频率（MHz）</translation>
    </message>
    <message>
        <source>GFX</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>占用率（%）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>VRAM (%1)</source>
        <translation>显存（%1）</translation>
    </message>
    <message>
        <source>Fan (RPM)</source>
        <translation>风扇（RPM）</translation>
    </message>
    <message>
        <source>No GPU</source>
        <translation>没有 GPU</translation>
    </message>
    <message>
        <source>PCI %1</source>
        <translation>PCI %1</translation>
    </message>
    <message>
        <source>This GPU was lost: %1 Its history stays visible; ROCm Tune keeps trying to reach it.</source>
        <translation>此 GPU 已丢失：%1 它的历史记录仍然可见；ROCm Tune 会继续尝试连接它。</translation>
    </message>
    <message>
        <source>Reading this GPU failed: %1</source>
        <translation>读取此 GPU 失败：%1</translation>
    </message>
    <message>
        <source>min %1 · max %2</source>
        <extracomment>Minimum and maximum over the shown time window</extracomment>
        <translation>最低 %1 · 最高 %2</translation>
    </message>
    <message>
        <source>duty %1</source>
        <translation>占空比 %1</translation>
    </message>
    <message>
        <source>critical %1</source>
        <translation>临界 %1</translation>
    </message>
    <message>
        <source>cap %1</source>
        <translation>上限 %1</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>最高 %1</translation>
    </message>
</context>
<context>
    <name>rocmtune::DeviceListModel</name>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>等待第一次读数…</translation>
    </message>
    <message>
        <source>Lost — the GPU does not respond</source>
        <translation>已丢失——GPU 无响应</translation>
    </message>
    <message>
        <source>Read error</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>Device list summary: temperature · power · utilization</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Simulated GPU: values come from a model, not from hardware.</source>
        <translation>模拟 GPU：数值来自模型，而不是硬件。</translation>
    </message>
    <message>
        <source>PCI bus: %1</source>
        <translation>PCI 总线：%1</translation>
    </message>
    <message>
        <source>Architecture: %1</source>
        <translation>架构：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
</context>
<context>
    <name>rocmtune::MainWindow</name>
    <message>
        <source>Recording</source>
        <translation>录制中</translation>
    </message>
    <message>
        <source>About ROCm Tune</source>
        <translation>关于 ROCm Tune</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ROCm Tune %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU monitor, tuner and stress tester for AMD GPUs on Linux.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ROCm Tune %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;面向 Linux 上 AMD GPU 的监控、调校与压力测试工具。&lt;/p&gt;&lt;p&gt;以 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Time &amp;Window</source>
        <translation>时间窗口(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Pause Graphs</source>
        <translation>暂停图表(&amp;P)</translation>
    </message>
    <message>
        <source>Go &amp;Live</source>
        <translation>回到实时(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Next GPU</source>
        <translation>下一块 GPU(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious GPU</source>
        <translation>上一块 GPU(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About ROCm Tune</source>
        <translation>关于 ROCm Tune(&amp;A)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 列表</translation>
    </message>
    <message>
        <source>ROCm Tune — Simulated GPUs</source>
        <translation>ROCm Tune — 模拟 GPU</translation>
    </message>
    <message>
        <source>ROCm Tune</source>
        <translation>ROCm Tune</translation>
    </message>
    <message>
        <source>No GPU could be opened: %1</source>
        <translation>无法打开任何 GPU：%1</translation>
    </message>
    <message numerus="yes">
        <source>Showing %n simulated GPU(s): values come from a model, not from hardware.</source>
        <translation>
            <numerusform>正在显示 %n 块模拟 GPU：数值来自模型，而不是硬件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Sampling every %1 ms</source>
        <translation>每 %1 毫秒采样一次</translation>
    </message>
    <message>
        <source>Sampling every %1 s</source>
        <translation>每 %1 秒采样一次</translation>
    </message>
</context>
<context>
    <name>rocmtune::OverviewView</name>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>比较：</translation>
    </message>
    <message>
        <source>Simulated GPUs</source>
        <translation>模拟 GPU</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No GPU reports this metric</source>
        <translation>没有 GPU 提供此指标</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend entry of one GPU in the all-GPUs graph: index and name</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>rocmtune::RecordingControl</name>
    <message>
        <source>Record Session</source>
        <translation>录制会话</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Stop Recording</source>
        <translation>停止录制</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>录制</translation>
    </message>
    <message>
        <source>● REC %1 · %2 · %3</source>
        <extracomment>Recording status: elapsed time, file size, file name</extracomment>
        <translation>● 录制中 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Recorded %1 · %2 · %3</source>
        <translation>已录制 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Record every metric of every GPU to a CSV file (Ctrl+R)</source>
        <translation>将所有 GPU 的全部指标录制到 CSV 文件（Ctrl+R）</translation>
    </message>
</context>
<context>
    <name>rocmtune::SettingsDialog</name>
    <message numerus="yes">
        <source>History keeps %n sample(s) per GPU, about %1 of memory for %2 GPU(s).</source>
        <translation>
            <numerusform>历史记录为每块 GPU 保留 %n 个采样，%2 块 GPU 约占用 %1 内存。</numerusform>
        </translation>
    </message>
    <message>
        <source>At this interval that covers %1 minutes; longer histories need a longer interval.</source>
        <translation>按当前采样间隔可覆盖 %1 分钟；更长的历史需要更长的采样间隔。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Sampling &amp;interval:</source>
        <translation>采样间隔(&amp;I)：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>&amp;Temperature unit:</source>
        <translation>温度单位(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;History length:</source>
        <translation>历史长度(&amp;H)：</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Graph colours:</source>
        <translation>图表配色(&amp;G)：</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>跟随系统（浅色或深色）</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Start &amp;minimized to the tray</source>
        <translation>启动时最小化到托盘(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Notify when a GPU gets close to its critical temperature</source>
        <translation>GPU 接近临界温度时发出通知(&amp;N)</translation>
    </message>
    <message>
        <source>Notify &amp;below critical by:</source>
        <translation>低于临界温度多少时通知(&amp;B)：</translation>
    </message>
</context>
<context>
    <name>rocmtune::TimeControls</name>
    <message>
        <source>&amp;Window:</source>
        <translation>窗口(&amp;W)：</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Jump to the newest samples and follow them (End)</source>
        <translation>跳到最新采样并持续跟随（End）</translation>
    </message>
    <message>
        <source>Scroll through the recorded history</source>
        <translation>滚动浏览已记录的历史</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Follow the newest samples again (Space)</source>
        <translation>重新跟随最新采样（空格）</translation>
    </message>
    <message>
        <source>Freeze the graphs to read them (Space)</source>
        <translation>冻结图表以便查看（空格）</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>Shown time span of the graphs: start – end</extracomment>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>rocmtune::TimeSeriesPlot</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Crosshair read-out line: series name and its value</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Export Graph as PNG…</source>
        <translation>将图表导出为 PNG…</translation>
    </message>
    <message>
        <source>Export Data in View as CSV…</source>
        <translation>将可见数据导出为 CSV…</translation>
    </message>
    <message>
        <source>Resume Live View</source>
        <translation>恢复实时视图</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Show All Series</source>
        <translation>显示全部曲线</translation>
    </message>
    <message>
        <source>Could not write the picture to %1.</source>
        <translation>无法将图片写入 %1。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>rocmtune::TrayController</name>
    <message>
        <source>&amp;Hide Window</source>
        <translation>隐藏窗口(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Show Window</source>
        <translation>显示窗口(&amp;S)</translation>
    </message>
    <message>
        <source>ROCm Tune — Simulated GPUs</source>
        <translation>ROCm Tune — 模拟 GPU</translation>
    </message>
    <message>
        <source>ROCm Tune</source>
        <translation>ROCm Tune</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>已丢失</translation>
    </message>
    <message>
        <source>GPU %1 %2: %3</source>
        <extracomment>Tray tooltip line: GPU index, name, hottest temperature</extracomment>
        <translation>GPU %1 %2：%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>GPU %1 (%2): %3 is %4, within %5 of its critical limit of %6.</source>
        <translation>GPU %1（%2）：%3 为 %4，距离临界值 %6 已不足 %5。</translation>
    </message>
    <message>
        <source>GPU temperature warning</source>
        <translation>GPU 温度警告</translation>
    </message>
</context>
</TS>
