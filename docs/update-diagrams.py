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

And what a transcript shows a `kata` command print (a code block's `$ kata …` or `$ swift run
kata …` line, and the lines after it up to the next `$ ` line) is rewritten from what the built
`kata` prints, standard output then standard error, for every command the kit's
DocCommandTests runs (its `skipped` list is read from there). An output with a `…` line, which
stands for lines left out, is the page's to write, and is left alone, but for one form: a trace
of every architecture cut to each one's last edit (`…`, then the lines after its last `User ->`
line, through its result line, `name<TAB>result`, for each), which is rewritten in that form.
Every transcript is left alone while an architecture is added beside the lessons, whose names
`--arch all` would print.

And the Korean exercise page's map of what a rule's `read:` names (an English heading, for
`kata`'s messages are English) gains a row for each one `kata shape --format json` gives that it
lacks: the Korean twin's heading that stands where the English one does, for twins keep their
headings in the same order and at the same levels. Rows already there are kept.

`KATA_KIT=1 swift test --filter DocsTests` fails when a diagram or a table differs from the command's
output; run this (after `swift build`) to bring the docs back in step, then review the diff.
With `--check` it writes nothing: it names each page that is not in step, and each row whose why
is still `?`, and exits 1 if there is one (seconds after `swift build`, without the kit's build).
A write names, and exits 1 for, what it leaves for a person to do: a why still `?`, a heading a
rule's `read:` names that its page lacks, a Korean twin whose headings are out of step.
"""
import sys
import json
import os
import shlex
from itertools import dropwhile
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
KATA = pathlib.Path(os.environ.get("KATA_BINARY", ROOT / ".build" / "debug" / "kata"))
DIAGRAM = re.compile(r"(<!-- kata (?P<command>[^>]*?) -->\n```mermaid\n)(?P<diagram>.*?)(```)", re.S)
TABLE = re.compile(r"(<!-- kata (?P<command>shape [^>]*?) -->\n)(?P<table>(?:\|.*\n)+)")


def run(command: str) -> str:
    words = command.split()
    stdin = None
    if "<" in words:
        at = words.index("<")
        stdin = open(ROOT / words[at + 1], "rb")
        words = words[:at]
    try:
        result = subprocess.run([KATA, *words], stdin=stdin, capture_output=True, text=True)
    except OSError as error:
        problems.append(f"{KATA}: {error.strerror}; run `swift build` first")
        return ""
    if not result.stdout:
        said = (result.stderr.strip().splitlines() or ["nothing"])[0]
        problems.append(f"`kata {command}` printed nothing ({said}): run `swift build` first, then this again")
    return result.stdout


def diagram(command: str, old: str) -> str:
    lines = run(command).splitlines(keepends=True)
    if not lines:
        return old
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
    printed = run(command + " --format json")
    if not printed:
        return old
    for screen in json.loads(printed):
        for reference in screen["references"]:
            key = (screen["screen"], reference["holder"], reference["held"], reference["reference"], reference["property"])
            row = [key[0], label(key[1]), label(key[2]), key[3], f"`{key[4]}`", why.get(key, "?")]
            new.append("| " + " | ".join(row) + " |")
    return "\n".join(new) + "\n"


CHECK = sys.argv[1:] == ["--check"]
if sys.argv[1:] and not CHECK:
    sys.exit(f"usage: {sys.argv[0]} [--check]")
problems = []
SKIPPED = re.findall(
    r'^\s*\(?\s*"([^"]+)",',
    (ROOT / "Tests/KitTests/DocCommandTests.swift").read_text().split("static let skipped")[1].split("\n  ]\n")[0],
    re.M,
)
SHIPPED = re.search(r"^let addedArchitectures: \[String\] = \[\]$", (ROOT / "Package.swift").read_text(), re.M)


def without_comment(line: str) -> str:
    """The command without a `# comment`: a `#` that begins a word outside quotes."""
    quote = None
    for index, character in enumerate(line):
        if quote:
            quote = None if character == quote else quote
        elif character in "'\"":
            quote = character
        elif character == "#" and (index == 0 or line[index - 1] == " "):
            return line[:index].rstrip()
    return line.rstrip()


def printf(format: str) -> str:
    """What `printf FORMAT` prints, for the escapes the pages use: `\\n`, `\\t` and `\\\\`."""
    text, characters = "", iter(format)
    for character in characters:
        if character != "\\":
            text += character
            continue
        escaped = next(characters, "")
        text += {"n": "\n", "t": "\t"}.get(escaped, escaped)
    return text


def printed(command: str):
    """What `command` prints, as lines, if it is a run of kata the kit's tests run too."""
    if any(shown in command for shown in SKIPPED):
        return None
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars="|<")
        lexer.whitespace_split = True
        words = list(lexer)
    except ValueError:
        return None
    stdin = b""
    if len(words) > 3 and words[0] == "printf" and words[2] == "|":
        stdin = printf(words[1]).encode()
        words = words[3:]
    if len(words) > 2 and words[-2] == "<":
        stdin = (ROOT / words[-1]).read_bytes()
        words = words[:-2]
    if any(word in ("|", "<") for word in words):
        return None
    if words[:3] == ["swift", "run", "kata"]:
        words = words[3:]
    elif words[:1] == ["kata"]:
        words = words[1:]
    else:
        return None
    try:
        result = subprocess.run([KATA, *words], input=stdin, capture_output=True, cwd=ROOT, timeout=120)
    except OSError as error:
        problems.append(f"{KATA}: {error.strerror}; run `swift build` first")
        return None
    lines = []
    for stream in (result.stdout, result.stderr):
        part = [line.rstrip(" ") for line in stream.decode(errors="replace").split("\n")]
        while part and part[-1] == "":
            part.pop()
        lines += part
    return lines


