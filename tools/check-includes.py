#!/usr/bin/env python3
"""Checks the include rules that the build's layer include roots cannot see.

The build holds the layering (cmake/Layers.cmake): every layer target exposes only its own
directory, so an include of a layer the target does not link fails to compile, and a link
against the layer graph fails to configure. What stays open, and is checked here in a second:

  * a quoted include that climbs out of its directory ("../emu/Emulator.h") finds any file
    beside the including one, whatever the target links;
  * an include directory that re-exposes a whole tree (core/, widgets/ or a parent `..`) in a
    CMakeLists.txt undoes the include roots for every target that links it;
  * core/ is Qt-free: a Qt or QScintilla include there fails only once someone builds it on a
    machine where Qt sits in the default include path.

Usage: tools/check-includes.py [REPO]   (exit 1 on a violation, each printed as file:line)
Run by ctest (test `include_rules`) and by .ci/run.
"""

import pathlib
import re
import sys

SOURCE_DIRS = ("core", "widgets", "app", "tests")
CPP_SUFFIXES = {".cpp", ".h"}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
QT_HEADER = re.compile(r"^(Q[A-Za-z0-9_]*|Qt[A-Za-z0-9_]*/.*|Qsci/.*)$")
INCLUDE_DIRS = re.compile(r"\b(target_)?include_directories\s*\(([^)]*)\)", re.S)
WHOLE_TREE = re.compile(r"\$\{PROJECT_SOURCE_DIR\}/(core|widgets)/?(\s|$)")
PARENT_DIR = re.compile(r"\$\{CMAKE_CURRENT_SOURCE_DIR\}/\.\.(\s|$)")
# A test may reach a sibling test-support directory with `..`; a library may not.
PARENT_ALLOWED = ("tests",)


def check_sources(repo: pathlib.Path, errors: list) -> int:
    count = 0
    for top in SOURCE_DIRS:
        for path in sorted((repo / top).rglob("*")):
            if path.suffix not in CPP_SUFFIXES or not path.is_file():
                continue
            rel = path.relative_to(repo)
            if "corpus" in rel.parts:
                continue
            count += 1
            in_core = rel.parts[0] == "core"
            text = path.read_text(encoding="utf-8", errors="replace")
            for number, line in enumerate(text.splitlines(), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                quote, name = m.groups()
                if quote == '"' and name.startswith("../"):
                    errors.append(f"{rel}:{number}: \"{name}\" climbs out of its directory; "
                                  "include through the layer's root (\"layer/File.h\") and link "
                                  "the layer")
                if in_core and QT_HEADER.match(name):
                    errors.append(f"{rel}:{number}: <{name}> in core/, which is Qt-free")
    return count


def check_cmake(repo: pathlib.Path, errors: list) -> None:
    for path in sorted(repo.rglob("CMakeLists.txt")):
        rel = path.relative_to(repo)
        if rel.parts[0].startswith("build") or rel.parts[0] == ".git":
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for m in INCLUDE_DIRS.finditer(text):
            number = text.count("\n", 0, m.start()) + 1
            args = m.group(2)
            if WHOLE_TREE.search(args):
                errors.append(f"{rel}:{number}: an include directory exposes a whole tree; "
                              "use wave_include_root() (cmake/Layers.cmake)")
            if PARENT_DIR.search(args) and rel.parts[0] not in PARENT_ALLOWED:
                errors.append(f"{rel}:{number}: an include directory exposes the parent "
                              "directory; use wave_include_root() (cmake/Layers.cmake)")


def main() -> int:
    repo = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else
                        pathlib.Path(__file__).resolve().parent.parent)
    errors: list = []
    count = check_sources(repo, errors)
    check_cmake(repo, errors)
    for e in errors:
        print(e)
    if errors:
        print(f"check-includes: {len(errors)} violation(s)", file=sys.stderr)
        return 1
    print(f"check-includes: {count} files, no include escapes its layer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
