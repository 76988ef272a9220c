#!/usr/bin/env bash
# Fails when a C++ file of the repository is not formatted with the repository's .clang-format
# (the house rule: clang-format on every file touched). Checks the files git knows, committed
# or not (ignored ones, such as build trees, are left out); prints each offending place.
# Run by .ci/run before the build, so a formatting slip fails CI in seconds.
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

clang_format="${CLANG_FORMAT:-clang-format}"
if ! command -v "$clang_format" >/dev/null; then
    echo "check-format: $clang_format not found (Debian: apt-get install clang-format)" >&2
    exit 2
fi

mapfile -d '' files < <(git ls-files -z --cached --others --exclude-standard -- '*.cpp' '*.h')
existing=()
for f in "${files[@]}"; do
    [[ -f "$f" ]] && existing+=("$f") # a deletion not yet committed
done
if ((${#existing[@]} == 0)); then
    echo "check-format: no C++ files found" >&2
    exit 2
fi

if printf '%s\0' "${existing[@]}" |
    xargs -0 -n 64 -P "$(nproc)" "$clang_format" --style=file --dry-run -Werror; then
    echo "check-format: ${#existing[@]} files formatted as .clang-format says"
else
    echo "check-format: FAILED: run clang-format -i on the files above" >&2
    exit 1
fi
