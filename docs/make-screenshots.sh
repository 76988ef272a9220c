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
#
# Needs the targets wave-studio, workbench_shots, view_gallery and portability_shot (built here
# if missing).
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

BUILD="${1:-build/dev}"
OUT=docs/screenshots
if [[ ! -f "$BUILD/CMakeCache.txt" ]]; then
    cmake --preset dev >/dev/null
fi
cmake --build "$BUILD" --target wave-studio workbench_shots view_gallery portability_shot
mkdir -p "$OUT"
export QT_QPA_PLATFORM=offscreen

"$BUILD/tests/widgets/workbench/workbench_shots" "$OUT"
"$BUILD/tests/widgets/views/view_gallery" "$OUT/views"
"$BUILD/tests/widgets/portability/portability_shot" "$OUT/views/portability.png"

for theme in light dark; do
    for size in 1280x800 1920x1080; do
        "$BUILD/app/gui/wave-studio" --open resources/examples/barrier_deadlock.wave --run \
            --theme "$theme" --size "$size" --screenshot "$OUT/cli-deadlock-$size-$theme.png"
    done
done
ls -l "$OUT"
