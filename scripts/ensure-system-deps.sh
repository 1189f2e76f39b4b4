#!/usr/bin/env bash
# Installs, from Debian, what the tests need and a fresh machine may lack: Chromium and its
# headless shell (end-to-end tests), ffmpeg (video pipeline), CJK fonts (zh-CN screenshots) and
# the PostgreSQL server.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# The end-to-end tests' browser (e2e/support/chromium.mjs): the same Chromium without its browser UI.
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
fc-list 2>/dev/null | grep -qi "Noto Color Emoji" || missing+=(fonts-noto-color-emoji)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages present"
  exit 0
fi
echo "installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
