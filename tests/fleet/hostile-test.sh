#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 38: `rocmtune-cli fleet` against a hostile Prometheus server
# (hostile-prometheus.py): a 200 MiB answer is cut off at the size cap (exit
# 1, says so, at most 250 MiB of memory; f2dee34 read it all: a 1 GB answer
# took 4 GB); an answer trickling a byte a second ends at --timeout 5 in all
# (f2dee34 ran on for minutes); label values with terminal escape codes are
# printed without a single control character (f2dee34 printed them raw);
# 60,000 nodes and 60,000 firing alerts end within 40 s on a busy machine (f2dee34 matched them
# quadratically: 145 s).
# (The server builds each answer once; a first run warms it up.)
# usage: hostile-test.sh ROCMTUNE_CLI
set -uo pipefail
cli=${1:?usage: hostile-test.sh ROCMTUNE_CLI}
here=$(dirname "$0")
tmp=$(mktemp -d)
server=
trap '[[ -n "$server" ]] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
failures=0
check() { local what=$1; shift; if "$@"; then echo "ok: $what"; else echo "FAIL: $what" >&2; failures=$((failures + 1)); fi; }
serve() { # serve MODE [ARG]: starts the server, sets $url
  [[ -n "$server" ]] && { kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; }
  rm -f "$tmp/port"
  python3 "$here/hostile-prometheus.py" "$1" "$tmp/port" "${2:-0}" &
  server=$!
  for _ in $(seq 100); do [[ -s "$tmp/port" ]] && break; sleep 0.05; done
  [[ -s "$tmp/port" ]] || { echo "FAIL: the hostile server did not start" >&2; exit 1; }
  url=http://127.0.0.1:$(cat "$tmp/port")
}
# run NAME LIMIT_S ARGS...: the CLI under a wall-clock limit; rc, seconds and peak memory (MiB) in $tmp/NAME.*
run() {
  local name=$1 limit=$2
  shift 2
  python3 - "$tmp/$name" "$limit" "$cli" "$@" <<'PY'
import resource, subprocess, sys, time
out, limit, cmd = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
start = time.monotonic()
with open(out + ".out", "wb") as o, open(out + ".err", "wb") as e:
    p = subprocess.Popen(cmd, stdout=o, stderr=e, env={"PATH": "/usr/bin:/bin", "ROCMTUNE_LANG": "en", "LANG": "C.UTF-8"})
    try:
        rc = p.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        rc = 124
open(out + ".rc", "w").write(str(rc))
open(out + ".seconds", "w").write("%.1f" % (time.monotonic() - start))
open(out + ".mib", "w").write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024))
PY
  echo "--- fleet $* -> exit $(cat "$tmp/$name.rc") in $(cat "$tmp/$name.seconds") s, $(cat "$tmp/$name.mib") MiB"
  head -c 2000 "$tmp/$name.out" | cat -v
  head -c 2000 "$tmp/$name.err" | cat -v
}

serve huge 200
run huge 60 fleet --prometheus "$url" --timeout 30
check "a 200 MiB answer: refused (exit 1), saying it was cut off" bash -c '[[ $(cat "$0.rc") -eq 1 ]] && grep -q "cut off" "$0.err"' "$tmp/huge"
check "a 200 MiB answer: at most 250 MiB of memory" test "$(cat "$tmp/huge.mib")" -le 250

serve trickle
run trickle 30 fleet --prometheus "$url" --timeout 5
check "an answer trickling a byte a second: ends within 8 s of --timeout 5 (exit 1, timed out)" \
  bash -c '[[ $(cat "$0.rc") -eq 1 ]] && awk "BEGIN { exit !($(cat "$0.seconds") <= 8) }" && grep -q "did not answer within 5 s" "$0.err"' "$tmp/trickle"

serve escapes
run escapes 30 fleet --prometheus "$url" --timeout 5
check "escape codes in labels: the table is printed (exit 0)" test "$(cat "$tmp/escapes.rc")" -eq 0
check "escape codes in labels: no control character reaches the terminal" \
  python3 -c 'import sys; d = open(sys.argv[1], "rb").read() + open(sys.argv[2], "rb").read(); bad = [c for c in d if c < 0x20 and c not in (9, 10)] + [c for c in d.decode("utf-8", "replace") if 0x7f <= ord(c) <= 0x9f]; sys.exit(1 if bad else 0)' \
  "$tmp/escapes.out" "$tmp/escapes.err"
check "escape codes in labels: the node is still named (node...)" grep -q "node" "$tmp/escapes.out"

serve many 60000
run many 5 fleet --prometheus "$url" --timeout 30 # the server builds its answers once, at the first request
run many 90 fleet --prometheus "$url" --timeout 30
check "60,000 nodes and 60,000 alerts: ends within 40 s" awk "BEGIN { exit !($(cat "$tmp/many.seconds") <= 40) }"
check "60,000 nodes and 60,000 alerts: says it reads no more than its limits (exit 1)" \
  bash -c '[[ $(cat "$0.rc") -eq 1 ]] && grep -q "more than this view reads" "$0.err"' "$tmp/many"
serve many 2000
run some 60 fleet --prometheus "$url" --timeout 30
check "2,000 nodes each with a firing alert: all shown, each alert on its GPU (exit 0)" \
  bash -c '[[ $(cat "$0.rc") -eq 0 ]] && [[ $(grep -c "Hot" "$0.out") -ge 2000 ]]' "$tmp/some"
[[ $failures -eq 0 ]] || { echo "FAIL: $failures check(s) failed" >&2; exit 1; }
echo "hostile-test.sh: ok"
