#!/usr/bin/env bash
# Make sure the system libraries Qt loads at run time are there (PySide6's wheels do not ship them).
#   scripts/ensure-qt-libs.sh offscreen   # enough for the tests (QT_QPA_PLATFORM=offscreen)
#   scripts/ensure-qt-libs.sh window      # a real window on X11 (the xcb platform plugin)
# Installs the missing Debian packages when run as root with apt-get; otherwise says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
want=${1:-window}
qt=$(.venv/bin/python -c 'import PySide6, os; print(os.path.join(os.path.dirname(PySide6.__file__), "Qt"))')
libs=("$qt/plugins/platforms/libqoffscreen.so")
packages=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0)
if [ "$want" = window ]; then
    libs+=("$qt/plugins/platforms/libqxcb.so" "$qt/lib/libQt6XcbQpa.so.6")
    packages+=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-xkb1
               libxkbcommon-x11-0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xfixes0)
fi
missing=$(for lib in "${libs[@]}"; do [ -e "$lib" ] && ldd "$lib" | grep "not found" || true; done | awk '{print $1}' | sort -u)
[ -z "$missing" ] && exit 0
echo "Qt needs system libraries that are missing: $(echo $missing | tr '\n' ' ')" >&2
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
    echo "installed: ${packages[*]}" >&2
else
    echo "Install them, e.g.: sudo apt-get install ${packages[*]}" >&2
    exit 1
fi
