<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AmdSmiBackend</name>
    <message>
        <source>The AMD SMI library cannot start on this system&apos;s driver files, so the amd-smi backend is off: %1</source>
        <translation>AMD SMI 库无法基于本系统的驱动文件启动，amd-smi 后端已关闭：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through %1</source>
        <translation>
            <numerusform>通过 %1 找到 %n 块 AMD GPU</numerusform>
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
        <translation>识别到新 GPU %1。</translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation>AMD GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation>GPU %1（%2）已消失：其驱动目录不存在（重置、解绑或拔出）。</translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation>没有这块 GPU。</translation>
    </message>
    <message>
        <source>GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.</source>
        <translation>GPU %1 已丢失（重置、解绑或拔出）；恢复后会重新使用。</translation>
    </message>
    <message>
        <source>A GPU came back but AMD SMI cannot restart yet: %1</source>
        <translation>有 GPU 已恢复，但 AMD SMI 暂时无法重新启动：%1</translation>
    </message>
    <message>
        <source>Restarting AMD SMI after a GPU came back failed: %1</source>
        <translation>GPU 恢复后重新启动 AMD SMI 失败：%1</translation>
    </message>
    <message>
        <source>GPU %1 is gone; nothing was changed.</source>
        <translation>GPU %1 已丢失；未做任何更改。</translation>
    </message>
    <message>
        <source>The driver has no %1 table for this GPU.</source>
        <translation>驱动没有为此 GPU 提供 %1 表。</translation>
    </message>
    <message>
        <source>The driver reports no power cap range.</source>
        <translation>驱动没有报告功耗上限的范围。</translation>
    </message>
    <message>
        <source>The current power profile is not one ROCm Tune knows.</source>
        <translation>当前的电源模式不是 ROCm Tune 认识的模式。</translation>
    </message>
    <message>
        <source>AMD SMI has no call that puts the overdrive table back to the card&apos;s boot values (the rocm-smi backend offers it).</source>
        <translation>AMD SMI 没有把超频频率表恢复为显卡开机默认值的调用（rocm-smi 后端提供此功能）。</translation>
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
        <translation>%1 下限（%2 MHz）高于上限（%3 MHz）。</translation>
    </message>
    <message>
        <source>A %1 range of %2-%3 MHz is outside the range the driver allows, %4-%5 MHz.</source>
        <translation>%1 范围 %2 至 %3 MHz 超出驱动允许的范围 %4 至 %5 MHz。</translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused the %2 range %3-%4 MHz (AMD SMI: %5).</source>
        <translation>GPU %1 的驱动拒绝了 %2 范围 %3 至 %4 MHz（AMD SMI：%5）。</translation>
    </message>
    <message>
        <source>the %1 range</source>
        <translation>%1 范围</translation>
    </message>
    <message>
        <source>The %1 levels of GPU %2 cannot be selected through AMD SMI.</source>
        <translation>无法通过 AMD SMI 选择 GPU %2 的 %1 档位。</translation>
    </message>
    <message numerus="yes">
        <source>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).</source>
        <translation>
            <numerusform>档位掩码 0x%1 没有选中任何档位，或选中了此 GPU 没有的档位（它有 %n 个档位）。</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 levels</source>
        <translation>%1 档位</translation>
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
        <translation>GPU %1 不提供电源模式 %2。</translation>
    </message>
    <message>
        <source>the power profile</source>
        <translation>电源模式</translation>
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
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>The AMD SMI library (libamd_smi) is not installed: %1</source>
        <translation>未安装 AMD SMI 库（libamd_smi）：%1</translation>
    </message>
    <message>
        <source>%1 lacks amdsmi_init, amdsmi_shut_down, amdsmi_get_socket_handles, amdsmi_get_processor_handles or amdsmi_get_gpu_bdf_id; it is not a usable AMD SMI library.</source>
        <translation>%1 缺少 amdsmi_init、amdsmi_shut_down、amdsmi_get_socket_handles、amdsmi_get_processor_handles 或 amdsmi_get_gpu_bdf_id，不是可用的 AMD SMI 库。</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
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
        <source>this library does not implement it</source>
        <translation>此库没有实现该功能</translation>
    </message>
    <message>
        <source>permission denied (this needs root)</source>
        <translation>权限不足（需要 root 权限）</translation>
    </message>
    <message>
        <source>a driver file could not be read or written</source>
        <translation>无法读取或写入驱动文件</translation>
    </message>
    <message>
        <source>the value is outside the allowed range</source>
        <translation>数值超出允许范围</translation>
    </message>
    <message>
        <source>the library could not initialise</source>
        <translation>库无法初始化</translation>
    </message>
    <message>
        <source>the GPU is busy</source>
        <translation>GPU 正忙</translation>
    </message>
    <message>
        <source>the GPU was not found</source>
        <translation>未找到 GPU</translation>
    </message>
    <message>
        <source>the library is not initialised</source>
        <translation>库尚未初始化</translation>
    </message>
    <message>
        <source>the amdgpu driver is not loaded</source>
        <translation>amdgpu 驱动未加载</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>没有数据</translation>
    </message>
    <message>
        <source>the driver file holds unexpected data</source>
        <translation>驱动文件中的数据不符合预期</translation>
    </message>
    <message>
        <source>the setting is not available</source>
        <translation>该设置不可用</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>GPU %1: %2: %3</source>
        <translation>GPU %1：%2：%3</translation>
    </message>
    <message>
        <source>The power profile of GPU %1 cannot be set through AMD SMI: its pp_power_profile_mode layout is not one the library reads safely.</source>
        <translation>无法通过 AMD SMI 设置 GPU %1 的电源模式：该库无法安全读取其 pp_power_profile_mode 格式。</translation>
    </message>
    <message>
        <source>%1 has a format that neither AMD SMI nor ROCm Tune understands (&quot;%2&quot;)</source>
        <translation>%1 的格式 AMD SMI 和 ROCm Tune 都无法识别（“%2”）</translation>
    </message>
    <message>
        <source>pp_dpm_pcie has a format that neither AMD SMI nor ROCm Tune understands (&quot;%1&quot;)</source>
        <translation>pp_dpm_pcie 的格式 AMD SMI 和 ROCm Tune 都无法识别（“%1”）</translation>
    </message>
    <message>
        <source>pp_power_profile_mode has a format that neither AMD SMI nor ROCm Tune understands</source>
        <translation>pp_power_profile_mode 的格式 AMD SMI 和 ROCm Tune 都无法识别</translation>
    </message>
    <message>
        <source>the current power profile %1 is not one ROCm Tune knows</source>
        <translation>当前电源模式 %1 不是 ROCm Tune 已知的模式</translation>
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
        <source>The driver offers no GFX clock levels for this GPU that can be read.</source>
        <translation>驱动没有为这块 GPU 提供可读取的核心频率档位。</translation>
    </message>
    <message>
        <source>The driver offers no memory clock levels for this GPU that can be read.</source>
        <translation>驱动没有为这块 GPU 提供可读取的显存频率档位。</translation>
    </message>
    <message>
        <source>The driver reports a performance level ROCm Tune does not know.</source>
        <translation>驱动报告的性能等级是 ROCm Tune 不认识的。</translation>
    </message>
    <message>
        <source>This GPU&apos;s power profiles cannot be read.</source>
        <translation>无法读取这块 GPU 的电源模式。</translation>
    </message>
    <message>
        <source>This GPU&apos;s driver offers no power profiles.</source>
        <translation>这块 GPU 的驱动不提供电源模式。</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>AMD SMI has no call for this setting; the rocm-smi and sysfs backends set it where the driver offers it.</source>
        <translation>AMD SMI 没有设置此项的调用；在驱动提供此项的显卡上，rocm-smi 和 sysfs 后端可以设置。</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>This control is not supported by the %1 backend.</source>
        <translation>%1 后端不支持此可调项。</translation>
    </message>
    <message>
        <source>%1 has no firmware boot value to go back to: give a number.</source>
        <translation>%1 没有可恢复的固件开机默认值：请给出一个数值。</translation>
    </message>
</context>
<context>
    <name>BackendCommandLine</name>
    <message>
        <source>Number of simulated GPUs (1-16).</source>
        <translation>模拟 GPU 的数量（1 至 16）。</translation>
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
        <source>Device source: auto, sim, rocm-smi, amd-smi, sysfs (the amdgpu driver&apos;s files alone) or nvml (default: auto: AMD SMI where it is installed, else ROCm SMI, else the driver&apos;s files; simulated GPUs when none is found).</source>
        <translation>设备来源：auto、sim、rocm-smi、amd-smi、sysfs（只用 amdgpu 驱动文件）或 nvml（默认 auto：装有 AMD SMI 时用它，否则用 ROCm SMI，再否则用驱动文件；都找不到 GPU 时显示模拟 GPU）。</translation>
    </message>
</context>
<context>
    <name>BackendRegistry</name>
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
    <message>
        <source>Virtual machine: ROCm SMI is preferred over AMD SMI, whose library refuses tuning changes in a virtual machine.</source>
        <translation>虚拟机：优先使用 ROCm SMI，不用 AMD SMI，因为 AMD SMI 库在虚拟机中拒绝一切调校更改。</translation>
    </message>
    <message>
        <source>ROCm SMI</source>
        <translation>ROCm SMI</translation>
    </message>
    <message>
        <source>AMD SMI</source>
        <translation>AMD SMI</translation>
    </message>
    <message>
        <source>driver files</source>
        <translation>驱动文件</translation>
    </message>
    <message>
        <source>NVML</source>
        <translation>NVML</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped: the other AMD library already shows the AMD GPUs</source>
        <translation>已跳过：另一个 AMD 库已显示这些 AMD GPU</translation>
    </message>
    <message>
        <source>skipped: an AMD library already shows the AMD GPUs</source>
        <translation>已跳过：已有 AMD 库显示这些 AMD GPU</translation>
    </message>
    <message>
        <source>skipped: an AMD library is installed (its result is above)</source>
        <translation>已跳过：已安装 AMD 库（其结果见上）</translation>
    </message>
</context>
<context>
    <name>Boot</name>
    <message>
        <source>The boot-loop guard&apos;s record %1 is malformed; remove it (boot profiles are not applied while it cannot be read).</source>
        <translation>开机循环保护的记录 %1 格式有误，请删除它（无法读取时不会应用开机配置方案）。</translation>
    </message>
    <message>
        <source>The boot profiles %1 are refused (nothing is applied from them): %2</source>
        <translation>开机配置方案 %1 被拒绝（其中的任何值都不会应用）：%2</translation>
    </message>
    <message>
        <source>not a JSON object (%1).</source>
        <translation>不是 JSON 对象（%1）。</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1.</source>
        <translation>“version”必须为 1。</translation>
    </message>
    <message>
        <source>&quot;profiles&quot; must be a list of at most %1 entries.</source>
        <translation>“profiles”必须是最多 %1 项的列表。</translation>
    </message>
    <message>
        <source>each profile must be an object.</source>
        <translation>每个配置方案都必须是对象。</translation>
    </message>
    <message>
        <source>&quot;device_id&quot; and &quot;profile&quot; must be non-empty strings; names and ids have a length limit.</source>
        <translation>“device_id”和“profile”必须是非空字符串；名称和 ID 有长度限制。</translation>
    </message>
    <message>
        <source>GPU %1 has more than one boot profile.</source>
        <translation>GPU %1 有不止一个开机配置方案。</translation>
    </message>
    <message>
        <source>&quot;values&quot; of GPU %1 must be an object.</source>
        <translation>GPU %1 的“values”必须是对象。</translation>
    </message>
    <message>
        <source>the values of GPU %1 are empty.</source>
        <translation>GPU %1 的值为空。</translation>
    </message>
    <message>
        <source>&quot;set_ms&quot; must be a time in milliseconds.</source>
        <translation>“set_ms”必须是以毫秒计的时间。</translation>
    </message>
    <message>
        <source>The boot profiles %1 are refused: the file is larger than %2 bytes.</source>
        <translation>开机配置方案 %1 被拒绝：文件大于 %2 字节。</translation>
    </message>
    <message>
        <source>The request is larger than %1 bytes.</source>
        <translation>请求大于 %1 字节。</translation>
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
        <source>&quot;action&quot; must be one of boot_set, boot_clear, boot_enable.</source>
        <translation>“action”必须是 boot_set、boot_clear、boot_enable 之一。</translation>
    </message>
    <message>
        <source>&quot;device&quot; must be {&quot;index&quot;: 0-1023, &quot;id&quot;: &quot;the GPU&apos;s id&quot;}; a boot profile is bound to the GPU&apos;s id.</source>
        <translation>“device”必须是 {&quot;index&quot;: 0-1023, &quot;id&quot;: &quot;GPU 的 ID&quot;}；开机配置方案绑定在 GPU 的 ID 上。</translation>
    </message>
    <message>
        <source>&quot;profile&quot; and &quot;values&quot; are only allowed for &quot;boot_set&quot;.</source>
        <translation>只有“boot_set”可以带“profile”和“values”。</translation>
    </message>
    <message>
        <source>&quot;profile&quot; must be the profile&apos;s name (1-256 characters).</source>
        <translation>“profile”必须是配置方案的名称（1–256 个字符）。</translation>
    </message>
    <message>
        <source>&quot;values&quot; is required for &quot;boot_set&quot; and must be an object.</source>
        <translation>“boot_set”必须带“values”，且它必须是对象。</translation>
    </message>
    <message>
        <source>&quot;values&quot; is empty: the boot profile would change nothing.</source>
        <translation>“values”为空：这个开机配置方案什么也不会改变。</translation>
    </message>
    <message>
        <source>GPU %1 is %2 (id %3), not the GPU with id %4; nothing was changed.</source>
        <translation>GPU %1 是 %2（ID %3），不是 ID 为 %4 的 GPU；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 has no boot profile.</source>
        <translation>%1 没有开机配置方案。</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; of %2 removed; it is no longer applied at boot.</source>
        <translation>已删除 %2 的开机配置方案“%1”；开机时不再应用。</translation>
    </message>
    <message>
        <source>GPU %1 has no backend.</source>
        <translation>GPU %1 没有后端。</translation>
    </message>
    <message>
        <source>Refused, no boot profile was stored: %1</source>
        <translation>已拒绝，未保存开机配置方案：%1</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; stored for %2; it is applied at every boot, after resume and after a GPU reset.</source>
        <translation>已为 %2 保存开机配置方案“%1”；每次开机、唤醒后和 GPU 重置后都会应用。</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; of %2 is applied at boot again.</source>
        <translation>%2 的开机配置方案“%1”已重新在开机时应用。</translation>
    </message>
    <message>
        <source>The boot-loop guard&apos;s stop was lifted.</source>
        <translation>开机循环保护的停用已解除。</translation>
    </message>
    <message>
        <source>at boot</source>
        <translation>开机时</translation>
    </message>
    <message>
        <source>after resume</source>
        <translation>唤醒后</translation>
    </message>
    <message>
        <source>after a GPU reset or driver reload</source>
        <translation>GPU 重置或驱动重新加载后</translation>
    </message>
    <message>
        <source>after drift</source>
        <translation>设置偏离后</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; of GPU %2 (%3) is not applied: the machine went down without a clean shutdown within 10 minutes of applying it (%4), so the boot-loop guard switched it off. Enable it again with &quot;rocmtune-cli profile boot enable --gpu %2&quot;.</source>
        <translation>GPU %2（%3）的开机配置方案“%1”未应用：在 %4 应用后 10 分钟内机器异常关机，开机循环保护因此停用了它。用“rocmtune-cli profile boot enable --gpu %2”重新启用。</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; on GPU %2 (%3) %4%5: %6</source>
        <translation>%4在 GPU %2（%3）上应用开机配置方案“%1”%5：%6</translation>
    </message>
    <message>
        <source>(The boot-loop guard could not record it: %1)</source>
        <translation>（开机循环保护无法记录此次应用：%1）</translation>
    </message>
    <message>
        <source>The last boot ended without a clean shutdown within 10 minutes of applying the boot profile (%1): the boot-loop guard switched the boot profile of %2 off.</source>
        <translation>上次开机在应用开机配置方案（%1）后 10 分钟内未正常关机就结束了：开机循环保护停用了 %2 的开机配置方案。</translation>
    </message>
    <message>
        <source>GPU %1 (%2) was changed through ROCm Tune since its boot profile &quot;%3&quot; was applied: left as it is until the next boot, resume or GPU reset.</source>
        <translation>GPU %1（%2）在应用开机配置方案“%3”之后又通过 ROCm Tune 修改过：保持现状，直到下次开机、唤醒或 GPU 重置。</translation>
    </message>
    <message>
        <source>GPU %1 (%2) drifted from its boot profile &quot;%3&quot; again (%4) after %5 re-applies within 10 minutes: something keeps changing it, so it is no longer re-applied until the next boot, resume or GPU reset.</source>
        <translation>GPU %1（%2）在 10 分钟内重新应用 %5 次后又偏离了开机配置方案“%3”（%4）：有程序在不断修改它，因此在下次开机、唤醒或 GPU 重置之前不再重新应用。</translation>
    </message>
    <message>
        <source>No GPU can be opened: %1</source>
        <translation>无法打开任何 GPU：%1</translation>
    </message>
    <message>
        <source>No boot profile is applied: %1</source>
        <translation>未应用任何开机配置方案：%1</translation>
    </message>
    <message>
        <source>No boot profile is applied %1: %2</source>
        <translation>未应用任何开机配置方案（%1）：%2</translation>
    </message>
    <message>
        <source>No boot profile is applied at boot: %1</source>
        <translation>开机时未应用任何开机配置方案：%1</translation>
    </message>
    <message numerus="yes">
        <source>Boot profiles applied; watching %n GPU(s) for drift.</source>
        <translation>
            <numerusform>已应用开机配置方案；正在监视 %n 块 GPU 的设置是否偏离。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped; clean shutdown recorded for the boot-loop guard.</source>
        <translation>已停止；已为开机循环保护记录正常关机。</translation>
    </message>
    <message>
        <source>rocmtune-boot runs as root, started by systemd (rocmtune-boot.service).</source>
        <translation>rocmtune-boot 以 root 身份运行，由 systemd 启动（rocmtune-boot.service）。</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; on GPU %2 (%3) %4 is refused, nothing was applied: %5</source>
        <translation>GPU %2（%3）的开机配置方案“%1”%4被拒绝，未应用任何设置：%5</translation>
    </message>
    <message>
        <source>the software fan curve is run by rocmtune-boot.service</source>
        <translation>软件风扇曲线由 rocmtune-boot.service 运行</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot;: %2.</source>
        <translation>开机配置方案“%1”：%2。</translation>
    </message>
    <message>
        <source>the boot profiles cannot be read</source>
        <translation>无法读取开机配置方案</translation>
    </message>
    <message>
        <source>its boot profile was cleared</source>
        <translation>其开机配置方案已被清除</translation>
    </message>
    <message>
        <source>the boot-loop guard switched its boot profile off</source>
        <translation>开机循环保护已停用其开机配置方案</translation>
    </message>
    <message>
        <source>its boot profile was changed</source>
        <translation>其开机配置方案已被更改</translation>
    </message>
    <message>
        <source>This GPU has no fan whose speed can be set (no gpu_od/fan_ctrl and no writable pwm1): a fan curve cannot run on it.</source>
        <translation>此 GPU 没有可设置转速的风扇（没有 gpu_od/fan_ctrl，也没有可写的 pwm1）：无法在其上运行风扇曲线。</translation>
    </message>
    <message>
        <source>A software fan curve needs 2 to %1 points, not %2.</source>
        <translation>软件风扇曲线需要 2 到 %1 个点，而不是 %2 个。</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation>GPU %1（%2）</translation>
    </message>
    <message>
        <source>%1: fan back to automatic control (%2).</source>
        <translation>%1：风扇已恢复自动控制（%2）。</translation>
    </message>
    <message>
        <source>%1: the fan could not be put back to automatic control (%2), so it was set to 100% (%3).</source>
        <translation>%1：无法将风扇恢复为自动控制（%2），因此已设为 100%（%3）。</translation>
    </message>
    <message>
        <source>%1: the fan could not be put back to automatic control (%2) nor set to 100% (%3) (%4).</source>
        <translation>%1：无法将风扇恢复为自动控制（%2），也无法设为 100%（%3）（%4）。</translation>
    </message>
    <message>
        <source>The software fan curve record could not be written: %1</source>
        <translation>无法写入软件风扇曲线记录：%1</translation>
    </message>
    <message>
        <source>%1: the fan speed %2% could not be set: %3</source>
        <translation>%1：无法设置风扇转速 %2%：%3</translation>
    </message>
    <message>
        <source>the software fan curve could not write</source>
        <translation>软件风扇曲线无法写入</translation>
    </message>
    <message>
        <source>%1: %2 °C is within %3 °C of the critical temperature: fan at 100%.</source>
        <translation>%1：%2 °C 距临界温度不足 %3 °C：风扇转速 100%。</translation>
    </message>
    <message>
        <source>%1: %2 °C -&gt; fan at %3%.</source>
        <translation>%1：%2 °C → 风扇转速 %3%。</translation>
    </message>
    <message>
        <source>%1 is not there (a GPU reset or driver reload?): its software fan curve continues when it is back.</source>
        <translation>%1 暂时不在（GPU 重置或驱动重新加载？）：恢复后其软件风扇曲线会继续运行。</translation>
    </message>
    <message>
        <source>%1 is back: its software fan curve continues.</source>
        <translation>%1 已恢复：其软件风扇曲线继续运行。</translation>
    </message>
    <message>
        <source>%1: the fan was changed through ROCm Tune; the software fan curve stops and leaves it as it is until the next boot, resume or GPU reset.</source>
        <translation>%1：风扇已通过 ROCm Tune 更改；软件风扇曲线停止，并保持当前设置，直到下次开机、唤醒或 GPU 重置。</translation>
    </message>
    <message>
        <source>%1: the fan no longer shows the %2% written (%3): written again.</source>
        <translation>%1：风扇不再显示写入的 %2%（%3）：已重新写入。</translation>
    </message>
    <message>
        <source>%1% now</source>
        <translation>现为 %1%</translation>
    </message>
    <message>
        <source>automatic control</source>
        <translation>自动控制</translation>
    </message>
    <message>
        <source>%1: software fan curve stopped (%2); the GPU is not there, so its fan is put back to automatic control at the next start of the service.</source>
        <translation>%1：软件风扇曲线已停止（%2）；该 GPU 当前不存在，将在服务下次启动时把其风扇恢复为自动控制。</translation>
    </message>
    <message>
        <source>the service that ran its software fan curve (PID %1) ended without stopping it</source>
        <translation>运行其软件风扇曲线的服务（PID %1）未停止曲线便已结束</translation>
    </message>
    <message>
        <source>The software fan curve record %1 is malformed.</source>
        <translation>软件风扇曲线记录 %1 格式错误。</translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: %3 °C, the fan is on automatic control</source>
        <translation>软件风扇曲线 %1（%2）正在 rocmtune-boot 中运行：%3 °C，风扇处于自动控制</translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: %3 °C is near the critical limit, the fan runs at 100%</source>
        <translation>软件风扇曲线 %1（%2）正在 rocmtune-boot 中运行：%3 °C 接近临界温度，风扇以 100% 运行</translation>
    </message>
    <message>
        <source>Usage: rocmtune-boot start | event resume | event gpu-reset [cardN] | event fan-restore</source>
        <translation>用法：rocmtune-boot start | event resume | event gpu-reset [cardN] | event fan-restore</translation>
    </message>
    <message numerus="yes">
        <source>Software fan curves: %n.</source>
        <translation>
            <numerusform>软件风扇曲线：%n 条。</numerusform>
        </translation>
    </message>
    <message>
        <source>the service failed: %1</source>
        <translation>服务出错：%1</translation>
    </message>
    <message>
        <source>rocmtune-boot failed: %1</source>
        <translation>rocmtune-boot 出错：%1</translation>
    </message>
    <message>
        <source>the service stopped</source>
        <translation>服务已停止</translation>
    </message>
    <message>
        <source>the service failed</source>
        <translation>服务出错</translation>
    </message>
    <message>
        <source>rocmtune-boot failed.</source>
        <translation>rocmtune-boot 出错。</translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) run by rocmtune-boot</source>
        <translation>由 rocmtune-boot 运行的软件风扇曲线 %1（%2）</translation>
    </message>
    <message>
        <source>This GPU shows no %1, which the fan curve follows.</source>
        <translation>此 GPU 不提供风扇曲线所依据的%1。</translation>
    </message>
    <message>
        <source>%1 (The software fan curve&apos;s range on this GPU: 0-%2 °C of the %3, whose critical limit is %2 °C; duty 0-100% of pwm1.)</source>
        <translation>%1（此 GPU 上软件风扇曲线的范围：%3 0 至 %2 °C，其临界值为 %2 °C；pwm1 占空比 0 至 100%。）</translation>
    </message>
    <message>
        <source>%1: software fan curve %2 (%3) started.</source>
        <translation>%1：软件风扇曲线 %2（%3）已启动。</translation>
    </message>
    <message>
        <source>its %1 cannot be read</source>
        <translation>无法读取其%1</translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: no temperature reading, the fan is on automatic control</source>
        <translation>软件风扇曲线 %1（%2）正在 rocmtune-boot 中运行：无温度读数，风扇处于自动控制</translation>
    </message>
    <message>
        <source>software fan curve %1 (%2) running in rocmtune-boot: %3 °C -&gt; fan at %4%</source>
        <translation>软件风扇曲线 %1（%2）正在 rocmtune-boot 中运行：%3 °C → 风扇 %4%</translation>
    </message>
    <message>
        <source>The helper answered &quot;%1&quot;, which this version does not know.</source>
        <translation>辅助程序返回了“%1”，当前版本不认识这个结果。</translation>
    </message>
    <message>
        <source>The helper gave no reason.</source>
        <translation>辅助程序没有给出原因。</translation>
    </message>
    <message>
        <source>No boot profile was stored, try again: %1</source>
        <translation>开机配置方案没有保存，请重试：%1</translation>
    </message>
    <message>
        <source>Boot profile &quot;%1&quot; on GPU %2 (%3) %4 could not be applied now, nothing was applied: %5 The profile stays; the next boot, resume or GPU reset tries again.</source>
        <translation>GPU %2（%3）的开机配置方案“%1”%4暂时无法应用，未做任何更改：%5配置方案会保留，下次开机、唤醒或 GPU 重置时会重试。</translation>
    </message>
    <message>
        <source>The fan of this GPU cannot be read now, so the fan curve could not be checked.</source>
        <translation>暂时无法读取这块 GPU 的风扇，因此无法检查风扇曲线。</translation>
    </message>
    <message>
        <source>The fan curve could not be checked: %1</source>
        <translation>无法检查风扇曲线：%1</translation>
    </message>
    <message numerus="yes">
        <source>Trying the boot profile of %n GPU(s) again in %1 s.</source>
        <translation>
            <numerusform>%1 秒后重新应用 %n 块 GPU 的开机配置方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>No boot profile is applied after this GPU reset of %1: it was re-applied after %2 resets within %3 minutes already (a profile that makes the GPU hang?). The next boot, resume or profile change applies it again.</source>
        <translation>%1 的这次 GPU 重置后不应用开机配置方案：%3 分钟内已在 %2 次重置后重新应用过（是不是配置方案让 GPU 卡死？）。下次开机、唤醒或更改配置方案时会再次应用。</translation>
    </message>
    <message>
        <source>The events of this boot will apply nothing: %1</source>
        <translation>本次开机的事件不会应用任何值：%1</translation>
    </message>
    <message>
        <source>rocmtune-boot.service has not started in this boot (it is not enabled, or not yet started): boot profiles are applied only once it has.</source>
        <translation>rocmtune-boot.service 在本次开机中尚未启动（未启用，或还没启动）：它启动之后才会应用开机配置方案。</translation>
    </message>
    <message>
        <source>The record of re-applies after GPU resets %1 is malformed; remove it.</source>
        <translation>GPU 重置后重新应用的记录 %1 格式有误，请删除它。</translation>
    </message>
    <message>
        <source>the service is stopping</source>
        <translation>服务正在停止</translation>
    </message>
    <message>
        <source>rocmtune-boot did not end within %1 s of the stop request (a call in the ROCm SMI library does not return); its fans are on automatic control, it ends now.</source>
        <translation>rocmtune-boot 在收到停止请求后 %1 秒内没有结束（ROCm SMI 库中的一个调用没有返回）；它的风扇已恢复为自动控制，现在结束。</translation>
    </message>
    <message>
        <source>the software fan curve&apos;s step is %1 s late: the service waits for the ROCm SMI library or the driver</source>
        <translation>软件风扇曲线的这一步已迟了 %1 秒：服务在等待 ROCm SMI 库或驱动</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a reason and its detail</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a message and a note on it</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2 °C -&gt; fan at %3%, the safety policy&apos;s minimum (the curve gives less; the hottest sensor is at %4 °C).</source>
        <translation>%1：%2 °C → 风扇转速 %3%，即安全策略的最低转速（曲线给出的更低；最热的传感器为 %4 °C）。</translation>
    </message>
    <message>
        <source>Found: %1</source>
        <translation>发现：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a control&apos;s name and its set vs in force</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Found: %1.</source>
        <translation>发现：%1。</translation>
    </message>
    <message>
        <source>Found every value ROCm Tune set still in force.</source>
        <translation>发现 ROCm Tune 设定的值仍全部生效。</translation>
    </message>
    <message>
        <source>Found no value set by ROCm Tune before.</source>
        <translation>未发现此前由 ROCm Tune 设定的值。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A value the card no longer holds: &quot;Power cap: 300 W (the driver reports 280 W)&quot;</extracomment>
        <translation>%1（%2）</translation>
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
        <translation>ID：      %1</translation>
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
        <translation>采样间隔，单位毫秒（100 至 10000，默认 1000）。</translation>
    </message>
    <message>
        <source>Stop after this many samples per GPU (default: run until interrupted).</source>
        <translation>每块 GPU 采样达到指定次数后停止（默认：一直运行直到中断）。</translation>
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
        <translation>结温°C</translation>
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
        <translation>利用率%</translation>
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
        <translation>客户端发送请求并读取应答的最长时间，单位毫秒（100 至 60000，默认 5000）。</translation>
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
        <source>Time one reading of each GPU through its backend.</source>
        <translation>测量通过后端读取每块 GPU 一次所需的时间。</translation>
    </message>
    <message>
        <source>--duration must be a number of seconds per test.</source>
        <translation>--duration 必须是每项测试的秒数。</translation>
    </message>
    <message>
        <source>--gpu takes GPU indices (see &quot;rocmtune-cli list&quot;) or &quot;all&quot;.</source>
        <translation>--gpu 接受 GPU 序号（见“rocmtune-cli list”）或“all”。</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <source>Stress-test GPUs with self-checking kernels and judge the run: exit code 0 only on PASS, 1 on FAIL, 3 when no runner or no usable GPU, 4 when interrupted.</source>
        <translation>用自校验的 GPU kernel 对 GPU 做压力测试并给出结论：仅在通过时退出码为 0，未通过为 1，没有测试程序或没有可用 GPU 为 3，被中断为 4。</translation>
    </message>
    <message>
        <source>Seconds per test (overrides the preset&apos;s).</source>
        <translation>每项测试的秒数（覆盖预设值）。</translation>
    </message>
    <message>
        <source>GPU index to test, a comma-separated list, or all (default 0).</source>
        <translation>要测试的 GPU 序号、逗号分隔的列表或 all（默认 0）。</translation>
    </message>
    <message>
        <source>Print the verdict as one JSON document.</source>
        <translation>以一个 JSON 文档输出结论。</translation>
    </message>
    <message>
        <source>Write a report: FILE.html (self-contained, with graphs) or FILE.json; may be given twice.</source>
        <translation>写出报告：FILE.html（独立文件，含图表）或 FILE.json；可给出两次。</translation>
    </message>
    <message>
        <source>Seconds of runner silence that count as a hang (default 10).</source>
        <translation>测试程序无输出多少秒即视为卡死（默认 10）。</translation>
    </message>
    <message>
        <source>Neither compare with nor record this GPU&apos;s baseline.</source>
        <translation>既不与此 GPU 的基准比较，也不记录基准。</translation>
    </message>
    <message>
        <source>--heartbeat-timeout must be from 0.5 to 3600 seconds.</source>
        <translation>--heartbeat-timeout 必须在 0.5 到 3600 秒之间。</translation>
    </message>
    <message>
        <source>No monitoring backend found a GPU: the run is judged without telemetry (temperatures, power and clocks are not checked).</source>
        <translation>所有监控后端都未找到 GPU：本次测试在没有遥测数据的情况下判定（不检查温度、功耗和频率）。</translation>
    </message>
    <message>
        <source>Baselines not used: %1</source>
        <translation>未使用基准：%1</translation>
    </message>
    <message>
        <source>Stress test: %1, %2 s per test (%3), GPU(s) %4, runner %5</source>
        <translation>压力测试：%1，每项 %2 秒（%3），GPU %4，测试程序 %5</translation>
    </message>
    <message>
        <source>Interrupted: stopping the runner …</source>
        <translation>已中断：正在停止测试程序……</translation>
    </message>
    <message>
        <source>Stress-test GPUs and judge the run (PASS/FAIL).</source>
        <translation>对 GPU 做压力测试并给出结论（通过/未通过）。</translation>
    </message>
    <message>
        <source>GPU %1  starting</source>
        <translation>GPU %1  正在启动</translation>
    </message>
    <message>
        <source>GPU %1  %2  %3%  %4 %5  errors so far: %6</source>
        <translation>GPU %1  %2  %3%  %4 %5  目前错误数：%6</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>GPU %1 (%2): %3</source>
        <translation>GPU %1（%2）：%3</translation>
    </message>
    <message>
        <source>FAIL: %1</source>
        <translation>未通过：%1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>, %1%2% vs baseline</source>
        <translation>，相对基准 %1%2%</translation>
    </message>
    <message>
        <source>clock min/avg/max %1/%2/%3 MHz, %4 drops, throttled %5</source>
        <translation>最低/平均/最高频率 %1/%2/%3 MHz，掉频 %4 次，降频 %5</translation>
    </message>
    <message>
        <source>%1 (PID %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>Processes:      %1</source>
        <translation>进程：      %1</translation>
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
        <translation>运行一条命令（或附加到一个正在运行的进程），在其整个生命周期内记录 GPU 遥测数据；结束时打印能耗、功耗、温度、降频和频率稳定性摘要，并返回该命令的退出码。

用法：rocmtune-cli run [选项] -- 命令 [参数...]
      rocmtune-cli run [选项] --attach PID</translation>
    </message>
    <message>
        <source>Record this GPU (index from &quot;list&quot;); repeat for several (default: all).</source>
        <translation>记录此 GPU（序号见“list”）；可重复指定多个（默认：全部）。</translation>
    </message>
    <message>
        <source>Record a running process until it exits instead of starting a command.</source>
        <translation>附加到一个正在运行的进程并记录，直到它退出，而不是启动新命令。</translation>
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
        <translation>--gpu 必须是 GPU 序号（0、1 等），而不是“%1”。</translation>
    </message>
    <message>
        <source>--attach must be a process id.</source>
        <translation>--attach 必须是进程 ID。</translation>
    </message>
    <message>
        <source>Give either --attach PID or a command after &quot;--&quot;, not both.</source>
        <translation>请指定 --attach PID 或在“--”之后给出命令，二者不能同时使用。</translation>
    </message>
    <message>
        <source>No command: put it after &quot;--&quot;, e.g. rocmtune-cli run -- python3 train.py</source>
        <translation>没有命令：请将其放在“--”之后，例如 rocmtune-cli run -- python3 train.py</translation>
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
    <message>
        <source>Time one reading of every metric of each GPU (the sampler&apos;s cost per device and tick).</source>
        <translation>测量每块 GPU 读取一次全部指标所需的时间（采样器每个设备每次采样的开销）。</translation>
    </message>
    <message>
        <source>Timed readings per GPU (1-100000, default 200).</source>
        <translation>每块 GPU 计时读取的次数（1 至 100000，默认 200）。</translation>
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
        <translation>平均 %1 µs，中位数 %2 µs，p95 %3 µs，最短 %4 µs，最长 %5 µs</translation>
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
        <translation>功耗上限比默认上限高出的百分比（负数表示低于默认上限）。</translation>
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
        <translation>性能等级：auto、low、high、manual、profile_peak 等</translation>
    </message>
    <message>
        <source>Power profile: COMPUTE, BOOTUP_DEFAULT ...</source>
        <translation>电源模式：COMPUTE、BOOTUP_DEFAULT 等</translation>
    </message>
    <message>
        <source>GFX overdrive in percent (0-20).</source>
        <translation>核心超频百分比（0 至 20）。</translation>
    </message>
    <message>
        <source>Seconds to confirm before the change is reverted (5-60, default 15).</source>
        <translation>确认更改的秒数，超时即还原（5 至 60，默认 15）。</translation>
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
        <translation>未知的电源模式“%1”。</translation>
    </message>
    <message>
        <source>--overdrive must be a whole percentage from 0.</source>
        <translation>--overdrive 必须是不小于 0 的整数百分比。</translation>
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
        <source>Power cap:      %1 W (default %2 W, power overdrive %3%; driver %4-%5 W; safety limit %6 W)</source>
        <translation>功耗上限：      %1 W（默认 %2 W，功耗超频 %3%；驱动范围 %4–%5 W；安全上限 %6 W）</translation>
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
        <translation>%1–%2 MHz（允许 %3–%4 MHz；DPM 档位 %5）</translation>
    </message>
    <message>
        <source>Power profile:  %1</source>
        <translation>电源模式：      %1</translation>
    </message>
    <message>
        <source>Overdrive:      %1</source>
        <translation>超频：          %1</translation>
    </message>
    <message>
        <source>%1% (safety limit %2%)</source>
        <translation>%1%（安全上限 %2%）</translation>
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
    <message>
        <source>Apply a profile made for another GPU model (checked against this card&apos;s limits).</source>
        <translation>应用为其他 GPU 型号制作的配置方案（按这块卡的限制检查）。</translation>
    </message>
    <message>
        <source>Apply every profile marked &quot;apply at login&quot; to each present GPU it fits, without a countdown.</source>
        <translation>将每个标记为“登录时应用”的配置方案应用到本机现有的、它适用的每块 GPU，不进行倒计时确认。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; on GPU %2 (%3, %4):</source>
        <translation>配置方案“%1”用于 GPU %2（%3，%4）：</translation>
    </message>
    <message>
        <source>Left out (this GPU does not have them): %1</source>
        <translation>已略过（此 GPU 没有这些可调项）：%1</translation>
    </message>
    <message>
        <source>Unreadable profile file %1 (left untouched): %2</source>
        <translation>无法读取的配置方案文件 %1（未做改动）：%2</translation>
    </message>
    <message>
        <source>No GPU could be opened, so no profile was applied.</source>
        <translation>无法打开任何 GPU，因此没有应用配置方案。</translation>
    </message>
    <message>
        <source>Skipped profile &quot;%1&quot;: %2</source>
        <translation>已跳过配置方案“%1”：%2</translation>
    </message>
    <message>
        <source>No profile is marked &quot;apply at login&quot;; nothing to do.</source>
        <translation>没有标记为“登录时应用”的配置方案；无需操作。</translation>
    </message>
    <message>
        <source>--at-login applies the marked profiles to every GPU they fit; it takes no --%1.</source>
        <translation>--at-login 会把已标记的配置方案应用到它们适用的每块 GPU；不接受 --%1。</translation>
    </message>
    <message>
        <source>--at-login takes no profile name: it applies the profiles marked &quot;apply at login&quot;.</source>
        <translation>--at-login 不接受配置方案名称：它应用标记为“登录时应用”的配置方案。</translation>
    </message>
    <message>
        <source>There is no profile &quot;%1&quot; (see rocmtune-cli profile list).</source>
        <translation>没有名为“%1”的配置方案（见 rocmtune-cli profile list）。</translation>
    </message>
    <message>
        <source>this device</source>
        <translation>本设备</translation>
    </message>
    <message>
        <source>same model</source>
        <translation>同型号</translation>
    </message>
    <message>
        <source>other model</source>
        <translation>其他型号</translation>
    </message>
    <message>
        <source>%1 (this card only, id %2)</source>
        <translation>%1（仅限这块卡，ID %2）</translation>
    </message>
    <message>
        <source>%1 (any card of this model, PCI id %2)</source>
        <translation>%1（该型号的任意卡，PCI ID %2）</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile &lt;subcommand&gt; [options]</source>
        <translation>用法：rocmtune-cli profile &lt;子命令&gt; [选项]</translation>
    </message>
    <message>
        <source>Every subcommand takes --json. Exit codes:</source>
        <translation>每个子命令都支持 --json。退出码：</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failure (profile folder not readable or writable, no GPUs ...)</source>
        <translation>失败（配置方案文件夹无法读写、没有 GPU 等）</translation>
    </message>
    <message>
        <source>bad arguments</source>
        <translation>参数错误</translation>
    </message>
    <message>
        <source>refused: another GPU model without --override-model, outside the card&apos;s limits, or a name already taken; nothing was changed</source>
        <translation>已拒绝：其他 GPU 型号且未给出 --override-model、超出这块卡的限制，或名称已被占用；未做任何更改</translation>
    </message>
    <message>
        <source>no such profile or GPU</source>
        <translation>没有该配置方案或 GPU</translation>
    </message>
    <message>
        <source>applying failed: the values did not stick and were rolled back (at login: on any GPU)</source>
        <translation>应用失败：设置未生效并已回滚（登录时：任一 GPU 失败）</translation>
    </message>
    <message>
        <source>Unknown profile subcommand &quot;%1&quot;.</source>
        <translation>未知的 profile 子命令“%1”。</translation>
    </message>
    <message>
        <source>List, show, save, apply, export, import, rename or delete tuning profiles; apply at login.</source>
        <translation>列出、显示、保存、应用、导出、导入、重命名或删除调校配置方案；登录时应用。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile delete NAME|ID</source>
        <translation>用法：rocmtune-cli profile delete 名称|ID</translation>
    </message>
    <message>
        <source>Deleted profile &quot;%1&quot;.</source>
        <translation>已删除配置方案“%1”。</translation>
    </message>
    <message>
        <source>No profile is applied at login any more; removed %1.</source>
        <translation>登录时不再应用任何配置方案；已删除 %1。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile rename NAME|ID NEW_NAME</source>
        <translation>用法：rocmtune-cli profile rename 名称|ID 新名称</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation>名为“%1”的配置方案已存在。</translation>
    </message>
    <message>
        <source>Renamed profile &quot;%1&quot; to &quot;%2&quot;.</source>
        <translation>已将配置方案“%1”重命名为“%2”。</translation>
    </message>
    <message>
        <source>Delete a profile (export it first to keep a copy).</source>
        <translation>删除配置方案（如需保留副本，请先导出）。</translation>
    </message>
    <message>
        <source>Give a profile another name.</source>
        <translation>重命名配置方案。</translation>
    </message>
    <message>
        <source>Overwrite FILE if it exists.</source>
        <translation>如果 FILE 已存在则覆盖。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile export NAME FILE</source>
        <translation>用法：rocmtune-cli profile export 名称 文件</translation>
    </message>
    <message>
        <source>%1 already exists; give --force to overwrite it.</source>
        <translation>%1 已存在；加 --force 可覆盖。</translation>
    </message>
    <message>
        <source>Exported profile &quot;%1&quot; to %2.</source>
        <translation>已将配置方案“%1”导出到 %2。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile import FILE</source>
        <translation>用法：rocmtune-cli profile import 文件</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>文件 %1 不存在。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a valid profile: %2</source>
        <translation>%1 不是有效的配置方案：%2</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (id %2).</source>
        <translation>已导入配置方案“%1”（ID %2）。</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already existed, so this one is called &quot;%2&quot;.</source>
        <translation>名为“%1”的配置方案已存在，因此导入的这个命名为“%2”。</translation>
    </message>
    <message>
        <source>The file was in the older format %1 and was converted.</source>
        <translation>该文件是旧格式 %1，已转换。</translation>
    </message>
    <message>
        <source>Write a profile to a file (to use on another machine).</source>
        <translation>将配置方案写入文件（以便在其他机器上使用）。</translation>
    </message>
    <message>
        <source>Check a profile file and add it (a taken name gets &quot;(2)&quot;; never applied at login until marked).</source>
        <translation>检查配置方案文件并添加（名称已被占用时加“(2)”；在标记之前不会在登录时应用）。</translation>
    </message>
    <message>
        <source>never validated</source>
        <translation>从未验证</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>validated on %1: %2</source>
        <translation>%1 验证：%2</translation>
    </message>
    <message>
        <source>validated on %1: %2 (%3)</source>
        <translation>%1 验证：%2（%3）</translation>
    </message>
    <message>
        <source>GPU %1 %2: %3</source>
        <translation>GPU %1 %2：%3</translation>
    </message>
    <message>
        <source>%1  (id %2)</source>
        <translation>%1（ID %2）</translation>
    </message>
    <message>
        <source>For:       %1</source>
        <translation>适用于：    %1</translation>
    </message>
    <message>
        <source>Values:    %1</source>
        <translation>设置：      %1</translation>
    </message>
    <message>
        <source>Fits:      %1</source>
        <translation>匹配：      %1</translation>
    </message>
    <message>
        <source>no GPU found</source>
        <translation>未找到 GPU</translation>
    </message>
    <message>
        <source>At login:  %1</source>
        <translation>登录时应用：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Stress:    %1</source>
        <translation>压力测试：  %1</translation>
    </message>
    <message>
        <source>Created:   %1</source>
        <translation>创建时间：  %1</translation>
    </message>
    <message>
        <source>Modified:  %1</source>
        <translation>修改时间：  %1</translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) in %1</source>
        <translation>
            <numerusform>%1 中有 %n 个配置方案</numerusform>
        </translation>
    </message>
    <message>
        <source>Unreadable profile files (left untouched):</source>
        <translation>无法读取的配置方案文件（未做改动）：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile show NAME|ID</source>
        <translation>用法：rocmtune-cli profile show 名称|ID</translation>
    </message>
    <message>
        <source>List the profiles, which present GPUs each fits, and unreadable profile files.</source>
        <translation>列出配置方案、每个方案适用于本机现有的哪些 GPU，以及无法读取的配置方案文件。</translation>
    </message>
    <message>
        <source>Show one profile&apos;s values, target, fit and last stress validation.</source>
        <translation>显示一个配置方案的设置、目标、匹配情况和最近一次压力测试验证。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile login NAME|ID on|off</source>
        <translation>用法：rocmtune-cli profile login 名称|ID on|off</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is applied at login.</source>
        <translation>配置方案“%1”将在登录时应用。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is no longer applied at login.</source>
        <translation>配置方案“%1”不再在登录时应用。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; was for the same GPUs and is no longer applied at login.</source>
        <translation>配置方案“%1”适用于相同的 GPU，现已不再在登录时应用。</translation>
    </message>
    <message>
        <source>Autostart entry: %1</source>
        <translation>自启动项：%1</translation>
    </message>
    <message>
        <source>No profile is applied at login; there is no autostart entry (%1).</source>
        <translation>登录时不应用任何配置方案；没有自启动项（%1）。</translation>
    </message>
    <message>
        <source>Apply a profile at every login (installs an XDG autostart entry) or stop doing so.</source>
        <translation>每次登录时应用某个配置方案（安装 XDG 自启动项），或取消。</translation>
    </message>
    <message>
        <source>The profile is for this one card only.</source>
        <translation>该配置方案仅适用于这一块卡。</translation>
    </message>
    <message>
        <source>The profile is for every card of this model (the default).</source>
        <translation>该配置方案适用于此型号的所有卡（默认）。</translation>
    </message>
    <message>
        <source>Overwrite the profile of that name if there is one.</source>
        <translation>如已有同名配置方案则覆盖。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile save NAME --gpu N [--for-device|--for-model]</source>
        <translation>用法：rocmtune-cli profile save 名称 --gpu N [--for-device|--for-model]</translation>
    </message>
    <message>
        <source>Give either --for-device or --for-model, not both.</source>
        <translation>--for-device 和 --for-model 只能给一个。</translation>
    </message>
    <message>
        <source>GPU %1 has a change waiting for confirmation: confirm or revert it first (rocmtune-cli tuning confirm --gpu %1).</source>
        <translation>GPU %1 有一项更改正在等待确认：请先确认或还原（rocmtune-cli tuning confirm --gpu %1）。</translation>
    </message>
    <message>
        <source>GPU %1 offers no settings that a profile could keep.</source>
        <translation>GPU %1 没有可以保存到配置方案中的设置。</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists; give --replace to overwrite it.</source>
        <translation>名为“%1”的配置方案已存在；加 --replace 可覆盖。</translation>
    </message>
    <message>
        <source>Saved profile &quot;%1&quot; from GPU %2 (%3):</source>
        <translation>已从 GPU %2（%3）保存配置方案“%1”：</translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>适用于：%1</translation>
    </message>
    <message>
        <source>Save the settings in force on a GPU as a profile.</source>
        <translation>将 GPU 当前生效的设置保存为配置方案。</translation>
    </message>
    <message numerus="yes">
        <source>There is no GPU %1 (found %n GPU(s)).</source>
        <translation>
            <numerusform>没有 GPU %1（共找到 %n 块 GPU）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %n error(s)</source>
        <translation>
            <numerusform>%1 %2，%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pending:        a change waits for confirmation; reverted in %n second(s).</source>
        <translation>
            <numerusform>待确认：        有一项更改等待确认；%n 秒后还原。</numerusform>
        </translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Give --override-model to apply it anyway; it is then checked against this card&apos;s limits.</source>
        <translation>如仍要应用，请加 --override-model；届时会按这块卡的限制进行检查。</translation>
    </message>
    <message>
        <source>The profile file %1 cannot be read (it is left untouched): %2</source>
        <translation>无法读取配置方案文件 %1（未做改动）：%2</translation>
    </message>
    <message>
        <source>not a valid profile file (the file to import, or a stored profile that cannot be read)</source>
        <translation>不是有效的配置方案文件（要导入的文件，或无法读取的已保存配置方案）</translation>
    </message>
    <message>
        <source>--validate keeps the change on PASS and reverts it otherwise; it takes no --%1.</source>
        <translation>--validate 在通过时保留更改、其他情况下还原，不接受 --%1。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile apply NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm|--validate [PRESET]]</source>
        <translation>用法：rocmtune-cli profile apply 名称 --gpu N [--override-model] [--confirm-timeout 秒|--no-confirm|--validate [预设]]</translation>
    </message>
    <message>
        <source>Apply a profile to a GPU through the tuning transaction (confirm or it is reverted), or with --validate prove it stable with a stress test first (kept on PASS, reverted otherwise, the profile stamped with the verdict), or with --at-login the profiles marked for login.</source>
        <translation>通过调校流程将配置方案应用到 GPU（需确认，否则还原）；加 --validate 则先用压力测试验证其稳定性（通过则保留，否则还原，并在配置方案上记录结论）；加 --at-login 则应用标记为登录时应用的配置方案。</translation>
    </message>
    <message>
        <source>apply --validate: the stress test did not pass (FAIL, runner crash or hang); the change was reverted</source>
        <translation>apply --validate：压力测试未通过（结论为未通过、测试程序崩溃或卡死）；更改已还原</translation>
    </message>
    <message>
        <source>apply --validate: no stress runner, or it could not use the GPU; nothing changed or the change was reverted</source>
        <translation>apply --validate：没有压力测试程序，或它无法使用该 GPU；未做任何更改或更改已还原</translation>
    </message>
    <message>
        <source>apply --validate: interrupted (Ctrl-C, SIGTERM); the change was reverted</source>
        <translation>apply --validate：已中断（Ctrl-C、SIGTERM）；更改已还原</translation>
    </message>
    <message>
        <source>apply --validate: the change could be neither reverted nor kept; check with rocmtune-cli tuning show</source>
        <translation>apply --validate：更改既无法还原也无法保留；请用 rocmtune-cli tuning show 检查</translation>
    </message>
    <message numerus="yes">
        <source>The result is recorded in %n profile(s): %1.</source>
        <translation>
            <numerusform>结果已记录到 %n 个配置方案：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Prove the change stable: hold it while a self-checking stress test runs on that GPU, keep it on PASS, revert it at once on anything else. PRESET: quick (default), standard, soak, or custom with --tests.</source>
        <translation>验证更改是否稳定：在该 GPU 上运行自校验压力测试期间保持更改，通过则保留，出现其他任何情况立即还原。预设：quick（默认）、standard、soak，或配合 --tests 使用 custom。</translation>
    </message>
    <message>
        <source>--validate takes quick, standard, soak or custom (default quick), not &quot;%1&quot;.</source>
        <translation>--validate 接受 quick、standard、soak 或 custom（默认 quick），不接受“%1”。</translation>
    </message>
    <message>
        <source>--%1 is only for a --validate run.</source>
        <translation>--%1 只能用于 --validate 运行。</translation>
    </message>
    <message>
        <source>Setting GPU %1 (%2):</source>
        <translation>正在设置 GPU %1（%2）：</translation>
    </message>
    <message>
        <source>Exit codes: 0 done, 1 failed (rolled back), 2 bad arguments, 3 refused (nothing written); set --validate also: 7 the stress test did not pass, 8 no runner or it could not use the GPU, 9 interrupted (all three reverted), 10 neither reverted nor kept.</source>
        <translation>退出码：0 完成，1 失败（已回滚），2 参数错误，3 被拒绝（未写入任何内容）；set --validate 另有：7 压力测试未通过，8 没有测试程序或它无法使用该 GPU，9 已中断（这三种情况均已还原），10 既未还原也未保留。</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>多余的参数“%1”。</translation>
    </message>
    <message>
        <source>Could not start the process that reverts the change if this one dies; after a crash it is reverted at the next start of rocmtune.</source>
        <translation>无法启动在本进程意外退出时还原更改的进程；若发生崩溃，更改将在下次启动 rocmtune 时还原。</translation>
    </message>
    <message>
        <source>GPU %1 is not the GPU it was a moment ago; nothing was changed.</source>
        <translation>GPU %1 已不是刚才的那块 GPU；未做任何更改。</translation>
    </message>
    <message>
        <source>Applying the change to GPU %1; it is held while the check runs …</source>
        <translation>正在将更改应用到 GPU %1；检查运行期间保持该更改……</translation>
    </message>
    <message>
        <source>PASS: keeping the change …</source>
        <translation>通过：正在保留更改……</translation>
    </message>
    <message>
        <source>Reverting GPU %1 to the values from before …</source>
        <translation>正在将 GPU %1 还原为之前的值……</translation>
    </message>
    <message>
        <source>Interrupted, so the change is reverted.</source>
        <translation>已中断，因此更改已还原。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>未做任何更改。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>配置方案“%1”：%2</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the items of a list in one line; Chinese: full-width semicolon
