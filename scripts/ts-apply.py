#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills translations into a Qt Linguist .ts file from a JSON file, for people
translating without Qt Linguist. JSON: {"source": "translation", ...} or, to
translate one context only, {"Context|source": ...}; plural messages take a
list of forms. Prints the sources still unfinished.

  scripts/ts-apply.py translations/rocmtune_zh_CN.ts zh.json
  scripts/ts-apply.py --list translations/rocmtune_zh_CN.ts   # unfinished as JSON
  scripts/ts-apply.py --english-plurals translations/rocmtune_en.ts
      # fills English plural forms of "%n GPU(s)" as "%n GPU" / "%n GPUs"
"""
import re
import json
import sys
import xml.etree.ElementTree as ET


def load(path):
    tree = ET.parse(path)
    return tree, tree.getroot()


def save(tree, path):
    ET.indent(tree, space="    ")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        f.write(ET.tostring(tree.getroot(), encoding="unicode"))
        f.write("\n")


def messages(root):
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def main(argv):
    if len(argv) == 3 and argv[1] == "--list":
        _, root = load(argv[2])
        todo = {}
        for ctx, m in messages(root):
            if m.find("translation").get("type") == "unfinished":
                todo[f"{ctx}|{m.findtext('source')}"] = [] if m.get("numerus") == "yes" else ""
        json.dump(todo, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if len(argv) == 3 and argv[1] == "--english-plurals":
        tree, root = load(argv[2])
        for ctx, m in messages(root):
            t = m.find("translation")
            if m.get("numerus") != "yes" or t.get("type") != "unfinished":
                continue
            source = m.findtext("source")
            if "(s)" not in source and "(es)" not in source:
                print("needs a hand-written plural:", f"{ctx}|{source}")
                continue
            singular = source.replace("(es)", "").replace("(s)", "")
            plural = source.replace("(es)", "es").replace("(s)", "s")
            for child in list(t):
                t.remove(child)
            ET.SubElement(t, "numerusform").text = singular
            ET.SubElement(t, "numerusform").text = plural
            del t.attrib["type"]
        save(tree, argv[2])
        return 0
    if len(argv) != 3:
        print(__doc__)
        return 2
    tree, root = load(argv[1])
    with open(argv[2], encoding="utf-8") as f:
        table = json.load(f)
    left = []
    for ctx, m in messages(root):
        source = m.findtext("source")
        value = table.get(f"{ctx}|{source}", table.get(source))
        t = m.find("translation")
        if value in (None, "", []):
            if t.get("type") == "unfinished":
                left.append(f"{ctx}|{source}")
            continue
        for child in list(t):
            t.remove(child)
        t.text = None
        if m.get("numerus") == "yes":
            forms = value if isinstance(value, list) else [value]
            for form in forms:
                ET.SubElement(t, "numerusform").text = form
        else:
            t.text = value if isinstance(value, str) else value[0]
        if "type" in t.attrib:
            del t.attrib["type"]
    save(tree, argv[1])
    for item in left:
        print("unfinished:", item)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
