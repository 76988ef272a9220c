#!/usr/bin/env bash
# Makes the screenshots in docs/screenshots (the README shows some of them), offscreen, from a
# build of the `dev` preset (or the build directory given as $1):
#
#   ide-*.png       the IDE in debug sessions of the example kernels: tree_reduction stopped at a
#                   breakpoint in its 4th round (1280x800 and 1920x1080, light and dark, and
#                   classroom mode), barrier_deadlock at its deadlock, transpose with its
#                   bank conflicts, and strided_copy's coalescing (the editor gutter with the
#                   Device memory dock coloured by efficiency, and in dark beside the coalescing
#                   table). Made by the `workbench_shots` tool, which drives the real
#                   MainWindow through the same commands as the Debug menu.
#   cli-*.png       `wave-studio --open FILE --run --theme T --size WxH --screenshot PNG` as a
#                   user or a review script would call it: the deadlock example run to its stop.
#   views/THEME/*.png  every debugger view on its own over realistic sessions of the examples,
#                   in the light and dark themes and in classroom mode (`view_gallery`).
#   views/portability.png  the Portability dock after Run on reduction_assumes_32, the amd-64
#                   run compared with the reference (`portability_shot`).
#   views/encoding-lab-{light,dark}.png  the Encoding lab on the fsin line of the lesson "Why
#                   the modifier field grew", wave-v0.2-note selected (`encoding_lab_shot`).
#   encoding-lab*.png  the lab in the real window (Xvfb + openbox at 1280x800, the lesson's
#                   kernel, Ctrl+G to the fsin line, a click on the dock's tab): made by hand.
#
# Needs the targets wave-studio, workbench_shots, view_gallery, portability_shot and
# encoding_lab_shot (built here if missing).
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

BUILD="${1:-build/dev}"
OUT=docs/screenshots
if [[ ! -f "$BUILD/CMakeCache.txt" ]]; then
    cmake --preset dev >/dev/null
fi
cmake --build "$BUILD" --target wave-studio workbench_shots view_gallery portability_shot \
    encoding_lab_shot
mkdir -p "$OUT"
export QT_QPA_PLATFORM=offscreen

"$BUILD/tests/widgets/workbench/workbench_shots" "$OUT"
"$BUILD/tests/widgets/views/view_gallery" "$OUT/views"
"$BUILD/tests/widgets/portability/portability_shot" "$OUT/views/portability.png"
"$BUILD/tests/widgets/encoding/encoding_lab_shot" "$OUT/views/encoding-lab-light.png"
"$BUILD/tests/widgets/encoding/encoding_lab_shot" "$OUT/views/encoding-lab-dark.png" dark

for theme in light dark; do
    for size in 1280x800 1920x1080; do
        "$BUILD/app/gui/wave-studio" --open resources/examples/barrier_deadlock.wave --run \
            --theme "$theme" --size "$size" --screenshot "$OUT/cli-deadlock-$size-$theme.png"
    done
done
ls -l "$OUT"