----------
Between the changes of one tuning log entry</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>asleep</source>
        <translation>休眠</translation>
    </message>
    <message numerus="yes">
        <source>One tick of all %n GPU(s): %1 µs (sum of the medians), %2 µs (sum of the means)</source>
        <translation>
            <numerusform>全部 %n 块 GPU 的一次采样：%1 µs（中位数之和），%2 µs（平均值之和）</numerusform>
        </translation>
    </message>
    <message>
        <source>(no GPUs seen in the last hour)</source>
        <translation>（最近一小时内没有见到 GPU）</translation>
    </message>
    <message>
        <source>List every node and GPU a Prometheus server knows from rocmtune exporters: temperature, power and cap, utilization, ECC errors, throttling, alerts firing, last seen. Only reads Prometheus&apos; HTTP API.</source>
        <translation>列出 Prometheus 服务器从 rocmtune exporter 得知的每个节点和每块 GPU：温度、功耗与功耗上限、利用率、ECC 错误、降频、正在触发的告警、最后一次出现的时间。只读取 Prometheus 的 HTTP API。</translation>
    </message>
    <message>
        <source>Prometheus server, for example http://prometheus.example:9090.</source>
        <translation>Prometheus 服务器，例如 http://prometheus.example:9090。</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>输出 JSON 而不是表格。</translation>
    </message>
    <message>
        <source>Seconds to wait for each answer (1-60, default 5).</source>
        <translation>每个应答的等待秒数（1 至 60，默认 5）。</translation>
    </message>
    <message>
        <source>--prometheus URL is required, for example --prometheus http://prometheus.example:9090.</source>
        <translation>需要 --prometheus URL，例如 --prometheus http://prometheus.example:9090。</translation>
    </message>
    <message>
        <source>--timeout must be a number of seconds from 1 to 60.</source>
        <translation>--timeout 必须是 1 到 60 之间的秒数。</translation>
    </message>
    <message>
        <source>List the nodes and GPUs a Prometheus server knows (read-only).</source>
        <translation>列出 Prometheus 服务器所知的节点和 GPU（只读）。</translation>
    </message>
    <message>
        <source>The GPU cannot be reached right now: another process holds the ROCm SMI library&apos;s lock of the card (/dev/shm/rocm_smi_card*), so nothing was changed. Try again when that process has ended.</source>
        <translation>现在无法访问这块 GPU：另一个进程持有 ROCm SMI 库对该卡的锁（/dev/shm/rocm_smi_card*），因此未做任何更改。请在该进程结束后重试。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>on, %1 correctable, %2 uncorrectable (correctable/uncorrectable per block: %3)</source>
        <translation>已开启，可纠正 %1 个，不可纠正 %2 个（各模块可纠正/不可纠正：%3）</translation>
    </message>
    <message>
        <source>ECC:            %1</source>
        <translation>ECC：        %1</translation>
    </message>
    <message>
        <source>Run every test to the end after a fault, for a full census (default: the first fault stops every GPU&apos;s runner and the run fails at once).</source>
        <translation>出现故障后仍把每项测试运行到结束，完整统计故障（默认：第一个故障即停止所有 GPU 的测试程序，结论立即为未通过）。</translation>
    </message>
    <message>
        <source>Show technical details (where the runner was looked for, how to build it).</source>
        <translation>显示技术细节（在哪里查找了测试程序、如何构建它）。</translation>
    </message>
    <message>
        <source>GPU %1: fault in the %2 test: %3</source>
        <translation>GPU %1：%2 测试出现故障：%3</translation>
    </message>
    <message>
        <source>Stopping every GPU&apos;s runner (--keep-going runs to the end).</source>
        <translation>正在停止所有 GPU 的测试程序（--keep-going 可运行到结束）。</translation>
    </message>
    <message>
        <source>stopped at its fault</source>
        <translation>在故障处停止</translation>
    </message>
    <message>
        <source>skipped (stopped at a fault)</source>
        <translation>已跳过（因故障停止）</translation>
    </message>
    <message>
        <source>[INFO]</source>
        <translation>[信息]</translation>
    </message>
    <message>
        <source>Lock the GFX clock to MIN:MAX MHz (inside the range the driver allows).</source>
        <translation>将核心频率锁定在 MIN:MAX MHz（须在驱动允许的范围之内）。</translation>
    </message>
    <message>
        <source>%1-%2 MHz (levels only, no min/max range to set; DPM levels %3)</source>
        <translation>%1–%2 MHz（只能选档位，不能设上下限；DPM 档位 %3）</translation>
    </message>
    <message>
        <source>%1-%2 MHz (not settable on this GPU; DPM levels %3)</source>
        <translation>%1–%2 MHz（这块 GPU 上不可设置；DPM 档位 %3）</translation>
    </message>
    <message>
        <source>ECC: no new errors during the run</source>
        <translation>ECC：运行期间没有新的错误</translation>
    </message>
    <message>
        <source>ECC: the counts could not be read twice during the run; not compared</source>
        <translation>ECC：运行期间未能两次读取计数，无法比较</translation>
    </message>
    <message>
        <source>Use a profile made for another GPU model (checked against this card&apos;s limits).</source>
        <translation>使用为另一种 GPU 型号制作的配置方案（按这块卡的限制检查）。</translation>
    </message>
    <message>
        <source>GPU %1 is simulated: boot profiles are for real GPUs (the boot service never tunes simulated ones).</source>
        <translation>GPU %1 是模拟 GPU：开机配置方案只用于真实 GPU（开机服务从不调校模拟 GPU）。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile boot set NAME|ID --gpu N</source>
        <translation>用法：rocmtune-cli profile boot set 名称|ID --gpu N</translation>
    </message>
    <message>
        <source>Enable the service once, if not done yet: sudo systemctl enable rocmtune-boot.service</source>
        <translation>如果还没有启用服务，请启用一次：sudo systemctl enable rocmtune-boot.service</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile boot clear|enable --gpu N</source>
        <translation>用法：rocmtune-cli profile boot clear|enable --gpu N</translation>
    </message>
    <message>
        <source>No GPU has a boot profile.</source>
        <translation>没有 GPU 设置了开机配置方案。</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>not in this machine</source>
        <translation>不在本机中</translation>
    </message>
    <message>
        <source>%1 %2 (id %3): boot profile &quot;%4&quot;</source>
        <translation>%1 %2（ID %3）：开机配置方案“%4”</translation>
    </message>
    <message>
        <source>Switched off by the boot-loop guard: the machine went down without a clean shutdown within 10 minutes of applying it (%1). Enable it again with &quot;rocmtune-cli profile boot enable --gpu %2&quot;.</source>
        <translation>已被开机循环保护停用：在 %1 应用后 10 分钟内机器异常关机。用“rocmtune-cli profile boot enable --gpu %2”重新启用。</translation>
    </message>
    <message>
        <source>Applied at boot, after resume and after a GPU reset (rocmtune-boot.service).</source>
        <translation>在开机时、唤醒后和 GPU 重置后应用（rocmtune-boot.service）。</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli profile boot set NAME --gpu N | list | clear --gpu N | enable --gpu N</source>
        <translation>用法：rocmtune-cli profile boot set 名称 --gpu N | list | clear --gpu N | enable --gpu N</translation>
    </message>
    <message>
        <source>The boot profile of a GPU, applied by rocmtune-boot.service at boot, after resume and after a GPU reset (stored by the helper in /etc/rocmtune).</source>
        <translation>GPU 的开机配置方案，由 rocmtune-boot.service 在开机时、唤醒后和 GPU 重置后应用（由辅助程序保存在 /etc/rocmtune 中）。</translation>
    </message>
    <message>
        <source>Nothing to set: give at least one of %1.</source>
        <translation>没有要设置的内容：请至少给出 %1 之一。</translation>
    </message>
    <message>
        <source>Firmware fan curve: hotspot °C : duty % pairs, e.g. 40:20,55:35,70:55,85:80,95:100.</source>
        <translation>固件风扇曲线：结温（热点）°C : 风扇占空比 % 的数对，例如 40:20,55:35,70:55,85:80,95:100。</translation>
    </message>
    <message>
        <source>--fan-curve must be T:P pairs separated by commas, e.g. 40:20,55:35,70:55,85:80,95:100.</source>
        <translation>--fan-curve 必须是用逗号分隔的 T:P 数对，例如 40:20,55:35,70:55,85:80,95:100。</translation>
    </message>
    <message>
        <source>; curve %1 (°C:%, allowed %2-%3 °C, %4-%5%)</source>
        <translation>；曲线 %1（°C:%，允许 %2–%3 °C、%4–%5%）</translation>
    </message>
    <message>
        <source>; zero-RPM on</source>
        <translation>；零转速停转：开</translation>
    </message>
    <message>
        <source>; zero-RPM off</source>
        <translation>；零转速停转：关</translation>
    </message>
    <message>
        <source>Fan mode: auto (the firmware&apos;s control), curve (with --fan-curve) or fixed (with --fan-speed).</source>
        <translation>风扇模式：auto（由固件控制）、curve（配合 --fan-curve）或 fixed（配合 --fan-speed）。</translation>
    </message>
    <message>
        <source>Fixed fan duty cycle in percent (with --fan-mode fixed).</source>
        <translation>固定的风扇占空比，单位为百分比（配合 --fan-mode fixed）。</translation>
    </message>
    <message>
        <source>--fan-speed needs --fan-mode fixed.</source>
        <translation>--fan-speed 需要配合 --fan-mode fixed。</translation>
    </message>
    <message>
        <source>--fan-mode must be auto, curve or fixed.</source>
        <translation>--fan-mode 必须是 auto、curve 或 fixed。</translation>
    </message>
    <message>
        <source>--fan-mode curve needs --fan-curve T:P,... (and no --fan-speed).</source>
        <translation>--fan-mode curve 需要 --fan-curve T:P,...（且不能带 --fan-speed）。</translation>
    </message>
    <message>
        <source>--fan-mode fixed needs --fan-speed PCT.</source>
        <translation>--fan-mode fixed 需要 --fan-speed PCT。</translation>
    </message>
    <message>
        <source>--fan-speed is only for --fan-mode fixed.</source>
        <translation>--fan-speed 只用于 --fan-mode fixed。</translation>
    </message>
    <message>
        <source>Let the fan stop when the card is cool: on or off.</source>
        <translation>显卡温度较低时允许风扇停转：on 或 off。</translation>
    </message>
    <message>
        <source>--fan-zero-rpm must be on or off.</source>
        <translation>--fan-zero-rpm 必须是 on 或 off。</translation>
    </message>
    <message>
        <source>Voltage offset: %1 mV (driver %2 to %3 mV)</source>
        <translation>电压偏移：%1 mV（驱动范围 %2 至 %3 mV）</translation>
    </message>
    <message>
        <source>GFX voltage offset in mV, negative to undervolt (inside VDDGFX_OFFSET; e.g. --voltage-offset=-50).</source>
        <translation>核心电压偏移，单位 mV，负数为降压（在 VDDGFX_OFFSET 范围内；例如 --voltage-offset=-50）。</translation>
    </message>
    <message>
        <source>%1 mV: %2 (%3 W, %4 MHz)</source>
        <translation>%1 mV：%2（%3 W，%4 MHz）</translation>
    </message>
    <message>
        <source>Interrupted: reverting the offset …</source>
        <translation>已中断：正在还原电压偏移……</translation>
    </message>
    <message>
        <source>Interrupted, so the offset is reverted.</source>
        <translation>已中断，因此电压偏移已还原。</translation>
    </message>
    <message>
        <source>There is no GPU %1.</source>
        <translation>没有 GPU %1。</translation>
    </message>
    <message>
        <source>Searching a stable undervolt on GPU %1 (%2): %3 mV steps, %4 check per step …</source>
        <translation>正在为 GPU %1（%2）寻找稳定的降压值：每步 %3 mV，每步运行 %4 检查……</translation>
    </message>
    <message>
        <source>Millivolts per step (5-100, default 10).</source>
        <translation>每步的毫伏数（5–100，默认 10）。</translation>
    </message>
    <message>
        <source>Keep the validated offset (otherwise it is reverted after the report).</source>
        <translation>保留验证通过的电压偏移（否则在报告后还原）。</translation>
    </message>
    <message>
        <source>--step must be a whole number of millivolts from 5 to 100.</source>
        <translation>--step 必须是 5 到 100 之间的整数毫伏。</translation>
    </message>
    <message>
        <source>--heartbeat-timeout must be 1 to 600 seconds.</source>
        <translation>--heartbeat-timeout 必须是 1 到 600 秒。</translation>
    </message>
    <message>
        <source>Lowest passing offset: %1 mV</source>
        <translation>通过的最低电压偏移：%1 mV</translation>
    </message>
    <message>
        <source>First failing offset: %1 mV (reverted at once)</source>
        <translation>第一个未通过的电压偏移：%1 mV（已立即还原）</translation>
    </message>
    <message>
        <source>The temperature the fan curve follows: junction (the hotspot; default) or edge. Only the software curve of a boot profile on a card whose fan takes only a PWM value can follow edge.</source>
        <translation>风扇曲线所依据的温度：junction（结温/热点，默认）或 edge（边缘温度）。只有风扇仅接受 PWM 值的显卡，其开机配置方案中的软件风扇曲线才能依据 edge。</translation>
    </message>
    <message>
        <source>--fan-curve-sensor needs --fan-curve.</source>
        <translation>--fan-curve-sensor 需要与 --fan-curve 一起使用。</translation>
    </message>
    <message>
        <source>--fan-curve-sensor must be junction or edge.</source>
        <translation>--fan-curve-sensor 必须是 junction 或 edge。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; cannot be applied at boot on GPU %2: %3</source>
        <translation>配置方案“%1”无法在开机时应用到 GPU %2：%3</translation>
    </message>
    <message>
        <source>Fan: %1 (since %2).</source>
        <translation>风扇：%1（自 %2 起）。</translation>
    </message>
    <message>
        <source>Highest fan speed in RPM in normal operation, inside the card&apos;s ACOUSTIC_LIMIT range, or default.</source>
        <translation>正常运行时的最高风扇转速（RPM），须在显卡的 ACOUSTIC_LIMIT 范围内，或 default。</translation>
    </message>
    <message>
        <source>Fan speed in RPM the firmware aims to stay under, inside the card&apos;s ACOUSTIC_TARGET range, or default.</source>
        <translation>固件尽量保持在其之下的风扇转速（RPM），须在显卡的 ACOUSTIC_TARGET 范围内，或 default。</translation>
    </message>
    <message>
        <source>Lowest fan duty cycle in percent while the fan spins, inside the card&apos;s MINIMUM_PWM range, or default.</source>
        <translation>风扇转动时的最低占空比（百分比），须在显卡的 MINIMUM_PWM 范围内，或 default。</translation>
    </message>
    <message>
        <source>%1: %2 (driver %3 to %4)</source>
        <translation>%1：%2（驱动范围 %3 至 %4）</translation>
    </message>
    <message>
        <source>N|default</source>
        <translation>N|default</translation>
    </message>
    <message>
        <source>Hotspot temperature in °C the firmware&apos;s fan control aims for, inside the card&apos;s TARGET_TEMPERATURE range, or default.</source>
        <translation>固件风扇控制的目标结温（热点，°C），须在显卡的 TARGET_TEMPERATURE 范围内，或 default。</translation>
    </message>
    <message>
        <source>Voltage curve:  %1 (MHz:mV; driver MHz %2, mV %3)</source>
        <translation>电压曲线：  %1（MHz:mV；驱动范围 %2 MHz，%3 mV）</translation>
    </message>
    <message>
        <source>Vega20 / RDNA1 voltage curve, every point as MHz:mV in the driver&apos;s order (e.g. 808:740,1304:820,1801:1050; lower mV at the same MHz undervolts), each inside its OD_RANGE.</source>
        <translation>Vega20 / RDNA1 电压曲线，按驱动的顺序给出每个点的 MHz:mV（例如 808:740,1304:820,1801:1050；同一频率下更低的 mV 即降压），每个点须在其 OD_RANGE 内。</translation>
    </message>
    <message>
        <source>--voltage-curve must be MHZ:MV pairs separated by commas, e.g. 808:740,1304:820,1801:1050.</source>
        <translation>--voltage-curve 必须是以逗号分隔的 MHZ:MV 对，例如 808:740,1304:820,1801:1050。</translation>
    </message>
    <message>
        <source>rocmtune-cli tuning undervolt --gpu N [--step MV] [--check quick|gemm|train] [--keep] [--save-profile NAME] [--json]: find a stable undervolt (see &quot;rocmtune-cli tuning undervolt --help&quot;).</source>
        <translation>rocmtune-cli tuning undervolt --gpu N [--step MV] [--check quick|gemm|train] [--keep] [--save-profile NAME] [--json]：寻找稳定的降压值（参见“rocmtune-cli tuning undervolt --help”）。</translation>
    </message>
    <message>
        <source>Save the offset that passed the confirmation as a profile for this card with this name, marked validated (as tuning set --validate does).</source>
        <translation>将通过确认检查的电压偏移以此名称保存为仅适用于这块显卡的配置方案，并标记为已验证（与 tuning set --validate 相同）。</translation>
    </message>
    <message>
        <source>--save-profile needs a name no profile has yet.</source>
        <translation>--save-profile 需要一个尚未被任何配置方案使用的名称。</translation>
    </message>
    <message>
        <source>Saved as profile &quot;%1&quot; (validated).</source>
        <translation>已保存为配置方案“%1”（已验证）。</translation>
    </message>
    <message>
        <source>GPU %1 is gone, so no profile was saved.</source>
        <translation>GPU %1 已不存在，因此未保存配置方案。</translation>
    </message>
    <message>
        <source>Not readable now:  %1: %2</source>
        <translation>暂时无法读取：  %1：%2</translation>
    </message>
    <message>
        <source>Also serve the core gauges under AMD Device Metrics Exporter&apos;s names (gpu_edge_temperature, gpu_power_usage, gpu_clock ...), for dashboards written for it.</source>
        <translation>同时以 AMD Device Metrics Exporter 的指标名（gpu_edge_temperature、gpu_power_usage、gpu_clock ……）提供核心指标，供为它编写的仪表盘使用。</translation>
    </message>
    <message>
        <source>Check every GPU: ECC errors, retired pages, missing GPUs, resets, clocks held at a limit, boot profiles and the last stress verdict. Exit code 0 healthy, 1 degraded (warnings only), 2 unhealthy, 3 could not check.</source>
        <translation>检查每块 GPU：ECC 错误、已退役的显存页、缺失的 GPU、重置、被限制压住的频率、开机配置方案和最近一次压力测试的结论。退出码 0 健康，1 降级（只有警告），2 不健康，3 无法检查。</translation>
    </message>
    <message>
        <source>How many GPUs this machine must have (default: the configuration&apos;s, else the count seen first since boot).</source>
        <translation>这台机器应有的 GPU 数量（默认：阈值文件中的值，否则为开机后第一次检查看到的数量）。</translation>
    </message>
    <message>
        <source>Thresholds file (default %1).</source>
        <translation>阈值文件（默认 %1）。</translation>
    </message>
    <message>
        <source>As Slurm&apos;s HealthCheckProgram: drain this node when a GPU is unhealthy, resume it when healthy again (only a drain whose reason starts with &quot;rocmtune:&quot;).</source>
        <translation>作为 Slurm 的 HealthCheckProgram：有 GPU 不健康时将本节点设为 drain，恢复健康后再 resume（只处理原因以“rocmtune:”开头的 drain）。</translation>
    </message>
    <message>
        <source>Slurm node name (default $SLURMD_NODENAME, else the short host name).</source>
        <translation>Slurm 节点名（默认 $SLURMD_NODENAME，否则为短主机名）。</translation>
    </message>
    <message>
        <source>For node-problem-detector and other checkers with three exit codes: print one line and exit 0 below this level, 1 at or above it, 2 when the GPUs could not be checked (degraded or unhealthy).</source>
        <translation>供 node-problem-detector 等只认三种退出码的检查程序使用：只输出一行，低于该级别时退出码为 0，达到或超过时为 1，无法检查 GPU 时为 2（degraded 或 unhealthy）。</translation>
    </message>
    <message>
        <source>--fail-at must be &quot;degraded&quot; or &quot;unhealthy&quot;.</source>
        <translation>--fail-at 必须是“degraded”或“unhealthy”。</translation>
    </message>
    <message>
        <source>--expect-gpus must be a number from 1 to 1024.</source>
        <translation>--expect-gpus 必须是 1 到 1024 之间的数字。</translation>
    </message>
    <message>
        <source>Cannot check the GPUs: %1</source>
        <translation>无法检查 GPU：%1</translation>
    </message>
    <message>
        <source>Cannot check the GPUs: no GPU driver answered (simulated GPUs are checked only with --backend sim).</source>
        <translation>无法检查 GPU：没有 GPU 驱动应答（模拟 GPU 只有在使用 --backend sim 时才会检查）。</translation>
    </message>
    <message>
        <source>The health state was not saved (the next check compares with an older one): %1</source>
        <translation>健康状态未能保存（下一次检查将与更早的状态比较）：%1</translation>
    </message>
    <message>
        <source>Check every GPU&apos;s health (exit 0 healthy, 1 degraded, 2 unhealthy, 3 could not check).</source>
        <translation>检查每块 GPU 的健康状况（退出码 0 健康，1 降级，2 不健康，3 无法检查）。</translation>
    </message>
    <message>
        <source>scontrol was not found.</source>
        <translation>找不到 scontrol。</translation>
    </message>
    <message>
        <source>scontrol %1 did not answer in %2 s.</source>
        <translation>scontrol %1 在 %2 秒内没有应答。</translation>
    </message>
    <message>
        <source>scontrol %1 failed: %2</source>
        <translation>scontrol %1 失败：%2</translation>
    </message>
    <message>
        <source>Slurm: the state of node %1 could not be read: %2</source>
        <translation>Slurm：无法读取节点 %1 的状态：%2</translation>
    </message>
    <message>
        <source>Slurm: node %1 left as it is (%2).</source>
        <translation>Slurm：节点 %1 保持不变（%2）。</translation>
    </message>
    <message>
        <source>Slurm: node %1 is drained by someone else (&quot;%2&quot;); left alone.</source>
        <translation>Slurm：节点 %1 已被他人设为 drain（“%2”），不做改动。</translation>
    </message>
    <message>
        <source>Slurm: node %1 drained: %2</source>
        <translation>Slurm：已将节点 %1 设为 drain：%2</translation>
    </message>
    <message>
        <source>Slurm: node %1 could not be drained: %2</source>
        <translation>Slurm：无法将节点 %1 设为 drain：%2</translation>
    </message>
    <message>
        <source>Slurm: node %1 resumed (its GPUs are no longer unhealthy).</source>
        <translation>Slurm：节点 %1 已 resume（其 GPU 不再不健康）。</translation>
    </message>
    <message>
        <source>Slurm: node %1 could not be resumed: %2</source>
        <translation>Slurm：无法 resume 节点 %1：%2</translation>
    </message>
    <message>
        <source>BUS</source>
        <translation>总线</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>SINCE</source>
        <translation>起始时间</translation>
    </message>
    <message>
        <source>FINDING</source>
        <translation>发现的问题</translation>
    </message>
    <message numerus="yes">
        <source>Health: %1 (%n finding(s))</source>
        <translation>
            <numerusform>健康状况：%1（%n 个问题）</numerusform>
        </translation>
    </message>
    <message>
        <source>JOB</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>The verdict was not recorded for rocmtune-cli health: %1</source>
        <translation>结论未能记录下来供 rocmtune-cli health 使用：%1</translation>
    </message>
    <message>
        <source>Prove the change with your own command, given after &quot;--&quot;: it runs under the change (after the --validate stress test, if given), and the change is kept only if it exits 0 and the GPU neither hangs nor resets meanwhile; otherwise it is reverted at once (exit code 7).</source>
        <translation>用你自己的命令（写在“--”之后）验证这项更改：命令在更改生效时运行（若给出 --validate，则在压力测试之后），只有命令以 0 退出且期间 GPU 没有挂起或重置时才保留更改；否则立即还原（退出码 7）。</translation>
    </message>
    <message>
        <source>--validate-with needs your command after &quot;--&quot;, e.g. --validate-with -- python3 train.py --max-steps 200</source>
        <translation>--validate-with 需要在“--”之后写上你的命令，例如 --validate-with -- python3 train.py --max-steps 200</translation>
    </message>
    <message>
        <source>A command after &quot;--&quot; is for --validate-with.</source>
        <translation>“--”之后的命令只用于 --validate-with。</translation>
    </message>
    <message>
        <source>Kernel log (%1): no GPU reset, hang or Xid during the run</source>
        <translation>内核日志（%1）：运行期间没有 GPU 重置、挂起或 Xid</translation>
    </message>
    <message>
        <source>A command after &quot;--&quot; is for &quot;tuning set … --validate-with -- COMMAND&quot;.</source>
        <translation>“--”之后的命令只用于“tuning set … --validate-with -- 命令”。</translation>
    </message>
    <message>
        <source>run: %1</source>
        <translation>运行记录：%1</translation>
    </message>
    <message>
        <source>%1 mV passed the confirmation: keeping it …</source>
        <translation>%1 mV 通过了确认测试：正在保留……</translation>
    </message>
    <message>
        <source>%1 mV passed the confirmation; without --keep it is reverted.</source>
        <translation>%1 mV 通过了确认测试；未给出 --keep，因此将其还原。</translation>
    </message>
    <message>
        <source>Your command %1.</source>
        <translation>你的命令%1。</translation>
    </message>
    <message>
        <source>Confirming with your command: %1</source>
        <translation>正在用你的命令确认：%1</translation>
    </message>
    <message>
        <source>Find the lowest GFX voltage offset that passes the stress test: step it down from 0 mV, check each step with load steps, power pulses and a training step, stop at the first failure (a GPU reset included), back off by a margin, and keep the result only if it passes a longer confirmation (the Standard preset, or your command with --confirm-with -- COMMAND). The result is remembered for this card with the versions it was proven on.</source>
        <translation>寻找能通过压力测试的最低核心电压偏移：从 0 mV 开始逐步降低，每一步都用阶梯负载、功耗脉冲和一次训练检查，遇到第一次未通过（包括 GPU 重置）即停止，再留出余量往回退，只有通过更长的确认测试（标准预设，或用 --confirm-with -- 命令 指定你的命令）才保留结果。结果会连同验证时的各项版本一起记在这块卡名下。</translation>
    </message>
    <message>
        <source>The check of each step: transient (adaptive and pulse loads, then train; the default), quick, gemm or train.</source>
        <translation>每一步的检查：transient（adaptive 和 pulse 负载，然后 train；默认）、quick、gemm 或 train。</translation>
    </message>
    <message>
        <source>Millivolts the result backs off from the lowest passing offset (default: 2 steps).</source>
        <translation>结果相对最低通过偏移往回退的毫伏数（默认：2 步）。</translation>
    </message>
    <message>
        <source>Confirm the result with your own command, given after &quot;--&quot;, instead of the Standard preset: it must exit 0 with no GPU reset.</source>
        <translation>用你自己的命令（写在“--”之后）代替标准预设来确认结果：命令必须以 0 退出，且期间没有 GPU 重置。</translation>
    </message>
    <message>
        <source>--check must be transient, quick, gemm or train.</source>
        <translation>--check 必须是 transient、quick、gemm 或 train。</translation>
    </message>
    <message>
        <source>--margin-mv must be a whole number of millivolts from 0 to 200.</source>
        <translation>--margin-mv 必须是 0 到 200 之间的整数毫伏。</translation>
    </message>
    <message>
        <source>--confirm-with takes your command after &quot;--&quot;, e.g. --confirm-with -- python3 train.py --max-steps 200</source>
        <translation>--confirm-with 需要在“--”之后写上你的命令，例如 --confirm-with -- python3 train.py --max-steps 200</translation>
    </message>
    <message>
        <source>Proposed offset (a margin of %1 mV): %2 mV</source>
        <translation>建议的偏移（留出 %1 mV 余量）：%2 mV</translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation>无法记录结果：%1</translation>
    </message>
    <message>
        <source>Your command&apos;s check did not pass, so the change is reverted: %1</source>
        <translation>你的命令检查未通过，因此已还原更改：%1</translation>
    </message>
    <message>
        <source>Running your command under the change: %1</source>
        <translation>正在更改生效的状态下运行你的命令：%1</translation>
    </message>
    <message>
        <source>The tuning log could not be written: %1</source>
        <translation>无法写入调校日志：%1</translation>
    </message>
    <message>
        <source>Your command (%1) %2.</source>
        <translation>你的命令（%1）%2。</translation>
    </message>
    <message>
        <source>Your command&apos;s check: %1</source>
        <translation>你的命令检查：%1</translation>
    </message>
    <message>
        <source>Kernel log (%1): no GPU reset, hang or Xid while it ran</source>
        <translation>内核日志（%1）：命令运行期间没有 GPU 重置、挂起或 Xid</translation>
    </message>
    <message>
        <source>The command&apos;s run could not be saved: %1</source>
        <translation>无法保存命令的运行记录：%1</translation>
    </message>
    <message>
        <source>The command&apos;s run is saved in %1</source>
        <translation>命令的运行记录已保存在 %1</translation>
    </message>
    <message numerus="yes">
        <source>Hardware check: %n Doctor check(s) of the driver, the cards and their links.</source>
        <translation>
            <numerusform>硬件检查：对驱动、显卡及其链路执行 %n 项诊断检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Doctor: nothing to report.</source>
        <translation>诊断：没有发现问题。</translation>
    </message>
    <message>
        <source>Now the link, GPU-to-GPU and a short run of every other test.</source>
        <translation>接下来测试 PCIe 链路、GPU 间传输，并将其余每项测试各短跑一遍。</translation>
    </message>
    <message>
        <source>quick (2 min), standard (10 min), soak (1 h), custom, or hardware (after a hardware change: Doctor&apos;s checks, the PCIe link and GPU-to-GPU tests, a short run of every other test).</source>
        <translation>quick（2 分钟）、standard（10 分钟）、soak（1 小时）、custom，或 hardware（更换硬件之后：诊断检查、PCIe 链路与 GPU 间传输测试，其余每项测试各短跑一遍）。</translation>
    </message>
    <message>
        <source>Plant a fault the checks must catch: bitflip (gemm), memory, nan (train, cnn) or link.</source>
        <translation>注入一个检测必须发现的故障：bitflip（gemm）、memory、nan（train、cnn）或 link。</translation>
    </message>
    <message>
        <source>Comma-separated tests: compute, link, p2p, memory, gemm, train, cnn, power (or all).</source>
        <translation>逗号分隔的测试：compute、link、p2p、memory、gemm、train、cnn、power（或 all）。</translation>
    </message>
    <message>
        <source>--preset must be quick, standard, soak, custom or hardware.</source>
        <translation>--preset 必须是 quick、standard、soak、custom 或 hardware。</translation>
    </message>
    <message>
        <source>PCIe link: no new replays or AER errors during the run</source>
        <translation>PCIe 链路：运行期间没有新的重传或 AER 错误</translation>
    </message>
    <message>
        <source>link not readable</source>
        <translation>无法读取链路状态</translation>
    </message>
    <message>
        <source>expected %1 GB/s at PCIe %2 GT/s x%3</source>
        <translation>PCIe %2 GT/s x%3 下预期 %1 GB/s</translation>
    </message>
    <message>
        <source>host to GPU %1 GB/s, GPU to host %2 GB/s (%3)</source>
        <translation>主机到 GPU %1 GB/s，GPU 到主机 %2 GB/s（%3）</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示帮助信息。</translation>
    </message>
    <message>
        <source>%1 %2 %3: %4 (%5)</source>
        <comment>time, GPU index, state, message, GPU name</comment>
        <translation>%1 %2 %3：%4（%5）</translation>
    </message>
    <message>
        <source>Kept: the change passed the stress test and your command.</source>
        <translation>已保留：更改通过了压力测试和你的命令。</translation>
    </message>
    <message>
        <source>Kept: the change passed your command&apos;s check.</source>
        <translation>已保留：更改通过了你的命令检查。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>used</source>
        <translation>已使用</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>Backends, in the order tried:</source>
        <translation>后端（按尝试顺序）：</translation>
    </message>
    <message>
        <source>[throttled by %1]</source>
        <translation>[掉频原因：%1]</translation>
    </message>
    <message>
        <source>Hotspot temperature in °C below which the firmware stops the fan while zero-RPM is on, inside the card&apos;s ZERO_RPM_STOP_TEMPERATURE range, or default.</source>
        <translation>开启零转速停转时，结温（°C）低于此值固件即停转风扇，须在显卡的 ZERO_RPM_STOP_TEMPERATURE 范围内，或 default。</translation>
    </message>
    <message>
        <source>[settling after wake]</source>
        <extracomment>Marks a row read in the first seconds after the GPU woke from runtime suspend (values may be falsely high)</extracomment>
        <translation>[唤醒后稳定中]</translation>
    </message>
    <message>
        <source>Seconds after a GPU wakes from runtime suspend whose samples are marked unsettled (their readings can be falsely high; 0-%1, 0: none, default %2).</source>
        <translation>GPU 从运行时挂起唤醒后，把这么多秒内的采样标为未稳定（这些读数可能虚高；0 至 %1，0 表示不标记，默认 %2）。</translation>
    </message>
    <message>
        <source>--settle-seconds must be a whole number of seconds from 0 to %1.</source>
        <translation>--settle-seconds 必须是 0 至 %1 的整数秒。</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 秒</translation>
    </message>
    <message>
        <source>throttled by: %1</source>
        <translation>掉频原因：%1</translation>
    </message>
    <message>
        <source>Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log|accept|reapply --gpu N [options]</source>
        <translation>用法：rocmtune-cli tuning show|set|confirm|revert|reset|log|accept|reapply --gpu N [选项]</translation>
    </message>
    <message>
        <source>accept: what the driver holds now becomes what ROCm Tune keeps as set, for each control changed outside ROCm Tune (nothing is written to the GPU). reapply: write the values ROCm Tune set again, with the countdown of &quot;set&quot; (--confirm-timeout, --no-confirm).</source>
        <translation>accept：对每个在 ROCm Tune 之外被更改的可调项，把驱动当前的值记为 ROCm Tune 的设定值（不向 GPU 写入任何值）。reapply：重新写入 ROCm Tune 设定的值，并像“set”一样倒计时确认（--confirm-timeout、--no-confirm）。</translation>
    </message>
    <message>
        <source>Nothing to apply again: every control ROCm Tune set is still in force on GPU %1.</source>
        <translation>无需重新应用：GPU %1 上 ROCm Tune 设定的可调项仍全部生效。</translation>
    </message>
    <message>
        <source>Drift:          %1: %2</source>
        <translation>偏离：          %1：%2</translation>
    </message>
    <message>
        <source>Set values:     %1</source>
        <translation>设定值：        %1</translation>
    </message>
    <message>
        <source>Apply the set values again with &quot;rocmtune-cli tuning reapply --gpu %1&quot;, or keep what is in force with &quot;rocmtune-cli tuning accept --gpu %1&quot;.</source>
        <translation>可用“rocmtune-cli tuning reapply --gpu %1”重新应用设定值，或用“rocmtune-cli tuning accept --gpu %1”保留当前生效的值。</translation>
    </message>
    <message>
        <source>max temp %1, power avg/peak %2/%3 W</source>
        <translation>最高温度 %1，平均/峰值功耗 %2/%3 W</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, or default.</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数，或 default。</translation>
    </message>
    <message>
        <source>%1 (%2); offered: %3</source>
        <translation>%1（%2）；可选：%3</translation>
    </message>
    <message>
        <source>Performance level: %1</source>
        <translation>性能等级：%1</translation>
    </message>
    <message>
        <source>Show technical details: with --validate, where the runner was looked for and how to build it; with tuning show, the driver file behind each control that is not offered.</source>
        <translation>显示技术细节：与 --validate 一起使用时，显示在哪里查找了测试程序、如何构建它；与 tuning show 一起使用时，显示每个不可用的可调项背后的驱动文件。</translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (ok)</source>
        <translation>%1（成功）</translation>
    </message>
    <message>
        <source>%1 (ok: %2)</source>
        <translation>%1（成功：%2）</translation>
    </message>
    <message>
        <source>%1 (FAILED)</source>
        <translation>%1（失败）</translation>
    </message>
    <message>
        <source>%1 (FAILED: %2)</source>
        <translation>%1（失败：%2）</translation>
    </message>
    <message>
        <source>&quot;rocmtune-cli %1&quot; is in the program %2, which is missing (looked for %3). Reinstall ROCm Tune.</source>
        <translation>“rocmtune-cli %1”位于程序 %2 中，但找不到该程序（已查找：%3）。请重新安装 ROCm Tune。</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>Fan:            %1 (%2), %3</source>
        <translation>风扇：          %1（%2），%3</translation>
    </message>
    <message>
        <source>GFX clock offset in MHz on the whole voltage/frequency curve (RDNA4), inside SCLK_OFFSET, or default (0 MHz).</source>
        <translation>核心频率偏移，单位 MHz，作用于整条电压/频率曲线（RDNA4），须在 SCLK_OFFSET 范围内；或 default（0 MHz）。</translation>
    </message>
    <message>
        <source>Where to answer one-shot reads (rocmtune-cli list --json), or &quot;none&quot;. Default: $RUNTIME_DIRECTORY/readings.sock under systemd, /run/rocmtune-exporter/readings.sock for root, else $XDG_RUNTIME_DIR/rocmtune-exporter/readings.sock.</source>
        <translation>在何处应答一次性读取（rocmtune-cli list --json），或写“none”关闭。默认：在 systemd 下为 $RUNTIME_DIRECTORY/readings.sock，root 为 /run/rocmtune-exporter/readings.sock，其他用户为 $XDG_RUNTIME_DIR/rocmtune-exporter/readings.sock。</translation>
    </message>
    <message>
        <source>--one-shot-socket must be an absolute path or &quot;none&quot;.</source>
        <translation>--one-shot-socket 须为绝对路径或“none”。</translation>
    </message>
    <message>
        <source>Answering one-shot reads at %1</source>
        <translation>在 %1 应答一次性读取</translation>
    </message>
    <message>
        <source>One-shot reads are not answered: %1</source>
        <translation>不应答一次性读取：%1</translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>%1 belongs to uid %2</source>
        <translation>%1 属于 uid %2</translation>
    </message>
    <message>
        <source>%1 can be written by others</source>
        <translation>%1 可被其他用户写入</translation>
    </message>
    <message>
        <source>another exporter answers at %1</source>
        <translation>另一个导出程序已在 %1 应答</translation>
    </message>
    <message>
        <source>%1 is in the way (not a socket of this user)</source>
        <translation>%1 已被占用（不是本用户的套接字）</translation>
    </message>
