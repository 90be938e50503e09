#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The product must build both ways: as unity batches (the default) and file by
file (-DROCMTUNE_UNITY_BUILD=OFF). Each way can break without the other noticing:

- file by file: a source that leans on what an earlier file of its batch
  included or declared compiles in a unity build and fails on its own;
- unity: two sources of one target that define the same file-local name (an
  anonymous namespace or `static`) break the build only when they land in one
  batch, so adding one file elsewhere can break a build that passed.

Without a second full build (about 1,500 s of CPU for the product), this checks:
1. names: no file-local name is defined in two sources of one target (seconds);
2. sources: every product source compiles on its own (-fsyntax-only with the
   file-by-file compile commands of a product-only tree; the Qt and standard
   headers that most files of a target include are parsed once per target,
   through a precompiled header, unless --no-pch).
With --from-build DIR (a built unity tree, as scripts/test.sh has), the sources
and their compile flags come from DIR's unity batches and the sources include
the moc output DIR's build made: no second tree is configured and moc does not
run again (BENCHMARKS.md "CI time"); --build-dir then only holds the PCHs.
Exit 0 when both pass, 1 when a check fails, 2 when the check cannot run.
Usage: check-unity-off.py [--build-dir DIR] [--from-build DIR] [--jobs N] [--no-pch] [--names-only] [SOURCE...]
"""
import argparse
import collections
import concurrent.futures
import glob
import json
import os
import re
import resource
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRODUCT_DIRS = ('core/', 'remote/', 'widgets/', 'app/', 'translations/')
UNITY_FILE = re.compile(r'/Unity/unity_\d+_cxx\.cxx$')


def product_sources(build_dir, unity_tree=False):
    """Product sources with their compile commands. In a unity tree each unity
    batch stands for the sources it includes, with the batch's command (the
    same flags as the file-by-file command); the test programs' own copies of a
    few product files (tests/i18n_gui) are not product targets."""
    with open(os.path.join(build_dir, 'compile_commands.json')) as f:
        entries = json.load(f)
    sources = []
    for e in entries:
        if unity_tree and os.path.relpath(e['directory'], build_dir).split(os.sep)[0] in ('tests', 'kernels'):
            continue
        file = os.path.join(e['directory'], e['file'])
        members = [file]
        if unity_tree and UNITY_FILE.search(file):
            with open(file) as f:
                members = re.findall(r'^#include "([^"]+)"', f.read(), re.M)
        args = shlex.split(e['command']) if 'command' in e else list(e['arguments'])
        match = re.search(r'CMakeFiles/([^/]+)\.dir/', ' '.join(args))
        for member in members:
            path = os.path.relpath(os.path.join(e['directory'], member), ROOT)
            if not path.startswith(PRODUCT_DIRS) or not path.endswith('.cpp'):
                continue  # generated files (moc, qrc) and the runner's host library
            sources.append({'path': path, 'dir': e['directory'], 'args': args,
                            'target': match.group(1) if match else '?'})
    return sources


# --- 1. file-local names defined twice in one target -------------------------

DECL = re.compile(r'^\s*(?:template\s*<[^>]*>\s*)?(?:(?:static|inline|constexpr|const|constinit|thread_local)\s+)*'
                  r'(?:(?:struct|class|enum(?:\s+class)?|union)\s+(?P<type>\w+)\s*(?:[:{]|$)'
                  r'|using\s+(?P<alias>\w+)\s*='
                  r'|[\w:<>,\s\*&]+?[\s\*&](?P<name>\w+)\s*(?:\[[^\]]*\]\s*)?(?:[({=;]|$))')
KEYWORDS = {'return', 'if', 'for', 'while', 'switch', 'else', 'case', 'default', 'operator', 'namespace'}


def strip_comments_and_strings(text):
    text = re.sub(r'//[^\n]*', '', text)
    text = re.sub(r'/\*.*?\*/', lambda m: '\n' * m.group(0).count('\n'), text, flags=re.S)
    text = re.sub(r'R"(\w*)\((?:.|\n)*?\)\1"', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', '""', text)


def file_local_names(path):
    """Names a source defines at the top level of an anonymous namespace, or as
    `static` at namespace scope."""
    with open(os.path.join(ROOT, path), encoding='utf-8', errors='replace') as f:
        text = strip_comments_and_strings(f.read())
    names = {}  # name -> what an alias names ('' for any other definition)
    stack = []  # per open brace: 'anon', 'ns' or 'other'
    statement = ''
    for line in text.split('\n'):
        if line.lstrip().startswith('#'):
            continue
        scope_is_namespace = all(kind in ('ns', 'anon') for kind in stack)
        in_anon = scope_is_namespace and 'anon' in stack
        if scope_is_namespace and not statement:
            m = DECL.match(line)
            if m:
                name = m.group('type') or m.group('alias') or m.group('name')
                is_static = re.match(r'^\s*static\b', line) is not None
                if name and name not in KEYWORDS and (in_anon or is_static):
                    alias = re.search(r'=\s*([^;]+);', line) if m.group('alias') else None
                    names[name] = alias.group(1).strip() if alias else ''

        for ch in line:
            if ch == '{':
                head = statement.strip()
                # (after a macro call without a ';', such as Q_DECLARE_LOGGING_CATEGORY(...))
                if re.search(r'(^|[\s)])namespace$', head):
                    stack.append('anon')
                elif re.search(r'(^|[\s)])(inline\s+)?namespace\s+[\w:]+$', head) or head.endswith('extern ""'):
                    stack.append('ns')
                else:
                    stack.append('other')
                statement = ''
            elif ch == '}':
                if stack:
                    stack.pop()
                statement = ''
            elif ch == ';':
                statement = ''
            else:
                statement += ch
        statement += ' '
        if all(kind in ('ns', 'anon') for kind in stack) and statement.strip() == '':
            statement = ''
    return names


def check_names(sources):
    by_target = collections.defaultdict(list)
    for s in sources:
        by_target[s['target']].append(s['path'])
    failures = []
    for target, paths in sorted(by_target.items()):
        where = collections.defaultdict(list)
        for path in paths:
            for name, aliased in file_local_names(path).items():
                where[name].append((path, aliased))
        for name, defs in sorted(where.items()):
            files = [path for path, _ in defs]
            # `using M = MetricId;` in two files names one type: a unity batch accepts both.
            same_alias = all(aliased and aliased == defs[0][1] for _, aliased in defs)
            if len(files) > 1 and not same_alias:
                failures.append(f'{target}: "{name}" is file-local in {len(files)} files: {", ".join(sorted(files))}')
    return failures


# --- 2. every source on its own -----------------------------------------------

def compile_args(source):
    args = list(source['args'])
    if '-o' in args:
        i = args.index('-o')
        del args[i:i + 2]
    if '-c' in args:
        i = args.index('-c')
        del args[i:i + 2]
    args = [a for a in args if a not in ('-g', '-g1') and not a.startswith('-O')]
    return args


def common_headers(paths, share=0.1):
    """The <...> headers (Qt, standard) that at least `share` of these sources include."""
    counts = collections.Counter()
    for path in paths:
        with open(os.path.join(ROOT, path), encoding='utf-8', errors='replace') as f:
            counts.update(set(re.findall(r'^#include <([\w./]+)>', f.read(), re.M)))
    return sorted(h for h, n in counts.items() if n >= max(2, share * len(paths)))


def build_pchs(sources, build_dir):
    """One precompiled header per set of compile flags (a target)."""
    groups = collections.defaultdict(list)
    for s in sources:
        groups[tuple(compile_args(s))].append(s)
    pch_dir = os.path.join(build_dir, 'unity-off-pch')
    os.makedirs(pch_dir, exist_ok=True)
    jobs = []
    for n, (flags, members) in enumerate(sorted(groups.items(), key=lambda g: -len(g[1]))):
        headers = common_headers([m['path'] for m in members])
        if len(members) < 4 or not headers:
            continue
        header = os.path.join(pch_dir, f'pch{n}.h')
        text = '#pragma once\n' + ''.join(f'#include <{h}>\n' for h in headers)
        old = open(header).read() if os.path.exists(header) else None
        if old != text:
            with open(header, 'w') as f:
                f.write(text)
        for m in members:
            m['pch'] = header
        jobs.append((list(flags) + ['-x', 'c++-header', header, '-o', header + '.gch'], members[0]['dir']))
    return jobs


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(cmd, cwd):
    start = time.monotonic()
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--build-dir', default=os.path.join(ROOT, 'build-unity-off'))
    parser.add_argument('--from-build', help='a built unity tree whose flags and moc output to use (no configure, no moc)')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    parser.add_argument('--no-pch', action='store_true')
    parser.add_argument('--names-only', action='store_true')
    parser.add_argument('sources', nargs='*', help='check only these sources (paths from the repository root)')
    opts = parser.parse_args()
    build_dir = os.path.abspath(opts.build_dir)
    started = time.monotonic()

    if opts.from_build:
        tree = os.path.abspath(opts.from_build)
        if not os.path.exists(os.path.join(tree, 'compile_commands.json')):
            print('check-unity-off: no compile_commands.json in ' + tree, file=sys.stderr)
            return 2
        os.makedirs(build_dir, exist_ok=True)
        sources = product_sources(tree, unity_tree=True)
    else:
        configure = ['cmake', '-S', ROOT, '-B', build_dir, '-DROCMTUNE_UNITY_BUILD=OFF', '-DBUILD_TESTING=OFF',
                     '-DROCMTUNE_GPU_KERNELS=NONE', '-DROCMTUNE_BUILD_BENCHMARKS=OFF', '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON']
        if subprocess.run(configure, stdout=subprocess.DEVNULL).returncode != 0:
            print('check-unity-off: cannot configure a file-by-file tree in ' + build_dir, file=sys.stderr)
            return 2
        sources = product_sources(build_dir)
    if not sources:
        print('check-unity-off: no product sources in compile_commands.json', file=sys.stderr)
        return 2

    failures = check_names(sources)
    for line in failures:
        print('FAIL (unity): ' + line)
    print(f'names: {len(sources)} product sources, {len(failures)} file-local names defined twice in one target '
          f'({time.monotonic() - started:.1f} s)')
    if opts.names_only:
        return 1 if failures else 0

    if opts.sources:
        wanted = {os.path.normpath(p) for p in opts.sources}
        sources = [s for s in sources if s['path'] in wanted]
    targets_checked = {s['target'] for s in sources}
    # moc's output, which the sources include: each target's _autogen rule run
    # alone (through the generated Makefile, `cmake --build` would first build
    # the libraries the target links).
    autogen_started = time.monotonic()
    autogen_rules = [] if opts.from_build else \
        glob.glob(os.path.join(build_dir, '**', 'CMakeFiles', '*_autogen.dir', 'build.make'), recursive=True)
    for build_make in sorted(autogen_rules):
        rule = os.path.relpath(os.path.dirname(build_make), build_dir)[:-len('.dir')]
        if os.path.basename(rule)[:-len('_autogen')] not in targets_checked:
            continue
        if subprocess.run(['make', '-s', '-f', os.path.relpath(build_make, build_dir), rule], cwd=build_dir,
                          stdout=subprocess.DEVNULL).returncode != 0:
            print('check-unity-off: moc failed for ' + rule, file=sys.stderr)
            return 2
    print(f'moc: {time.monotonic() - autogen_started:.0f} s' + (f' (the output of {opts.from_build})' if opts.from_build else ''))

    pch_started, pch_cpu = time.monotonic(), cpu_seconds()
    pch_jobs = [] if opts.no_pch else build_pchs(sources, build_dir)
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for (code, output, _), (cmd, _) in zip(pool.map(lambda j: run(*j), pch_jobs), pch_jobs):
            if code != 0:
                print(output)
                print('check-unity-off: cannot precompile ' + cmd[-3], file=sys.stderr)
                return 2
    pch_seconds, pch_cpu = time.monotonic() - pch_started, cpu_seconds() - pch_cpu

    def check(source):
        args = compile_args(source)
        if source.get('pch'):
            args += ['-include', source['pch'], '-Winvalid-pch']
        return run(args + ['-fsyntax-only', os.path.join(ROOT, source['path'])], source['dir'])

    compile_started, compile_cpu = time.monotonic(), cpu_seconds()
    broken = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for source, (code, output, _) in zip(sources, pool.map(check, sources)):
            if code != 0 or 'error:' in output:
                broken.append(source['path'])
                print(f'FAIL (file by file): {source["path"]} does not compile on its own:\n{output}')
    print(f'sources: {len(sources) - len(broken)} of {len(sources)} compile on their own '
          f'({len(pch_jobs)} precompiled headers {pch_seconds:.0f} s ({pch_cpu:.0f} s CPU), '
          f'sources {time.monotonic() - compile_started:.0f} s ({cpu_seconds() - compile_cpu:.0f} s CPU), '
          f'all {time.monotonic() - started:.0f} s, {opts.jobs} jobs)')
    return 1 if failures or broken else 0


if __name__ == '__main__':
    sys.exit(main())
