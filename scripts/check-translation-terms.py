#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a zh_CN translation uses a word the glossary (translations/README.md)
replaced: the terms drift back within days otherwise (review 2026-12-06, R14).

  scripts/check-translation-terms.py translations/rocmtune_zh_CN.ts
  scripts/check-translation-terms.py --self-test translations/rocmtune_zh_CN.ts

Each rule is a pattern in the translation, optionally only where the English
source says a given thing (配置文件 is wrong for a profile, right for a config
file; 内核 is the Linux kernel, not a GPU kernel), and the word to use.
--self-test plants one bad entry per rule into a copy of the catalogue and
checks that every one is caught, and that the committed catalogue is clean.
"""
import re
import sys
import xml.etree.ElementTree as ET

CJK = r'[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]'

# (name, pattern in the translation, pattern the source must match or None,
#  source and translation of a planted bad entry, what to write instead)
RULES = [
    ('boot profile', r'启动配置文件', None,
     ('Boot profile "%1"', '启动配置文件“%1”'), '开机配置方案'),
    ('profile', r'配置文件', r'(?i)profile',
     ('Saved as profile "%1".', '已保存为配置文件“%1”。'), '配置方案 (配置文件 only for a config file)'),
    ('measure word for a GPU or card', r'(?:[一两二三四五六七八九十几这那每另单哪]|\d|%n|%\d) ?张|张 ?(?:显卡|卡|GPU)', None,
     ('this card', '这张卡'), '块 (这块卡, %n 块 GPU)'),
    ('measure word 个 for a GPU', r'个 ?GPU(?! ?设备)', None,
     ('%n GPU(s)', '%n 个 GPU'), '块'),
    ('spoken register', r'没法|读不到|超时了|能不能|什么都没改|没有做任何', None,
     ('The fan cannot be read now.', '现在读不到风扇。'), '无法 / 无法读取 / 超时 / 能否 / 未做任何更改'),
    ('privileged helper', r'特权助手|(?<!辅)助手', r'(?i)helper',
     ('the privileged helper', '特权助手'), '特权辅助程序 (short: 辅助程序)'),
    ('record', r'录制', None,
     ('Record', '录制'), '记录 (录制 is for audio and video)'),
    ('Prometheus exporter', r'导出器', None,
     ('rocmtune exporters', 'rocmtune 导出器'), 'exporter'),
    ('GPU kernel', r'内核', r'(?i)\bkernels\b|\bGPU kernel',
     ('Built with the GPU kernels.', '已连同 GPU 内核一起构建。'), 'kernel (内核 is the Linux kernel)'),
    ('drift', r'数值偏移|偏移(?!量)', r'(?i)\bdrift',
     ('after drift', '数值偏移后'), '偏离 (偏移 is the voltage offset)'),
    ('controls', r'控制项|此项控制|^控制$', None,
     ('Controls', '控制项'), '可调项'),
    ('voltage regulator', r'电压调节器|稳压器', None,
     ('SoC voltage regulator temperature', 'SoC 电压调节器温度'), '供电（VRM）'),
    ('boot value', r'启动值|启动时的数值|开机值|启动默认', None,
     ('Boot value', '启动值'), '开机默认值 / 开机默认'),
    ('resume', r'从休眠恢复', None,
     ('after resume', '从休眠恢复后'), '唤醒'),
    ('revert', r'撤销', r'(?i)revert',
     ('Reverted.', '已撤销。'), '还原 (撤销 is Undo)'),
    ('junction temperature', r'热点温度|结点', None,
     ('Hotspot temperature', '热点温度'), '结温 / 结温（热点）'),
    ('GPU index', r'编号', r'GPU ind',
     ('GPU index', 'GPU 编号'), '序号'),
    ('clock drops', r'频率下降(?!低)|下降 ?%\d+ ?次', None,
     ('Clock drops', '频率下降'), '掉频'),
    ('current limit throttling', r'电流限制', r'(?i)^current limit$',
     ('current limit', '电流限制'), '电流墙'),
    ('fan acoustic limit / target', r'噪声上限|噪声目标', None,
     ('Fan acoustic limit', '风扇噪声上限'), '风扇转速上限（声学限制） / 风扇目标转速（声学目标）'),
    ('journal', r'日志', r'(?i)journal',
     ('The journal reverts it.', '日志会还原它。'), '调校记录 (调校日志 is the tuning log)'),
    ('utilization', r'占用率', r'^(?!.*(?i:occupancy)).*$',
     ('GPU utilization', 'GPU 占用率'), '利用率 (占用率 only for CU occupancy)'),
    ('range bounds', r'最小(?!化)|最大/最小|最小/最大', None,
     ('min/max range', '最小/最大范围'), '下限/上限, 最低/最高'),
    ('DPM level', r'DPM 等级|等级掩码', None,
     ('DPM level mask', 'DPM 等级掩码'), 'DPM 档位 / 档位掩码'),
    ('power profile', r'电源配置', None,
     ('Power profile', '电源配置'), '电源模式'),
    ('fault', r'植入', None,
     ('planted fault', '植入的故障'), '注入的故障'),
    ('polite you', r'您', None,
     ('Are you sure?', '您确定吗？'), '你'),
    ('socket power', r'插槽功耗', None,
     ('socket power', '插槽功耗'), '封装功耗（socket power）'),
    ('percent after a space', r'(?:\d|%\d) %(?![0-9n])|率 %(?![0-9n])', None,
     ('Util %', '利用率 %'), '「%1%」, 「利用率%」: no space before %'),
    ('ASCII arrow', r' -> ', None,
     ('%1 -> %2', '%1 -> %2'), '→'),
    ('spaced em dash in a Chinese sentence', CJK + r' ?— ?' + CJK, None,
     ('Paused — press End', '已暂停 — 按 End'), '——, or （）'),
    ('ASCII quotes in a Chinese sentence', r'(?<!: )"[^":]*"(?!:)(?= ?' + CJK + r')|' + CJK + r' ?"[^":]*"(?!:)', None,
     ('"%1" must be a number.', '"%1" 必须是数字。'), '“”'),
    # A hyphen between two numbers: 至 in sentences (and wherever a bound can be negative), – in compact
    # `tuning show` cells (review 2026-12-06: hyphen, – and 至 were mixed on one screen). Package names
    # (librocm-smi64-1) and JSON examples ({"index": 0-1023}) are not ranges.
    ('hyphen range', r'(?<![A-Za-z0-9_%.])(?:%\d+|\d+)-(?:%\d+|\d+)(?![A-Za-z0-9_])(?![^{]*\})', None,
     ('allowed %1-%2 MHz', '允许 %1-%2 MHz'), '「%1 至 %2 MHz」 in a sentence, 「%1–%2 MHz」 in a compact cell'),
    ('progress text with one ellipsis', r'^正在[^…]*[^…]…$', None,
     ('Asking Prometheus…', '正在查询 Prometheus…'), '…… at the end of progress text'),
]


def translations(root):
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            t = message.find('translation')
            forms = [f.text or '' for f in t.findall('numerusform')] or [t.text or '']
            for form in forms:
                yield name, message.findtext('source') or '', form


def violations(root):
    found = []
    for context, source, translation in translations(root):
        for name, pattern, source_pattern, _, instead in RULES:
            if source_pattern and not re.search(source_pattern, source):
                continue
            if re.search(pattern, translation):
                found.append(f'{context} | {source[:70]} | {translation[:70]}\n    {name}: write {instead}')
    return found


def plant(root, source, translation):
    context = ET.SubElement(root, 'context')
    ET.SubElement(context, 'name').text = 'PlantedForSelfTest'
    message = ET.SubElement(context, 'message')
    ET.SubElement(message, 'source').text = source
    ET.SubElement(message, 'translation').text = translation


def self_test(path):
    status = 0
    clean = violations(ET.parse(path).getroot())
    if clean:
        print(f'FAIL: the committed catalogue has {len(clean)} glossary violations (run without --self-test)')
        status = 1
    for name, _, _, (source, translation), _ in RULES:
        root = ET.parse(path).getroot()
        plant(root, source, translation)
        caught = [v for v in violations(root) if v.startswith('PlantedForSelfTest |')]
        if not caught:
            print(f'FAIL: the rule "{name}" does not catch the planted entry {source!r} -> {translation!r}')
            status = 1
    if status == 0:
        print(f'term check self-test: all {len(RULES)} rules catch their planted entry; the catalogue is clean')
    return status


def main(argv):
    if len(argv) == 3 and argv[1] == '--self-test':
        return self_test(argv[2])
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = violations(ET.parse(argv[1]).getroot())
    if found:
        print(f'FAIL: {len(found)} zh_CN translations use words the glossary replaced (translations/README.md):')
        print('\n'.join(found))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