</context>
<context>
    <name>ControlChoice</name>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Lowest clocks</source>
        <translation>最低频率</translation>
    </message>
    <message>
        <source>Highest clocks</source>
        <translation>最高频率</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>Profiling: standard</source>
        <translation>性能分析：标准</translation>
    </message>
    <message>
        <source>Profiling: peak</source>
        <translation>性能分析：峰值</translation>
    </message>
    <message>
        <source>Profiling: lowest memory clock</source>
        <translation>性能分析：最低显存频率</translation>
    </message>
    <message>
        <source>Profiling: lowest GFX clock</source>
        <translation>性能分析：最低核心频率</translation>
    </message>
    <message>
        <source>Performance determinism</source>
        <translation>性能确定性</translation>
    </message>
    <message>
        <source>Boot default</source>
        <translation>开机默认</translation>
    </message>
    <message>
        <source>3D full screen</source>
        <translation>3D 全屏</translation>
    </message>
    <message>
        <source>Power saving</source>
        <translation>节能</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>视频</translation>
    </message>
    <message>
        <source>Virtual reality</source>
        <translation>虚拟现实</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>The driver raises and lowers clocks with the load (the default).</source>
        <translation>驱动随负载升降频率（默认）。</translation>
    </message>
    <message>
        <source>Clocks stay at their lowest level.</source>
        <translation>频率保持在最低档。</translation>
    </message>
    <message>
        <source>Clocks stay at their highest level.</source>
        <translation>频率保持在最高档。</translation>
    </message>
    <message>
        <source>Clocks follow the levels and ranges you set (needed for clock ranges and power profiles on some cards).</source>
        <translation>频率按你设定的档位和范围运行（部分显卡设置频率范围和电源模式时需要）。</translation>
    </message>
    <message>
        <source>Fixed clocks for repeatable profiling; lower than peak.</source>
        <translation>固定频率，便于可重复的性能分析；低于峰值。</translation>
    </message>
    <message>
        <source>The highest fixed clocks, for profiling.</source>
        <translation>最高的固定频率，用于性能分析。</translation>
    </message>
    <message>
        <source>Fixed clocks with the memory clock at its lowest, for profiling.</source>
        <translation>固定频率，显存频率最低，用于性能分析。</translation>
    </message>
    <message>
        <source>Fixed clocks with the GFX clock at its lowest, for profiling.</source>
        <translation>固定频率，核心频率最低，用于性能分析。</translation>
    </message>
    <message>
        <source>A GFX clock ceiling held steady so every GPU runs alike (Instinct).</source>
        <translation>稳定保持核心频率上限，使每块 GPU 表现一致（Instinct）。</translation>
    </message>
    <message>
        <source>The driver&apos;s default heuristics.</source>
        <translation>驱动的默认策略。</translation>
    </message>
    <message>
        <source>Tuned for games: clocks rise quickly.</source>
        <translation>为游戏优化：频率快速升高。</translation>
    </message>
    <message>
        <source>Favours low power over speed.</source>
        <translation>功耗优先于速度。</translation>
    </message>
    <message>
        <source>Tuned for video playback.</source>
        <translation>为视频播放优化。</translation>
    </message>
    <message>
        <source>Tuned for steady frame times in VR.</source>
        <translation>为 VR 中稳定的帧时间优化。</translation>
    </message>
    <message>
        <source>Tuned for compute work such as training: clocks stay up between kernels.</source>
        <translation>为训练等计算任务优化：kernel 之间频率保持在高位。</translation>
    </message>
    <message>
        <source>The card&apos;s custom heuristics.</source>
        <translation>显卡的自定义策略。</translation>
    </message>
    <message>
        <source>%1
The driver calls it “%2”.</source>
        <extracomment>A choice&apos;s tool tip: what it does, then the driver&apos;s own name for it</extracomment>
        <translation>%1
