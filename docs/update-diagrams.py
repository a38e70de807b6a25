#!/usr/bin/env python3
"""Rewrites every diagram in docs/ from what `kata --trace mermaid` prints now.

Each diagram in the docs follows a comment naming the command that draws it:

    <!-- kata calc --arch mvc --trace mermaid --token , -- 1,2,3 -->
    ```mermaid
    ...
    ```

`swift test --filter DocsTests` fails when a diagram differs from the command's output;
run this (after `swift build`) to bring the docs back in step, then review the diff.
"""
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
KATA = ROOT / ".build" / "debug" / "kata"
PATTERN = re.compile(r"(<!-- kata (?P<command>[^>]*?) -->\n```mermaid\n)(?P<diagram>.*?)(```)", re.S)


def diagram(command: str) -> str:
    words = command.split()
    stdin = None
    if "<" in words:
        at = words.index("<")
        stdin = open(ROOT / words[at + 1], "rb")
        words = words[:at]
    output = subprocess.run([KATA, *words], stdin=stdin, capture_output=True, text=True).stdout
    lines = output.splitlines(keepends=True)
    kept = lines[:1] + [line for line in lines[1:] if line.startswith("    ")]
    return "".join(kept)


for page in sorted((ROOT / "docs").rglob("*.md")):
    text = page.read_text()
    updated = PATTERN.sub(lambda m: m.group(1) + diagram(m.group("command")) + m.group(4), text)
    if updated != text:
        page.write_text(updated)
        print(f"updated {page.relative_to(ROOT)}")
