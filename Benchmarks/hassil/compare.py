"""ShortcutKit and hassil side by side on the benchmark workload, as whole processes.

    python compare.py SHORTCUTS_TOOL WORKLOAD_DIR SIZE [LINES]

Both run as child processes speaking one protocol (an utterance a line in, a JSON answer a
line out): `shortcuts match --manifest M --json -` and `hassil_matcher.py M`. For each:
time to first answer (process start to the answer to the first line), time per utterance
(the lines of a kind piped in while the answers are read, divided by the lines), peak
memory (the child's maximum resident set, from wait4); with the wall times, the child's CPU time
for the same spans (all its threads, /proc/PID/task/*/schedstat), which other processes on
a shared machine do not stretch. Every answer is checked against the
workload's expectation. Exact phrases and requests for other apps only: hassil has no typo
tolerance, so the flexible kinds would measure nothing shared.
"""
import json
import os
import subprocess
import sys
import threading
import time

KINDS = ["exact", "nomatch"]


def read_utterances(path, limit):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            intent = fields[1] if len(fields) > 1 else "-"
            value = fields[2] if len(fields) > 2 and fields[2] else None
            rows.append((fields[0], None if intent == "-" else (intent, value)))
            if len(rows) >= limit:
                break
    return rows


def is_right(line, expected):
    try:
        answer = json.loads(line)
    except ValueError:
        return False
    if expected is None:
        return answer.get("status") == "noMatch"
    if answer.get("status") != "matched":
        return False
    parameter = answer.get("parameter") or {}
    return answer.get("intent") == expected[0] and parameter.get("value") == expected[1]


def cpu_seconds(pid):
    """The CPU time a running process has used, all its threads (Linux schedstat)."""
    total = 0
    task_dir = f"/proc/{pid}/task"
    for task in os.listdir(task_dir):
        try:
            with open(f"{task_dir}/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except OSError:
            pass
    return total / 1e9


def send(child, data):
    child.stdin.write(data)
    child.stdin.flush()


def run(name, command, utterances):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    first_text, first_expected = utterances[KINDS[0]][0]
    send(child, (first_text + "\n").encode())
    out = child.stdout
    first = out.readline().decode()
    first_answer = time.perf_counter() - start
    result = {"name": name, "first": first_answer, "first_cpu": cpu_seconds(child.pid), "per": {}, "per_cpu": {},
              "checks": {"first": (int(is_right(first, first_expected)), 1)}}
    for kind in KINDS:
        rows = utterances[kind]
        data = "".join(text + "\n" for text, _ in rows).encode()
        writer = threading.Thread(target=send, args=(child, data))
        began = time.perf_counter()
        cpu_before = cpu_seconds(child.pid)
        writer.start()
        answers = [out.readline().decode() for _ in rows]
        elapsed = time.perf_counter() - began
        result["per_cpu"][kind] = (cpu_seconds(child.pid) - cpu_before) / len(rows)
        writer.join()
        result["per"][kind] = elapsed / len(rows)
        right = sum(1 for (_, expected), answer in zip(rows, answers) if is_right(answer, expected))
        result["checks"][kind] = (right, len(rows))
        wrong = [(text, answer.strip()) for (text, expected), answer in zip(rows, answers) if not is_right(answer, expected)]
        for text, answer in wrong[:3]:
            print(f"  {name} {kind}: '{text}' -> {answer[:200]}", file=sys.stderr)
    child.stdin.close()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    result["peak"] = usage.ru_maxrss * 1024  # kilobytes on Linux
    result["status"] = child.returncode
    return result


def duration(seconds):
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds:.2f} s"


def main():
    tool, directory, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
    lines = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
    manifest = f"{directory}/atlas-{size}.shortcuts.json"
    utterances = {kind: read_utterances(f"{directory}/{kind}-{size}.tsv", lines) for kind in KINDS}
    here = os.path.dirname(os.path.abspath(__file__))
    ours = run("ShortcutKit", [tool, "match", "--manifest", manifest, "--json", "-"], utterances)
    theirs = run("hassil", [sys.executable, os.path.join(here, "hassil_matcher.py"), manifest], utterances)

    import hassil  # the version measured
    version = getattr(hassil, "__version__", None)
    if version is None:
        from importlib.metadata import version as package_version
        version = package_version("hassil")
    print(f"N = {size:,} values, {lines:,} utterances a kind, hassil {version}, one run; ratio = hassil ÷ ShortcutKit")
    print(f"{'':28}{'ShortcutKit':>14}{'hassil':>14}{'ratio':>10}")
    rows = [("time to first answer", ours["first"], theirs["first"], duration),
            ("  CPU time", ours["first_cpu"], theirs["first_cpu"], duration)]
    for kind in KINDS:
        label = {"exact": "per utterance, exact", "nomatch": "per utterance, no match"}[kind]
        rows.append((label, ours["per"][kind], theirs["per"][kind], duration))
        rows.append(("  CPU time", ours["per_cpu"][kind], theirs["per_cpu"][kind], duration))
    rows.append(("peak memory", ours["peak"], theirs["peak"], lambda b: f"{b / 1e6:.0f} MB"))
    for label, a, b, fmt in rows:
        print(f"  {label:26}{fmt(a):>14}{fmt(b):>14}{b / a:>9.1f}×")
    failed = False
    for side in (ours, theirs):
        checks = ", ".join(f"{kind} {right}/{total}" for kind, (right, total) in side["checks"].items())
        print(f"  checks, {side['name']}: {checks}; exit {side['status']}")
        failed = failed or side["status"] != 0 or any(right != total for right, total in side["checks"].values())
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