驱动中的名称为“%2”。</translation>
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
            <numerusform>amdgpu %1 已加载，正在驱动 %n 块显卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>amdgpu (kernel %1) is loaded and drives %n device(s).</source>
        <translation>
            <numerusform>amdgpu（内核 %1）已加载，正在驱动 %n 块显卡。</numerusform>
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
        <translation>监控、功耗上限和性能等级都可用，但在开机时启用超频功能之前，无法修改频率范围和电压偏移。</translation>
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
    <message>
        <source>Tuning safety policy</source>
        <translation>调校安全策略</translation>
    </message>
    <message>
        <source>No %1: the built-in tuning limits apply.</source>
        <translation>没有 %1：使用内置的调校限制。</translation>
    </message>
    <message>
        <source>Without the file the privileged helper allows a power cap up to the default + 20% and keeps manual clocks 10 °C below the critical temperature.</source>
        <translation>没有该文件时，特权辅助程序允许功耗上限最高为默认值 + 20%，并且手动频率只在低于临界温度 10 °C 时可用。</translation>
    </message>
    <message>
        <source>%1 has an error, so privileged tuning is refused.</source>
        <translation>%1 有错误，因此特权调校被拒绝。</translation>
    </message>
    <message>
        <source>Correct the line named above: values are plain numbers (5 or 2.5, no unit, no comma) under [tuning/safety], with the key names in lower case.</source>
        <translation>请改正上面指出的那一行：值是 [tuning/safety] 下的纯数字（如 5 或 2.5，不带单位、不用逗号），键名为小写。</translation>
    </message>
    <message>
        <source>%1 is valid.</source>
        <translation>%1 有效。</translation>
    </message>
    <message>
        <source>The privileged helper enforces these limits whatever the user&apos;s settings say.</source>
        <translation>无论用户设置如何，特权辅助程序都会强制执行这些限制。</translation>
    </message>
    <message>
        <source>Power cap at most the default + %1%</source>
        <translation>功耗上限最高为默认值 + %1%</translation>
    </message>
    <message>
        <source>Manual clocks only below critical - %1 °C</source>
        <translation>手动频率仅在低于临界温度 - %1 °C 时可用</translation>
    </message>
    <message>
        <source>Overdrive at most %1%</source>
        <translation>超频最多 %1%</translation>
    </message>
    <message>
        <source>ECC memory errors</source>
        <translation>ECC 显存错误</translation>
    </message>
    <message>
        <source>%1: ECC N/A (no %2)</source>
        <translation>%1：ECC 不可用（没有 %2）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 %2 correctable, %3 uncorrectable%4</source>
        <translation>%1 可纠正 %2 个，不可纠正 %3 个%4</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation>（关闭）</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>no RAS block</source>
        <translation>没有 RAS 模块</translation>
    </message>
    <message>
        <source>Uncorrectable ECC errors: %1.</source>
        <translation>不可纠正的 ECC 错误：%1。</translation>
    </message>
    <message>
        <source>The GPU found memory or logic errors it could not correct. Results computed while they happened may be wrong, and a count that keeps rising points to failing hardware.</source>
        <translation>GPU 发现了无法纠正的显存或逻辑错误。出错期间算出的结果可能不对；计数持续上升说明硬件正在损坏。</translation>
    </message>
    <message>
        <source>Note the counts, reseat the card and check its cooling and power; if new uncorrectable errors appear under load (rocmtune-cli stress), have the card serviced.</source>
        <translation>记下这些计数，重新插好显卡并检查散热和供电；如果在负载下（rocmtune-cli stress）又出现新的不可纠正错误，请送修。</translation>
    </message>
    <message>
        <source>ECC is switched off on %1.</source>
        <translation>%1 的 ECC 已关闭。</translation>
    </message>
    <message>
        <source>The card supports ECC but the driver has it off, so memory errors go unnoticed.</source>
        <translation>这块卡支持 ECC，但驱动关闭了它，显存错误不会被发现。</translation>
    </message>
    <message>
        <source>Boot with the amdgpu.ras_enable=1 kernel parameter (and check the VBIOS settings).</source>
        <translation>用内核参数 amdgpu.ras_enable=1 启动（并检查 VBIOS 设置）。</translation>
    </message>
    <message>
        <source>ECC counts cannot be read: %1.</source>
        <translation>无法读取 ECC 计数：%1。</translation>
    </message>
    <message>
        <source>The driver answered with something other than its error counts, for example while the GPU is being reset.</source>
        <translation>驱动返回的不是错误计数，例如 GPU 正在重置时。</translation>
    </message>
    <message>
        <source>Run the check again in a minute; if it persists, look at &quot;sudo dmesg | grep -i ras&quot;.</source>
        <translation>一分钟后再检查一次；如果仍然如此，请查看“sudo dmesg | grep -i ras”。</translation>
    </message>
    <message>
        <source>No AMD card found.</source>
        <translation>没有找到 AMD 显卡。</translation>
    </message>
    <message>
        <source>ECC: N/A (%1 has no ECC/RAS).</source>
        <translation>ECC：不可用（%1 没有 ECC/RAS）。</translation>
    </message>
    <message>
        <source>Radeon consumer cards have no ECC memory reporting; Instinct and some Radeon Pro cards do.</source>
        <translation>Radeon 消费级显卡不报告 ECC 显存错误；Instinct 和部分 Radeon Pro 显卡会报告。</translation>
    </message>
    <message numerus="yes">
        <source>ECC is on, no uncorrectable errors on %n card(s).</source>
        <translation>
            <numerusform>%n 块卡的 ECC 已开启，没有不可纠正的错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>Correctable errors are fixed by the hardware; a steadily rising count is still worth watching.</source>
        <translation>可纠正错误由硬件自动修正；但计数持续上升时仍值得关注。</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>AMD SMI library</source>
        <translation>AMD SMI 库</translation>
    </message>
    <message>
        <source>AMD SMI (libamd_smi) is not installed; AMD GPUs are read through ROCm SMI.</source>
        <translation>未安装 AMD SMI（libamd_smi）；AMD GPU 通过 ROCm SMI 读取。</translation>
    </message>
    <message>
        <source>AMD SMI is ROCm&apos;s successor of ROCm SMI. Auto mode uses it where it is installed; without it nothing is missing as long as ROCm SMI works.</source>
        <translation>AMD SMI 是 ROCm 中取代 ROCm SMI 的新库。auto 模式在已安装时使用它；只要 ROCm SMI 正常工作，没有它也不缺任何功能。</translation>
    </message>
    <message>
        <source>Optional: &quot;sudo apt install libamd-smi0&quot; (Debian 13) or the amd-smi-lib package of AMD&apos;s ROCm repository.</source>
        <translation>可选：“sudo apt install libamd-smi0”（Debian 13），或 AMD ROCm 软件源中的 amd-smi-lib 包。</translation>
    </message>
    <message>
        <source>The AMD SMI library exists but cannot be loaded; AMD GPUs are read through ROCm SMI.</source>
        <translation>AMD SMI 库存在，但无法加载；AMD GPU 通过 ROCm SMI 读取。</translation>
    </message>
    <message>
        <source>The file is there but the system cannot load it (broken, wrong architecture or missing dependencies such as a newer C library).</source>
        <translation>文件存在，但系统无法加载它（文件损坏、架构不符，或缺少依赖，例如更新版本的 C 库）。</translation>
    </message>
    <message>
        <source>amdsmi_get_lib_version: %1</source>
        <translation>amdsmi_get_lib_version：%1</translation>
    </message>
    <message>
        <source>AMD SMI %1 loads from %2.</source>
        <translation>AMD SMI %1 从 %2 加载。</translation>
    </message>
    <message>
        <source>Auto mode reads AMD GPUs through AMD SMI (--backend amd-smi); --backend rocm-smi uses ROCm SMI instead.</source>
        <translation>auto 模式通过 AMD SMI 读取 AMD GPU（--backend amd-smi）；--backend rocm-smi 则改用 ROCm SMI。</translation>
    </message>
    <message>
        <source>Boot profiles</source>
        <translation>开机配置方案</translation>
    </message>
    <message>
        <source>The boot profiles cannot be used, so none is applied at boot.</source>
        <translation>开机配置方案无法使用，因此开机时不会应用任何方案。</translation>
    </message>
    <message>
        <source>Remove the file named above and set the boot profiles again with &quot;rocmtune-cli profile boot set&quot;.</source>
        <translation>删除上面提到的文件，再用“rocmtune-cli profile boot set”重新设置开机配置方案。</translation>
    </message>
    <message>
        <source>No GPU has a boot profile.</source>
        <translation>没有 GPU 设置了开机配置方案。</translation>
    </message>
    <message>
        <source>&quot;rocmtune-cli profile boot set NAME --gpu N&quot; (or &quot;Apply at boot&quot; in the Profiles tab) makes rocmtune-boot.service apply a profile at every boot, after resume and after a GPU reset.</source>
        <translation>“rocmtune-cli profile boot set 名称 --gpu N”（或“配置方案”页中的“开机时应用”）让 rocmtune-boot.service 在每次开机、唤醒后和 GPU 重置后应用一个配置方案。</translation>
    </message>
    <message>
        <source>%1 does not exist or lists no GPU</source>
        <translation>%1 不存在或未列出任何 GPU</translation>
    </message>
    <message>
        <source>%1 (id %2): &quot;%3&quot;</source>
        <translation>%1（ID %2）：“%3”</translation>
    </message>
    <message>
        <source>%1: switched off by the boot-loop guard (a crash or power loss within 10 minutes of the apply at %2)</source>
        <translation>%1：已被开机循环保护停用（在 %2 应用后 10 分钟内发生了崩溃或断电）</translation>
    </message>
    <message numerus="yes">
        <source>%n boot profile(s) switched off by the boot-loop guard.</source>
        <translation>
            <numerusform>%n 个开机配置方案已被开机循环保护停用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Find out why the machine went down (journalctl -b -1). To apply the profile at boot again: rocmtune-cli profile boot enable --gpu N.</source>
        <translation>先查明机器异常关机的原因（journalctl -b -1）。要在开机时重新应用该配置方案：rocmtune-cli profile boot enable --gpu N。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) have a boot profile.</source>
        <translation>
            <numerusform>%n 块 GPU 设置了开机配置方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>rocmtune-boot.service applies them at boot, after resume and after a GPU reset (if it is enabled: systemctl is-enabled rocmtune-boot).</source>
        <translation>rocmtune-boot.service 在开机时、唤醒后和 GPU 重置后应用它们（前提是服务已启用：systemctl is-enabled rocmtune-boot）。</translation>
    </message>
    <message>
        <source>Remembered undervolts</source>
        <translation>已记录的降压</translation>
    </message>
    <message>
        <source>No undervolt is remembered.</source>
        <translation>没有记录任何降压。</translation>
    </message>
    <message>
        <source>&quot;rocmtune-cli tuning undervolt --gpu N&quot; finds a stable undervolt and remembers what it was proven on.</source>
        <translation>“rocmtune-cli tuning undervolt --gpu N”会找出稳定的降压，并记录验证时所用的各项版本。</translation>
    </message>
    <message numerus="yes">
        <source>%n remembered undervolt(s) need re-validation.</source>
        <translation>
            <numerusform>%n 个已记录的降压需要重新验证。</numerusform>
        </translation>
    </message>
    <message>
        <source>Prove the offset again on this software: rocmtune-cli tuning undervolt --gpu N --keep.</source>
        <translation>在当前软件上重新验证该偏移：rocmtune-cli tuning undervolt --gpu N --keep。</translation>
    </message>
    <message numerus="yes">
        <source>%n remembered undervolt(s), proven on the versions in use.</source>
        <translation>
            <numerusform>%n 个已记录的降压，均在当前使用的版本上验证过。</numerusform>
        </translation>
    </message>
    <message>
        <source>The kernel, VBIOS and firmware are those each undervolt was proven on.</source>
        <translation>内核、VBIOS 和固件都与各降压验证时的版本一致。</translation>
    </message>
    <message>
        <source>no undervolt-*.json in %1</source>
        <translation>%1 中没有 undervolt-*.json</translation>
    </message>
    <message>
        <source>Backend order</source>
        <translation>后端顺序</translation>
    </message>
    <message>
        <source>%1 (%2): skipped: its library is not installed or does not load.</source>
        <translation>%1（%2）：已跳过：其库未安装或无法加载。</translation>
    </message>
    <message>
        <source>%1 (%2): tried: its library loads from %3.</source>
        <translation>%1（%2）：会尝试：其库从 %3 加载。</translation>
    </message>
    <message>
        <source>ROCm SMI comes first in a virtual machine: AMD SMI refuses every tuning change there.</source>
        <translation>在虚拟机中 ROCm SMI 优先：AMD SMI 在虚拟机中拒绝一切调优修改。</translation>
    </message>
    <message>
        <source>%1 (sysfs): skipped: an AMD library loads, so it is used instead.</source>
        <translation>%1（sysfs）：已跳过：有 AMD 库可以加载，改用该库。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (sysfs): used: no AMD library loads; the driver&apos;s files show %n amdgpu card(s).</source>
        <translation>
            <numerusform>%1（sysfs）：使用：没有可加载的 AMD 库；驱动文件显示 %n 块 amdgpu 显卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>NVML (nvml): tried for NVIDIA GPUs.</source>
        <translation>NVML（nvml）：用于 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>Auto tries AMD GPUs through %1 first.</source>
        <translation>auto 先通过 %1 读取 AMD GPU。</translation>
    </message>
    <message>
        <source>Auto reads AMD GPUs through the driver&apos;s files: neither AMD SMI nor ROCm SMI loads.</source>
        <translation>auto 通过驱动文件读取 AMD GPU：AMD SMI 和 ROCm SMI 都无法加载。</translation>
    </message>
    <message>
        <source>No AMD library loads and the driver&apos;s files show no amdgpu card.</source>
        <translation>没有可加载的 AMD 库，驱动文件中也没有 amdgpu 显卡。</translation>
    </message>
    <message>
        <source>Auto uses the first AMD backend that finds GPUs; the driver&apos;s files alone (no vendor library) are used only where neither AMD SMI nor ROCm SMI can be loaded. &quot;--backend NAME&quot; forces one.</source>
        <translation>auto 使用第一个找到 GPU 的 AMD 后端；只有在 AMD SMI 和 ROCm SMI 都无法加载时，才只用驱动文件（不需要厂商库）。用 “--backend NAME” 可强制指定。</translation>
    </message>
    <message>
        <source>Fan at least %1% at every temperature (fan_min_percent)</source>
        <translation>任何温度下风扇转速至少 %1%（fan_min_percent）</translation>
    </message>
    <message>
        <source>Fan at least %1% while any sensor is at or above %2 °C (fan_hot_min_percent, fan_hot_celsius)</source>
        <translation>任一传感器达到或超过 %2 °C 时风扇转速至少 %1%（fan_hot_min_percent、fan_hot_celsius）</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>“%1” is not a Prometheus URL; give one like http://prometheus.example:9090.</source>
        <translation>“%1”不是 Prometheus 的 URL；请给出类似 http://prometheus.example:9090 的地址。</translation>
    </message>
    <message>
        <source>Cannot reach Prometheus at %1: %2. Check the address, and that Prometheus runs and lets this machine connect.</source>
        <translation>无法连接 %1 上的 Prometheus：%2。请检查地址，并确认 Prometheus 正在运行且允许本机连接。</translation>
    </message>
    <message>
        <source>Prometheus at %1 did not answer within %2 s.</source>
        <translation>%1 上的 Prometheus 在 %2 秒内没有应答。</translation>
    </message>
    <message>
        <source>Prometheus at %1 answered HTTP %2 (%3). Is this the Prometheus server&apos;s address?</source>
        <translation>%1 上的 Prometheus 返回了 HTTP %2（%3）。这是 Prometheus 服务器的地址吗？</translation>
    </message>
    <message>
        <source>%1 answered, but not like Prometheus&apos; HTTP API: %2.</source>
        <translation>%1 有应答，但不像 Prometheus 的 HTTP API：%2。</translation>
    </message>
    <message>
        <source>Prometheus at %1 refused a query: %2.</source>
        <translation>%1 上的 Prometheus 拒绝了一个查询：%2。</translation>
    </message>
    <message>
        <source>Prometheus answers, but it has no rocmtune_gpu_info series from the last hour: it scrapes no rocmtune exporter. Add the exporters to its scrape configuration (README, “Many machines”).</source>
        <translation>Prometheus 有应答，但最近一小时内没有 rocmtune_gpu_info 序列：它没有抓取任何 rocmtune exporter。请把 exporter 加入它的抓取配置（见 README 的“Many machines”一节）。</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Temp °C (limit)</source>
        <translation>温度 °C（临界）</translation>
    </message>
    <message>
        <source>Power/cap W</source>
        <translation>功耗/上限 W</translation>
    </message>
    <message>
        <source>Util %</source>
        <translation>利用率%</translation>
    </message>
    <message>
        <source>ECC uncorr./corr.</source>
        <translation>ECC 不可纠正/可纠正</translation>
    </message>
    <message>
        <source>Throttle</source>
        <translation>降频</translation>
    </message>
    <message>
        <source>Alerts firing</source>
        <translation>正在触发的告警</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最后出现</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation>%1 秒前</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>%1 分钟前</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>%1 小时前</translation>
    </message>
    <message>
        <source>%1 (simulated)</source>
        <translation>%1（模拟）</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no longer a scrape target</source>
        <translation>已不再是抓取目标</translation>
    </message>
    <message>
        <source>up, scraped %1</source>
        <translation>在线，%1抓取</translation>
    </message>
    <message>
        <source>down, last scrape %1</source>
        <translation>离线，上次抓取：%1</translation>
    </message>
    <message>
        <source>down (%1), last scrape %2</source>
        <translation>离线（%1），上次抓取：%2</translation>
    </message>
    <message>
        <source>%1 (job %2): %3</source>
        <translation>%1（任务 %2）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s) firing</source>
        <translation>
            <numerusform>%n 个告警正在触发</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — alerts firing: %2</source>
        <translation>%1 — 正在触发的告警：%2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>nodes, GPUs, alerts</comment>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <source>%1. No GPU reports: %2</source>
        <translation>%1。没有 GPU 报告：%2</translation>
    </message>
    <message>
        <source>not scraped yet</source>
        <translation>尚未抓取</translation>
    </message>
    <message>
        <source>The answer of %1 passed %2 MiB and was cut off; a Prometheus answer to these queries is far smaller.</source>
        <translation>%1 的应答超过了 %2 MiB，已被截断；Prometheus 对这些查询的应答远小于此。</translation>
    </message>
    <message>
        <source>Prometheus answered more than this view reads (%1 GPU series, %2 values, %3 targets, %4 alerts; at most %5 series, %6 targets and %7 alerts): nothing is shown.</source>
        <translation>Prometheus 的应答超出了本视图读取的上限（GPU 序列 %1 条、数值 %2 个、抓取目标 %3 个、告警 %4 个；上限为 %5 个序列、%6 个目标和 %7 个告警）：不显示任何内容。</translation>
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
    <name>GpuList</name>
    <message>
        <source>GPU %1 (%2) does not report: %3</source>
        <translation>GPU %1（%2）不提供：%3</translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime suspended) at start-up: only files that do not wake it are read; the rest is read when it wakes.</source>
        <translation>GPU %1 在启动时处于休眠（运行时挂起）：只读取不会唤醒它的文件；其余数值在它唤醒后读取。</translation>
    </message>
</context>
<context>
    <name>GpuMetrics</name>
    <message numerus="yes">
        <source>gpu_metrics is %n byte(s) long, shorter than its header</source>
        <translation>
            <numerusform>gpu_metrics 只有 %n 字节，比它的表头还短</numerusform>
        </translation>
    </message>
    <message>
        <source>gpu_metrics has revision %1.%2, which ROCm Tune does not know</source>
        <translation>gpu_metrics 的版本是 %1.%2，ROCm Tune 不认识这个版本</translation>
    </message>
    <message>
        <source>gpu_metrics %1.%2 should be %3 bytes; its header says %4 and %5 were read</source>
        <translation>gpu_metrics %1.%2 应为 %3 字节；表头写的是 %4，实际读到 %5</translation>
    </message>
    <message>
        <source>gpu_metrics cannot be read</source>
        <translation>无法读取 gpu_metrics</translation>
    </message>
    <message>
        <source>GPU %1: %2; every value is read from its own file.</source>
        <translation>GPU %1：%2；所有数值改为从各自的文件读取。</translation>
    </message>
    <message>
        <source>GPU %1: this firmware&apos;s gpu_metrics socket power is in %2, not the revision&apos;s usual unit.</source>
        <translation>GPU %1：此固件 gpu_metrics 中的封装功耗（socket power）单位是 %2，而不是该版本通常的单位。</translation>
    </message>
    <message>
        <source>GPU %1: gpu_metrics and the driver&apos;s files differ, so these stay read per file (file / table): %2</source>
        <translation>GPU %1：gpu_metrics 与驱动文件的数值不一致，以下指标仍从各自的文件读取（文件 / 表）：%2</translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime suspended); it is read once a second from files that do not wake it.</source>
        <translation>GPU %1 处于休眠（运行时挂起）；每秒只从不会唤醒它的文件读取一次。</translation>
    </message>
    <message>
        <source>GPU %1 woke up.</source>
        <translation>GPU %1 已唤醒。</translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime suspended); ROCm Tune does not wake it.</source>
        <translation>GPU %1 处于休眠（运行时挂起）；ROCm Tune 不会唤醒它。</translation>
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
        <translation>本次运行的采样间隔，单位毫秒（100 至 10000）。</translation>
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
        <translation>基准测试用：用指定秒数的模拟采样填充历史记录。</translation>
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
    <message>
        <source>With --screenshot: render the Settings dialog instead of the main window.</source>
        <translation>与 --screenshot 一起使用：截取“设置”对话框而不是主窗口。</translation>
    </message>
    <message>
        <source>Benchmarks: after 10 s, count for this many seconds how the graphs were redrawn, print it and exit.</source>
        <translation>基准测试用：10 秒后，在指定的秒数内统计图表的重绘方式，打印结果后退出。</translation>
    </message>
    <message>
        <source>--report-graph-replots must be a number of seconds from 1 to 3600.</source>
        <translation>--report-graph-replots 必须是 1 到 3600 之间的秒数。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示帮助信息。</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>%1: %2 must be a number from %3 to %4.</source>
        <translation>%1：%2 必须是 %3 到 %4 之间的数字。</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>%1 is not a valid INI file.</source>
        <translation>%1 不是有效的 INI 文件。</translation>
    </message>
    <message>
        <source>%1: ecc/uncorrectable_window must be &quot;boot&quot; or &quot;last_check&quot;.</source>
        <translation>%1：ecc/uncorrectable_window 必须是“boot”或“last_check”。</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation>不健康</translation>
    </message>
    <message>
        <source>uncorrectable ECC errors: %1 (%2 new since the last check)</source>
        <translation>不可纠正的 ECC 错误：%1 个（自上次检查以来新增 %2 个）</translation>
    </message>
    <message>
        <source>correctable ECC errors rising at %1 per hour (limit %2)</source>
        <translation>可纠正的 ECC 错误每小时增加 %1 个（上限 %2）</translation>
    </message>
    <message>
        <source>%1 retired VRAM pages (limit %2)</source>
        <translation>已退役的显存页 %1 个（上限 %2）</translation>
    </message>
    <message>
        <source>missing: %1 of %2 expected GPUs present</source>
        <translation>缺失：应有 %2 块 GPU，只有 %1 块</translation>
    </message>
    <message>
        <source>reset since the last check</source>
        <translation>自上次检查以来发生过重置</translation>
    </message>
    <message>
        <source>held at its power limit at %1% of its clock for %2 min</source>
        <translation>被功耗墙压在频率上限的 %1%，已持续 %2 分钟</translation>
    </message>
    <message>
        <source>held at its thermal limit at %1% of its clock for %2 min</source>
        <translation>被温度墙压在频率上限的 %1%，已持续 %2 分钟</translation>
    </message>
    <message>
        <source>the boot profile failed: %1</source>
        <translation>开机配置方案应用失败：%1</translation>
    </message>
    <message>
        <source>the boot-loop guard switched the boot profile off</source>
        <translation>开机循环保护已停用开机配置方案</translation>
    </message>
    <message>
        <source>the last stress test failed: %1</source>
        <translation>最近一次压力测试未通过：%1</translation>
    </message>
    <message>
        <source>the last stress test was %1% below its baseline</source>
        <translation>最近一次压力测试比基准低 %1%</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>Helper</name>
    <message>
        <source>rocmtune-helper takes no arguments: it reads one JSON request on standard input.</source>
        <translation>rocmtune-helper 不接受参数：它从标准输入读取一个 JSON 请求。</translation>
    </message>
    <message>
        <source>The GPU cannot be reached right now: another process holds the ROCm SMI library&apos;s lock of the card (/dev/shm/rocm_smi_card*), so nothing was changed. Try again when that process has ended. (%1)</source>
        <translation>现在无法访问这块 GPU：另一个进程持有 ROCm SMI 库对该卡的锁（/dev/shm/rocm_smi_card*），因此未做任何更改。请在该进程结束后重试。（%1）</translation>
    </message>
    <message>
        <source>No GPU can be opened for tuning, so nothing was changed (the helper never tunes simulated GPUs): %1</source>
        <translation>无法打开任何 GPU 进行调校，因此未做任何更改（辅助程序从不调校模拟 GPU）：%1</translation>
    </message>
    <message>
        <source>Reverted through the driver files directly: the ROCm SMI library could not be used (another process holds its lock of the card).</source>
        <translation>已直接通过驱动文件还原：无法使用 ROCm SMI 库（另一个进程持有它对该卡的锁）。</translation>
    </message>
    <message>
        <source>The ROCm SMI library could not be used (another process holds its lock of the card), and writing the driver files directly failed: %1 The waiter keeps trying.</source>
        <translation>无法使用 ROCm SMI 库（另一个进程持有它对该卡的锁），直接写入驱动文件也失败了：%1 等待进程会继续重试。</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Follow the system (%1)</source>
        <extracomment>Language menu entry; %1 is the language the system&apos;s locale gives (中文 or English)</extracomment>
        <translation>跟随系统（%1）</translation>
    </message>
</context>
<context>
    <name>ListText</name>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list inside a sentence (&quot;auto, low, high&quot;); Chinese: 、</extracomment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>LoginAutostart</name>
    <message>
        <source>Cannot create %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot remove %1: %2</source>
        <translation>无法删除 %1：%2</translation>
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
        <translation>结温（热点）</translation>
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
        <translation>结温临界值</translation>
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
        <translation>结温紧急值</translation>
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
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation>显存控制器利用率</translation>
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
        <translation>电源模式</translation>
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
    <message>
        <source>HBM stack 0 temperature</source>
        <translation>HBM 堆栈 0 温度</translation>
    </message>
    <message>
        <source>HBM stack 1 temperature</source>
        <translation>HBM 堆栈 1 温度</translation>
    </message>
    <message>
        <source>HBM stack 2 temperature</source>
        <translation>HBM 堆栈 2 温度</translation>
    </message>
    <message>
        <source>HBM stack 3 temperature</source>
        <translation>HBM 堆栈 3 温度</translation>
    </message>
    <message>
        <source>GFX voltage regulator temperature</source>
        <translation>核心供电（VRM）温度</translation>
    </message>
    <message>
        <source>SoC voltage regulator temperature</source>
        <translation>SoC 供电（VRM）温度</translation>
    </message>
    <message>
        <source>Memory voltage regulator temperature</source>
        <translation>显存供电（VRM）温度</translation>
    </message>
    <message>
        <source>SoC clock</source>
        <translation>SoC 频率</translation>
    </message>
    <message>
        <source>Fabric clock</source>
        <translation>Fabric 频率</translation>
    </message>
    <message>
        <source>Video clock</source>
        <translation>视频频率</translation>
    </message>
    <message>
        <source>Decode clock</source>
        <translation>解码频率</translation>
    </message>
    <message>
        <source>PCIe replays</source>
        <translation>PCIe 重传次数</translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
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
        <translation>利用率</translation>
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
        <translation>降频原因（clock event reasons）</translation>
    </message>
    <message>
        <source>PCIe link generation</source>
        <translation>PCIe 链路版本（Gen）</translation>
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
        <translation>NVIDIA GPU 没有电源模式。</translation>
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
        <translation>功耗上限 %1 W 超出驱动允许的范围 %2 至 %3 W。</translation>
    </message>
    <message>
        <source>Setting the power limit</source>
        <translation>设置功耗上限</translation>
    </message>
    <message>
        <source>The clock range %1-%2 MHz is outside the GPU&apos;s supported range %3-%4 MHz.</source>
        <translation>频率范围 %1 至 %2 MHz 超出 GPU 支持的范围 %3 至 %4 MHz。</translation>
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
        <translation>此处 NVIDIA GPU 仅提供“auto”（自动）和“manual”（手动）两种性能等级。</translation>
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
</context>
<context>
    <name>ProfileApplier</name>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1（ID %2）</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; was made for %2, not for this %3. Applying it to another model needs an explicit override.</source>
        <translation>配置方案“%1”是为 %2 制作的，不适用于这块 %3。要应用到其他型号，需要明确指定强制应用。</translation>
    </message>
    <message>
        <source>This GPU has none of the controls profile &quot;%1&quot; sets.</source>
        <translation>此 GPU 没有配置方案“%1”所设置的任何可调项。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; does not fit within this GPU&apos;s limits; nothing was changed.</source>
        <translation>配置方案“%1”超出了此 GPU 的限制；未做任何更改。</translation>
    </message>
    <message>
        <source>GPU %1 gets profile &quot;%2&quot; at login instead.</source>
        <translation>登录时 GPU %1 改为应用配置方案“%2”。</translation>
    </message>
    <message>
        <source>The GPU it was made for, %1, is not present.</source>
        <translation>它所对应的 GPU（%1）不在本机上。</translation>
    </message>
    <message>
        <source>No %1 GPU is present.</source>
        <translation>本机没有 %1 GPU。</translation>
    </message>
</context>
<context>
    <name>ProfileJson</name>
    <message>
        <source>The field &quot;%1&quot; is missing.</source>
        <translation>缺少字段“%1”。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; must be text.</source>
        <translation>字段“%1”必须是文本。</translation>
    </message>
    <message>
        <source>The field &quot;target&quot; must be an object.</source>
        <translation>字段“target”必须是对象。</translation>
    </message>
    <message>
        <source>Unknown field &quot;target.%1&quot;.</source>
        <translation>未知字段“target.%1”。</translation>
    </message>
    <message>
        <source>&quot;target.kind&quot; must be &quot;model&quot; or &quot;device&quot;, not &quot;%1&quot;.</source>
        <translation>“target.kind”必须是“model”或“device”，而不是“%1”。</translation>
    </message>
    <message>
        <source>The target names no GPU model (model_name or pci_id).</source>
        <translation>目标没有指明 GPU 型号（model_name 或 pci_id）。</translation>
    </message>
    <message>
        <source>A profile for one GPU needs its unique_id or pci_bus_id.</source>
        <translation>针对单块 GPU 的配置方案需要它的 unique_id 或 pci_bus_id。</translation>
    </message>
    <message>
        <source>The field &quot;validation&quot; must be an object.</source>
        <translation>字段“validation”必须是对象。</translation>
    </message>
    <message>
        <source>Unknown field &quot;validation.%1&quot;.</source>
        <translation>未知字段“validation.%1”。</translation>
    </message>
    <message>
        <source>&quot;validation&quot; needs a &quot;when&quot; date and a true/false &quot;passed&quot;.</source>
        <translation>“validation”需要“when”日期和 true/false 的“passed”。</translation>
    </message>
    <message>
        <source>Unknown field &quot;%1&quot;.</source>
        <translation>未知字段“%1”。</translation>
    </message>
    <message>
        <source>The profile id &quot;%1&quot; is not a UUID.</source>
        <translation>配置方案 ID“%1”不是 UUID。</translation>
    </message>
    <message>
        <source>The field &quot;values&quot; must be an object.</source>
        <translation>字段“values”必须是对象。</translation>
    </message>
    <message>
        <source>Invalid tuning values: %1</source>
        <translation>调校数值无效：%1</translation>
    </message>
    <message>
        <source>&quot;created&quot; and &quot;modified&quot; must be ISO 8601 dates.</source>
        <translation>“created”和“modified”必须是 ISO 8601 日期。</translation>
    </message>
    <message>
        <source>&quot;apply_at_login&quot; must be true or false.</source>
        <translation>“apply_at_login”必须是 true 或 false。</translation>
    </message>
    <message>
        <source>The target names no GPU model (gpu or pci_id).</source>
        <translation>目标没有指明 GPU 型号（gpu 或 pci_id）。</translation>
    </message>
    <message>
        <source>&quot;power_cap_watts&quot; must be a positive number of watts.</source>
        <translation>“power_cap_watts”必须是正的瓦数。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be [minimum, maximum] in MHz.</source>
        <translation>“%1”必须是以 MHz 为单位的 [下限, 上限]。</translation>
    </message>
    <message>
        <source>Unknown performance level &quot;%1&quot;.</source>
        <translation>未知的性能等级“%1”。</translation>
    </message>
    <message>
        <source>Unknown power profile &quot;%1&quot;.</source>
        <translation>未知的电源模式“%1”。</translation>
    </message>
    <message>
        <source>&quot;overdrive_percent&quot; must be a whole number of percent.</source>
        <translation>“overdrive_percent”必须是整数百分比。</translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>配置方案需要一个名称。</translation>
    </message>
    <message numerus="yes">
        <source>A profile name can have at most %n character(s).</source>
        <translation>
            <numerusform>配置方案名称最多 %n 个字符。</numerusform>
        </translation>
    </message>
    <message>
        <source>A profile name cannot contain control characters.</source>
        <translation>配置方案名称不能包含控制字符。</translation>
    </message>
    <message>
        <source>The file is too large to be a profile (%1 bytes, at most %2).</source>
        <translation>文件太大，不可能是配置方案（%1 字节，最多 %2）。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件是空的。</translation>
    </message>
    <message>
        <source>Not valid JSON: %1 at byte %2.</source>
        <translation>不是有效的 JSON：第 %2 字节处 %1。</translation>
    </message>
    <message>
        <source>A profile must be a JSON object.</source>
        <translation>配置方案必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be a whole number.</source>
        <translation>“schema_version”必须是整数。</translation>
    </message>
    <message>
        <source>The profile was written by a newer ROCm Tune (schema %1; this one reads up to %2).</source>
        <translation>该配置方案由更新版本的 ROCm Tune 写入（格式版本 %1；本版本最多读取 %2）。</translation>
    </message>
    <message>
        <source>Unknown profile schema version %1.</source>
        <translation>未知的配置方案格式版本 %1。</translation>
    </message>
    <message>
        <source>The file has no profile schema version: it is not a ROCm Tune profile.</source>
        <translation>文件没有配置方案格式版本：它不是 ROCm Tune 配置方案。</translation>
    </message>
</context>
<context>
    <name>ProfilePrompts</name>
    <message>
        <source>Not validated by a stress test yet.</source>
        <translation>尚未经过压力测试验证。</translation>
    </message>
    <message>
        <source>Apply a profile made for another model?</source>
        <translation>要应用为其他型号制作的配置方案吗？</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was made for %2 (%3), not for %4 (%5). Its values were checked against this card&apos;s limits and fit, but clocks and power that suit one model can be wrong for another.</source>
        <translation>“%1”是为 %2（%3）制作的，而不是为 %4（%5）制作的。其数值已按这块卡的限制检查并且符合，但适合一种型号的频率和功耗可能不适合另一种型号。</translation>
    </message>
    <message>
        <source>Apply anyway</source>
        <translation>仍然应用</translation>
    </message>
    <message>
        <source>Export profile</source>
        <translation>导出配置方案</translation>
    </message>
    <message>
        <source>Profiles (*.json);;All files (*)</source>
        <translation>配置方案 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import profile</source>
        <translation>导入配置方案</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>The file is too large to be a profile (%1 bytes).</source>
        <translation>文件太大，不可能是配置方案（%1 字节）。</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>Cannot create the profile folder %1.</source>
        <translation>无法创建配置方案文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saving %1 failed (%2); the previous version is unchanged.</source>
        <translation>保存 %1 失败（%2）；之前的版本保持不变。</translation>
    </message>
    <message>
        <source>The profile id &quot;%1&quot; is not a UUID.</source>
        <translation>配置方案 ID“%1”不是 UUID。</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation>已存在名为“%1”的配置方案。</translation>
    </message>
    <message>
        <source>There is no profile with id %1.</source>
        <translation>没有 ID 为 %1 的配置方案。</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Exporting to %1 failed: %2</source>
        <translation>导出到 %1 失败：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a valid profile: %2</source>
        <translation>%1 不是有效的配置方案：%2</translation>
    </message>
