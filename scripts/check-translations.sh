#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the committed translations do not match the sources: a zh_CN entry
# unfinished, obsolete or missing, a zh_CN word the glossary replaced, an
# English plural form left empty, or a
# string whose context cannot be found at run time. Usage: check-translations.sh [LUPDATE]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lupdate=${1:-/usr/lib/qt6/bin/lupdate}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

for lang in zh_CN en; do
  committed="$root/translations/rocmtune_$lang.ts"
  fresh="$tmp/rocmtune_$lang.ts"
  cp "$committed" "$fresh"
  (cd "$root" && timeout 300 "$lupdate" -silent -locations none -no-obsolete -I . core widgets app -ts "$fresh")
  if ! diff -q "$committed" "$fresh" >/dev/null; then
    echo "FAIL: translations/rocmtune_$lang.ts is out of date with the sources (strings missing or removed)."
    echo "      Run: cmake --build build --target update_translations, then translate and commit."
    diff -u "$committed" "$fresh" | grep '^[-+] *<source>' | head -20 || true
    status=1
  fi
done

zh="$root/translations/rocmtune_zh_CN.ts"
unfinished=$(grep -c 'type="unfinished"' "$zh" || true)
obsolete=$(grep -c -E 'type="(obsolete|vanished)"' "$zh" || true)
if [[ $unfinished -gt 0 || $obsolete -gt 0 ]]; then
  echo "FAIL: rocmtune_zh_CN.ts has $unfinished unfinished and $obsolete obsolete entries:"
  grep -B3 'type="unfinished"' "$zh" | grep '<source>' | head -20 || true
  status=1
fi

# The glossary's terms (translations/README.md): a word it replaced must not
# come back (配置文件 for a profile, 张 for a GPU, 录制, 没法…). The rules and
# their self-test (ctest translations.terms_self_test) are in the script.
if ! python3 "$root/scripts/check-translation-terms.py" "$zh"; then
  status=1
fi

# Percent spacing, one rule (core/i18n/UnitText.h): "15%", never "15 %", in the
# English sources as in Chinese (the term check's "percent after a space"), and
# a spin box's percent suffix is "%" (unitSuffix), not " %". The literals in the
# code too, so a composed "%1 %" cannot come back around the catalogue.
percent_spacing=$(python3 - "$root" "$root/translations/rocmtune_en.ts" <<'PY'
import glob, os, re, sys, xml.etree.ElementTree as ET
root, ts = sys.argv[1], sys.argv[2]
spaced = re.compile(r'(?:\d|%\d+|%n) %(?![0-9n%])|^ %$')
bad = []
for context in ET.parse(ts).getroot().iter('context'):
    for m in context.iter('message'):
        source = m.findtext('source') or ''
        if spaced.search(source):
            bad.append(f'{context.findtext("name")}: {source[:80]!r}')
literal = re.compile(r'"(?:[^"\\]|\\.)*"')
for folder in ('core', 'widgets', 'app'):
    for path in glob.glob(os.path.join(root, folder, '**', '*.cpp'), recursive=True) + glob.glob(os.path.join(root, folder, '**', '*.h'), recursive=True):
        for number, line in enumerate(open(path, encoding='utf-8'), 1):
            if line.lstrip().startswith(('//', '*')):
                continue
            for text in literal.findall(line):
                if spaced.search(text[1:-1]):
                    bad.append(f'{os.path.relpath(path, root)}:{number}: {text[:80]}')
print('\n'.join(bad))
PY
)
if [[ -n "$percent_spacing" ]]; then
  echo "FAIL: a space before % (write \"15%\", \"%1%\"; percentText()/withUnit() in core/i18n/UnitText.h; unitSuffix(u\"%\") for a spin box):"
  echo "$percent_spacing"
  status=1
fi

# English needs only its plural forms ("%n GPU(s)" -> "1 GPU" / "2 GPUs").
en_plural_unfinished=$(python3 - "$root/translations/rocmtune_en.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
bad = 0
for m in ET.parse(sys.argv[1]).getroot().iter('message'):
    if m.get('numerus') == 'yes':
        t = m.find('translation')
        forms = [f.text for f in t.findall('numerusform')]
        if t.get('type') == 'unfinished' or len(forms) < 2 or not all(forms):
            bad += 1
print(bad)
PY
)
if [[ $en_plural_unfinished -gt 0 ]]; then
  echo "FAIL: rocmtune_en.ts has $en_plural_unfinished plural messages without both English forms."
  status=1
fi

# tr() through a helper in a namespace gets a context like "rocmtune" or
# "rocmtune::cli" that no translate() call at run time uses.
bad_contexts=$(grep -o '<name>[^<]*</name>' "$zh" | sed 's/<[^>]*>//g' | grep -E '^rocmtune(::[a-z_]+)*$' || true)
if [[ -n "$bad_contexts" ]]; then
  echo "FAIL: translation contexts that are namespaces, not classes (use Q_DECLARE_TR_FUNCTIONS or QCoreApplication::translate):"
  echo "$bad_contexts"
  status=1
fi

# lupdate silently skips some calls (lupdate 6.4: a call expression as the %n
# count), so those strings never reach the catalogue and stay English. Every
# literal passed to tr() / translate() must be in the .ts file.
skipped=$(python3 - "$root" "$zh" <<'PY'
import glob, os, re, sys, xml.etree.ElementTree as ET
root, ts = sys.argv[1], sys.argv[2]
known, by_context = set(), set()
for context in ET.parse(ts).getroot().iter('context'):
    name = context.findtext('name')
    for m in context.iter('message'):
        known.add(m.findtext('source'))
        by_context.add((name, m.findtext('source')))
literal = r'"(?:[^"\\]|\\.)*"'
calls = [re.compile(r'\b(?:translate|QT_TRANSLATE_NOOP)\(\s*"([A-Za-z_:]+)"\s*,\s*((?:' + literal + r'\s*)+)[,)]'),
         re.compile(r'\btr\(()\s*((?:' + literal + r'\s*)+)[,)]')]
def unescape(parts):
    text = ''.join(p[1:-1] for p in re.findall(literal, parts))
    return text.encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')
missing = []
for folder in ('core', 'widgets', 'app'):
    for path in glob.glob(os.path.join(root, folder, '**', '*.cpp'), recursive=True) + glob.glob(os.path.join(root, folder, '**', '*.h'), recursive=True):
        text = open(path, encoding='utf-8').read()
        for m in (m for call in calls for m in call.finditer(text)):
            line_start = text.rfind('\n', 0, m.start()) + 1
            if text[line_start:m.start()].lstrip().startswith(('//', '*')):
                continue  # an example in a comment
            source = unescape(m.group(2))
            ok = (m.group(1), source) in by_context if m.group(1) else source in known
            if not ok:
                line = text.count('\n', 0, m.start()) + 1
                missing.append(f'{os.path.relpath(path, root)}:{line}: {source[:70]}')
print('\n'.join(missing))
PY
)
if [[ -n "$skipped" ]]; then
  echo "FAIL: strings in tr()/translate() calls that lupdate did not extract (a call expression as the %n count? use a variable):"
  echo "$skipped"
  status=1
fi

if [[ $status -eq 0 ]]; then
  total=$(grep -c '<message' "$zh")
  echo "translations: $total zh_CN entries, all finished; sources and .ts files agree"
fi
exit $status
