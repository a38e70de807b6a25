#!/usr/bin/env python3
"""Rewrites every diagram and measured table in docs/ from what `kata` prints now.

Each diagram in the docs follows a comment naming the command that draws it:

    <!-- kata calc --arch mvc --trace mermaid --token , -- 1,2,3 -->
    ```mermaid
    ...
    ```

and each "who holds whom" table follows the `kata shape` command that measures it:

    <!-- kata shape --arch mvp -->
    | screen | holder | held | reference | property | why |

The table's rows are rewritten from `kata shape --format json`; the last column, the why, is
written by hand, and is kept for every row that is still there (a new row gets `?`).

`KATA_KIT=1 swift test --filter DocsTests` fails when a diagram or a table differs from the command's
output; run this (after `swift build`) to bring the docs back in step, then review the diff.
With `--check` it writes nothing: it names each page that is not in step, and each row whose why
is still `?`, and exits 1 if there is one (seconds after `swift build`, without the kit's build).
"""
import sys
import json
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
KATA = ROOT / ".build" / "debug" / "kata"
DIAGRAM = re.compile(r"(<!-- kata (?P<command>[^>]*?) -->\n```mermaid\n)(?P<diagram>.*?)(```)", re.S)
TABLE = re.compile(r"(<!-- kata (?P<command>shape [^>]*?) -->\n)(?P<table>(?:\|.*\n)+)")


def run(command: str) -> str:
    words = command.split()
    stdin = None
    if "<" in words:
        at = words.index("<")
        stdin = open(ROOT / words[at + 1], "rb")
        words = words[:at]
    return subprocess.run([KATA, *words], stdin=stdin, capture_output=True, text=True).stdout


def diagram(command: str) -> str:
    lines = run(command).splitlines(keepends=True)
    kept = lines[:1] + [line for line in lines[1:] if line.startswith("    ")]
    return "".join(kept)


def cells(line: str) -> list:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def plain(cell: str) -> str:
    return cell.replace("`", "")


def label(part: str) -> str:
    """`View (MVPCalculatorScreen)` as the docs write it: View (`MVPCalculatorScreen`)."""
    match = re.fullmatch(r"(.*) \((.*)\)", part)
    return f"{match.group(1)} (`{match.group(2)}`)" if match else part


def table(command: str, old: str) -> str:
    lines = old.splitlines()
    header, rule, rows = lines[0], lines[1], [cells(line) for line in lines[2:]]
    why = {tuple(plain(cell) for cell in row[:5]): row[5] for row in rows if len(row) >= 6}
    new = [header, rule]
    for screen in json.loads(run(command + " --format json")):
        for reference in screen["references"]:
            key = (screen["screen"], reference["holder"], reference["held"], reference["reference"], reference["property"])
            row = [key[0], label(key[1]), label(key[2]), key[3], f"`{key[4]}`", why.get(key, "?")]
            new.append("| " + " | ".join(row) + " |")
    return "\n".join(new) + "\n"


CHECK = sys.argv[1:] == ["--check"]
if sys.argv[1:] and not CHECK:
    sys.exit(f"usage: {sys.argv[0]} [--check]")
problems = []
for page in sorted((ROOT / "docs").rglob("*.md")):
    text = page.read_text()
    name = page.relative_to(ROOT)
    for match in TABLE.finditer(text):
        for line in match.group("table").splitlines()[2:]:
            if cells(line)[-1] == "?":
                problems.append(f"{name}: write the why of `{match.group('command')}`'s row {line}")
    updated = DIAGRAM.sub(lambda m: m.group(1) + diagram(m.group("command")) + m.group(4), text)
    updated = TABLE.sub(lambda m: m.group(1) + table(m.group("command"), m.group("table")), updated)
    if updated != text and CHECK:
        problems.insert(0, f"{name}: a diagram or a table is not as kata draws it now; run `swift build && python3 docs/update-diagrams.py`")
    elif updated != text:
        page.write_text(updated)
        print(f"updated {name}")
if CHECK:
    print("\n".join(problems) if problems else "every diagram and who-holds-whom table is as kata draws it")
    sys.exit(1 if problems else 0)