</context>
<context>
    <name>RangeText</name>
    <message>
        <source>point %1: allowed %2 to %3 %4, %5 to %6 %7</source>
        <translation>点 %1：可设范围 %2 至 %3 %4，%5 至 %6 %7</translation>
    </message>
    <message>
        <source>allowed %1 to %2</source>
        <translation>可设范围 %1 至 %2</translation>
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
    <message>
        <source>/sys/class/drm lists no graphics card, so the ROCm SMI library is not started.</source>
        <translation>/sys/class/drm 中没有显卡，因此未启动 ROCm SMI 库。</translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through %1 %2</source>
        <translation>
            <numerusform>通过 %1 %2 找到 %n 块 AMD GPU</numerusform>
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
        <translation>识别到新 GPU %1。</translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation>AMD GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation>GPU %1（%2）已消失：其驱动目录不存在（重置、解绑或拔出）。</translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation>没有这块 GPU。</translation>
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
        <translation>当前电源模式 %1 不是 ROCm Tune 已知的模式</translation>
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
        <source>The current power profile %1 is not one ROCm Tune knows.</source>
        <translation>当前电源模式 %1 不是 ROCm Tune 已知的模式。</translation>
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
        <translation>%1 下限（%2 MHz）高于上限（%3 MHz）。</translation>
    </message>
    <message>
        <source>the %1 range</source>
        <translation>%1 范围</translation>
    </message>
    <message>
        <source>The %1 levels of GPU %2 cannot be selected through ROCm SMI on this driver.</source>
        <translation>在此驱动上无法通过 ROCm SMI 选择 GPU %2 的 %1 档位。</translation>
    </message>
    <message numerus="yes">
        <source>The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).</source>
        <translation>
            <numerusform>档位掩码 0x%1 没有选中任何档位，或选中了此 GPU 没有的档位（它有 %n 个档位）。</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 levels</source>
        <translation>%1 档位</translation>
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
        <translation>GPU %1 不提供电源模式 %2。</translation>
    </message>
    <message>
        <source>The power profile of GPU %1 cannot be set through ROCm SMI: its pp_power_profile_mode layout is not one the library reads safely.</source>
        <translation>无法通过 ROCm SMI 设置 GPU %1 的电源模式：该库无法安全读取其 pp_power_profile_mode 格式。</translation>
    </message>
    <message>
        <source>the power profile</source>
        <translation>电源模式</translation>
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
    <message>
        <source>The driver of GPU %1 refused the %2 range %3-%4 MHz (ROCm SMI: %5).</source>
        <translation>GPU %1 的驱动拒绝了 %2 范围 %3 至 %4 MHz（ROCm SMI：%5）。</translation>
    </message>
    <message>
        <source>The overdrive table of GPU %1 cannot be written.</source>
        <translation>GPU %1 的超频表不可写入。</translation>
    </message>
    <message>
        <source>The clock table of GPU %1 cannot be reset: %2</source>
        <translation>无法重置 GPU %1 的频率表：%2</translation>
    </message>
    <message>
        <source>GPU %1 could not be switched to the manual performance level for the clock table reset: %2</source>
        <translation>为重置频率表，需要将 GPU %1 切换到 manual 性能等级，但切换失败：%2</translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused to reset its overdrive table (&quot;r&quot; to pp_od_clk_voltage): %2</source>
        <translation>GPU %1 的驱动拒绝重置超频表（向 pp_od_clk_voltage 写入“r”）：%2</translation>
    </message>
    <message>
        <source>After &quot;r&quot; the driver of GPU %1 shows no overdrive table: %2</source>
        <translation>写入“r”后，GPU %1 的驱动没有显示超频表：%2</translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused to commit the reset overdrive table (&quot;c&quot; to pp_od_clk_voltage): %2</source>
        <translation>GPU %1 的驱动拒绝提交重置后的超频表（向 pp_od_clk_voltage 写入“c”）：%2</translation>
    </message>
    <message>
        <source>After the commit the driver of GPU %1 shows no overdrive table: %2</source>
        <translation>提交后，GPU %1 的驱动没有显示超频表：%2</translation>
    </message>
    <message>
        <source>The driver of GPU %1 showed %2 after the reset but %3 after the commit.</source>
        <translation>GPU %1 的驱动在重置后显示 %2，提交后却显示 %3。</translation>
    </message>
    <message>
        <source>A %1 range of %2-%3 MHz is outside the range the driver allows (%4-%5 MHz).</source>
        <translation>%1 范围 %2 至 %3 MHz 超出驱动允许的范围（%4 至 %5 MHz）。</translation>
    </message>
    <message>
        <source>The driver of GPU %1 refused &quot;%2&quot; to %3: %4</source>
        <translation>GPU %1 的驱动拒绝将“%2”写入 %3：%4</translation>
    </message>
    <message>
        <source>GPU %1 has no firmware fan curve to write.</source>
        <translation>GPU %1 没有可写入的固件风扇曲线。</translation>
    </message>
    <message>
        <source>GPU %1 shows the fan curve %2 after writing %3.</source>
        <translation>写入 %3 后，GPU %1 显示的风扇曲线是 %2。</translation>
    </message>
    <message>
        <source>GPU %1 has no fan speed that can be set.</source>
        <translation>GPU %1 没有可设置的风扇转速。</translation>
    </message>
    <message>
        <source>Fan speed %1% is outside 0-100%.</source>
        <translation>风扇转速 %1% 不在 0–100% 之间。</translation>
    </message>
    <message>
        <source>GPU %1 does not report its maximum fan PWM.</source>
        <translation>GPU %1 没有报告风扇 PWM 的最大值。</translation>
    </message>
    <message>
        <source>GPU %1 refused the fan speed %2%: %3</source>
        <translation>GPU %1 拒绝了风扇转速 %2%：%3</translation>
    </message>
    <message>
        <source>GPU %1 does not show the fan at %2% in manual mode after the write.</source>
        <translation>写入后，GPU %1 没有显示风扇处于手动模式的 %2%。</translation>
    </message>
    <message>
        <source>GPU %1 has no fan control to reset.</source>
        <translation>GPU %1 没有可重置的风扇控制。</translation>
    </message>
    <message>
        <source>GPU %1 refused to put its fan back to automatic control: %2</source>
        <translation>GPU %1 拒绝把风扇恢复为自动控制：%2</translation>
    </message>
    <message>
        <source>GPU %1 does not show automatic fan control after the reset.</source>
        <translation>重置后，GPU %1 没有显示风扇处于自动控制。</translation>
    </message>
    <message>
        <source>GPU %1 has no %2 with a range.</source>
        <translation>GPU %1 没有带范围的 %2。</translation>
    </message>
    <message>
        <source>%1 is outside the range %2-%3 that %4 states.</source>
        <translation>%1 不在 %4 给出的范围 %2–%3 之内。</translation>
    </message>
    <message>
        <source>GPU %1 shows %2 in %3 after writing %4.</source>
        <translation>写入 %4 后，GPU %1 的 %3 显示为 %2。</translation>
    </message>
    <message>
        <source>GPU %1 shows no value in %2 after restoring its boot value.</source>
        <translation>GPU %1 在恢复开机默认值后，%2 中没有数值。</translation>
    </message>
    <message>
        <source>GPU %1 shows the voltage curve %2 after writing %3.</source>
        <translation>GPU %1 在写入 %3 后显示的电压曲线为 %2。</translation>
    </message>
    <message>
        <source>GPU %1 shows no fan curve after the driver&apos;s reset of it.</source>
        <translation>驱动重置风扇曲线后，GPU %1 不再显示风扇曲线。</translation>
    </message>
    <message>
        <source>The fan of GPU %1 cannot be read now: the ROCm SMI library&apos;s check of its hwmon files timed out (a busy machine), so whether its fan speed can be set is not known yet.</source>
        <translation>暂时无法读取 GPU %1 的风扇：ROCm SMI 库检查其 hwmon 文件超时（系统繁忙），因此暂时无法确定能否设置其风扇转速。</translation>
    </message>
    <message>
        <source>%1 is not a firmware fan setting.</source>
        <translation>%1 不是固件风扇设置。</translation>
    </message>
    <message>
        <source>The fan of GPU %1 cannot be controlled: its firmware offers no fan settings and its speed cannot be written.</source>
        <translation>无法控制 GPU %1 的风扇：其固件不提供风扇设置，风扇转速也无法写入。</translation>
    </message>
    <message>
        <source>This GPU&apos;s firmware has no fan curve to edit.</source>
        <translation>这块 GPU 的固件没有可编辑的风扇曲线。</translation>
    </message>
    <message>
        <source>This GPU&apos;s firmware has no zero-RPM setting.</source>
        <translation>这块 GPU 的固件没有零转速停转设置。</translation>
    </message>
    <message>
        <source>This GPU&apos;s firmware does not offer “%1”.</source>
        <translation>这块 GPU 的固件不提供“%1”。</translation>
    </message>
    <message>
        <source>GPU %1 has no voltage curve to edit.</source>
        <translation>GPU %1 没有可编辑的电压曲线。</translation>
    </message>
    <message>
        <source>GPU %1 has no overdrive clock table to reset.</source>
        <translation>GPU %1 没有可重置的超频频率表。</translation>
    </message>
    <message>
        <source>This GPU&apos;s driver offers no power cap.</source>
        <translation>这块 GPU 的驱动不提供功耗上限。</translation>
    </message>
    <message>
        <source>The driver offers no GFX clock levels for this GPU that can be read.</source>
        <translation>驱动没有为这块 GPU 提供可读取的核心频率档位。</translation>
    </message>
    <message>
        <source>The driver offers no memory clock levels for this GPU that can be read.</source>
        <translation>驱动没有为这块 GPU 提供可读取的显存频率档位。</translation>
    </message>
    <message>
        <source>The driver reports a performance level ROCm Tune does not know.</source>
        <translation>驱动报告的性能等级是 ROCm Tune 不认识的。</translation>
    </message>
    <message>
        <source>This GPU&apos;s driver offers no power profiles.</source>
        <translation>这块 GPU 的驱动不提供电源模式。</translation>
    </message>
    <message>
        <source>This GPU&apos;s power profiles cannot be read.</source>
        <translation>无法读取这块 GPU 的电源模式。</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>This ROCm SMI library cannot set the %1 bound by bound.</source>
        <translation>此 ROCm SMI 库无法逐个设置%1的上下限。</translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3 that %4 states in %5.</source>
        <translation>%1 不在 %5 中 %4 给出的范围 %2 至 %3 之内。</translation>
    </message>
    <message>
        <source>GPU %1 has no %2 to set.</source>
        <translation>GPU %1 没有可设置的%2。</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>符号链接</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备文件</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>文件</translation>
    </message>
    <message numerus="yes">
        <source>a hard link (one of %n names of the same file)</source>
        <translation>
            <numerusform>硬链接（同一文件的 %n 个名称之一）</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written to %1: it is %2, not the driver&apos;s file.</source>
        <translation>未向 %1 写入任何内容：它是%2，不是驱动程序的文件。</translation>
    </message>
    <message>
        <source>Nothing was written to %1: %2 is %3, not the driver&apos;s folder.</source>
        <translation>未向 %1 写入任何内容：%2 是%3，不是驱动程序的文件夹。</translation>
    </message>
    <message>
        <source>Nothing was written to %1: it was replaced by another file while it was being opened.</source>
        <translation>未向 %1 写入任何内容：打开它时它被换成了另一个文件。</translation>
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
            <numerusform>%n 个</numerusform>
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
        <translation>运行“%1”：附加到 PID %2（%3）</translation>
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
        <translation>平均/峰值功耗：</translation>
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
        <translation>GPU 平均利用率：</translation>
    </message>
    <message>
        <source>Max temperature:</source>
        <translation>最高温度：</translation>
    </message>
    <message>
        <source>%1 (%2% of the run)</source>
        <translation>%1（占运行时间的 %2%）</translation>
    </message>
    <message>
        <source>Throttled:</source>
        <translation>降频：</translation>
    </message>
    <message>
        <source>GFX clock min/avg/max:</source>
        <translation>最低/平均/最高核心频率：</translation>
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
        <translation>掉频：</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) more than 10% below the median of %1 MHz</source>
        <translation>
            <numerusform>%n 次（比中位数 %1 MHz 低 10% 以上）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2% of the run): %3</source>
        <translation>%1（占运行时间的 %2%），原因：%3</translation>
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
    <name>RunnerText</name>
    <message>
        <source>GPU runtime error in the %1 test: %2</source>
        <translation>%1 测试中出现 GPU 运行时错误：%2</translation>
    </message>
    <message>
        <source>GPU runtime error: %1</source>
        <translation>GPU 运行时错误：%1</translation>
    </message>
    <message>
        <source>This GPU (%1) is not supported by this build of rocmtune-bench (built for %2)</source>
        <translation>此版本的 rocmtune-bench 不支持这块 GPU（%1）（构建目标：%2）</translation>
    </message>
    <message>
        <source>No GPU: the %1 runtime found no usable device (%2)</source>
        <translation>没有可用的 GPU：%1 运行时未找到可用设备（%2）</translation>
    </message>
    <message>
        <source>No GPU with index %1 (%2 present)</source>
        <translation>没有序号为 %1 的 GPU（共有 %2 块）</translation>
    </message>
    <message>
        <source>Not enough free VRAM for the %1 test</source>
        <translation>可用显存不足，无法运行 %1 测试</translation>
    </message>
    <message numerus="yes">
        <source>copy kernel %1: %n word(s) arrived wrong</source>
        <translation>
            <numerusform>复制 kernel %1：%n 个字的数据有误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kernel variant %1: %n element(s) differ from the first variant&apos;s product</source>
        <translation>
            <numerusform>kernel 变体 %1：%n 个元素与第一个变体的乘积不同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n value(s) NaN or infinite (first bad value at index %3)</source>
        <translation>
            <numerusform>%1：%n 个值为 NaN 或无穷大（第一个错误值的索引为 %3）</numerusform>
        </translation>
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
        <translation>记录已停止：写入 %1 失败：%2</translation>
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
    <message>
        <source>The simulated GPU is asleep (runtime suspended).</source>
        <translation>模拟 GPU 处于休眠（运行时挂起）。</translation>
    </message>
</context>
<context>
    <name>SimulatedGpu</name>
    <message>
        <source>This card has no power profiles.</source>
        <translation>这块卡没有电源模式。</translation>
    </message>
    <message>
        <source>Power cap outside the driver&apos;s range.</source>
        <translation>功耗上限超出驱动允许的范围。</translation>
    </message>
    <message>
        <source>DPM level mask selects levels the card does not have.</source>
        <translation>DPM 档位掩码选择了显卡不存在的档位。</translation>
    </message>
    <message>
        <source>This card does not support performance determinism.</source>
        <translation>这块卡不支持性能确定性模式。</translation>
    </message>
    <message>
        <source>Overdrive must be between 0 and 20 percent.</source>
        <translation>超频幅度必须在 0% 到 20% 之间。</translation>
    </message>
    <message>
        <source>The clock range is outside the range the driver allows.</source>
        <translation>频率范围超出驱动允许的范围。</translation>
    </message>
    <message>
        <source>This card has no fan control.</source>
        <translation>这块卡没有风扇控制。</translation>
    </message>
    <message>
        <source>%1 is outside the range %2-%3 the card states.</source>
        <translation>%1 超出显卡给出的范围 %2 至 %3。</translation>
    </message>
    <message>
        <source>This card&apos;s fan is not controlled by its firmware, so ROCm Tune cannot set it.</source>
        <translation>这块卡的风扇不由固件控制，所以 ROCm Tune 无法设置它。</translation>
    </message>
    <message>
        <source>This card has no voltage curve to edit.</source>
        <translation>这块卡没有可编辑的电压曲线。</translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3 the card states.</source>
        <translation>%1 超出显卡给出的范围 %2 至 %3。</translation>
    </message>
    <message>
        <source>%1 is not a driver value.</source>
        <translation>%1 不是驱动数值项。</translation>
    </message>
    <message>
        <source>This card has no %1.</source>
        <translation>这块卡没有%1。</translation>
    </message>
</context>
<context>
    <name>Stress</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a baseline file (%2).</source>
        <translation>%1 不是基准文件（%2）。</translation>
    </message>
    <message>
        <source>%1 has an unknown format version.</source>
        <translation>%1 的格式版本未知。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>This GPU has no power cap that can be set.</source>
        <translation>此 GPU 没有可设置的功耗上限。</translation>
    </message>
    <message>
        <source>Sweep finished; the original power cap is restored.</source>
        <translation>扫描完成；已恢复原来的功耗上限。</translation>
    </message>
    <message>
        <source>A power cap was refused: %1. The original power cap is restored.</source>
        <translation>某个功耗上限被拒绝：%1。已恢复原来的功耗上限。</translation>
    </message>
    <message>
        <source>The stress test could not start. The original power cap is restored.</source>
        <translation>压力测试无法启动。已恢复原来的功耗上限。</translation>
    </message>
    <message>
        <source>Sweep cancelled; the original power cap is restored.</source>
        <translation>扫描已取消；已恢复原来的功耗上限。</translation>
    </message>
    <message>
        <source>The test failed at %1 W, so the sweep stopped: %2. The original power cap is restored.</source>
        <translation>测试在 %1 W 时未通过，扫描已停止：%2。已恢复原来的功耗上限。</translation>
    </message>
    <message>
        <source>Restoring the original power cap failed: %1</source>
        <translation>恢复原来的功耗上限失败：%1</translation>
    </message>
    <message>
        <source>Build it with the GPU kernels: cmake -S . -B build -DROCMTUNE_GPU_KERNELS=HIP (AMD, needs hipcc) or -DROCMTUNE_GPU_KERNELS=CUDA (NVIDIA, needs nvcc), then cmake --build build. Or point ROCMTUNE_BENCH at an existing rocmtune-bench.</source>
        <translation>请连同 GPU kernel 一起构建：cmake -S . -B build -DROCMTUNE_GPU_KERNELS=HIP（AMD，需要 hipcc）或 -DROCMTUNE_GPU_KERNELS=CUDA（NVIDIA，需要 nvcc），然后 cmake --build build。也可以让 ROCMTUNE_BENCH 指向已有的 rocmtune-bench。</translation>
    </message>
    <message>
        <source>The stress test runner rocmtune-bench was not found (looked in: %1). %2</source>
        <translation>未找到压力测试程序 rocmtune-bench（查找位置：%1）。%2</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>no controls readable</source>
        <translation>没有可读取的可调项</translation>
    </message>
    <message>
        <source>Temperatures</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Throughput (% of each test&apos;s peak)</source>
        <translation>吞吐量（各测试峰值的百分比）</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>No telemetry was recorded during this run.</source>
        <translation>本次测试期间没有记录遥测数据。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>vs baseline</source>
        <translation>相对基准</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Power avg / peak</source>
        <translation>平均/峰值功耗</translation>
    </message>
    <message>
        <source>Clock min / avg / max</source>
        <translation>最低/平均/最高频率</translation>
    </message>
    <message>
        <source>Clock drops</source>
        <translation>掉频</translation>
    </message>
    <message>
        <source>Throttled</source>
        <translation>降频</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ROCm Tune stress test report</source>
        <translation>ROCm Tune 压力测试报告</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>每项测试秒数</translation>
    </message>
    <message>
        <source>Injected fault</source>
        <translation>注入的故障</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>应用程序</translation>
    </message>
    <message>
        <source>ROCm Tune %1</source>
        <translation>ROCm Tune %1</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>测试程序</translation>
    </message>
    <message>
        <source>GPU %1: %2 — %3</source>
        <translation>GPU %1：%2 — %3</translation>
    </message>
    <message>
        <source>Backend / ID</source>
        <translation>后端 / ID</translation>
    </message>
    <message>
        <source>Architecture / PCI</source>
        <translation>架构 / PCI</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>Monitoring library</source>
        <translation>监控库</translation>
    </message>
    <message>
        <source>VBIOS</source>
        <translation>VBIOS</translation>
    </message>
    <message>
        <source>Runner saw</source>
        <translation>测试程序识别到</translation>
    </message>
    <message>
        <source>%1 (%2, %3), runner %4, protocol %5</source>
        <translation>%1（%2，%3），测试程序 %4，协议 %5</translation>
    </message>
    <message>
        <source>Tuning in force</source>
        <translation>当前生效的调校设置</translation>
    </message>
    <message>
        <source>FP32 compute</source>
        <translation>FP32 计算</translation>
    </message>
    <message>
        <source>VRAM bandwidth and patterns</source>
        <translation>显存带宽与数据图样</translation>
    </message>
    <message>
        <source>Matrix multiply (SGEMM)</source>
        <translation>矩阵乘法（SGEMM）</translation>
    </message>
    <message>
        <source>Training step (MLP)</source>
        <translation>训练步（MLP）</translation>
    </message>
    <message>
        <source>Power (GEMM + copy)</source>
        <translation>功耗（GEMM + 复制）</translation>
    </message>
    <message>
        <source>Choose at least one test.</source>
        <translation>请至少选择一项测试。</translation>
    </message>
    <message>
        <source>Unknown test &quot;%1&quot;; the tests are: %2.</source>
        <translation>未知的测试“%1”；可用的测试：%2。</translation>
    </message>
    <message>
        <source>The duration of a test must be more than 0 and at most 86400 seconds.</source>
        <translation>每项测试的时长必须大于 0 且不超过 86400 秒。</translation>
    </message>
    <message>
        <source>Choose at least one GPU.</source>
        <translation>请至少选择一块 GPU。</translation>
    </message>
    <message>
        <source>The fault &quot;%1&quot; is planted in the %2 test; add that test.</source>
        <translation>故障“%1”注入在 %2 测试中；请加上该测试。</translation>
    </message>
    <message>
        <source>Quick check (2 min)</source>
        <translation>快速检查（2 分钟）</translation>
    </message>
    <message>
        <source>Standard (10 min)</source>
        <translation>标准（10 分钟）</translation>
    </message>
    <message>
        <source>Soak (1 h)</source>
        <translation>长时间烤机（1 小时）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>injected fault: %1</source>
        <translation>注入的故障：%1</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>killed by a signal</source>
        <translation>被信号终止</translation>
    </message>
    <message>
        <source>exited with code %1 without finishing</source>
        <translation>未完成即退出，退出码 %1</translation>
    </message>
    <message>
        <source>the runner reported a failure (exit code %1)</source>
        <translation>测试程序报告失败（退出码 %1）</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>另有 %1 条</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Last validated %1: %2</source>
        <translation>上次验证 %1：%2</translation>
    </message>
    <message>
        <source>The change was not applied: %1</source>
        <translation>更改未应用：%1</translation>
    </message>
    <message>
        <source>The stress test could not start; the change is reverted.</source>
        <translation>压力测试无法启动；更改已还原。</translation>
    </message>
    <message>
        <source>The stress test did not pass, so the change is reverted: %1</source>
        <translation>压力测试未通过，更改已还原：%1</translation>
    </message>
    <message>
        <source>Reverted on request.</source>
        <translation>已按要求还原。</translation>
    </message>
    <message>
        <source>Kept: the change passed the stress test.</source>
        <translation>已保留：更改通过了压力测试。</translation>
    </message>
    <message>
        <source>Could not keep the change: %1</source>
        <translation>无法保留更改：%1</translation>
    </message>
    <message>
        <source>Reverting failed: %1</source>
        <translation>还原失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n computation error(s) in the %1 test</source>
        <translation>
            <numerusform>%1 测试中有 %n 个计算错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n memory bit error(s) in the %1 test</source>
        <translation>
            <numerusform>%1 测试中有 %n 个显存位错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n memory bit error(s) in the %1 test, first at byte offsets %2</source>
        <translation>
            <numerusform>%1 测试中有 %n 个显存位错误，最先出现在字节偏移 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 test failed its own checks</source>
        <translation>%1 测试未通过自身校验</translation>
    </message>
    <message>
        <source>The %1 test did not finish</source>
        <translation>%1 测试未完成</translation>
    </message>
    <message>
        <source>The test runner crashed (%1)</source>
        <translation>测试程序崩溃（%1）</translation>
    </message>
    <message>
        <source>The test runner crashed during the %1 test (%2)</source>
        <translation>测试程序在 %1 测试中崩溃（%2）</translation>
    </message>
    <message>
        <source>The test runner hung: no sign of life for %1 s</source>
        <translation>测试程序卡死：%1 秒无响应</translation>
    </message>
    <message>
        <source>The test runner hung during the %1 test: no sign of life for %2 s</source>
        <translation>测试程序在 %1 测试中卡死：%2 秒无响应</translation>
    </message>
    <message>
        <source>The test runner reported an error: %1</source>
        <translation>测试程序报告错误：%1</translation>
    </message>
    <message>
        <source>The GPU vanished during the run</source>
        <translation>GPU 在测试期间丢失</translation>
    </message>
    <message>
        <source>The GPU vanished during the %1 test</source>
        <translation>GPU 在 %1 测试中丢失</translation>
    </message>
    <message>
        <source>%1 temperature reached %2 °C, above the allowed %3 °C (critical temperature minus the safety margin)</source>
        <translation>温度（%1）达到 %2 °C，超过允许的 %3 °C（临界温度减去安全余量）</translation>
    </message>
    <message>
        <source>Sustained throttling (%1) cut the %2 test&apos;s throughput by %3%</source>
        <translation>持续降频（%1）使 %2 测试的吞吐量降低了 %3%</translation>
    </message>
    <message>
        <source>The %1 test ran %2% below this GPU&apos;s baseline</source>
        <translation>%1 测试比此 GPU 的基准低 %2%</translation>
    </message>
    <message>
        <source>No test runner: %1</source>
        <translation>没有测试程序：%1</translation>
    </message>
    <message>
        <source>The test runner cannot use this GPU: %1</source>
        <translation>测试程序无法使用此 GPU：%1</translation>
    </message>
    <message>
        <source>Cancelled before the end</source>
        <translation>在结束前已取消</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the runner&apos;s output were malformed and ignored (first: %1)</source>
        <translation>
            <numerusform>测试程序输出中有 %n 行格式错误，已忽略（第一处：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>A fault was injected on purpose: %1 (in the %2 test)</source>
        <translation>故意注入了一个故障：%1（在 %2 测试中）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>The tuning layer reverted the power cap, so the sweep stopped: %1</source>
        <translation>调校层已还原功耗上限，扫描因此停止：%1</translation>
    </message>
    <message>
        <source>Another tuning operation on this GPU is still running.</source>
        <translation>此 GPU 上的另一项调校操作仍在进行。</translation>
    </message>
    <message>
        <source>Nothing to apply: no value differs from the one in force.</source>
        <translation>无需应用：没有任何值与当前生效的值不同。</translation>
    </message>
    <message>
        <source>Another change to this GPU waits for confirmation; keep or revert it first.</source>
        <translation>此 GPU 的另一项更改正在等待确认；请先保留或还原它。</translation>
    </message>
    <message>
        <source>No change waits for confirmation any more; it was reverted.</source>
        <translation>已没有等待确认的更改：它已被还原。</translation>
    </message>
    <message>
        <source>Nothing to revert: no change is pending.</source>
        <translation>无需还原：没有待确认的更改。</translation>
    </message>
    <message>
        <source>The previous change could not be reverted: %1</source>
        <translation>无法还原之前的更改：%1</translation>
    </message>
    <message>
        <source>The tuning layer reverted the change before it was kept: %1</source>
        <translation>更改在保留之前已被调校层还原：%1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>Perf-per-watt sweep, %1 at %2 W: %3, %4</source>
        <translation>能效扫描，%1，功耗上限 %2 W：%3，%4</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>配置方案“%1”：%2</translation>
    </message>
    <message>
        <source>The profile needs a name.</source>
        <translation>配置方案需要一个名称。</translation>
    </message>
    <message>
        <source>There are no values to save.</source>
        <translation>没有可保存的值。</translation>
    </message>
    <message>
        <source>The stress tests are not installed. Install the rocmtune package, or build with HIP: see README › Stress test.</source>
        <translation>压力测试未安装。请安装 rocmtune 软件包，或用 HIP 构建：见 README › Stress test。</translation>
    </message>
    <message>
        <source>%1; injected fault: %2</source>
        <translation>%1；注入的故障：%2</translation>
    </message>
    <message numerus="yes">
        <source>NaN or Inf in %n loss(es), parameters corrupted from then on</source>
        <translation>
            <numerusform>%n 个损失值为 NaN 或 Inf，此后参数均已损坏</numerusform>
        </translation>
    </message>
    <message>
        <source>fault in another GPU&apos;s run</source>
        <translation>另一块 GPU 的测试出现故障</translation>
    </message>
    <message>
        <source>%1 test</source>
        <translation>%1 测试</translation>
    </message>
    <message numerus="yes">
        <source>%n memory bit error(s) in the %1 test, first: %2</source>
        <translation>
            <numerusform>%1 测试中有 %n 个显存位错误，首个：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n differing element(s) in the %1 test, first: %2</source>
        <translation>
            <numerusform>%1 测试中有 %n 个元素与首次结果不一致，首个：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fault(s) in the %1 test, first: %2</source>
        <translation>
            <numerusform>%1 测试中有 %n 个故障，首个：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fault in the %1 test: %2</source>
        <translation>%1 测试出现故障：%2</translation>
    </message>
    <message>
        <source>Stopped at the first fault (%1); the rest of the run was skipped</source>
        <translation>在第一个故障处停止（%1），其余测试已跳过</translation>
    </message>
    <message>
        <source>Training step (MNIST CNN)</source>
        <translation>训练步（MNIST CNN）</translation>
    </message>
    <message numerus="yes">
        <source>%n new uncorrectable ECC error(s) in the %1 block during the run</source>
        <translation>
            <numerusform>运行期间 %1 模块新增 %n 个不可纠正的 ECC 错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n new correctable ECC error(s) during the run (%1)</source>
        <translation>
            <numerusform>警告：运行期间新增 %n 个可纠正的 ECC 错误（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>The stress test could not run, so the change was not tested and is reverted: %1</source>
        <translation>压力测试无法运行，因此更改未经测试，已还原：%1</translation>
    </message>
    <message>
        <source>GPU job timeout</source>
        <translation>GPU 任务超时</translation>
    </message>
    <message>
        <source>GPU reset</source>
        <translation>GPU 重置</translation>
    </message>
    <message>
        <source>GPU reset failed</source>
        <translation>GPU 重置失败</translation>
    </message>
    <message>
        <source>GPU lost by the driver</source>
        <translation>驱动已失去该 GPU</translation>
    </message>
    <message>
        <source>NVIDIA Xid %1</source>
        <translation>NVIDIA Xid %1</translation>
    </message>
    <message>
        <source>%1 (kernel log: %2)</source>
        <translation>%1（内核日志：%2）</translation>
    </message>
    <message>
        <source>/dev/kmsg: %1</source>
        <translation>/dev/kmsg：%1</translation>
    </message>
    <message>
        <source>journalctl is not installed</source>
        <translation>未安装 journalctl</translation>
    </message>
    <message>
        <source>this user may not read the kernel&apos;s messages in the journal (groups adm or systemd-journal)</source>
        <translation>当前用户无权读取 systemd journal 中的内核消息（需要 adm 或 systemd-journal 组）</translation>
    </message>
    <message>
        <source>journalctl ended (exit code %1)</source>
        <translation>journalctl 已退出（退出码 %1）</translation>
    </message>
    <message>
        <source>journalctl could not start: %1</source>
        <translation>journalctl 无法启动：%1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>its result reports no throughput</source>
        <translation>其结果没有报告吞吐量</translation>
    </message>
    <message>
        <source>%1 = 0</source>
        <translation>%1 = 0</translation>
    </message>
    <message>
        <source>%1, %2 s into the run</source>
        <translation>%1，发生在运行开始后 %2 秒</translation>
    </message>
    <message>
        <source>%1, %2 s into the run, during the %3 test</source>
        <translation>%1，发生在运行开始后 %2 秒，%3 测试期间</translation>
    </message>
    <message>
        <source>GPU resets and hangs in the kernel log could not be watched (%1): that check was not possible</source>
        <translation>无法监视内核日志中的 GPU 重置和挂起（%1）：这项检查无法进行</translation>
    </message>
    <message>
        <source>Your command did not succeed: %1</source>
        <translation>你的命令未成功：%1</translation>
    </message>
    <message>
        <source>The %1 test did no work (%2)</source>
        <translation>%1 测试未做任何工作（%2）</translation>
    </message>
    <message>
        <source>the PCIe connection (slot, riser or cable)</source>
        <translation>PCIe 连接（插槽、延长线或线缆）</translation>
    </message>
    <message>
        <source>the GPU&apos;s memory (VRAM)</source>
        <translation>GPU 的显存</translation>
    </message>
    <message>
        <source>the connection between the GPUs (bridge, switch or slots)</source>
        <translation>GPU 之间的连接（桥接器、交换芯片或插槽）</translation>
    </message>
    <message>
        <source>the GPU itself (it computed wrong results)</source>
        <translation>GPU 本身（计算结果出错）</translation>
    </message>
    <message>
        <source>the cooling (fans, heatsink, airflow)</source>
        <translation>散热（风扇、散热器、风道）</translation>
    </message>
    <message>
        <source>the GPU or its power supply (it stopped responding)</source>
        <translation>GPU 或其供电（停止响应）</translation>
    </message>
    <message>
        <source>the GPU&apos;s driver or seating (no usable GPU was found)</source>
        <translation>GPU 驱动或显卡安装（未找到可用的 GPU）</translation>
    </message>
    <message>
        <source>the driver or system setup</source>
        <translation>驱动或系统配置</translation>
    </message>
    <message>
        <source>Hardware check cancelled before the end.</source>
        <translation>硬件检查在结束前被取消。</translation>
    </message>
    <message>
        <source>Hardware check could not run the GPU tests.</source>
        <translation>硬件检查无法运行 GPU 测试。</translation>
    </message>
    <message>
        <source>Hardware check passed: links, memory and compute are sound.</source>
        <translation>硬件检查通过：链路、显存和计算均正常。</translation>
    </message>
    <message>
        <source>Hardware check failed. At fault: %1.</source>
        <translation>硬件检查失败。故障部件：%1。</translation>
    </message>
    <message>
        <source>Hardware check passed with warnings. Check: %1.</source>
        <translation>硬件检查通过，但有警告。请检查：%1。</translation>
    </message>
    <message>
        <source>%1 GT/s</source>
        <translation>%1 GT/s</translation>
    </message>
    <message>
        <source>The PCIe link ran at %1 under load; the card supports %2: check the slot, riser or cable</source>
        <translation>负载下 PCIe 链路运行在 %1，而显卡支持 %2：请检查插槽、延长线或线缆</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>replays +%1</source>
        <translation>重传 +%1</translation>
    </message>
    <message>
        <source>%1 %2 +%3</source>
        <translation>%1 %2 +%3</translation>
    </message>
    <message>
        <source>PCIe link (host-GPU copies)</source>
        <translation>PCIe 链路（主机与 GPU 间拷贝）</translation>
    </message>
    <message>
        <source>GPU-to-GPU copies</source>
        <translation>GPU 间拷贝</translation>
    </message>
    <message>
        <source>Unknown fault &quot;%1&quot;; use bitflip, memory, nan or link.</source>
        <translation>未知的故障类型“%1”；请用 bitflip、memory、nan 或 link。</translation>
    </message>
    <message>
        <source>Hardware check (2 min)</source>
        <translation>硬件检查（2 分钟）</translation>
    </message>
    <message numerus="yes">
        <source>%n PCIe link error(s) during the run (%1), more than %2 or uncorrectable: reseat the card and check the slot, riser or cable</source>
        <translation>
            <numerusform>运行期间出现 %n 个 PCIe 链路错误（%1），超过 %2 个或不可纠正：请重新插好显卡，并检查插槽、延长线或线缆</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n PCIe link error(s) during the run (%1), corrected by retransmission; many point at the slot, riser or cable</source>
        <translation>
            <numerusform>警告：运行期间出现 %n 个 PCIe 链路错误（%1），已通过重传纠正；数量多时多半是插槽、延长线或线缆的问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Host-GPU copies moved %1 GB/s, under half of the %2 GB/s a %3 link carries</source>
        <translation>主机与 GPU 间拷贝只有 %1 GB/s，不到 %3 链路应有的 %2 GB/s 的一半</translation>
    </message>
    <message>
        <source>The GPU-to-GPU test did not run: %1</source>
        <translation>GPU 间传输测试未运行：%1</translation>
    </message>
    <message>
        <source>Doctor: %1</source>
        <translation>诊断：%1</translation>
    </message>
    <message>
        <source>%1, kernel %2, %3</source>
        <comment>operating system, Linux kernel version, host name</comment>
        <translation>%1，内核 %2，%3</translation>
    </message>
    <message>
        <source>Adaptive load (10% to 100%, longest where the clock peaks)</source>
        <translation>阶梯负载（10%–100%，在频率最高的一档停留最久）</translation>
    </message>
    <message>
        <source>Pulse (full load and idle in turn)</source>
        <translation>脉冲负载（满载与空闲交替）</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>Max temperature</source>
        <translation>最高温度</translation>
    </message>
