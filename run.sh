#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds the tools and the IDE in the same tree as
# ./test.sh (preset `ci`, build/ci: one build serves both commands), and opens WAVE Studio on
# the demo kernel. Without a display it renders the IDE to a PNG instead
# and prints what the command-line tools make of the demo. Extra arguments go to wave-studio.
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")"
source packaging/install-deps.sh

DEMO=resources/examples/tree_reduction.wave
BUILD=build/ci
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}"

step() { echo; echo "==> $*"; }

step "Dependencies"
wave_install_deps "$PWD"
wave_install_npm_deps "$PWD"

step "Configure and build (preset ci, shared with ./test.sh)"
# The same cache values as ./test.sh, so neither command makes the other reconfigure or rebuild
# (a build dir configured by hand with WAVE_BUILD_GUI=OFF would keep that value otherwise).
cmake --preset ci -DWAVE_BUILD_GUI=ON -DWAVE_BUILD_TESTS=ON >/dev/null
targets=(wave-studio wave-asm wave-dis)
# (grep reads all of ninja's output: with -q, ninja could die of SIGPIPE and pipefail trip.)
if ninja -C "$BUILD" -t targets all 2>/dev/null | grep '^wave-emu:' >/dev/null; then
    targets+=(wave-emu)
fi
cmake --build --preset ci --target "${targets[@]}"

if [[ ! -f "$DEMO" ]]; then
    echo "error: the demo kernel $DEMO is missing." >&2
    exit 1
fi

if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
    step "Starting WAVE Studio on $DEMO"
    exec "$BUILD/app/gui/wave-studio" --open "$DEMO" "$@"
fi

# No display: show what the IDE and the tools produce, headless.
out=build/run
mkdir -p "$out"
step "No display found: rendering the IDE offscreen"
QT_QPA_PLATFORM=offscreen "$BUILD/app/gui/wave-studio" --open "$DEMO" \
    --screenshot build/wave-studio.png "$@"
echo "Screenshot of the IDE: $PWD/build/wave-studio.png"

step "wave-asm $DEMO"
"$BUILD/app/cli/wave-asm/wave-asm" "$DEMO" -o "$out/tree_reduction.wbin" --verbose

step "wave-dis --offsets --raw $out/tree_reduction.wbin"
"$BUILD/app/cli/wave-dis/wave-dis" "$out/tree_reduction.wbin" --offsets --raw

if [[ -x "$BUILD/app/cli/wave-emu/wave-emu" ]]; then
    # Each example keeps its wave-emu arguments beside it (NAME.args).
    emu_args=$(cat "${DEMO%.wave}.args" 2>/dev/null || true)
    step "wave-emu $out/tree_reduction.wbin $emu_args"
    # shellcheck disable=SC2086 # the arguments are words by design
    "$BUILD/app/cli/wave-emu/wave-emu" "$out/tree_reduction.wbin" $emu_args
fi

echo
echo "Done. With a display (or under xvfb-run), ./run.sh opens the IDE itself."