RESULT = re.compile(r"^[\w.-]+\t")


def last_edits(shown: list, lines: list):
    """`lines` cut as `shown` is, if `shown` is a trace cut to each architecture's last edit."""
    segments, current = [], None
    for entry in shown:
        if entry == "…":
            current = []
            segments.append(current)
        elif current is None:
            return None
        else:
            current.append(entry)
    if not segments or any(not segment or not RESULT.match(segment[-1]) for segment in segments):
        return None
    cut, chunk = [], []
    for line in lines:
        chunk.append(line)
        if RESULT.match(line):
            users = [index for index, entry in enumerate(chunk) if entry.startswith("User -> ")]
            cut += ["…"] + chunk[users[-1] + 1 if users else 0:]
            chunk = []
    return cut + chunk


def transcripts(text: str) -> str:
    """`text` with every transcript's output as kata prints it now."""
    lines = text.split("\n")
    out = []
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.lstrip(" ")
        out.append(line)
        index += 1
        if not stripped.startswith("```"):
            continue
        indent = len(line) - len(stripped)
        block = []
        while index < len(lines) and not lines[index].lstrip(" ").startswith("```"):
            block.append(lines[index])
            index += 1
        body = [entry[min(indent, len(entry) - len(entry.lstrip(" "))):] for entry in block]
        if not any(entry.startswith("$ ") for entry in body) or not SHIPPED:
            out += block
            continue
        at = 0
        while at < len(body):
            if not body[at].startswith("$ "):
                out.append(block[at])
                at += 1
                continue
            out.append(block[at])
            end = at + 1
            while end < len(body) and not body[end].startswith("$ "):
                end += 1
            shown = body[at + 1:end]
            new = printed(without_comment(body[at][2:]))
            if new is not None and "…" in shown:
                new = last_edits([entry.rstrip(" ") for entry in shown if entry.strip()], new)
            if new is None:
                out += block[at + 1:end]
            else:
                trailing = len(shown) - len(list(dropwhile(lambda entry: entry == "", reversed(shown))))
                out += [(" " * indent + entry) if entry else "" for entry in new] + [""] * trailing
            at = end
        if index < len(lines):
            out.append(lines[index])
            index += 1
    return "\n".join(out)


KOREAN_MAP = ROOT / "docs" / "ko" / "exercises" / "README.md"
MAP_ROW = re.compile(r"^\| `(?P<read>docs/[^`]+)` \| .* \|$")


def headings(page: pathlib.Path) -> list:
    """Each heading of `page` outside code blocks, as (level, text), in order."""
    found, fenced = [], False
    for line in page.read_text().split("\n"):
        if line.lstrip(" ").startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6} ", line):
            level, text = line.split(" ", 1)
            found.append((len(level), text.strip()))
    return found


def slug(text: str) -> str:
    """A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as `-`."""
    return re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")


def anchors(found: list) -> list:
    """Each heading's anchor on its page: a repeated one gets `-1`, `-2`, … as GitHub numbers it."""
    seen, result = {}, []
    for _, text in found:
        base = slug(text)
        result.append(f"{base}-{seen[base]}" if base in seen else base)
        seen[base] = seen.get(base, 0) + 1
    return result