</context>
<context>
    <name>SysfsBackend</name>
    <message>
        <source>/sys/class/drm does not exist (no DRM driver is loaded).</source>
        <translation>/sys/class/drm 不存在（未加载 DRM 驱动）。</translation>
    </message>
    <message>
        <source>no card of the amdgpu driver under /sys/class/drm</source>
        <translation>/sys/class/drm 下没有 amdgpu 驱动的显卡</translation>
    </message>
    <message numerus="yes">
        <source>%n AMD GPU(s) through the amdgpu driver&apos;s files</source>
        <translation>
            <numerusform>通过 amdgpu 驱动文件找到 %n 个 AMD GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 is back.</source>
        <translation>GPU %1 已恢复。</translation>
    </message>
    <message>
        <source>GPU %1 appeared.</source>
        <translation>出现了 GPU %1。</translation>
    </message>
    <message>
        <source>AMD GPU %1</source>
        <translation>AMD GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).</source>
        <translation>GPU %1（%2）消失了：其驱动目录已不存在（重置、解绑或拔出）。</translation>
    </message>
    <message>
        <source>No such GPU.</source>
        <translation>没有这块 GPU。</translation>
    </message>
    <message>
        <source>GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.</source>
        <translation>GPU %1 已不存在（重置、解绑或拔出）；恢复后会继续使用。</translation>
    </message>
    <message>
        <source>GPU %1 is gone; nothing was changed.</source>
        <translation>GPU %1 已不存在；未做任何修改。</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>%1 holds &quot;%2&quot;, not a number</source>
        <translation>%1 的内容是“%2”，不是数字</translation>
    </message>
    <message>
        <source>%1 has a format that ROCm Tune does not understand (&quot;%2&quot;)</source>
        <translation>%1 的格式 ROCm Tune 无法识别（“%2”）</translation>
    </message>
    <message>
        <source>%1 holds %2, more than 100%</source>
        <translation>%1 的值为 %2，超过 100%</translation>
    </message>
    <message>
        <source>power_dpm_force_performance_level holds an unknown level</source>
        <translation>power_dpm_force_performance_level 中是未知的性能级别</translation>
    </message>
    <message>
        <source>the current power profile %1 is not one ROCm Tune knows</source>
        <translation>当前功耗配置 %1 不是 ROCm Tune 认识的配置</translation>
    </message>
</context>
<context>
    <name>TemperatureSensor</name>
    <message>
        <source>Edge</source>
        <translation>边缘</translation>
    </message>
    <message>
        <source>Junction</source>
        <translation>结温</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>HBM stack 0</source>
        <translation>HBM 堆栈 0</translation>
    </message>
    <message>
        <source>HBM stack 1</source>
        <translation>HBM 堆栈 1</translation>
    </message>
    <message>
        <source>HBM stack 2</source>
        <translation>HBM 堆栈 2</translation>
    </message>
    <message>
        <source>HBM stack 3</source>
        <translation>HBM 堆栈 3</translation>
    </message>
    <message>
        <source>GFX voltage regulator</source>
        <translation>核心供电 VRM</translation>
    </message>
    <message>
        <source>SoC voltage regulator</source>
        <translation>SoC 供电 VRM</translation>
    </message>
    <message>
        <source>Memory voltage regulator</source>
        <translation>显存供电 VRM</translation>
    </message>
    <message>
        <source>%1 %2 °C</source>
        <comment>sensor label, highest reading</comment>
        <translation>%1 %2 °C</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
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
        <translation>电流墙</translation>
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
        <source>hotspot temperature</source>
        <translation>结温（热点）</translation>
    </message>
    <message>
        <source>memory temperature</source>
        <translation>显存温度</translation>
    </message>
    <message>
        <source>VRM temperature</source>
        <translation>供电（VRM）温度</translation>
    </message>
    <message>
        <source>PROCHOT</source>
        <translation>PROCHOT</translation>
    </message>
    <message>
        <source>application clocks</source>
        <translation>应用时钟</translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <source>All recorded</source>
        <translation>全部记录</translation>
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
</context>
<context>
    <name>Tuning</name>
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
        <source>The tuning journal could not be read (%1); it was kept as %2.</source>
        <translation>无法读取调校记录（%1）；已保留为 %2。</translation>
    </message>
    <message>
        <source>The tuning journal is from an earlier boot; the reboot reset the GPUs, so nothing is restored.</source>
        <translation>调校记录来自上一次开机；重启已重置 GPU，因此不会恢复任何内容。</translation>
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
            <numerusform>没有 GPU %1（共找到 %n 块 GPU）。</numerusform>
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
        <translation>已超时：确认期限已过，更改已还原。</translation>
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
        <translation>%1 没有可重置的可调项。</translation>
    </message>
    <message>
        <source>Driver defaults restored.</source>
        <translation>已恢复驱动默认值。</translation>
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
        <source>%1 reached %2 °C, within %3 °C of its critical temperature, before the change was confirmed: reverted. %4</source>
        <translation>%1 在更改确认之前达到 %2 °C，距临界温度不到 %3 °C：已还原。%4</translation>
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
        <source>%1 is not supported by this GPU.</source>
        <translation>此 GPU 不支持 %1。</translation>
    </message>
    <message>
        <source>%1 is not supported by this GPU: %2</source>
        <translation>此 GPU 不支持 %1：%2</translation>
    </message>
    <message>
        <source>Give either a %1 range or %1 DPM levels, not both.</source>
        <translation>%1范围和%1 DPM 档位只能给出其一。</translation>
    </message>
    <message>
        <source>This GPU does not allow a %1 range to be set (no overdrive table).</source>
        <translation>此 GPU 不允许设置%1范围（没有超频表）。</translation>
    </message>
    <message>
        <source>The driver reports no usable %1 overdrive range (%2-%3 MHz); nothing is written.</source>
        <translation>驱动报告的%1超频范围不可用（%2 至 %3 MHz）；未写入任何内容。</translation>
    </message>
    <message>
        <source>The %1 minimum %2 MHz is above its maximum %3 MHz by %4 MHz.</source>
        <translation>%1下限 %2 MHz 比上限 %3 MHz 高 %4 MHz。</translation>
    </message>
    <message>
        <source>This GPU does not allow %1 DPM levels to be selected.</source>
        <translation>此 GPU 不允许选择 %1 DPM 档位。</translation>
    </message>
    <message>
        <source>%1 DPM level %2 does not exist: this GPU has levels 0-%3.</source>
        <translation>%1 DPM 档位 %2 不存在：此 GPU 的档位为 0 至 %3。</translation>
    </message>
    <message>
        <source>the %1 range can no longer be read</source>
        <translation>%1范围已无法读取</translation>
    </message>
    <message>
        <source>the %1 DPM table changed</source>
        <translation>%1 DPM 表已改变</translation>
    </message>
    <message>
        <source>the driver reports %1 %2-%3 MHz instead of %4-%5 MHz</source>
        <translation>驱动报告 %1 为 %2 至 %3 MHz，而不是 %4 至 %5 MHz</translation>
    </message>
    <message>
        <source>Overdrive %1% is below 0% by %2%.</source>
        <translation>超频 %1% 比 0% 低 %2%。</translation>
    </message>
    <message>
        <source>Overdrive %1% is above the driver maximum of %2% by %3%.</source>
        <translation>超频 %1% 比驱动上限 %2% 高 %3%。</translation>
    </message>
    <message>
        <source>Overdrive %1% is above the safety limit of %2% by %3%.</source>
        <translation>超频 %1% 比安全上限 %2% 高 %3%。</translation>
    </message>
    <message>
        <source>the overdrive can no longer be read</source>
        <translation>超频值已无法读取</translation>
    </message>
    <message>
        <source>the driver reports overdrive %1% instead of %2%</source>
        <translation>驱动报告超频为 %1%，而不是 %2%</translation>
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
        <translation>驱动报告的功耗上限范围不可用（%1 至 %2 W）；未写入任何内容。</translation>
    </message>
    <message>
        <source>Power cap %1 W is below the driver minimum of %2 W by %3 W.</source>
        <translation>功耗上限 %1 W 比驱动允许的最低值 %2 W 低 %3 W。</translation>
    </message>
    <message>
        <source>Power cap %1 W is above the driver maximum of %2 W by %3 W.</source>
        <translation>功耗上限 %1 W 比驱动允许的最高值 %2 W 高 %3 W。</translation>
    </message>
    <message>
        <source>Power cap %1 W is above the safety limit of %2 W (default %3 W + %4%) by %5 W.</source>
        <translation>功耗上限 %1 W 比安全上限 %2 W（默认 %3 W + %4%）高 %5 W。</translation>
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
        <translation>此 GPU 不提供电源模式“%1”（可选：%2）。</translation>
    </message>
    <message>
        <source>the power profile can no longer be read</source>
        <translation>电源模式已无法读取</translation>
    </message>
    <message>
        <source>the driver reports power profile %1 instead of %2</source>
        <translation>驱动报告电源模式为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>&quot;confirm_timeout_s&quot; is only allowed for &quot;apply&quot; and &quot;extend&quot;.</source>
        <translation>“confirm_timeout_s”只能用于“apply”和“extend”。</translation>
    </message>
    <message>
        <source>&quot;extend&quot; needs &quot;confirm_timeout_s&quot;, a whole number from 5 to 60.</source>
        <translation>“extend”需要“confirm_timeout_s”，取值为 5 到 60 的整数。</translation>
    </message>
    <message>
        <source>The pending change is held while it is checked.</source>
        <translation>待确认的更改在检查期间保持不变。</translation>
    </message>
    <message>
        <source>the driver runs %1 at DPM level %2, outside the selected levels %3-%4</source>
        <translation>驱动报告 %1 运行在 DPM 档位 %2，不在所选档位 %3 至 %4 之内</translation>
    </message>
    <message>
        <source>The reset failed and the values from before it were restored: %1</source>
        <translation>重置失败，已恢复重置前的数值：%1</translation>
    </message>
    <message>
        <source>The reset failed, and the values from before it could not all be restored: %1 Restore: %2</source>
        <translation>重置失败，且重置前的数值未能全部恢复：%1 恢复：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; can only be true.</source>
        <translation>“%1”只能为 true。</translation>
    </message>
    <message>
        <source>after the reset the driver reports %1 %2-%3 MHz, a minimum above the maximum</source>
        <translation>重置后驱动报告 %1 为 %2 至 %3 MHz，下限高于上限</translation>
    </message>
    <message>
        <source>the overdrive clock table can no longer be read</source>
        <translation>超频频率表已无法读取</translation>
    </message>
    <message>
        <source>%1 (the card&apos;s boot values)</source>
        <translation>%1（显卡的开机默认值）</translation>
    </message>
    <message>
        <source>Power cap %1 W is above the safety limit of %2 W (the cap at boot, %3 W, + %4%; the driver reports no default cap) by %5 W.</source>
        <translation>功耗上限 %1 W 比安全上限 %2 W（开机时的上限 %3 W + %4%；驱动未报告默认上限）高 %5 W。</translation>
    </message>
    <message>
        <source>Privileged tuning is refused until the file is fixed (a mistake must never loosen the limits).</source>
        <translation>在修正该文件之前，特权调校会被拒绝（配置有误时绝不会放宽限制）。</translation>
    </message>
    <message>
        <source>%1 line %2: %3 %4</source>
        <translation>%1 第 %2 行：%3 %4</translation>
    </message>
    <message>
        <source>unknown section &quot;%1&quot; (the only section is [%2], in lower case).</source>
        <translation>未知的节“%1”（唯一的节是小写的 [%2]）。</translation>
    </message>
    <message>
        <source>the section [%1] appears twice.</source>
        <translation>节 [%1] 出现了两次。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a &quot;key = value&quot; line.</source>
        <translation>“%1”不是“键 = 值”形式的行。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before the section [%2].</source>
        <translation>“%1”出现在节 [%2] 之前。</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;.</source>
        <translation>未知的键“%1”。</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice.</source>
        <translation>键“%1”出现了两次。</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; of %2 is not a plain number (write it without a unit or a comma, like 5 or 2.5).</source>
        <translation>%2 的值“%1”不是纯数字（请不带单位、不用逗号书写，如 5 或 2.5）。</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; of %2 must be a whole number.</source>
        <translation>%2 的值“%1”必须是整数。</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; of %2 is outside %3-%4.</source>
        <translation>%2 的值“%1”超出 %3 至 %4。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2 %3</source>
        <translation>无法读取 %1：%2 %3</translation>
    </message>
    <message>
        <source>%1 must be a regular file owned by root and not writable by group or others. %2</source>
        <translation>%1 必须是属于 root 的普通文件，且组和其他用户不可写。%2</translation>
    </message>
    <message>
        <source>%1 is larger than 64 KiB. %2</source>
        <translation>%1 大于 64 KiB。%2</translation>
    </message>
    <message>
        <source>root or %1</source>
        <translation>root 或 %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the tuning state.</source>
        <translation>无法为调校状态创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot create the tuning state folder %1: %2</source>
        <translation>无法创建调校状态文件夹 %1：%2</translation>
    </message>
    <message>
        <source>The tuning state folder %1 is refused: it is a symbolic link or not a folder. Remove it (it is created again as a folder owned by %2).</source>
        <translation>调校状态文件夹 %1 被拒绝：它是符号链接或不是文件夹。请删除它（之后会重新创建为属于 %2 的文件夹）。</translation>
    </message>
    <message>
        <source>Cannot open the tuning state folder %1: %2</source>
        <translation>无法打开调校状态文件夹 %1：%2</translation>
    </message>
    <message>
        <source>The tuning state folder %1 is refused: it belongs to %2 with mode %3, but it must belong to %4 and must not be writable by group or others (someone else could forge or redirect the tuning journal). Fix it with &quot;chown root:root %1 &amp;&amp; chmod 755 %1&quot;, or remove it.</source>
        <translation>调校状态文件夹 %1 被拒绝：它属于 %2，权限为 %3，但它必须属于 %4，且组和其他用户不可写（否则别人可以伪造或重定向调校记录）。请用“chown root:root %1 &amp;&amp; chmod 755 %1”修正，或删除它。</translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation>无法检查 %1：%2</translation>
    </message>
    <message>
        <source>The tuning state file %1 is refused: it must be a regular file with one link, owned by %2 and not writable by group or others (it is owned by %3, mode %4, %5 link(s)). Someone may have forged it; remove it.</source>
        <translation>调校状态文件 %1 被拒绝：它必须是只有一个链接、属于 %2 且组和其他用户不可写的普通文件（它属于 %3，权限 %4，链接数 %5）。可能有人伪造了它；请删除它。</translation>
    </message>
    <message>
        <source>The tuning state file %1 is refused: it is a symbolic link. Remove it.</source>
        <translation>调校状态文件 %1 被拒绝：它是符号链接。请删除它。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2: %3</source>
        <translation>无法将 %1 重命名为 %2：%3</translation>
    </message>
    <message>
        <source>the card&apos;s driver files were not found (PCI address &quot;%1&quot;).</source>
        <translation>找不到该卡的驱动文件（PCI 地址“%1”）。</translation>
    </message>
    <message>
        <source>the card has no hwmon folder for its power cap.</source>
        <translation>该卡没有用于功耗上限的 hwmon 文件夹。</translation>
    </message>
    <message>
        <source>Cannot write the tuning journal: %1</source>
        <translation>无法写入调校记录：%1</translation>
    </message>
    <message>
        <source>The journal&apos;s value to restore is outside the safety policy, so it was not written (the journal may have been forged): %1</source>
        <translation>调校记录中要恢复的值超出安全策略，因此未写入（调校记录可能被伪造）：%1</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>the driver-file revert reads no metrics</source>
        <translation>直接写驱动文件的回滚不读取任何指标</translation>
    </message>
    <message>
        <source>writing &quot;%1&quot; to %2 failed: %3</source>
        <translation>向 %2 写入“%1”失败：%3</translation>
    </message>
    <message>
        <source>the driver offers no overdrive table for it</source>
        <translation>驱动没有为它提供超频表</translation>
    </message>
    <message>
        <source>the level mask 0x%1 selects no level this GPU has</source>
        <translation>档位掩码 0x%1 没有选中这块 GPU 的任何档位</translation>
    </message>
    <message>
        <source>the driver does not offer the power profile %1</source>
        <translation>驱动不提供电源模式 %1</translation>
    </message>
    <message>
        <source>An overdrive of %1% is outside the driver&apos;s range of 0% to %2%.</source>
        <translation>超频 %1% 超出驱动允许的范围 0% 至 %2%。</translation>
    </message>
    <message>
        <source>The %1 minimum %2 MHz is below the range the driver allows (%3-%4 MHz) by %5 MHz.</source>
        <translation>%1下限 %2 MHz 比驱动允许的范围（%3 至 %4 MHz）低 %5 MHz。</translation>
    </message>
    <message>
        <source>The %1 maximum %2 MHz is above the range the driver allows (%3-%4 MHz) by %5 MHz.</source>
        <translation>%1上限 %2 MHz 比驱动允许的范围（%3 至 %4 MHz）高 %5 MHz。</translation>
    </message>
    <message>
        <source>after the reset the driver reports %1 %2-%3 MHz, outside the range it allows (%4-%5 MHz)</source>
        <translation>重置后驱动报告 %1 为 %2 至 %3 MHz，超出它允许的范围（%4 至 %5 MHz）</translation>
    </message>
    <message>
        <source>GFX clock min / max</source>
        <translation>核心频率下限 / 上限</translation>
    </message>
    <message>
        <source>Memory clock min / max</source>
        <translation>显存频率下限 / 上限</translation>
    </message>
    <message>
        <source>Clock table</source>
        <translation>频率表</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A control&apos;s value in one line: &quot;Power cap: 300 W&quot; (Chinese: full-width colon)
----------
A control&apos;s value line starts with its name: &quot;Power cap: &quot; (the same pattern as &quot;%1: %2&quot; in ControlRule)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3.</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>GFX overdrive</source>
        <translation>核心超频</translation>
    </message>
    <message>
        <source>Performance level</source>
        <translation>性能等级</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source>Power profile</source>
        <translation>电源模式</translation>
    </message>
    <message>
        <source>A fan curve needs %1 points, not %2.</source>
        <translation>风扇曲线需要 %1 个点，而不是 %2 个。</translation>
    </message>
    <message>
        <source>Fan curve point %1: %2 °C is outside the driver&apos;s range of %3-%4 °C.</source>
        <translation>风扇曲线第 %1 个点：%2 °C 不在驱动允许的 %3–%4 °C 范围内。</translation>
    </message>
    <message>
        <source>Fan curve point %1: %2% is outside the driver&apos;s range of %3-%4%.</source>
        <translation>风扇曲线第 %1 个点：%2% 不在驱动允许的 %3–%4% 范围内。</translation>
    </message>
    <message>
        <source>Fan curve point %1: %2 °C is below the %3 °C of the point before; temperatures must not decrease.</source>
        <translation>风扇曲线第 %1 个点：%2 °C 比前一个点的 %3 °C 低；温度不能下降。</translation>
    </message>
    <message>
        <source>Fan curve point %1: %2% is below the %3% of the point before; fan speeds must not decrease.</source>
        <translation>风扇曲线第 %1 个点：%2% 比前一个点的 %3% 低；风扇转速不能下降。</translation>
    </message>
    <message>
        <source>the fan curve can no longer be read</source>
        <translation>风扇曲线已无法读取</translation>
    </message>
    <message>
        <source>the card shows the fan curve %1 instead of %2</source>
        <translation>显卡显示的风扇曲线是 %1，而不是 %2</translation>
    </message>
    <message>
        <source>Fan curve</source>
        <translation>风扇曲线</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of up to %2 [°C, %] pairs of whole numbers (0-150 °C, 0-100%).</source>
        <translation>“%1”必须是最多 %2 个 [°C, %] 整数对的数组（0–150 °C，0–100%）。</translation>
    </message>
    <message>
        <source>Fan mode &quot;curve&quot; needs the curve itself (the fan curve control).</source>
        <translation>风扇模式“curve”需要同时设置曲线本身（“风扇曲线”一项）。</translation>
    </message>
    <message>
        <source>A fan curve and fan mode &quot;%1&quot; cannot be set together.</source>
        <translation>风扇曲线不能和风扇模式“%1”同时设置。</translation>
    </message>
    <message>
        <source>Fan speed %1% is outside the range of %2-%3% this card accepts.</source>
        <translation>风扇转速 %1% 不在这块卡接受的 %2–%3% 范围内。</translation>
    </message>
    <message>
        <source>the fan mode can no longer be read</source>
        <translation>风扇模式已无法读取</translation>
    </message>
    <message>
        <source>the card shows fan mode %1 instead of %2</source>
        <translation>显卡显示的风扇模式是 %1，而不是 %2</translation>
    </message>
    <message>
        <source>the card shows a fixed fan speed of %1% instead of %2%</source>
        <translation>显卡显示的固定风扇转速是 %1%，而不是 %2%</translation>
    </message>
    <message>
        <source>Fan mode</source>
        <translation>风扇模式</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs &quot;%2&quot;: &quot;fixed&quot;.</source>
        <translation>“%1”需要 &quot;%2&quot;: &quot;fixed&quot;。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of auto, curve, fixed.</source>
        <translation>“%1”必须是 auto、curve、fixed 之一。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole percentage from 0 to 100 with &quot;%2&quot;: &quot;fixed&quot;.</source>
        <translation>配合 &quot;%2&quot;: &quot;fixed&quot; 时，“%1”必须是 0 到 100 之间的整数百分比。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is only for &quot;%2&quot;: &quot;fixed&quot;.</source>
        <translation>“%1”只用于 &quot;%2&quot;: &quot;fixed&quot;。</translation>
    </message>
    <message>
        <source>Zero-RPM %1 is outside the range %2-%3 the driver states.</source>
        <translation>零转速停转 %1 不在驱动给出的范围 %2–%3 之内。</translation>
    </message>
    <message>
        <source>zero-RPM can no longer be read</source>
        <translation>零转速停转设置已无法读取</translation>
    </message>
    <message>
        <source>the card shows zero-RPM %1 instead of %2</source>
        <translation>显卡显示的零转速停转是 %1，而不是 %2</translation>
    </message>
    <message>
        <source>Zero-RPM</source>
        <translation>零转速停转</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>“%1”必须是 true 或 false。</translation>
    </message>
    <message>
        <source>the voltage offset can no longer be read</source>
        <translation>电压偏移已无法读取</translation>
    </message>
    <message>
        <source>the driver reports a voltage offset of %1 mV instead of %2 mV</source>
        <translation>驱动报告的电压偏移是 %1 mV，而不是 %2 mV</translation>
    </message>
    <message>
        <source>Voltage offset</source>
        <translation>电压偏移</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of millivolts from %2 to %3.</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数毫伏。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs &quot;%2&quot; beside it.</source>
        <translation>“%1”需要同时提供“%2”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be &quot;junction&quot; or &quot;edge&quot;.</source>
        <translation>“%1”必须是“junction”或“edge”。</translation>
    </message>
    <message>
        <source>The voltage curve needs %1 points (MHz:mV).</source>
        <translation>电压曲线需要 %1 个点（MHz:mV）。</translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 MHz is outside the range %3-%4 MHz the driver states.</source>
        <translation>电压曲线点 %1：%2 MHz 超出驱动给出的范围 %3 至 %4 MHz。</translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 mV is outside the range %3-%4 mV the driver states.</source>
        <translation>电压曲线点 %1：%2 mV 超出驱动给出的范围 %3 至 %4 mV。</translation>
    </message>
    <message>
        <source>%1 %2 is outside the range %3 to %4 the driver states.</source>
        <translation>%1 %2 超出驱动给出的范围 %3 至 %4。</translation>
    </message>
    <message>
        <source>%1 can no longer be read</source>
        <translation>%1 已无法读取</translation>
    </message>
    <message>
        <source>the card shows %1 %2 instead of %3</source>
        <translation>显卡显示的%1为 %2，而不是 %3</translation>
    </message>
    <message>
        <source>Fan target temperature</source>
        <translation>风扇目标温度</translation>
    </message>
    <message>
        <source>the voltage curve can no longer be read</source>
        <translation>电压曲线已无法读取</translation>
    </message>
    <message>
        <source>the card shows the voltage curve %1 instead of %2</source>
        <translation>显卡显示的电压曲线为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>Voltage curve</source>
        <translation>电压曲线</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 1 to %2 [MHz, mV] pairs of whole numbers (at most %3 MHz and %4 mV).</source>
        <translation>“%1”必须是 1 到 %2 个由整数组成的 [MHz, mV] 对（最高 %3 MHz、%4 mV）。</translation>
    </message>
    <message>
        <source>The firmware fan curve follows the hotspot (junction) temperature; it cannot follow the %1.</source>
        <translation>固件风扇曲线依据结温（热点）；它不能依据%1。</translation>
    </message>
    <message>
        <source>edge temperature</source>
        <translation>边缘温度</translation>
    </message>
    <message>
        <source>junction temperature</source>
        <translation>结温</translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 MHz is not above the %3 MHz of the point before; clocks must rise from point to point.</source>
        <translation>电压曲线点 %1：%2 MHz 不比前一个点的 %3 MHz 高；频率必须逐点升高。</translation>
    </message>
    <message>
        <source>Voltage curve point %1: %2 mV is below the %3 mV of the point before; voltages must not fall from point to point.</source>
        <translation>电压曲线点 %1：%2 mV 比前一个点的 %3 mV 低；电压不能逐点下降。</translation>
    </message>
    <message>
        <source>Fan zero-RPM stop temperature</source>
        <translation>风扇停转温度</translation>
    </message>
    <message>
        <source>Fan speed %1% is below the safety policy&apos;s minimum fan speed of %2% (fan_min_percent).</source>
        <translation>风扇转速 %1% 低于安全策略的最低风扇转速 %2%（fan_min_percent）。</translation>
    </message>
    <message>
        <source>Fan speed %1% is below the %2% the safety policy requires at %3 °C and above (fan_hot_min_percent); a fixed speed does not rise when the GPU gets hot.</source>
        <translation>风扇转速 %1% 低于安全策略在 %3 °C 及以上要求的 %2%（fan_hot_min_percent）；固定转速不会随 GPU 变热而升高。</translation>
    </message>
    <message>
        <source>Fan curve point %1 (%2 °C: %3%) is below the safety policy&apos;s minimum fan speed of %4% (fan_min_percent).</source>
        <translation>风扇曲线第 %1 点（%2 °C：%3%）低于安全策略的最低风扇转速 %4%（fan_min_percent）。</translation>
    </message>
    <message>
        <source>The fan curve gives %1% at %2 °C, below the %3% the safety policy requires at %4 °C and above (fan_hot_min_percent).</source>
        <translation>风扇曲线在 %2 °C 时为 %1%，低于安全策略在 %4 °C 及以上要求的 %3%（fan_hot_min_percent）。</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>the control</source>
        <translation>该可调项</translation>
    </message>
    <message>
        <source>&quot;set&quot; holds &quot;%1&quot;, which is not a key of this control</source>
        <translation>“set”中含有“%1”，它不是此可调项的键</translation>
    </message>
    <message>
        <source>&quot;set&quot; holds no value</source>
        <translation>“set”中没有值</translation>
    </message>
    <message>
        <source>&quot;set_ms&quot; or &quot;drift_since_ms&quot; is not a time in milliseconds</source>
        <translation>“set_ms”或“drift_since_ms”不是以毫秒计的时间</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>它不是有效的 JSON（第 %2 字节：%1）</translation>
    </message>
    <message>
        <source>it is not a record of set values (version 1 with &quot;gpus&quot;)</source>
        <translation>它不是设定值记录（应为带“gpus”的版本 1）</translation>
    </message>
    <message>
        <source>GPU %1 has no &quot;controls&quot; object</source>
        <translation>GPU %1 没有“controls”对象</translation>
    </message>
    <message>
        <source>is not a control</source>
        <translation>不是可调项</translation>
    </message>
    <message>
        <source>control &quot;%1&quot; of GPU %2 %3</source>
        <translation>GPU %2 的可调项“%1”%3</translation>
    </message>
    <message>
        <source>The record of set values (%1) cannot be read: %2</source>
        <translation>无法读取设定值记录（%1）：%2</translation>
    </message>
    <message>
        <source>The record of set values (%1) is broken: %2. Every control is shown as never set by ROCm Tune until a change is kept, which moves the broken file aside.</source>
        <translation>设定值记录（%1）已损坏：%2。在保留下一次更改之前，所有可调项都显示为从未由 ROCm Tune 设定；保留更改时会把损坏的文件移到一旁。</translation>
    </message>
    <message>
        <source>%1 It was moved to %2.</source>
        <translation>%1它已被移到 %2。</translation>
    </message>
    <message>
        <source>set %1, now %2: changed outside ROCm Tune at %3</source>
        <translation>设定 %1，现为 %2：于 %3 在 ROCm Tune 之外被更改</translation>
    </message>
    <message>
        <source>&quot;action&quot; must be one of apply, confirm, extend, revert, reset, recover, show, accept.</source>
        <translation>“action”必须是 apply、confirm、extend、revert、reset、recover、show、accept 之一。</translation>
    </message>
    <message>
        <source>(What was set could not be recorded: %1)</source>
        <translation>（无法记录所设定的值：%1）</translation>
    </message>
    <message>
        <source>Nothing to accept: every control ROCm Tune set is still in force on %1.</source>
        <translation>无需接受：%1 上 ROCm Tune 设定的可调项仍全部生效。</translation>
    </message>
    <message>
        <source>What is in force could not be recorded as set: %1</source>
        <translation>无法把当前生效的值记为设定值：%1</translation>
    </message>
    <message>
        <source>Accepted: the values in force now are what ROCm Tune keeps as set; nothing was written to the GPU.</source>
        <translation>已接受：当前生效的值已记为 ROCm Tune 的设定值；未向 GPU 写入任何值。</translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <comment>a logged change: old value -&gt; new value</comment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Fan minimum speed</source>
        <translation>风扇最低转速</translation>
    </message>
    <message>
        <source>Fan speed limit</source>
        <translation>风扇转速上限</translation>
    </message>
    <message>
        <source>Fan target speed</source>
        <translation>风扇目标转速</translation>
    </message>
    <message>
        <source>Voltage offset %1 mV is below the driver&apos;s minimum of %2 mV by %3 mV.</source>
        <translation>电压偏移 %1 mV 比驱动允许的最低值 %2 mV 低 %3 mV。</translation>
    </message>
    <message>
        <source>Voltage offset %1 mV is above the driver&apos;s maximum of %2 mV by %3 mV.</source>
        <translation>电压偏移 %1 mV 比驱动允许的最高值 %2 mV 高 %3 mV。</translation>
    </message>
    <message>
        <source>Fan minimum speed %1% is below the safety policy&apos;s minimum fan speed of %2% (fan_min_percent).</source>
        <translation>风扇最低转速 %1% 低于安全策略的最低风扇转速 %2%（fan_min_percent）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3, or &quot;default&quot;.</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数，或“default”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>%1–%2 MHz</source>
        <extracomment>A clock range in a value line: &quot;500–2800 MHz&quot;</extracomment>
        <translation>%1–%2 MHz</translation>
    </message>
    <message>
        <source>DPM levels %1</source>
        <translation>DPM 档位 %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Two value lines in one (&quot;GFX clock: 500–2500 MHz; Memory clock: 97–1249 MHz&quot;)</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>reset to the card&apos;s boot values</source>
        <translation>重置为显卡的开机默认值</translation>
    </message>
    <message>
        <source>unchanged</source>
        <extracomment>A control&apos;s value that a change leaves alone (&quot;Power cap: unchanged&quot;)</extracomment>
        <translation>不变</translation>
    </message>
    <message>
        <source>%1 °C %2</source>
        <extracomment>One point of a fan curve: &quot;40 °C 30%&quot;</extracomment>
        <translation>%1 °C %2</translation>
    </message>
    <message>
        <source>%1 (edge temperature)</source>
        <translation>%1（边缘温度）</translation>
    </message>
    <message>
        <source>Fixed speed %1</source>
        <translation>固定转速 %1</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>On</source>
        <extracomment>Zero-RPM: whether the fan stops when the card is cool</extracomment>
        <translation>开</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>%1 (the firmware&apos;s boot value)</source>
        <translation>%1（固件的开机默认值）</translation>
    </message>
    <message>
        <source>the firmware&apos;s boot value</source>
        <translation>固件的开机默认值</translation>
    </message>
    <message>
        <source>%1 MHz at %2 mV</source>
        <extracomment>One point of a voltage curve: &quot;1800 MHz at 1050 mV&quot;</extracomment>
        <translation>%1 MHz 时 %2 mV</translation>
    </message>
    <message>
        <source>writing failed (%1): %2</source>
        <translation>写入失败（%1）：%2</translation>
    </message>
    <message>
        <source>read-back failed (%1): %2</source>
        <translation>回读失败（%1）：%2</translation>
    </message>
    <message>
        <source>did not hold after the other writes (%1): %2</source>
        <translation>在其他写入之后未能保持（%1）：%2</translation>
    </message>
    <message>
        <source>cannot restore (%1): %2</source>
        <translation>无法恢复（%1）：%2</translation>
    </message>
    <message>
        <source>Fixed speed</source>
        <translation>固定转速</translation>
    </message>
    <message>
        <source>GFX clock offset</source>
        <translation>核心频率偏移</translation>
    </message>
