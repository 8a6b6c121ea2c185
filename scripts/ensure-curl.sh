#!/usr/bin/env bash
# The tests run the "Copy as curl" code for real: make sure curl is installed (Debian's package, via apt-get
# when run as root; otherwise say what to install).
set -euo pipefail
command -v curl >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl >/dev/null
    echo "installed: curl" >&2
else
    echo "The tests need curl: sudo apt-get install curl" >&2
    exit 1
fi
