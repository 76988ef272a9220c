# shellcheck shell=bash
# Sourced by ./test.sh and ./run.sh: installs the Debian packages listed in
# packaging/debian-build-deps.txt that are not installed yet. When everything is present it
# touches nothing (no apt-get update), so a second run is fast and needs no network.
# Runs apt-get directly as root, through sudo otherwise.

wave_read_package_list() {
    # Strip comments and blanks; one package per line.
    sed -e 's/#.*//' -e 's/[[:space:]]//g' "$1" | grep -v '^$'
}

wave_package_installed() {
    [[ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" == "installed" ]]
}

wave_install_deps() {
    local repo="$1"
    local list="$repo/packaging/debian-build-deps.txt"
    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        echo "error: this script installs its dependencies with apt-get (Debian 12)." >&2
        echo "       On other systems install the packages of $list by hand." >&2
        return 1
    fi

    local -a packages missing=()
    mapfile -t packages < <(wave_read_package_list "$list")
    local p
    for p in "${packages[@]}"; do
        wave_package_installed "$p" || missing+=("$p")
    done
    if ((${#missing[@]} == 0)); then
        echo "==> All ${#packages[@]} build dependencies are installed."
        return 0
    fi

    local -a sudo=()
    if [[ "$(id -u)" -ne 0 ]]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "error: missing packages (${missing[*]}) and not root, and sudo is not available." >&2
            return 1
        fi
        sudo=(sudo)
    fi

    echo "==> Installing ${#missing[@]} missing package(s): ${missing[*]}"
    local -a apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300)
    "${apt[@]}" update
    "${apt[@]}" install -y --no-install-recommends "${missing[@]}"

    for p in "${missing[@]}"; do
        if ! wave_package_installed "$p"; then
            echo "error: package $p is still not installed." >&2
            return 1
        fi
    done
}

# The npm packages of the VS Code extension (editors/vscode/package-lock.json: its build,
# packaging and DAP tests), where node and npm are present (the build skips the extension
# elsewhere). `npm ci` runs only when node_modules is missing or older than the lockfile, so
# a second run installs nothing and does not touch the network.
wave_install_npm_deps() {
    local dir="$1/editors/vscode"
    if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
        echo "==> npm not found: the VS Code extension and the DAP tests are skipped."
        return 0
    fi
    if [[ -f "$dir/node_modules/.package-lock.json" &&
          ! "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]]; then
        echo "==> The npm packages of editors/vscode are installed."
        return 0
    fi
    echo "==> Installing the npm packages of editors/vscode (npm ci)"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
}
