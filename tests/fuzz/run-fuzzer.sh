#!/bin/sh
# Runs one libFuzzer target of the `fuzz` preset (README.md):
#   tests/fuzz/run-fuzzer.sh <asm|wbin|emu|expr> [seconds] [more libFuzzer flags...]
# The working corpus and crash artifacts live in <build>/fuzz-work/<target>/ (build dir:
# $WAVE_FUZZ_BUILD, default build/fuzz). On the first run the working corpus is seeded with the
# test data named in <build>/tests/fuzz/seeds-<target>.txt (written by CMake); the target's
# tests/fuzz/corpus and tests/fuzz/regressions folders are read too but never written.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${WAVE_FUZZ_BUILD:-$root/build/fuzz}
[ $# -ge 1 ] || { echo "usage: $0 <asm|wbin|emu|expr> [seconds] [libFuzzer flags...]" >&2; exit 2; }
target=$1
shift
seconds=600
if [ $# -ge 1 ]; then
    seconds=$1
    shift
fi
bin=$build/tests/fuzz/fuzz_$target
seeds=$build/tests/fuzz/seeds-$target.txt
[ -x "$bin" ] || { echo "$bin not built: cmake --preset fuzz && cmake --build --preset fuzz" >&2; exit 2; }
work=$build/fuzz-work/$target
mkdir -p "$work/corpus" "$work/artifacts"

if [ -z "$(ls -A "$work/corpus")" ] && [ -f "$seeds" ]; then
    ext=$(sed -n 1p "$seeds")
    sed -n '2,$p' "$seeds" | while IFS= read -r dir; do
        [ -n "$dir" ] || continue
        find "$dir" -type f | while IFS= read -r f; do
            case ",$ext," in
            ,,) ;;
            *",.${f##*.},"*) ;;
            *) continue ;;
            esac
            cp "$f" "$work/corpus/seed-$(cksum < "$f" | cut -d' ' -f1)"
        done
    done
fi

exec "$bin" "$work/corpus" "$here/corpus/$target" "$here/regressions/$target" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=5 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "$@"