</context>
<context>
    <name>TuningJournal</name>
    <message>
        <source>Cannot open the tuning journal lock %1: %2</source>
        <translation>无法打开调校记录锁文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot lock the tuning journal lock %1: %2</source>
        <translation>无法锁定调校记录锁文件 %1：%2</translation>
    </message>
    <message>
        <source>Another tuning operation is running (lock %1).</source>
        <translation>另一个调校操作正在进行（锁文件 %1）。</translation>
    </message>
    <message>
        <source>Another tuning operation is running (process %1, lock %2).</source>
        <translation>另一个调校操作正在进行（进程 %1，锁文件 %2）。</translation>
    </message>
</context>
<context>
    <name>TuningSections</name>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Clocks and performance</source>
        <translation>频率与性能</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>电压</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
</context>
<context>
    <name>Undervolt</name>
    <message>
        <source>An undervolt search is already running.</source>
        <translation>已有一次降压搜索正在进行。</translation>
    </message>
    <message>
        <source>The step must be 5 to 100 mV, not %1 mV.</source>
        <translation>步长必须是 5 到 100 mV，而不是 %1 mV。</translation>
    </message>
    <message>
        <source>GPU %1 has no voltage offset to search.</source>
        <translation>GPU %1 没有可供搜索的电压偏移。</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>The proposed offset of %1 mV could not be applied: %2</source>
        <translation>建议的电压偏移 %1 mV 无法应用：%2</translation>
    </message>
    <message>
        <source>The search could not start: %1</source>
        <translation>搜索无法开始：%1</translation>
    </message>
    <message>
        <source>The stress check could not start; the offset is reverted.</source>
        <translation>压力检查无法开始；电压偏移已还原。</translation>
    </message>
    <message>
        <source>%1 mV passed the Quick check: keep it, or save it as a validated profile.</source>
        <translation>%1 mV 通过了快速检查：可以保留，或保存为已验证的配置方案。</translation>
    </message>
    <message>
        <source>The proposed offset of %1 mV did not pass the Quick check, so it is reverted: %2</source>
        <translation>建议的电压偏移 %1 mV 未通过快速检查，因此已还原：%2</translation>
    </message>
    <message>
        <source>GPU %1 did not pass the check at %2 mV, before any undervolt: %3</source>
        <translation>GPU %1 在 %2 mV（尚未降压）时就未通过检查：%3</translation>
    </message>
    <message>
        <source>%1 mV already failed; one step back is no undervolt, so nothing is proposed.</source>
        <translation>%1 mV 已经未通过；退回一步就等于不降压，因此没有建议值。</translation>
    </message>
    <message>
        <source>No offset below %1 mV could be tried.</source>
        <translation>无法尝试低于 %1 mV 的电压偏移。</translation>
    </message>
    <message>
        <source>Reverted by the tuning layer: %1</source>
        <translation>已被调校层还原：%1</translation>
    </message>
    <message>
        <source>Reverting the offset of %1 mV failed: %2. The journal reverts it when it can; see `tuning show`.</source>
        <translation>还原电压偏移 %1 mV 失败：%2。调校记录会在条件允许时自动还原；见“tuning show”。</translation>
    </message>
    <message>
        <source>The proposed offset was reverted on request.</source>
        <translation>已按要求还原建议的电压偏移。</translation>
    </message>
    <message>
        <source>Kept: %1 mV passed the Quick check.</source>
        <translation>已保留：%1 mV 通过了快速检查。</translation>
    </message>
    <message>
        <source>Could not keep the offset: %1</source>
        <translation>无法保留该电压偏移：%1</translation>
    </message>
    <message>
        <source>No offset passed the Quick check, so no profile was saved.</source>
        <translation>没有电压偏移通过快速检查，因此未保存配置方案。</translation>
    </message>
    <message>
        <source>The undervolt of %1 mV is left out: a GPU reset followed its application (%2). Prove it again with &quot;rocmtune-cli tuning undervolt&quot;.</source>
        <translation>不应用 %1 mV 的降压：上次应用后发生了 GPU 重置（%2）。请用“rocmtune-cli tuning undervolt”重新验证。</translation>
    </message>
    <message>
        <source>The undervolt of %1 mV needs re-validation (%2); it is applied as the boot profile says.</source>
        <translation>%1 mV 的降压需要重新验证（%2）；仍按开机配置方案应用。</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>VBIOS</source>
        <translation>VBIOS</translation>
    </message>
    <message>
        <source>%1 firmware</source>
        <translation>%1 固件</translation>
    </message>
    <message>
        <source>%1 is not an undervolt record</source>
        <translation>%1 不是降压记录</translation>
    </message>
    <message>
        <source>A GPU reset followed its application on %1: it is not applied at boot until it is proven again (rocmtune-cli tuning undervolt).</source>
        <translation>%1 应用后发生了 GPU 重置：重新验证之前开机时不再应用（rocmtune-cli tuning undervolt）。</translation>
    </message>
    <message>
        <source>The margin must be 0 to 200 mV, not %1 mV.</source>
        <translation>余量必须在 0 到 200 mV 之间，而不是 %1 mV。</translation>
    </message>
    <message>
        <source>%1 mV (the lowest pass plus a margin of %2 mV) passed the confirmation (%3): keep it, or save it as a validated profile.</source>
        <translation>%1 mV（最低通过值加 %2 mV 余量）通过了确认测试（%3）：可以保留，或另存为已验证的配置方案。</translation>
    </message>
    <message>
        <source>The proposed offset of %1 mV did not pass the confirmation (%2), so it is reverted: %3</source>
        <translation>建议的 %1 mV 偏移未通过确认测试（%2），因此已还原：%3</translation>
    </message>
    <message>
        <source>%1 mV passed, but with the margin of %2 mV there is no undervolt left, so nothing is proposed.</source>
        <translation>%1 mV 通过了，但留出 %2 mV 余量后已没有降压空间，因此不提出建议。</translation>
    </message>
    <message>
        <source>Kept: %1 mV passed the confirmation (%2).</source>
        <translation>已保留：%1 mV 通过了确认测试（%2）。</translation>
    </message>
    <message>
        <source>The undervolt of %1 mV goes below the one proven on %2 (%3 mV); it is applied as the boot profile says.</source>
        <translation>%1 mV 的降压低于 %2 验证过的值（%3 mV）；仍按开机配置方案应用。</translation>
    </message>
    <message>
        <source>The undervolt of %1 mV is proven (%2 mV, confirmed with %3 on %4) and still valid: the driver, kernel, VBIOS and firmware are those it was proven on.</source>
        <translation>%1 mV 的降压已验证（%2 mV，%4 用 %3 确认）且仍然有效：驱动、内核、VBIOS 和固件都与验证时相同。</translation>
    </message>
    <message>
        <source>Recorded for the boot service by rocmtune-helper.</source>
        <translation>已由 rocmtune-helper 记录，供开机服务使用。</translation>
    </message>
    <message>
        <source>Not recorded for the boot service (it applies a boot profile&apos;s undervolt without this proof): %1</source>
        <translation>未能为开机服务记录（开机服务会在没有这份验证记录的情况下应用开机配置方案中的降压）：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a firmware&apos;s name and its version</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: undervolt %2 mV (lowest pass %3 mV, margin %4 mV), proven %5 with %6 on driver %7, kernel %8, VBIOS %9, firmware %10.</source>
        <translation>%1：降压 %2 mV（最低通过 %3 mV，余量 %4 mV），于 %5 用 %6 验证，驱动 %7，内核 %8，VBIOS %9，固件 %10。</translation>
    </message>
    <message>
        <source>Still valid: the card runs the versions it was proven on.</source>
        <translation>仍然有效：这块卡运行的正是验证时的各项版本。</translation>
    </message>
    <message>
        <source>It needs re-validation (rocmtune-cli tuning undervolt) because these changed: %1.</source>
        <translation>需要重新验证（rocmtune-cli tuning undervolt），因为以下项已变化：%1。</translation>
    </message>
    <message>
        <source>the request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Not an undervolt proof request.</source>
        <translation>这不是降压验证记录请求。</translation>
    </message>
    <message>
        <source>An undervolt proof needs the GPU (index and id), an offset below 0 mV, the lowest passing offset, a margin of 0-200 mV and the confirmation (standard, quick or command).</source>
        <translation>降压验证记录需要 GPU（序号和 ID）、低于 0 mV 的偏移、最低通过偏移、0 到 200 mV 的余量以及确认方式（standard、quick 或 command）。</translation>
    </message>
    <message>
        <source>The offset must be the lowest passing offset plus the margin (%1 mV + %2 mV is not %3 mV).</source>
        <translation>偏移必须等于最低通过偏移加余量（%1 mV + %2 mV 不等于 %3 mV）。</translation>
    </message>
    <message>
        <source>GPU %1 is not the GPU with id %2; nothing was recorded.</source>
        <translation>GPU %1 不是 ID 为 %2 的 GPU；未记录任何内容。</translation>
    </message>
    <message>
        <source>%1 has no voltage offset; nothing was recorded.</source>
        <translation>%1 没有电压偏移；未记录任何内容。</translation>
    </message>
    <message>
        <source>%1 mV is below what %2 allows (%3 mV); nothing was recorded.</source>
        <translation>%1 mV 低于 %2 允许的下限（%3 mV）；未记录任何内容。</translation>
    </message>
    <message>
        <source>The undervolt proof of %1 is recorded for the boot service.</source>
        <translation>%1 的降压验证记录已保存，供开机服务使用。</translation>
    </message>
</context>
<context>
    <name>UnitText</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: no space before % in English and Chinese (&quot;15%&quot;)</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A number and its unit symbol (&quot;300 W&quot;, &quot;63 °C&quot;)</extracomment>
        <translation>%1 %2</translation>
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
    <name>rocmtune::ApplyValidateButton</name>
    <message>
        <source>Applied as a pending change and held while the Quick check runs in the Stress view; it is kept only if the check passes and you keep it.</source>
        <translation>已作为待确认的更改应用，并在“压力测试”视图运行快速检查期间保持；只有检查通过且你选择保留时才会保留。</translation>
    </message>
    <message>
        <source>Apply and &amp;validate</source>
        <translation>应用并验证(&amp;V)</translation>
    </message>
    <message>
        <source>Apply the values, run the Quick stress check on them, and keep them only if it passes; a failing check reverts them at once.</source>
        <translation>应用这些值，用快速检查对其做压力测试，仅在通过时保留；检查未通过会立即还原。</translation>
    </message>
</context>
<context>
    <name>rocmtune::ClampNote</name>
    <message>
        <source>%1 is outside the allowed range %2 to %3, so %4 is used.</source>
        <translation>%1 超出允许范围 %2 至 %3，已改用 %4。</translation>
    </message>
</context>
<context>
    <name>rocmtune::ClockRangeEditor</name>
    <message>
        <source> MHz</source>
        <translation> MHz</translation>
    </message>
    <message>
        <source>The driver offers no overdrive range to set a min / max in.</source>
        <translation>驱动没有提供可设置下限 / 上限的超频范围。</translation>
    </message>
    <message>
        <source>The driver reports no clock range to set a min / max in.</source>
        <translation>驱动没有报告可设置下限 / 上限的频率范围。</translation>
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
            <numerusform>%1 的新设置已应用并回读验证。是否保留？若不操作，将在 %n 秒后自动还原。</numerusform>
        </translation>
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
        <translation>利用率（%）</translation>
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
    <message>
        <source>Why: this GPU does not report what holds its clock down.</source>
        <translation>原因：此 GPU 不报告掉频原因。</translation>
    </message>
    <message>
        <source>Why: nothing holds the clock down now.</source>
        <translation>原因：当前没有掉频。</translation>
    </message>
    <message>
        <source>Why the clock is held down: %1.</source>
        <translation>掉频原因：%1。</translation>
    </message>
</context>
<context>
    <name>rocmtune::DeviceListModel</name>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>正在等待首次读数……</translation>
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
    <message>
        <source>Asleep — not woken to be read</source>
        <translation>休眠中（读取时不唤醒）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Device list: GPU index · name</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>rocmtune::DeviceSettingsTable</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Your name for it</source>
        <translation>自定义名称</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>温度警告</translation>
    </message>
    <message>
        <source>GPU %1 · %2</source>
        <extracomment>GPU index, PCI bus, model name</extracomment>
        <translation>GPU %1 · %2</translation>
    </message>
    <message>
        <source>GPU %1 · %2 · %3</source>
        <translation>GPU %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Shown in the GPU list instead of the model name</source>
        <translation>在 GPU 列表中代替型号名称显示</translation>
    </message>
    <message>
        <source>Temperature warnings for this GPU</source>
        <translation>这块 GPU 的温度警告</translation>
    </message>
</context>
<context>
    <name>rocmtune::DoctorTableModel</name>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>rocmtune::DoctorView</name>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Doctor checks the driver, permissions, ROCm, GPU support and PyTorch, and says how to fix what is wrong.</source>
        <translation>诊断会检查驱动、权限、ROCm、GPU 支持和 PyTorch，并说明如何修复发现的问题。</translation>
    </message>
    <message>
        <source>Run checks again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Run checks</source>
        <translation>开始检查</translation>
    </message>
    <message>
        <source>Copy report as JSON</source>
        <translation>复制 JSON 报告</translation>
    </message>
    <message>
        <source>Copies every check with its evidence, for a bug report.</source>
        <translation>复制所有检查项及其依据，用于提交问题。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查……</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <source>%1 passed, %2 with warnings, %3 failed.</source>
        <translation>%1 项通过，%2 项有警告，%3 项失败。</translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation>修复方法：</translation>
    </message>
    <message>
        <source>What was found:</source>
        <translation>检查依据：</translation>
    </message>
    <message numerus="yes">
        <source>%n for information only.</source>
        <translation>
            <numerusform>%n 项仅供参考。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the Doctor summary (Chinese: no space between them)</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>rocmtune::DriftBar</name>
    <message>
        <source>Apply a&amp;gain</source>
        <translation>重新应用(&amp;G)</translation>
    </message>
    <message>
        <source>Write the values ROCm Tune set again (with the countdown to keep or revert them).</source>
        <translation>再次写入 ROCm Tune 设定的值（会倒计时，由你保留或还原）。</translation>
    </message>
    <message>
        <source>Acce&amp;pt</source>
        <translation>接受(&amp;P)</translation>
    </message>
    <message>
        <source>Keep what the GPU holds now as the set values; nothing is written to the GPU.</source>
        <translation>把 GPU 当前的值保留为设定值；不向 GPU 写入任何值。</translation>
    </message>
    <message>
        <source>Changed outside ROCm Tune: %1. Apply again, or accept what is in force now.</source>
        <translation>在 ROCm Tune 之外被更改（偏离）：%1。可重新应用，或接受当前生效的值。</translation>
    </message>
</context>
<context>
    <name>rocmtune::EccCard</name>
    <message>
        <source>ECC memory errors</source>
        <extracomment>ECC = error-correcting code memory; RAS = reliability, availability, serviceability</extracomment>
        <translation>ECC 显存错误</translation>
    </message>
    <message>
        <source>N/A: this GPU does not report ECC/RAS</source>
        <translation>不可用：这块 GPU 不报告 ECC/RAS</translation>
    </message>
    <message>
        <source>ECC is off</source>
        <translation>ECC 已关闭</translation>
    </message>
    <message>
        <source>Correctable: %1 · Uncorrectable: %2</source>
        <translation>可纠正：%1 · 不可纠正：%2</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>One RAS block: name, correctable count / uncorrectable count</extracomment>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Per block: correctable / uncorrectable errors since the driver loaded</source>
        <translation>各模块自驱动加载以来的可纠正/不可纠正错误数</translation>
    </message>
</context>
<context>
    <name>rocmtune::FanCurveEditor</name>
    <message>
        <source>The firmware offers no range for the fan curve.</source>
        <translation>固件没有给出风扇曲线的范围。</translation>
    </message>
    <message>
        <source>The fan follows the curve in force (dashed while your edits differ from it). Drag the points; Apply writes them.</source>
        <translation>风扇按当前生效的曲线运行（你的修改与它不同时，它以虚线显示）。拖动曲线上的点；点击“应用”写入修改。</translation>
    </message>
    <message>
        <source>The fan runs at a fixed speed now (the red mark), not on a curve. Drag the points; Apply writes the curve and the fan then follows it.</source>
        <translation>风扇现在以固定转速运行（红色标记），不按曲线。拖动曲线上的点；点击“应用”后曲线写入固件，风扇随后按曲线运行。</translation>
    </message>
    <message>
        <source>The firmware&apos;s own fan control is in force now, so the fan (the red mark) need not be on this curve, which is a starting point. Drag the points; Apply writes the curve and the fan then follows it.</source>
        <translation>现在生效的是固件自带的风扇控制，所以风扇（红色标记）不一定落在这条曲线上；这条曲线只是起点。拖动曲线上的点；点击“应用”后曲线写入固件，风扇随后按曲线运行。</translation>
    </message>
</context>
<context>
    <name>rocmtune::FanCurvePlot</name>
    <message>
        <source>Fan duty (%)</source>
        <translation>风扇占空比（%）</translation>
    </message>
    <message>
        <source>Drag a point to change the curve. The shaded area is what the driver accepts.</source>
        <translation>拖动一个点来修改曲线。阴影区域是驱动接受的范围。</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 °C, fan %2%</source>
        <translation>%1 °C，风扇 %2%</translation>
    </message>
    <message>
        <source>%1 °C
%2%</source>
        <extracomment>A fan curve point&apos;s values written over it: temperature, then fan speed</extracomment>
        <translation>%1 °C
%2%</translation>
    </message>
    <message>
        <source>Junction temperature (°C)</source>
        <translation>结温（°C）</translation>
    </message>
</context>
<context>
    <name>rocmtune::FanModeEditor</name>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Fixed speed</source>
        <translation>固定转速</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Automatic: the firmware drives the fan. Fixed: one duty cycle at every temperature. Curve: the curve below (edit it there).</source>
        <translation>自动：由固件控制风扇。固定转速：任何温度下都用同一个占空比。曲线：按下方的曲线（在那里编辑）。</translation>
    </message>
</context>
<context>
    <name>rocmtune::FanSettingEditor</name>
    <message>
        <source>Boot value</source>
        <translation>开机默认值</translation>
    </message>
    <message>
        <source>Gives the firmware its own value back (the driver&apos;s reset of this file).</source>
        <translation>恢复为固件自带的默认值（由驱动重置该文件）。</translation>
    </message>
</context>
<context>
    <name>rocmtune::FanZeroRpmEditor</name>
    <message>
        <source>Stop the fan when the card is cool</source>
        <translation>显卡温度较低时让风扇停转</translation>
    </message>
</context>
<context>
    <name>rocmtune::FleetGpuGraphs</name>
    <message>
        <source>Temperatures (%1)</source>
        <translation>温度（%1）</translation>
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
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
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
        <source>Prometheus has no data for this in the last hour</source>
        <translation>Prometheus 最近一小时内没有这项数据</translation>
    </message>
</context>
<context>
    <name>rocmtune::FleetSetupSteps</name>
    <message>
        <source>No GPUs to show yet. To see your machines&apos; GPUs here:</source>
        <translation>还没有可显示的 GPU。要在这里看到各台机器的 GPU：</translation>
    </message>
    <message>
        <source>On each machine, start an exporter. It serves the GPUs&apos; values to Prometheus (rocmtune-cli export --help says more):</source>
        <translation>在每台机器上启动 exporter，它把各块 GPU 的数值提供给 Prometheus（详见 rocmtune-cli export --help）：</translation>
    </message>
    <message>
        <source>Add the exporters to the scrape targets of a Prometheus server.</source>
        <translation>把这些 exporter 加入一台 Prometheus 服务器的抓取目标。</translation>
    </message>
    <message>
        <source>Enter that server&apos;s address in Settings, under “Prometheus for the Fleet view”.</source>
        <translation>在“设置”的“集群视图使用的 Prometheus”中填写该服务器的地址。</translation>
    </message>
</context>
<context>
    <name>rocmtune::FleetView</name>
    <message>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Prometheus: not set</source>
        <translation>Prometheus：未设置</translation>
    </message>
    <message>
        <source>Prometheus: %1</source>
        <translation>Prometheus：%1</translation>
    </message>
    <message>
        <source>Set the address of the Prometheus server that scrapes your machines&apos; exporters in Settings (“Prometheus for the Fleet view”) to see every node and GPU here.</source>
        <translation>在“设置”中填写抓取各台机器 exporter 的 Prometheus 服务器地址（“集群视图使用的 Prometheus”），即可在这里看到每个节点和每块 GPU。</translation>
    </message>
    <message>
        <source>Asking Prometheus…</source>
        <translation>正在查询 Prometheus……</translation>
    </message>
    <message>
        <source>Click a GPU to see its last hour.</source>
        <translation>点击一块 GPU 查看它最近一小时的数据。</translation>
    </message>
    <message>
        <source>GPU %1 (%2) on %3, the last hour from Prometheus</source>
        <translation>%3 上的 GPU %1（%2），来自 Prometheus 的最近一小时数据</translation>
    </message>
    <message>
        <source>%1. Updated %2; click a GPU for its last hour.</source>
        <translation>%1。更新于 %2；点击一块 GPU 查看它最近一小时的数据。</translation>
    </message>
</context>
<context>
    <name>rocmtune::HelperClient</name>
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
    <message>
        <source>The helper stopped without answering (it crashed or was killed); the tuning log shows what, if anything, was applied.</source>
        <translation>辅助程序未作回应就已停止（崩溃或被终止）；调校日志中记录了实际应用了哪些设置（如有）。</translation>
    </message>
    <message>
        <source>Authentication was cancelled; nothing was changed.</source>
        <translation>身份验证已取消；未做任何更改。</translation>
    </message>
    <message>
        <source>Not authorised to change GPU settings (polkit refused, or pkexec could not run the helper); nothing was changed.</source>
        <translation>无权更改 GPU 设置（polkit 拒绝，或 pkexec 无法运行辅助程序）；未做任何更改。</translation>
    </message>
    <message>
        <source>Not authorised: polkit did not allow the action %1 for this user (refused by its rules, or the password was wrong); nothing was changed.</source>
        <translation>无权操作：polkit 未允许此用户执行操作 %1（被其规则拒绝，或密码错误）；未做任何更改。</translation>
    </message>
    <message>
        <source>Changing GPU settings as a normal user needs pkexec (Debian package pkexec), which is not installed; nothing was changed.</source>
        <translation>以普通用户身份更改 GPU 设置需要 pkexec（Debian 软件包 pkexec），但它未安装；未做任何更改。</translation>
    </message>
    <message>
        <source>Not authorised: changing GPU settings needs an administrator password, but no polkit authentication agent is running to ask for it (start your desktop&apos;s polkit agent, or use rocmtune-cli in a terminal, which asks there); nothing was changed.</source>
        <translation>无权操作：更改 GPU 设置需要管理员密码，但没有正在运行的 polkit 身份验证代理来询问密码（请启动桌面环境的 polkit 代理，或在终端中使用 rocmtune-cli，它会在终端中询问）；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 cannot be checked.</source>
        <translation>无法检查 %1。</translation>
    </message>
    <message>
        <source>%1 belongs to %2 (mode %3), so someone other than root can change it.</source>
        <translation>%1 属于 %2（权限 %3），因此 root 以外的人可以修改它。</translation>
    </message>
    <message>
        <source>Privileged tuning is unavailable: the helper %1 is not a root-owned file in root-owned folders (%2) Install ROCm Tune as root into a root-owned prefix (the .deb, or sudo cmake --install to /usr/local), with copies, not links; nothing was changed.</source>
        <translation>特权调校不可用：辅助程序 %1 不是 root 所有的文件夹中属于 root 的文件（%2）。请以 root 身份把 ROCm Tune 安装到 root 所有的前缀中（.deb 包，或 sudo cmake --install 到 /usr/local），使用副本而不是链接；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>Privileged tuning is unavailable: the polkit action %1 is not a root-owned file in root-owned folders (%2) Install it as root with a copy, not a link; nothing was changed.</source>
        <translation>特权调校不可用：polkit 动作 %1 不是 root 所有的文件夹中属于 root 的文件（%2）。请以 root 身份用副本（而不是链接）安装它；未做任何更改。</translation>
    </message>
</context>
<context>
    <name>rocmtune::MainWindow</name>
    <message>
        <source>Recording</source>
        <translation>记录中</translation>
    </message>
    <message>
        <source>About ROCm Tune</source>
        <translation>关于 ROCm Tune</translation>
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
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title; keep the English word so a user who cannot read the current language finds it</extracomment>
        <translation>语言 Language(&amp;L)</translation>
    </message>
    <message>
        <source>Simulated GPUs</source>
        <translation>模拟 GPU</translation>
    </message>
    <message>
        <source>Close ROCm Tune</source>
        <translation>关闭 ROCm Tune</translation>
    </message>
    <message>
        <source>Keep monitoring the GPUs in the tray (temperature warnings included), or quit?</source>
        <translation>在托盘中继续监控 GPU（包括温度警告），还是退出？</translation>
    </message>
    <message>
        <source>Your choice is remembered; Settings can change it.</source>
        <translation>你的选择会被记住，可在设置中更改。</translation>
    </message>
    <message>
        <source>Keep in the &amp;tray</source>
        <translation>保留在托盘(&amp;T)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>No GPU was found, so %n simulated GPU(s) are shown: %1</source>
        <translation>
            <numerusform>没有找到 GPU，因此显示 %n 块模拟 GPU：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Doctor</source>
        <translation>打开诊断</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ROCm Tune %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU monitor, tuner and stress tester for AMD GPUs on Linux.&lt;/p&gt;&lt;p&gt;Licensed under the &lt;a href=&quot;%2&quot;&gt;GNU GPL, version 3 or later&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;Documentation, questions and bug reports: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ROCm Tune %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;面向 Linux 上 AMD GPU 的监控、调校与压力测试工具。&lt;/p&gt;&lt;p&gt;以 &lt;a href=&quot;%2&quot;&gt;GNU GPL 第 3 版或更高版本&lt;/a&gt;授权。&lt;/p&gt;&lt;p&gt;文档、提问与错误报告：&lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Doctor: why a GPU or a feature is missing</source>
        <translation>诊断：为什么缺少 GPU 或功能(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Read the documentation (online)</source>
        <translation>阅读文档（在线）(&amp;R)</translation>
    </message>
</context>
<context>
    <name>rocmtune::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>关闭此消息</translation>
    </message>
</context>
<context>
    <name>rocmtune::MoreValuesSection</name>
    <message>
        <source>More</source>
        <extracomment>Dashboard section with the GPU&apos;s less common values (extra clocks, HBM/VR temperatures, PCIe, RAS)</extracomment>
        <translation>更多</translation>
    </message>
    <message>
        <source>Further values this GPU reports: SOC, fabric, video and decode clocks, HBM and voltage-regulator temperatures, PCIe link and replays, energy, RAS</source>
        <translation>这块 GPU 报告的其他数值：SoC、Fabric、视频与解码频率，HBM 与供电（VRM）温度，PCIe 链路与重传次数，能耗，RAS</translation>
    </message>
    <message>
        <source>This GPU reports no further values.</source>
        <extracomment>Shown in the dashboard&apos;s &quot;More&quot; section when the GPU reports none of its values</extracomment>
        <translation>这块 GPU 不报告其他数值。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>not reported by this GPU</source>
        <translation>这块 GPU 不报告</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>XGMI/WAFL link errors: correctable / uncorrectable</extracomment>
        <translation>%1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) on</source>
        <extracomment>Number of driver blocks (UMC, GFX, SDMA ...) with error counting switched on</extracomment>
        <translation>
            <numerusform>已开启 %n 个模块</numerusform>
        </translation>
    </message>
    <message>
        <source>Error counters (RAS):</source>
        <extracomment>RAS = reliability, availability, serviceability (the driver&apos;s error counters)</extracomment>
        <translation>错误计数（RAS）：</translation>
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
    <name>rocmtune::PauseBanner</name>
    <message>
        <source>Paused — press End for live</source>
        <translation>已暂停——按 End 键回到实时</translation>
    </message>
    <message>
        <source>The graphs stay where they are; the cards above keep showing live values. Click or press End to follow the newest samples.</source>
        <translation>图表停在当前位置；上方的卡片仍显示实时数值。点击此处或按 End 键跟随最新数据。</translation>
    </message>
</context>
<context>
    <name>rocmtune::PowerCapEditor</name>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Power overdrive: the cap relative to the card&apos;s default cap.</source>
        <translation>功耗超频：功耗上限比显卡默认上限高出（负数为低于）的百分比。</translation>
    </message>
    <message>
        <source>default %1 W · %2 · safety limit %3 W</source>
        <translation>默认 %1 W · %2 · 安全上限 %3 W</translation>
    </message>
    <message>
        <source>vs. default:</source>
        <extracomment>Before the power overdrive box (the cap in % above or below the card&apos;s default cap)</extracomment>
        <translation>相对默认值：</translation>
    </message>
    <message>
        <source>allowed up to %1 W (the driver sets no lower limit)</source>
        <translation>最高可设 %1 W（驱动未设下限）</translation>
    </message>
    <message>
        <source>The driver reports 0 W as the lowest cap: it accepts any cap up to %1 W, and a very low cap makes the card throttle hard.</source>
        <translation>驱动报告的最低功耗上限为 0 W：它接受 %1 W 以内的任何上限，上限过低会让显卡严重掉频。</translation>
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
        <translation>你无权查看此进程的名称（其他用户的进程，或位于其他 PID 命名空间）。</translation>
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
        <source>Processes</source>
        <translation>进程</translation>
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
        <source>Select a process in the table to record a run of it.</source>
        <translation>在表中选择一个进程，才能记录它的运行。</translation>
    </message>
    <message>
        <source>Process %1 is simulated: it does not exist on this computer, so a run of it cannot be recorded.</source>
        <translation>进程 %1 是模拟的：它在这台计算机上并不存在，所以无法记录它的运行。</translation>
    </message>
</context>
<context>
    <name>rocmtune::ProfileListModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Stress validation</source>
        <translation>压力测试验证</translation>
    </message>
    <message>
        <source>At login</source>
        <translation>登录时应用</translation>
    </message>
    <message>
        <source>Made for one card: %1, PCI id %2, unique id %3, bus %4</source>
        <translation>仅为一块显卡制作：%1，PCI ID %2，唯一 ID %3，总线 %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Made for every card of the model %1, PCI id %2, %3</source>
        <translation>为 %1 型号的所有显卡制作，PCI ID %2，%3</translation>
    </message>
    <message>
        <source>Unreadable file</source>
        <translation>无法读取的文件</translation>
    </message>
    <message>
        <source>One card of %1</source>
        <translation>一块 %1</translation>
    </message>
    <message>
        <source>Model %1</source>
        <translation>型号 %1</translation>
    </message>
    <message>
        <source>This card</source>
        <translation>本卡</translation>
    </message>
    <message>
        <source>Another card of this model</source>
        <translation>同型号的另一块卡</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>本型号</translation>
    </message>
    <message>
        <source>Other model: %1
(needs an override)</source>
        <translation>其他型号：%1
（需要强制应用）</translation>
    </message>
    <message>
        <source>no values</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Never validated</source>
        <translation>从未验证</translation>
    </message>
    <message>
        <source>Validated on %1: PASS</source>
        <translation>%1 验证：通过</translation>
    </message>
    <message>
        <source>Validated on %1: FAIL</source>
        <translation>%1 验证：未通过</translation>
    </message>
    <message>
        <source>No GPU here is a %1: this profile applies nowhere without an override.</source>
        <translation>本机没有 %1：此配置方案只能强制应用到其他型号的 GPU。</translation>
    </message>
