#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# A hostile (or compromised) Prometheus server for the fleet reader's tests
# (issue 38). Writes its port to PORT_FILE, then serves until killed:
#   huge     every answer is a valid-looking JSON of SIZE_MIB MiB, sent fast
#   trickle  the headers, then one byte every second, forever
#   escapes  a small valid fleet whose label values hold terminal escape codes
#   many     COUNT nodes (targets and GPUs) and COUNT firing alerts
#   hostile-prometheus.py MODE PORT_FILE [SIZE_MIB | COUNT]
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

MODE, PORT_FILE = sys.argv[1], sys.argv[2]
ARG = int(sys.argv[3]) if len(sys.argv) > 3 else 0
NOW = time.time()
CACHE = {}
EVIL = "node\x1b]0;pwned\x07\x1b[2J\x1b[31m"


def gpu_info(instance, gpu="0"):
    return {"metric": {"__name__": "rocmtune_gpu_info", "instance": instance, "job": "rocmtune", "gpu": gpu,
                       "uuid": "uuid-" + instance + "-" + gpu, "name": "Radeon " + instance}, "value": [NOW, str(NOW)]}


def answer(path, query):
    if MODE == "escapes":
        instance = EVIL
        if path.endswith("/query"):
            if "rocmtune_gpu_info" in query and "timestamp" in query:
                return {"status": "success", "data": {"resultType": "vector", "result": [gpu_info(instance)]}}
            return {"status": "success", "data": {"resultType": "vector", "result": [
                {"metric": {"__name__": "rocmtune_gpu_up", "instance": instance, "job": "rocmtune", "gpu": "0"}, "value": [NOW, "1"]}]}}
        if path.endswith("/targets"):
            return {"status": "success", "data": {"activeTargets": [
                {"labels": {"instance": instance, "job": "rocmtune"}, "health": "down", "lastError": "boom\x1b[2J\x1b]52;c;cHduZWQ=\x07",
                 "lastScrape": "2026-12-06T00:00:00Z"}]}}
        return {"status": "success", "data": {"alerts": [
            {"labels": {"alertname": "Evil\x1b[31m", "instance": instance, "job": "rocmtune"}, "state": "firing",
             "annotations": {"summary": "<b>bold</b>\x1b[5m"}}]}}
    # many
    instances = ["node-%d:9400" % i for i in range(ARG)]
    if path.endswith("/query"):
        if "timestamp" in query:
            return {"status": "success", "data": {"resultType": "vector", "result": [gpu_info(i) for i in instances]}}
        return {"status": "success", "data": {"resultType": "vector", "result": []}}
    if path.endswith("/targets"):
        return {"status": "success", "data": {"activeTargets": [
            {"labels": {"instance": i, "job": "rocmtune"}, "health": "up", "lastError": "", "lastScrape": "2026-12-06T00:00:00Z"}
            for i in instances]}}
    return {"status": "success", "data": {"alerts": [
        {"labels": {"alertname": "Hot", "instance": i, "job": "rocmtune", "gpu": "0"}, "state": "firing", "annotations": {}}
        for i in instances]}}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        query = parse_qs(url.query).get("query", [""])[0]
        try:
            if MODE == "huge":
                size = ARG * 1024 * 1024
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(size))
                self.end_headers()
                head = b'{"status":"success","data":{"resultType":"vector","result":[],"pad":"'
                self.wfile.write(head)
                chunk = b"x" * 65536
                left = size - len(head) - 3
                while left > 0:
                    self.wfile.write(chunk[:min(left, len(chunk))])
                    left -= len(chunk)
                self.wfile.write(b'"}}')
                return
            if MODE == "trickle":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "100000")
                self.end_headers()
                while True:
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(1)
            key = (url.path, "timestamp" in query)
            if key not in CACHE:  # built once: the server's own cost is not what is measured
                CACHE[key] = json.dumps(answer(url.path, query)).encode()
            body = CACHE[key]
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(PORT_FILE + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
import os
os.rename(PORT_FILE + ".tmp", PORT_FILE)
server.serve_forever()
