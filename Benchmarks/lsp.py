"""`lint lsp` in the 100k-line project: how long an edit takes to come back as diagnostics, and
whether memory stays flat over 10,000 edits.

Imported by run.py, which prints the results beside its other targets.
"""

import json
import os
import statistics
import subprocess
import time

EDITS = 10_000
TIMED_EDITS = 300
TARGET_EDIT_MS = 50.0
TARGET_MEMORY_GROWTH = 1.10  # resident memory after 10,000 edits at most 10% above after 1,000


class Session:
    def __init__(self, lint, root, environment):
        self.process = subprocess.Popen([lint, "lsp"], cwd=root, env=environment,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("lint lsp closed its output")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait(self, predicate):
        while True:
            message = self.receive()
            if predicate(message):
                return message

    def resident_kb(self):
        with open(f"/proc/{self.process.pid}/status", encoding="utf-8") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def close(self):
        self.send({"jsonrpc": "2.0", "id": "end", "method": "shutdown"})
        self.wait(lambda m: m.get("id") == "end")
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=10)


def benchmark(lint, root, path, environment, progress):
    """Median and 95th-percentile milliseconds from an edit to its diagnostics, and resident
    memory after 1,000 and after 10,000 edits."""
    session = Session(lint, root, environment)
    session.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                  "params": {"rootUri": "file://" + os.path.abspath(root), "capabilities": {}}})
    session.wait(lambda m: m.get("id") == 1)
    session.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    session.wait(lambda m: m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"])
    uri = "file://" + os.path.abspath(os.path.join(root, path))
    with open(os.path.join(root, path), encoding="utf-8") as handle:
        text = handle.read()
    session.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                  "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    session.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    progress(f"lsp: {EDITS} edits of {path}")
    times, memory = [], {}
    for version in range(2, EDITS + 2):
        # Type a space at the start of the file, then delete it: every edit a real change.
        insert = version % 2 == 0
        change = {"range": {"start": {"line": 0, "character": 0},
                            "end": {"line": 0, "character": 0 if insert else 1}}, "text": " " if insert else ""}
        started = time.perf_counter()
        session.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                      "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        session.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                     and m["params"].get("version") == version)
        if version - 1 <= TIMED_EDITS:
            times.append((time.perf_counter() - started) * 1000)
        if version - 1 in (1_000, EDITS):
            memory[version - 1] = session.resident_kb()
    session.close()
    times.sort()
    return {
        "median_ms": statistics.median(times), "p95_ms": times[int(len(times) * 0.95) - 1],
        "rss_1k_mb": memory[1_000] / 1024, "rss_10k_mb": memory[EDITS] / 1024, "path": path,
    }
