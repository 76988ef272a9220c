#!/usr/bin/env bash
# Installs what is missing (Debian 12), configures and builds with the `ci` preset (warnings are
# errors), and runs every test with QT_QPA_PLATFORM=offscreen. Safe to run twice, from any cwd.
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")"
source packaging/install-deps.sh

start=$SECONDS
export QT_QPA_PLATFORM=offscreen
export CTEST_PARALLEL_LEVEL="${CTEST_PARALLEL_LEVEL:-$(nproc)}"
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}"

step() { echo; echo "==> $*"; }

step "Dependencies"
wave_install_deps "$PWD"
wave_install_npm_deps "$PWD"

step "Configure (preset ci)"
cmake --preset ci -DWAVE_BUILD_GUI=ON -DWAVE_BUILD_TESTS=ON

step "Build (preset ci)"
cmake --build --preset ci

step "Test (preset ci)"
status=0
ctest --preset ci || status=$?

echo
echo "================================================================"
if ((status == 0)); then
    echo " test.sh: PASSED — build and all tests OK in $((SECONDS - start)) s"
else
    echo " test.sh: FAILED — ctest exit code $status after $((SECONDS - start)) s"
    echo " (failing tests are listed above; logs in build/ci/Testing/Temporary/LastTest.log)"
fi
echo "================================================================"
exit "$status"