def korean_row(read: str):
    """The map's row for `read` (`docs/02-mvp.md#the-roles`): the Korean twin's heading that
    stands where the English page's does, for twins keep their headings in the same order."""
    path, _, anchor = read.partition("#")
    english, korean = ROOT / path, ROOT / path.replace("docs/", "docs/ko/", 1)
    if not english.exists() or not korean.exists():
        problems.append(f"{KOREAN_MAP.relative_to(ROOT)}: a rule's read: names `{read}`, which has no Korean twin; write its page")
        return None
    ours, theirs = headings(english), headings(korean)
    if [level for level, _ in ours] != [level for level, _ in theirs]:
        problems.append(f"{korean.relative_to(ROOT)}: its headings are not {path}'s, in the same order and at the same levels, so `{read}` has no Korean heading")
        return None
    slugs = anchors(ours)
    if anchor and anchor not in slugs:
        problems.append(f"{path} has no heading `#{anchor}`, which a rule's read: names")
        return None
    title = re.sub(r"^\d+\.\s*", "", theirs[0][1]).split(":")[0] if theirs else korean.stem
    target = pathlib.Path(korean).relative_to(KOREAN_MAP.parent) if korean.parent == KOREAN_MAP.parent else pathlib.Path("..") / korean.relative_to(KOREAN_MAP.parent.parent)
    if anchor:
        heading = theirs[slugs.index(anchor)][1]
        link = f"[{title}: {re.sub(r'^[0-9]+[.] *', '', heading)}]({target}#{anchors(theirs)[slugs.index(anchor)]})"
    else:
        link = f"[{title}]({target})"
    return f"| `{read}` | {link} |"


def position(read: str) -> tuple:
    """Where `read` stands among pages a reader follows: a lesson's number, then its heading's."""
    path, _, anchor = read.partition("#")
    number = re.match(r"docs/(\d+)-", path)
    slugs = anchors(headings(ROOT / path)) if (ROOT / path).exists() else []
    return (int(number.group(1)) if number else 99, slugs.index(anchor) if anchor in slugs else -1)


def place(read: str, mapped: list) -> int:
    """How many of the map's rows go before `read`'s: after the last of its own page's rows with
    an earlier heading, or else after the last of an earlier numbered page's."""
    page = read.partition("#")[0]
    same = [at for at, other in enumerate(mapped) if other.partition("#")[0] == page]
    if same:
        before = [at for at in same if position(mapped[at]) < position(read)]
        return before[-1] + 1 if before else same[0]
    numbered = [at for at, other in enumerate(mapped) if position(other)[0] < position(read)[0]]
    return numbered[-1] + 1 if numbered else len(mapped)


def korean_map(text: str) -> str:
    """The Korean exercise page with a row in its map for every page a rule sends a reader to:
    a rule's message is English, and its `read:` names an English heading. Rows there are kept."""
    lines = text.split("\n")
    rows = [index for index, line in enumerate(lines) if MAP_ROW.match(line)]
    if not rows:
        problems.append(f"{KOREAN_MAP.relative_to(ROOT)} has no table of what `read:` names")
        return text
    mapped = {MAP_ROW.match(lines[index]).group("read") for index in rows}
    screens = json.loads(run("shape --arch all --format json") or "[]")
    reads = dict.fromkeys(rule["read"] for screen in screens for rule in screen["rules"])
    for read in reads:
        if read in mapped:
            continue
        row = korean_row(read)
        if row is None:
            continue
        at = place(read, [MAP_ROW.match(lines[index]).group("read") for index in rows])
        at = rows[at - 1] + 1 if at else rows[0]
        lines.insert(at, row)
        if CHECK:
            problems.append(f"{KOREAN_MAP.relative_to(ROOT)}: no row of its map says which Korean heading stands for `{read}`, which a rule's read: names")
        rows = [index + (index >= at) for index in rows] + [at]
        rows.sort()
        mapped.add(read)
    return "\n".join(lines)


for page in sorted((ROOT / "docs").rglob("*.md")) + [ROOT / "README.md"]:
    text = page.read_text()
    name = page.relative_to(ROOT)
    updated = DIAGRAM.sub(lambda m: m.group(1) + diagram(m.group("command"), m.group("diagram")) + m.group(4), text)
    updated = TABLE.sub(lambda m: m.group(1) + table(m.group("command"), m.group("table")), updated)
    updated = transcripts(updated)
    if page == KOREAN_MAP and SHIPPED:
        updated = korean_map(updated)
    for match in TABLE.finditer(updated):
        for line in match.group("table").splitlines()[2:]:
            if cells(line)[-1] == "?":
                problems.append(f"{name}: write the why of `{match.group('command')}`'s row {line}")
    if updated != text and CHECK:
        problems.insert(0, f"{name}: a diagram, a table or a command's output is not as kata prints it now; run `swift build && python3 docs/update-diagrams.py`")
    elif updated != text:
        page.write_text(updated)
        print(f"updated {name}")
problems = list(dict.fromkeys(problems))
if CHECK:
    print("\n".join(problems) if problems else "every diagram, who-holds-whom table and command output is as kata prints it")
    sys.exit(1 if problems else 0)
# What a write leaves for a person to do: a why still `?`, a heading a rule names that is not there.
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