</context>
<context>
    <name>rocmtune::ProfilesView</name>
    <message>
        <source>Profiles for GPU %1: %2</source>
        <translation>GPU %1 的配置方案：%2</translation>
    </message>
    <message>
        <source>Profiles (no GPU selected)</source>
        <translation>配置方案（未选择 GPU）</translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s)</source>
        <translation>
            <numerusform>%n 个配置方案</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable file(s)</source>
        <translation>
            <numerusform>%n 个无法读取的文件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Profiles are stored in %1</source>
        <translation>配置方案保存在 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>配置方案</translation>
    </message>
    <message>
        <source>&amp;Save current as…</source>
        <translation>将当前设置另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the settings in force on this GPU as a new profile</source>
        <translation>将此 GPU 当前生效的设置保存为新的配置方案</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Apply the selected profile to this GPU (confirm or it is reverted)</source>
        <translation>将所选配置方案应用到此 GPU（需确认，否则会还原）</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>Rename the selected profile</source>
        <translation>重命名所选配置方案</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>复制(&amp;U)…</translation>
    </message>
    <message>
        <source>Copy the selected profile under a new name</source>
        <translation>以新名称复制所选配置方案</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected profile (can be undone)</source>
        <translation>删除所选配置方案（可撤销）</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>撤销删除(&amp;U)</translation>
    </message>
    <message>
        <source>Bring back the profile deleted last</source>
        <translation>恢复最近删除的配置方案</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the selected profile to a file</source>
        <translation>将所选配置方案写入文件</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Add a profile from a file (it is checked first)</source>
        <translation>从文件添加配置方案（会先检查）</translation>
    </message>
    <message>
        <source>Apply at &amp;login</source>
        <translation>登录时应用(&amp;L)</translation>
    </message>
    <message>
        <source>Apply the selected profile when you log in (an autostart entry)</source>
        <translation>登录时应用所选配置方案（通过自启动项）</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>打开文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>Show the profiles folder in the file manager</source>
        <translation>在文件管理器中显示配置方案文件夹</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Read the profiles folder again</source>
        <translation>重新读取配置方案文件夹</translation>
    </message>
    <message>
        <source>The settings of GPU %1 could not be read.</source>
        <translation>无法读取 GPU %1 的设置。</translation>
    </message>
    <message>
        <source>Select a GPU first.</source>
        <translation>请先选择一块 GPU。</translation>
    </message>
    <message>
        <source>%1 offers no tuning controls, so there is nothing to save.</source>
        <translation>%1 没有可调项，因此没有可保存的内容。</translation>
    </message>
    <message>
        <source>My settings</source>
        <translation>我的设置</translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation>配置方案未保存：%1</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;: %2</source>
        <translation>已保存“%1”：%2</translation>
    </message>
    <message>
        <source>GPU %1 has a change waiting for confirmation: keep or revert it first.</source>
        <translation>GPU %1 有一项更改正在等待确认：请先保留或还原它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be applied to %2:</source>
        <translation>“%1”无法应用到 %2：</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not applied.</source>
        <translation>未应用“%1”。</translation>
    </message>
    <message>
        <source>Left out, this GPU does not have them: %1.</source>
        <translation>已略过（此 GPU 没有这些可调项）：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Applying &quot;%1&quot; to %2…</source>
        <translation>正在将“%1”应用到 %2……</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>Revert &amp;now</source>
        <translation>立即还原(&amp;N)</translation>
    </message>
    <message>
        <source>Applied &quot;%1&quot; to %2.</source>
        <translation>已将“%1”应用到 %2。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not applied: %2</source>
        <translation>未应用“%1”：%2</translation>
    </message>
    <message numerus="yes">
        <source>Applied &quot;%1&quot; to %2. Keep the new settings, or they are reverted in %n second(s).</source>
        <translation>
            <numerusform>已将“%1”应用到 %2。如需保留新设置，请点击“保留”，否则将在 %n 秒后自动还原。</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept &quot;%1&quot; on %2.</source>
        <translation>已在 %2 上保留“%1”。</translation>
    </message>
    <message>
        <source>Reverted: %1 has the settings from before &quot;%2&quot; again.</source>
        <translation>已还原：%1 恢复为应用“%2”之前的设置。</translation>
    </message>
    <message>
        <source>Rename profile</source>
        <translation>重命名配置方案</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not renamed: %2</source>
        <translation>未重命名“%1”：%2</translation>
    </message>
    <message>
        <source>Renamed &quot;%1&quot; to &quot;%2&quot;.</source>
        <translation>已将“%1”重命名为“%2”。</translation>
    </message>
    <message>
        <source>Duplicate profile</source>
        <translation>复制配置方案</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>副本名称：</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 副本</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not copied: %2</source>
        <translation>未复制“%1”：%2</translation>
    </message>
    <message>
        <source>Copied &quot;%1&quot; to &quot;%2&quot;.</source>
        <translation>已将“%1”复制为“%2”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not deleted: %2</source>
        <translation>未删除“%1”：%2</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>已删除“%1”。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be restored: %2</source>
        <translation>无法恢复“%1”：%2</translation>
    </message>
    <message>
        <source>Restored &quot;%1&quot;.</source>
        <translation>已恢复“%1”。</translation>
    </message>
    <message>
        <source>Restored &quot;%1&quot; as &quot;%2&quot;.</source>
        <translation>已将“%1”恢复为“%2”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not exported: %2</source>
        <translation>未导出“%1”：%2</translation>
    </message>
    <message>
        <source>Exported &quot;%1&quot; to %2.</source>
        <translation>已将“%1”导出到 %2。</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>未导入任何内容。%1</translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;. It was made for %2, another model than this GPU.</source>
        <translation>已导入“%1”。它是为 %2 制作的，与此 GPU 型号不同。</translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;.</source>
        <translation>已导入“%1”。</translation>
    </message>
    <message>
        <source>The login setting of &quot;%1&quot; was not changed: %2</source>
        <translation>“%1”的登录时设置未更改：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is applied when you log in (%2 runs it from %3).</source>
        <translation>登录时将应用“%1”（由 %2 通过 %3 执行）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no longer applied at login.</source>
        <translation>登录时不再应用“%1”。</translation>
    </message>
    <message>
        <source>No file manager could be opened. The profiles are in %1</source>
        <translation>无法打开文件管理器。配置方案位于 %1</translation>
    </message>
    <message>
        <source>No profiles yet.

Set this GPU up on the Tuning tab and keep the change, then &quot;Save current as…&quot; stores those settings here. &quot;Import…&quot; adds a profile file. A stress test run while a profile is in force records whether it held.</source>
        <translation>还没有配置方案。

先在“调校”页设置好这块 GPU 并保留更改，再用“将当前设置另存为…”把这些设置存到这里。“导入…”可添加配置方案文件。在某个配置方案生效期间运行压力测试，会记录它是否稳定。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>配置方案“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not applied:</source>
        <translation>“%1”未应用：</translation>
    </message>
    <message>
        <source>Apply at &amp;boot</source>
        <translation>开机时应用(&amp;B)</translation>
    </message>
    <message>
        <source>Make the selected profile this GPU&apos;s boot profile: applied at every boot, after resume and after a GPU reset, also without anyone logged in (needs an administrator; rocmtune-boot.service)</source>
        <translation>把选中的配置方案设为这块 GPU 的开机配置方案：每次开机、唤醒后和 GPU 重置后都会应用，无人登录时也一样（需要管理员权限；rocmtune-boot.service）</translation>
    </message>
    <message>
        <source>Simulated GPUs have no boot profile.</source>
        <translation>模拟 GPU 没有开机配置方案。</translation>
    </message>
    <message>
        <source>The boot profiles cannot be read: %1</source>
        <translation>无法读取开机配置方案：%1</translation>
    </message>
    <message>
        <source>No boot profile for this GPU: it starts with the driver&apos;s settings.</source>
        <translation>这块 GPU 没有开机配置方案：开机时使用驱动的设置。</translation>
    </message>
    <message>
        <source>Boot profile “%1” is switched off by the boot-loop guard: the machine went down without a clean shutdown within 10 minutes of applying it (%2). Select it and choose “Apply at boot” to switch it on again.</source>
        <translation>开机配置方案“%1”已被开机循环保护停用：在 %2 应用后 10 分钟内机器异常关机。选中它并点击“开机时应用”即可重新启用。</translation>
    </message>
    <message>
        <source>Boot profile: “%1”, applied at every boot, after resume and after a GPU reset.</source>
        <translation>开机配置方案：“%1”，每次开机、唤醒后和 GPU 重置后都会应用。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the boot profile of %2:</source>
        <translation>“%1”不能作为 %2 的开机配置方案：</translation>
    </message>
    <message>
        <source>Changing the boot profile of %1 (an administrator&apos;s permission is asked)…</source>
        <translation>正在更改 %1 的开机配置方案（需要管理员授权）……</translation>
    </message>
    <message>
        <source>The boot profile was not changed: %1</source>
        <translation>开机配置方案未更改：%1</translation>
    </message>
    <message>
        <source>Boot profile: “%1”, applied at every boot, after resume and after a GPU reset. Fan: %2.</source>
        <translation>开机配置方案：“%1”，每次开机、唤醒后和 GPU 重置后都会应用。风扇：%2。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the boot profile of %2: %3</source>
        <translation>“%1”不能作为 %2 的开机配置方案：%3</translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;, but it cannot be applied to %2 as it is:</source>
        <translation>已导入“%1”，但它无法原样应用到 %2：</translation>
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
        <translation>附加到正在运行的进程</translation>
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
    <message>
        <source>The working folder %1 does not exist.</source>
        <translation>工作目录 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>rocmtune::RecordingControl</name>
    <message>
        <source>Record Session</source>
        <translation>记录会话</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Stop Recording</source>
        <translation>停止记录</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>● REC %1 · %2 · %3</source>
        <extracomment>Recording status: elapsed time, file size, file name</extracomment>
        <translation>● 记录中 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Recorded %1 · %2 · %3</source>
        <translation>已记录 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Record every metric of every GPU to a CSV file (Ctrl+R)</source>
        <translation>将所有 GPU 的全部指标记录到 CSV 文件（Ctrl+R）</translation>
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
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Time throttled (longest GPU)</source>
        <translation>降频时长（以降频最久的 GPU 计）</translation>
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
    <message>
        <source>Max temperature: %1</source>
        <translation>最高温度：%1</translation>
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
    <message>
        <source>No run selected.
Select a run to see its telemetry, or two runs to compare them.</source>
        <translation>未选择运行记录。
选择一次运行查看其遥测数据，或选择两次运行进行对比。</translation>
    </message>
    <message>
        <source>Nothing was recorded for %1.
Choose another graph above.</source>
        <translation>没有记录到%1。
请在上方选择其他图表。</translation>
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
    <name>rocmtune::RunnerControl</name>
    <message>
        <source>killed by signal %1, %2</source>
        <translation>被信号 %1 终止，%2</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
</context>
<context>
    <name>rocmtune::RunsView</name>
    <message>
        <source>Record a run...</source>
        <translation>记录一次运行…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export summary...</source>
        <translation>导出摘要…</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
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
        <translation>还没有记录的运行。请点击“记录一次运行…”或使用“rocmtune-cli run -- 命令”。</translation>
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
        <source>Nothing was recorded: the command did not start. %1</source>
        <translation>没有记录任何内容：命令没有启动。%1</translation>
    </message>
</context>
<context>
    <name>rocmtune::SaveProfileDialog</name>
    <message>
        <source>Save as profile</source>
        <translation>另存为配置方案</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>适用于：</translation>
    </message>
    <message>
        <source>Every %1</source>
        <translation>所有 %1</translation>
    </message>
    <message>
        <source>Only this card (%1)</source>
        <translation>仅这块卡（%1）</translation>
    </message>
    <message>
        <source>The profile stores:</source>
        <translation>配置方案将保存：</translation>
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
    <message>
        <source>&amp;Language:</source>
        <translation>界面语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Prometheus for the Fleet view:</source>
        <translation>集群视图使用的 Prometheus(&amp;P)：</translation>
    </message>
    <message>
        <source>The Prometheus server that scrapes your machines&apos; rocmtune exporters; the Fleet view reads it.</source>
        <translation>抓取你各台机器上 rocmtune exporter 的 Prometheus 服务器；集群视图从它读取数据。</translation>
    </message>
    <message>
        <source>&amp;Closing the window:</source>
        <translation>关闭窗口时(&amp;C)：</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>询问</translation>
    </message>
    <message>
        <source>Keep monitoring in the tray</source>
        <translation>在托盘中继续监控</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 列表</translation>
    </message>
    <message>
        <source>Settling after a &amp;wake:</source>
        <translation>唤醒后稳定时间(&amp;W)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>A GPU&apos;s first readings after it wakes from runtime suspend can be falsely high for several seconds. Samples of these seconds are drawn faint, and alerts and min/max leave them out.</source>
        <translation>GPU 从运行时挂起唤醒后，最初几秒的读数可能虚高。这几秒的采样以淡色绘制，警报和最低/最高值不计入它们。</translation>
    </message>
    <message>
        <source>The Fleet view can&apos;t read this address: write it as http://host:9090 (http or https, then the host name and port of Prometheus).</source>
        <translation>集群视图无法读取此地址：请写成 http://host:9090（http 或 https，后跟 Prometheus 的主机名和端口）。</translation>
    </message>
</context>
<context>
    <name>rocmtune::StressPanel</name>
    <message>
        <source>Stress test</source>
        <translation>压力测试</translation>
    </message>
    <message>
        <source>What to run</source>
        <translation>运行内容</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <source>Tests:</source>
        <translation>测试：</translation>
    </message>
    <message>
        <source> s per test</source>
        <translation> 秒/项</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1（在 %2 中）</translation>
    </message>
    <message>
        <source>Plant a fault to prove the checks:</source>
        <translation>注入故障（检验检测是否有效）：</translation>
    </message>
    <message>
        <source>All GPUs in parallel</source>
        <translation>所有 GPU 并行</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Start stress test</source>
        <translation>开始压力测试</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <source>Runner: %1</source>
        <translation>测试程序：%1</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>Graphs of GPU %1: %2</source>
        <translation>GPU %1 的图表：%2</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行……</translation>
    </message>
    <message numerus="yes">
        <source>%1 tests × %2 s on %n GPU(s).</source>
        <translation>
            <numerusform>%1 项测试 × %2 秒，%n 块 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Every check passed.</source>
        <translation>所有检查均已通过。</translation>
    </message>
    <message>
        <source>There is no finished run to export.</source>
        <translation>没有可导出的已完成测试。</translation>
    </message>
    <message>
        <source>Export stress report</source>
        <translation>导出压力测试报告</translation>
    </message>
    <message>
        <source>HTML report (*.html);;JSON report (*.json)</source>
        <translation>HTML 报告 (*.html);;JSON 报告 (*.json)</translation>
    </message>
    <message>
        <source>Keep going after a fault (full census)</source>
        <translation>出现故障后继续运行（完整统计）</translation>
    </message>
    <message>
        <source>Without it the first fault stops every GPU&apos;s test and the run fails at once.</source>
        <translation>不勾选时，第一个故障会立即停止所有 GPU 的测试，结论为未通过。</translation>
    </message>
    <message>
        <source>Open the README</source>
        <translation>打开 README</translation>
    </message>
    <message>
        <source>Simulated GPUs can&apos;t be stress-tested: the stress tests need a real AMD GPU. A simulated GPU&apos;s values come from a model.</source>
        <translation>模拟 GPU 无法做压力测试：压力测试需要一块真实的 AMD GPU。模拟 GPU 的数值来自模型。</translation>
    </message>
    <message>
        <source>I changed hardware: check everything</source>
        <translation>我更换了硬件：全面检查</translation>
    </message>
    <message>
        <source>After a card was moved, a riser, cable or board replaced, or a GPU added: Doctor&apos;s checks, the PCIe link and GPU-to-GPU copies, a short run of every other test on every GPU, ECC and PCIe error counts. About 2 minutes.</source>
        <translation>在换插槽、更换延长线、线缆或主板、或加装 GPU 之后使用：诊断检查、PCIe 链路与 GPU 间拷贝测试、在每块 GPU 上将其余每项测试各短跑一遍，并比较 ECC 与 PCIe 错误计数。约 2 分钟。</translation>
    </message>
</context>
<context>
    <name>rocmtune::StressProgressModel</name>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Power avg/peak</source>
        <translation>平均/峰值功耗</translation>
    </message>
    <message>
        <source>Clock min/avg/max</source>
        <translation>最低/平均/最高频率</translation>
    </message>
    <message>
        <source>Clock drops</source>
        <translation>掉频</translation>
    </message>
    <message>
        <source>vs baseline</source>
        <translation>相对基准</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>%1 / %2 W</source>
        <translation>%1 / %2 W</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 MHz</source>
        <translation>%1 / %2 / %3 MHz</translation>
    </message>
    <message>
        <source>%1%2% vs baseline</source>
        <translation>相对基准 %1%2%</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>无基准</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>目前 %1</translation>
    </message>
    <message>
        <source>skipped (stopped at a fault)</source>
        <translation>已跳过（因故障停止）</translation>
    </message>
    <message>
        <source>not run (needs two GPUs)</source>
        <translation>未运行（需要两块 GPU）</translation>
    </message>
    <message>
        <source>Max temperature</source>
        <translation>最高温度</translation>
    </message>
</context>
<context>
    <name>rocmtune::StressRunPlot</name>
    <message>
        <source>seconds since start</source>
        <translation>开始后的秒数</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>Temperatures</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation>峰值 %</translation>
    </message>
    <message>
        <source>Waiting for the
first readings…</source>
        <translation>正在等待
第一批读数……</translation>
    </message>
    <message>
        <source>No stress test
has run yet.</source>
        <translation>尚未运行
压力测试。</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
</context>
<context>
    <name>rocmtune::StressTuningBox</name>
    <message>
        <source>Tuning: validate and find the most efficient power cap</source>
        <translation>调校：验证并找出能效最高的功耗上限</translation>
    </message>
    <message>
        <source>The best power cap was refused: %1</source>
        <translation>最佳功耗上限被拒绝：%1</translation>
    </message>
    <message>
        <source>Power cap %1 W kept.</source>
        <translation>已保留功耗上限 %1 W。</translation>
    </message>
    <message>
        <source>Could not keep it: %1</source>
        <translation>无法保留：%1</translation>
    </message>
    <message>
        <source>Keep the change</source>
        <translation>保留更改</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Perf-per-watt sweep (60–100% power cap)</source>
        <translation>能效扫描（功耗上限 60–100%）</translation>
    </message>
    <message>
        <source>Keep the best power cap</source>
        <translation>保留最佳功耗上限</translation>
    </message>
    <message>
        <source>Apply a change from the tuning panel with &quot;Apply and validate&quot;, or sweep the power cap.</source>
        <translation>在调校面板中用“应用并验证”应用更改，或扫描功耗上限。</translation>
    </message>
    <message>
        <source>Applying the change to GPU %1, then a Quick check …</source>
        <translation>正在将更改应用到 GPU %1，然后进行快速检查……</translation>
    </message>
    <message>
        <source>The change passed the Quick check. Keep it?</source>
        <translation>更改通过了快速检查。要保留吗？</translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation>配置方案未保存：%1</translation>
    </message>
    <message>
        <source>Sweeping the power cap of GPU %1 …</source>
        <translation>正在扫描 GPU %1 的功耗上限……</translation>
    </message>
    <message>
        <source>%1 per W</source>
        <translation>每瓦 %1</translation>
    </message>
    <message>
        <source>Most efficient: %1 W (%2 %3 per W).</source>
        <translation>能效最高：%1 W（每瓦 %2 %3）。</translation>
    </message>
    <message>
        <source>Keep and save as profile (validated)…</source>
        <translation>保留并另存为配置方案（已验证）…</translation>
    </message>
    <message>
        <source>Save best point as profile…</source>
        <translation>将最佳点另存为配置方案…</translation>
    </message>
    <message numerus="yes">
        <source>The result is recorded in %n profile(s): %1.</source>
        <translation>
            <numerusform>结果已记入 %n 个配置方案：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 validated %2</source>
        <translation>%1 已验证 %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>validated</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>Saved as profile &quot;%1&quot; (validated).</source>
        <translation>已另存为配置方案“%1”（已验证）。</translation>
    </message>
    <message>
        <source>The profile was not saved: the GPU&apos;s controls could not be read.</source>
        <translation>配置方案未保存：无法读取 GPU 的可调项。</translation>
    </message>
    <message>
        <source>A stress test is running; wait for it or cancel it first.</source>
        <translation>压力测试正在运行；请等待它结束或先取消。</translation>
    </message>
    <message>
        <source>%1 cannot start, nothing was changed: %2</source>
        <translation>无法开始“%1”，未做任何更改：%2</translation>
    </message>
    <message>
        <source>Apply and validate</source>
        <translation>应用并验证</translation>
    </message>
    <message>
        <source>The perf-per-watt sweep</source>
        <translation>能效扫描</translation>
    </message>
    <message>
        <source>Simulated GPUs can&apos;t be stress-tested: the stress tests need a real AMD GPU. The change was not tested and is reverted.</source>
        <translation>模拟 GPU 无法做压力测试：压力测试需要一块真实的 AMD GPU。更改未经测试，已还原。</translation>
    </message>
    <message>
        <source>The Quick check passed; your command runs under the change: %1</source>
        <translation>快速检查已通过；你的命令正在更改生效的状态下运行：%1</translation>
    </message>
    <message>
        <source>The change passed the Quick check and your command (it %1). Keep it?</source>
        <translation>更改通过了快速检查和你的命令（命令%1）。要保留吗？</translation>
    </message>
    <message>
        <source>Power cap (W)</source>
        <translation>功耗上限（W）</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Throughput per watt</source>
        <translation>每瓦吞吐量</translation>
    </message>
    <message>
        <source>Sweeping: the first step&apos;s throughput
appears here when it ends.</source>
        <translation>正在扫描：第一步结束后，
它的吞吐量会显示在这里。</translation>
    </message>
    <message>
        <source>No sweep yet. “Perf-per-watt sweep” runs the chosen test
at 60–100% power cap and draws its throughput here.</source>
        <translation>尚未扫描。“能效扫描”在功耗上限 60–100% 下
运行所选测试，并在这里画出吞吐量。</translation>
    </message>
</context>
<context>
    <name>rocmtune::TimeControls</name>
    <message>
        <source>&amp;Window:</source>
        <translation>时间窗口(&amp;W)：</translation>
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
        <source>%1 – %2</source>
        <extracomment>Shown time span of the graphs: start – end</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Follow the newest samples again (End, or Space in a graph)</source>
        <translation>重新跟随最新数据（End 键，或在图表中按空格键）</translation>
    </message>
    <message>
        <source>Freeze the graphs to read them (Space in a graph)</source>
        <translation>冻结图表以便查看（在图表中按空格键）</translation>
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
    <message>
        <source>Settling after a wake: readings may be falsely high</source>
        <translation>唤醒后稳定中：读数可能虚高</translation>
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
    <message>
        <source>No saved profiles</source>
        <translation>没有已保存的配置方案</translation>
    </message>
    <message>
        <source>Apply &amp;profile</source>
        <translation>应用配置方案(&amp;P)</translation>
    </message>
    <message>
        <source>Start &amp;Quick check</source>
        <translation>开始快速检查(&amp;Q)</translation>
    </message>
    <message>
        <source>GPU %1: %2 %3 (critical %4)</source>
        <extracomment>One GPU in a grouped temperature warning: GPU index, sensor, temperature, critical limit</extracomment>
        <translation>GPU %1：%2 %3（临界 %4）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) within %1 of the critical limit: %2</source>
        <translation>
            <numerusform>%n 块 GPU 距临界温度不到 %1：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
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
    <message>
        <source>Nothing to apply again: every control ROCm Tune set is in force.</source>
        <translation>无需重新应用：ROCm Tune 设定的可调项均已生效。</translation>
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
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Temperature guard</source>
        <translation>温度保护</translation>
    </message>
    <message>
        <source>Recovery after a restart</source>
        <translation>重启后恢复</translation>
    </message>
    <message>
        <source>Hold for a check</source>
        <translation>检查期间保持</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <source>Waiting for confirmation</source>
        <translation>等待确认</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Reverted</source>
        <translation>已还原</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Rolled back</source>
        <translation>已回滚</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Rollback failed</source>
        <translation>回滚失败</translation>
    </message>
    <message>
        <source>Boot profile at boot</source>
        <translation>开机时应用开机配置方案</translation>
    </message>
    <message>
        <source>Boot profile after resume</source>
        <translation>唤醒后应用开机配置方案</translation>
    </message>
    <message>
        <source>Boot profile after a GPU reset</source>
        <translation>GPU 重置后应用开机配置方案</translation>
    </message>
    <message>
        <source>Boot profile after drift</source>
        <translation>设置偏离后重新应用开机配置方案</translation>
    </message>
    <message>
        <source>Boot profile set</source>
        <translation>设置开机配置方案</translation>
    </message>
    <message>
        <source>Boot profile removed</source>
        <translation>删除开机配置方案</translation>
    </message>
    <message>
        <source>Boot profile switched on again</source>
        <translation>重新启用开机配置方案</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Accept what is in force</source>
        <translation>接受当前生效的值</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>rocmtune::TuningPanel</name>
    <message>
        <source>Tuning</source>
        <translation>调校</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>可调项</translation>
    </message>
    <message>
        <source>Tuning log</source>
        <translation>调校日志</translation>
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
        <source>Not applied, nothing was written:</source>
        <translation>未应用，没有写入任何值：</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <source>Applied and read back.</source>
        <translation>已应用并回读验证。</translation>
    </message>
    <message>
        <source>Confirmed: the new values stay.</source>
        <translation>已确认：保留新的值。</translation>
    </message>
    <message>
        <source>Changed, not applied yet</source>
        <translation>已修改，尚未应用</translation>
    </message>
    <message>
        <source>Not applied yet: %1</source>
        <translation>尚未应用：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Fix the values marked in red to apply.</source>
        <translation>请先改正标红的数值，再应用。</translation>
    </message>
    <message>
        <source>GPU %1 is asleep (runtime-suspended). Its controls are not read, as that would wake it: they appear when it wakes up. Reload wakes it and reads them now.</source>
        <translation>GPU %1 处于休眠状态（运行时挂起）。读取其可调项会唤醒它，因此暂不读取，唤醒后会自动显示。点击“重新读取”会立即唤醒并读取。</translation>
    </message>
    <message>
        <source>This GPU</source>
        <translation>当前 GPU</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>%1: this GPU or its driver does not offer this control.</source>
        <translation>%1：这块 GPU 或其驱动不提供此可调项。</translation>
    </message>
    <message>
        <source>Keeping what is in force as the set values…</source>
        <translation>正在把当前生效的值保留为设定值……</translation>
    </message>
    <message>
        <source>What the driver lacks: %1</source>
        <translation>驱动缺少：%1</translation>
    </message>
</context>
<context>
    <name>rocmtune::UndervoltBox</name>
    <message>
        <source>Cancelled, so the offset is reverted.</source>
        <translation>已取消，因此电压偏移已还原。</translation>
    </message>
    <message>
        <source>Searching: each step is applied, checked and reverted; the first failure ends the search.</source>
        <translation>正在搜索：每一步都会应用、检查并还原；第一次未通过即结束搜索。</translation>
    </message>
    <message>
        <source>%1 mV: %2</source>
        <translation>%1 mV：%2</translation>
    </message>
    <message>
        <source>Find a stable undervolt</source>
        <translation>寻找稳定的降压值</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source> mV</source>
        <translation> mV</translation>
    </message>
    <message>
        <source>Check per step</source>
        <translation>每步检查</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Voltage offset (mV)</source>
        <translation>电压偏移（mV）</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>GFX clock (MHz)</source>
        <translation>核心频率（MHz）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>GFX clock</source>
        <translation>核心频率</translation>
    </message>
    <message>
        <source>Finds the lowest voltage offset this card runs the stress test at without errors.</source>
        <translation>寻找这块卡能无错误地跑完压力测试的最低电压偏移。</translation>
    </message>
    <message>
        <source>%1 undervolt %2 mV</source>
        <translation>%1 降压 %2 mV</translation>
    </message>
    <message>
        <source>Save as validated profile</source>
        <translation>保存为已验证的配置方案</translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation>配置方案未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1 mV as profile &quot;%2&quot; (validated, this card only).</source>
        <translation>已将 %1 mV 保存为配置方案“%2”（已验证，仅用于这块卡）。</translation>
    </message>
    <message>
        <source>Find a stable undervolt on %1?</source>
        <translation>要在 %1 上寻找稳定的降压值吗？</translation>
    </message>
    <message>
        <source>The screen may flicker or go black for a moment. The GPU or its driver may crash or reset: a step that fails is reverted at once, and after a crash the offset from before the search is restored.</source>
        <translation>屏幕可能会闪烁或短暂黑屏。GPU 或其驱动可能崩溃或重置：失败的一步会立即还原；崩溃之后，会恢复搜索前的偏移。</translation>
    </message>
    <message>
        <source>&amp;Start the search</source>
        <translation>开始搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Your command confirms the offset: %1</source>
        <translation>你的命令正在确认该偏移：%1</translation>
    </message>
    <message>
        <source>%1 mV (the lowest pass %2 mV plus a margin of %3 mV) passed the confirmation (%4). Keep it, or revert to the original offset.</source>
        <translation>%1 mV（最低通过 %2 mV 加 %3 mV 余量）通过了确认测试（%4）。保留它，或还原为原来的电压偏移。</translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation>无法记录结果：%1</translation>
    </message>
    <message>
        <source>Remembered: %1</source>
        <translation>已记录：%1</translation>
    </message>
    <message>
        <source>Profile name (for this card only; the offset passed its confirmation):</source>
        <translation>配置方案名称（仅用于这块卡；该偏移已通过确认测试）：</translation>
    </message>
    <message>
        <source>Steps the voltage offset down from 0 mV, checks each step with a short stress test, stops at the first failure and proposes the lowest pass plus a margin of 2 steps, confirmed with the Standard preset or your command, as &quot;rocmtune-cli tuning undervolt&quot; does.</source>
        <translation>从 0 mV 开始逐步降低电压偏移，每一步都运行一次简短的压力测试，遇到第一次失败即停止，并建议最低通过值加 2 步余量，再用标准预设或你的命令确认，与“rocmtune-cli tuning undervolt”相同。</translation>
    </message>
    <message>
        <source>Saves the offset that passed its confirmation as a profile for this card, marked validated.</source>
        <translation>把通过确认测试的偏移另存为这块卡的配置方案，并标记为已验证。</translation>
    </message>
    <message numerus="yes">
        <source>It takes up to about %n minute(s) with the GPU fully busy, plus the time your command runs.</source>
        <translation>
            <numerusform>最多约需 %n 分钟，期间 GPU 满负荷运行，另加你的命令运行的时间。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes up to about %n minute(s) with the GPU fully busy (the confirmation with the Standard preset, %1 min, included).</source>
        <translation>
            <numerusform>最多约需 %n 分钟，期间 GPU 满负荷运行（含用标准预设确认的 %1 分钟）。</numerusform>
        </translation>
    </message>
    <message>
        <source>your command (it must exit with 0, and the GPU must not reset)</source>
        <translation>你的命令（必须以 0 退出，且 GPU 不能重置）</translation>
    </message>
    <message>
        <source>the Standard preset</source>
        <translation>标准预设</translation>
    </message>
    <message>
        <source>The search lowers the GPU&apos;s voltage offset from 0 mV in steps of %1 mV, down to %2 mV at most, and checks each step with %3. The first step that fails ends the search; the lowest passing offset plus a margin of %4 mV is then confirmed with %5, remembered with the driver, kernel, VBIOS and firmware versions, and you decide whether to keep it.</source>
        <translation>搜索会从 0 mV 开始，以每步 %1 mV 降低 GPU 的电压偏移，最低到 %2 mV，每一步都用%3检查。第一次失败即结束搜索；随后把最低通过偏移加上 %4 mV 余量，用%5确认，连同驱动、内核、VBIOS 和固件版本一起记录，由你决定是否保留。</translation>
    </message>
    <message>
        <source>load steps, power pulses and a training step (%1 s)</source>
        <translation>阶梯负载、功耗脉冲和一次训练（%1 秒）</translation>
    </message>
    <message>
        <source>the Quick tests (%1 s)</source>
        <translation>快速检查（%1 秒）</translation>
    </message>
    <message>
        <source>GEMM (%1 s)</source>
        <translation>GEMM（%1 秒）</translation>
    </message>
    <message>
        <source>a training step (%1 s)</source>
        <translation>一次训练（%1 秒）</translation>
    </message>
</context>
<context>
    <name>rocmtune::ValidateCommandRow</name>
    <message>
        <source>Folder the command runs in</source>
        <translation>命令的运行目录</translation>
    </message>
    <message>
        <source>…and then run my command:</source>
        <translation>……然后运行我的命令：</translation>
    </message>
    <message>
        <source>After the stress test passes, &quot;Apply and validate&quot; runs your own job under the change. The change can be kept only if it exits with 0 and the GPU neither hangs nor resets meanwhile; otherwise it is reverted at once.</source>
        <translation>压力测试通过后，“应用并验证”会在更改生效的状态下运行你自己的任务。只有任务以 0 退出且期间 GPU 没有挂起或重置，才能保留更改；否则立即还原。</translation>
    </message>
    <message>
        <source>e.g. python train.py --max-steps 200</source>
        <translation>例如 python train.py --max-steps 200</translation>
    </message>
    <message>
        <source>in folder:</source>
        <translation>目录：</translation>
    </message>
    <message>
        <source>the folder ROCm Tune was started in</source>
        <translation>ROCm Tune 启动时所在的目录</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Confirm with my command:</source>
        <translation>用我的命令确认：</translation>
    </message>
    <message>
        <source>Instead of the Standard preset, the offset the search found is confirmed by your own job: it is kept only if the command exits with 0 and the GPU neither hangs nor resets meanwhile.</source>
        <translation>不用标准预设，而由你自己的任务确认搜索找到的偏移：只有命令以 0 退出，且期间 GPU 没有挂起或重置，才会保留。</translation>
    </message>
</context>
<context>
    <name>rocmtune::VoltageCurveEditor</name>
    <message>
        <source> MHz</source>
        <translation> MHz</translation>
    </message>
    <message>
        <source> mV</source>
        <translation> mV</translation>
    </message>
    <message>
        <source>Lower millivolts at the same clock undervolt this point of the curve.</source>
        <translation>在同一频率下降低毫伏值即对曲线的这个点降压。</translation>
    </message>
</context>
<context>
    <name>rocmtune::VoltageCurvePlot</name>
    <message>
        <source>GFX clock (MHz)</source>
        <translation>核心频率（MHz）</translation>
    </message>
    <message>
        <source>Voltage (mV)</source>
        <translation>电压（mV）</translation>
    </message>
    <message>
        <source>Drag a point to change the curve. Each point stays in its shaded box, the range the driver accepts for it.</source>
        <translation>拖动一个点来修改曲线。每个点只能在自己的阴影框内移动，阴影框就是驱动允许该点使用的范围。</translation>
    </message>
    <message>
        <source>GFX %1 MHz at %2 mV</source>
        <translation>核心 %1 MHz，%2 mV</translation>
    </message>
    <message>
        <source>GFX %1 MHz</source>
        <translation>核心 %1 MHz</translation>
    </message>
</context>
<context>
    <name>rocmtune::VoltageOffsetEditor</name>
    <message>
        <source> mV</source>
        <translation> mV</translation>
    </message>
    <message>
        <source>Negative values undervolt: the same clocks at a lower voltage, less power and heat, until the chip starts to compute wrong results.</source>
        <translation>负数为降压：同样的频率用更低的电压，功耗和发热更少，直到芯片开始算出错误结果为止。</translation>
    </message>
    <message>
        <source>Find a stable undervolt</source>
        <translation>寻找稳定的降压值</translation>
    </message>
    <message>
        <source>Steps the offset down with a short stress test at each step and proposes the last one that passed, plus one step of margin (in the Stress view).</source>
        <translation>逐步降低电压偏移，每一步做一次短压力测试，并建议最后一个通过的值再留一步余量（在压力测试视图中进行）。</translation>
    </message>
</context>
</TS>
