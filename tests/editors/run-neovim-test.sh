#!/bin/sh
# Runs neovim_lsp_test.lua in a headless Neovim (ctest editors.neovim).
# Usage: run-neovim-test.sh NVIM WAVE_LSP PLUGIN_DIR SCRATCH_DIR
set -e
nvim=$1
export WAVE_LSP=$2 WAVE_NVIM_PLUGIN=$3 WAVE_TEST_DIR=$4
here=$(dirname "$0")
rm -rf "$WAVE_TEST_DIR" && mkdir -p "$WAVE_TEST_DIR"
# A private home: no user configuration, shada or swap files get in the way.
export HOME="$WAVE_TEST_DIR" XDG_CONFIG_HOME="$WAVE_TEST_DIR/config" XDG_DATA_HOME="$WAVE_TEST_DIR/data" \
       XDG_STATE_HOME="$WAVE_TEST_DIR/state" XDG_CACHE_HOME="$WAVE_TEST_DIR/cache"
exec "$nvim" --headless -u NONE -i NONE -n -c "luafile $here/neovim_lsp_test.lua"
