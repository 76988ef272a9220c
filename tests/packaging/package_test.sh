#!/usr/bin/env bash
# Builds the Debian package with cpack into a scratch directory, unpacks it with dpkg-deb -x,
# and checks it as an installed system would see it: control fields and dependencies, the file
# list, no reference to the build tree, the installed CLI tools on an installed example, the
# manual pages, the desktop and AppStream files, the licence and changelog, lintian, and
# wave-studio taking a screenshot offscreen.
#
# usage: package_test.sh CPACK BUILD_DIR VERSION
set -uo pipefail

cpack=$1 build=$2 version=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
have() { command -v "$1" >/dev/null 2>&1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/wave-package-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# --- build the package -----------------------------------------------------------------------
start=$SECONDS
if ! "$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/out" >"$tmp/cpack.log" 2>&1; then
    cat "$tmp/cpack.log"
    echo "FAIL: cpack could not build the package (is everything built?)"
    exit 1
fi
shopt -s nullglob
debs=("$tmp"/out/wave-studio_*.deb)
if ((${#debs[@]} != 1)); then
    cat "$tmp/cpack.log"
    echo "FAIL: expected one wave-studio_*.deb, found ${#debs[@]}"
    exit 1
fi
deb=${debs[0]}
pass "cpack built $(basename "$deb"), $(stat -c %s "$deb") bytes, in $((SECONDS - start)) s"

# --- control fields --------------------------------------------------------------------------
field() { dpkg-deb -f "$deb" "$1"; }
[[ "$(field Package)" == wave-studio ]] || fail "Package is '$(field Package)'"
[[ "$(field Version)" == "$version" ]] || fail "Version is '$(field Version)', not $version"
[[ "$(field Section)" == devel ]] || fail "Section is '$(field Section)'"
[[ "$(field Maintainer)" =~ ^[^\<]+\ \<[^\>]+@[^\>]+\>$ ]] || fail "Maintainer '$(field Maintainer)'"
[[ "$(field Maintainer)" =~ (invalid|example)\> ]] && fail "placeholder Maintainer '$(field Maintainer)'"
[[ -n "$(field Description)" ]] || fail "no Description"
[[ -z "$(field Homepage)" ]] || fail "Homepage '$(field Homepage)' (no placeholder URLs)"
depends=$(field Depends)
echo "      Depends: $depends"
# From dpkg-shlibdeps (linked libraries) and named by hand (run-time plugins and the font).
depends_names=$(tr ',' '\n' <<<"$depends" | sed -e 's/^ *//' -e 's/[ (].*//')
dups=$(sort <<<"$depends_names" | uniq -d)
[[ -z "$dups" ]] || fail "Depends names a package twice: $dups"
for pkg in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 \
    libqscintilla2-qt6-15 fonts-dejavu-core; do
    grep -qxF "$pkg" <<<"$depends_names" || fail "Depends lacks $pkg"
done
[[ "$(field Recommends)" == fonts-noto-cjk ]] ||
    fail "Recommends is '$(field Recommends)', not fonts-noto-cjk (the zh_CN user interface)"
dpkg-deb -I "$deb" >"$tmp/info.txt" 2>&1 || fail "dpkg-deb -I failed"

# --- contents --------------------------------------------------------------------------------
root=$tmp/root
dpkg-deb -x "$deb" "$root" || { echo "FAIL: dpkg-deb -x"; exit 1; }
expect_files=(
    usr/bin/wave-studio usr/bin/wave-asm usr/bin/wave-dis usr/bin/wave-emu usr/bin/wave-lsp
    usr/share/applications/io.github.wavestudio.WaveStudio.desktop
    usr/share/metainfo/io.github.wavestudio.WaveStudio.metainfo.xml
    usr/share/mime/packages/wave-studio.xml
    usr/share/icons/hicolor/scalable/apps/io.github.wavestudio.WaveStudio.svg
    usr/share/doc/wave-studio/copyright
    usr/share/doc/wave-studio/changelog.gz
    usr/share/man/man1/wave-asm.1.gz usr/share/man/man1/wave-dis.1.gz
    usr/share/man/man1/wave-emu.1.gz usr/share/man/man1/wave-studio.1.gz
    usr/share/man/man1/wave-lsp.1.gz
    usr/share/wave-studio/editors/neovim/lua/wave_lsp.lua
    usr/share/wave-studio/editors/neovim/ftdetect/wave.vim
    usr/share/wave-studio/examples/README.md
    usr/share/wave-studio/examples/tree_reduction.wave
    usr/share/wave-studio/examples/tree_reduction.args
    usr/share/wave-studio/examples/tree_reduction.expected
    usr/share/wave-studio/examples/tree_reduction.exit
)
for f in "${expect_files[@]}"; do
    [[ -f "$root/$f" && -s "$root/$f" ]] || fail "missing or empty: /$f"
done
for f in "$root"/usr/bin/*; do
    [[ -x "$f" ]] || fail "not executable: ${f#"$root"}"
done
# Every example kernel comes with its launch line and expected output.
examples=("$root"/usr/share/wave-studio/examples/*.wave)
((${#examples[@]} >= 5)) || fail "only ${#examples[@]} example kernels installed"
for w in "${examples[@]}"; do
    for ext in args expected exit; do
        [[ -f "${w%.wave}.$ext" ]] || fail "$(basename "$w") has no .$ext"
    done
done
# Nothing outside /usr, and no file owned by anyone but root.
if dpkg-deb -c "$deb" | awk '{print $6}' | grep -v '^\./usr/' | grep -v '^\./$' | grep -q .; then
    fail "files outside /usr: $(dpkg-deb -c "$deb" | awk '{print $6}' | grep -v '^\./usr/' | grep -v '^\./$' | head -3)"
fi
if dpkg-deb -c "$deb" | awk '{print $2}' | grep -vq '^root/root$'; then
    fail "files not owned by root/root"
fi
pass "package contents (${#examples[@]} examples)"

# --- wave-dap, the debug adapter: installed beside wave-emu with its page, and it answers -----
for f in usr/bin/wave-dap usr/share/man/man1/wave-dap.1.gz; do
    [[ -s "$root/$f" ]] || fail "missing or empty: /$f"
done
init='{"seq":1,"type":"request","command":"initialize","arguments":{"adapterID":"wave"}}'
reply=$(printf 'Content-Length: %d\r\n\r\n%s' "${#init}" "$init" | timeout 10 "$root/usr/bin/wave-dap")
grep -q '"supportsStepBack":true' <<<"$reply" || fail "installed wave-dap does not answer initialize: $reply"
pass "wave-dap installed, answers initialize"

# --- binaries do not depend on the build tree ------------------------------------------------
for f in "$root"/usr/bin/*; do
    name=${f#"$root"}
    if readelf -d "$f" | grep -Eq 'RPATH|RUNPATH'; then
        fail "$name has an RPATH/RUNPATH: $(readelf -d "$f" | grep -E 'RPATH|RUNPATH')"
    fi
    if ldd "$f" 2>&1 | grep -q 'not found'; then
        fail "$name has unresolved libraries: $(ldd "$f" | grep 'not found')"
    fi
    if ldd "$f" 2>&1 | grep -Fq "$build"; then
        fail "$name loads a library from the build tree"
    fi
    if grep -Fq "$build" "$f"; then
        fail "$name contains the build directory path $build"
    fi
done
pass "no RPATH, every library resolves outside the build tree"

# --- hardening (dpkg-buildflags): full RELRO, bind-now, fortified libc calls --------------------
for f in "$root"/usr/bin/*; do
    name=${f#"$root"}
    [[ "$(readelf -l "$f" | grep -c GNU_RELRO)" -gt 0 ]] || fail "$name has no RELRO segment"
    [[ "$(readelf -d "$f" | grep -cE 'BIND_NOW|FLAGS.*\bNOW\b')" -gt 0 ]] ||
        fail "$name is not linked with -z now"
done
for tool in wave-studio wave-emu; do
    # (grep reads all of nm's output: with pipefail, an early exit would fail the pipe)
    [[ "$(nm -D "$root/usr/bin/$tool" | grep -c '__[a-z_]*_chk')" -gt 0 ]] ||
        fail "$tool calls no fortified libc function (_FORTIFY_SOURCE missing?)"
done
pass "hardened: RELRO, bind-now, fortified calls"

# --- the installed tools on an installed example ---------------------------------------------
bin=$root/usr/bin
[[ "$("$bin/wave-lsp" --version 2>&1)" == "wave-lsp $version" ]] ||
    fail "wave-lsp --version: $("$bin/wave-lsp" --version 2>&1)"
ex=$root/usr/share/wave-studio/examples
work=$tmp/work
mkdir -p "$work"
for tool in wave-asm wave-dis wave-emu; do
    out=$("$bin/$tool" --help 2>&1) || fail "$tool --help exits $?"
    grep -q "^Usage: $tool \[OPTIONS\]" <<<"$out" || fail "$tool --help has no usage line"
    # One version for the IDE and the tools, and the reference's they are compatible with.
    [[ "$("$bin/$tool" -V 2>&1)" == "$tool $version (compatible with $tool 0.1.2)" ]] ||
        fail "$tool -V: $("$bin/$tool" -V 2>&1)"
done
if (cd "$work" && "$bin/wave-asm" "$ex/tree_reduction.wave" -o tree_reduction.wbin); then
    read -ra emu_args <"$ex/tree_reduction.args"
    (cd "$work" && "$bin/wave-emu" tree_reduction.wbin "${emu_args[@]}" >emu.out 2>emu.err)
    status=$?
    [[ "$status" == "$(tr -d '[:space:]' <"$ex/tree_reduction.exit")" ]] ||
        fail "wave-emu exit status $status: $(cat "$work/emu.err")"
    if cmp -s "$work/emu.out" "$ex/tree_reduction.expected"; then
        pass "installed wave-asm + wave-emu on tree_reduction: $(head -c 40 "$work/emu.out")"
    else
        fail "wave-emu output differs from tree_reduction.expected:"
        diff "$ex/tree_reduction.expected" "$work/emu.out" | head -10
    fi
    "$bin/wave-dis" "$work/tree_reduction.wbin" >"$work/listing.wave" ||
        fail "installed wave-dis on tree_reduction.wbin"
    grep -q '^\.kernel ' "$work/listing.wave" || fail "wave-dis listing has no .kernel line"
else
    fail "installed wave-asm on tree_reduction.wave"
fi

# --- manual pages ----------------------------------------------------------------------------
for page in "$root"/usr/share/man/man1/*.1.gz; do
    name=$(basename "$page" .1.gz)
    gzip -t "$page" || { fail "$name.1.gz is not valid gzip"; continue; }
    if have man; then
        # man-db formats the page (groff) and reports warnings of the formatter on stderr.
        text=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" \
            2>"$tmp/man.err")
        status=$?
    elif have groff; then
        text=$(zcat "$page" | groff -man -ww -Tutf8 2>"$tmp/man.err")
        status=$?
    else
        echo "skip: neither man nor groff is installed: $name.1 not rendered"
        continue
    fi
    [[ $status == 0 ]] || fail "$name.1 does not render (status $status)"
    [[ ! -s "$tmp/man.err" ]] || fail "$name.1 renders with warnings: $(head -3 "$tmp/man.err")"
    if ! grep -q "^NAME" <<<"$text" || ! grep -q "$name" <<<"$text"; then
        fail "$name.1 renders no NAME"
    fi
    grep -q "@PROJECT_VERSION@" <<<"$text" && fail "$name.1 still has @PROJECT_VERSION@"
    # Every option that --help lists is documented in the manual page.
    for opt in $(QT_QPA_PLATFORM=offscreen "$bin/$name" --help |
        grep -oE -- '^ +(-[a-zA-Z], )?--[a-z][a-z0-9-]+' | grep -oE -- '--[a-z0-9-]+' | sort -u); do
        grep -Fq -- "$opt" <<<"$text" || fail "$name.1 does not document $opt"
    done
done
pass "manual pages render without warnings"

# --- desktop entry and AppStream metadata ----------------------------------------------------
desktop=$root/usr/share/applications/io.github.wavestudio.WaveStudio.desktop
if have desktop-file-validate; then
    desktop-file-validate "$desktop" || fail "desktop-file-validate"
else
    echo "skip: desktop-file-validate not installed (package desktop-file-utils): basic checks"
fi
grep -q '^\[Desktop Entry\]$' "$desktop" || fail ".desktop lacks [Desktop Entry]"
grep -q '^Type=Application$' "$desktop" || fail ".desktop Type"
exec_bin=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[[ -x "$bin/$exec_bin" ]] || fail ".desktop Exec '$exec_bin' is not an installed program"
icon=$(sed -n 's/^Icon=//p' "$desktop")
[[ -f "$root/usr/share/icons/hicolor/scalable/apps/$icon.svg" ]] || fail ".desktop Icon '$icon'"
metainfo=$root/usr/share/metainfo/io.github.wavestudio.WaveStudio.metainfo.xml
if have appstreamcli; then
    # No overrides: a reverse-DNS component id, a project licence, a launchable desktop file.
    appstreamcli validate --no-net "$metainfo" >"$tmp/appstream.log" 2>&1 ||
        fail "appstreamcli validate: $(cat "$tmp/appstream.log")"
else
    fail "appstreamcli is not installed (packaging/debian-build-deps.txt lists appstream)"
fi
grep -q "<release version=\"$version\"" "$metainfo" || fail "metainfo has no release $version"
grep -q "<project_license>MIT</project_license>" "$metainfo" || fail "metainfo has no MIT licence"
grep -q "<id>io.github.wavestudio.WaveStudio</id>" "$metainfo" || fail "metainfo component id"
if have xmllint; then
    xmllint --noout "$root/usr/share/mime/packages/wave-studio.xml" || fail "MIME XML"
fi
pass "desktop entry and metadata"

# --- licence and changelog --------------------------------------------------------------------
doc=$root/usr/share/doc/wave-studio
# Machine-readable (copyright-format 1.0), with the licence text of the repository's LICENSE.
head -1 "$doc/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/$' ||
    fail "copyright is not in copyright-format 1.0"
grep -q '^License: Expat$' "$doc/copyright" || fail "copyright names no Expat (MIT) licence"
gzip -t "$doc/changelog.gz" || fail "changelog.gz is not valid gzip"
zcat "$doc/changelog.gz" | head -1 | grep -q "^wave-studio ($version) " ||
    fail "changelog.gz does not start with version $version: $(zcat "$doc/changelog.gz" | head -1)"
if have dpkg-parsechangelog; then
    [[ "$(zcat "$doc/changelog.gz" | dpkg-parsechangelog -l- -SVersion)" == "$version" ]] ||
        fail "dpkg-parsechangelog cannot read changelog.gz"
fi
pass "copyright and changelog"

# --- lintian ---------------------------------------------------------------------------------
# Debian's package checker, with no overrides: every error and warning fails the test.
if have lintian; then
    lintian --fail-on error,warning "$deb" >"$tmp/lintian.log" 2>&1
    status=$?
    if [[ $status != 0 ]]; then
        fail "lintian (status $status): $(grep -E '^[EW]:' "$tmp/lintian.log" | head -20)"
        cat "$tmp/lintian.log"
    else
        pass "lintian: no errors or warnings"
    fi
else
    fail "lintian is not installed (packaging/debian-build-deps.txt lists it)"
fi

# --- wave-studio, installed, offscreen --------------------------------------------------------
QT_QPA_PLATFORM=offscreen "$bin/wave-studio" --help >"$tmp/studio-help.txt" 2>&1 ||
    fail "wave-studio --help"
grep -q -- '--screenshot' "$tmp/studio-help.txt" || fail "wave-studio --help lacks --screenshot"
shot=$tmp/studio.png
(cd "$work" && QT_QPA_PLATFORM=offscreen timeout 60 "$bin/wave-studio" --size 1024x700 \
    --screenshot "$shot" "$ex/tree_reduction.wave" >"$tmp/studio.log" 2>&1)
status=$?
if [[ $status != 0 ]]; then
    fail "installed wave-studio --screenshot exits $status: $(head -5 "$tmp/studio.log")"
elif [[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]]; then
    fail "the screenshot is not a PNG"
else
    pass "installed wave-studio rendered $(stat -c %s "$shot") bytes of PNG offscreen"
fi

echo
if ((failures)); then
    echo "package_test: $failures check(s) FAILED"
    exit 1
fi
echo "package_test: all checks passed in $SECONDS s"
