#!/usr/bin/env bash
# Assembles a local stand-in for node:20-bookworm-slim when Docker Hub cannot be reached:
# a Debian bookworm minbase rootfs (debootstrap, from the mirror apt already uses) plus this
# machine's Node 20 binary and npm, laid out like the official image (/usr/local/bin/node,
# user `node` uid 1000), then `podman import`ed.
#
#   sudo scripts/make-base-image.sh                    # -> localhost/node:20-bookworm-slim
#   sudo scripts/make-base-image.sh localhost/node:20  # other tag
#
# Env: WORK_DIR (default /var/tmp/pinguard-base; the rootfs is ~200 MB, never commit it),
#      MIRROR (default: first deb.debian.org-style URI in /etc/apt/sources.list*),
#      NODE_BIN (default: $(command -v node)), REBUILD=1 to redo the rootfs.
# Needs root (debootstrap, chroot), debootstrap and podman.
set -euo pipefail

TAG="${1:-localhost/node:20-bookworm-slim}"
WORK_DIR="${WORK_DIR:-/var/tmp/pinguard-base}"
ROOTFS="$WORK_DIR/rootfs"
SUITE=bookworm

die() { echo "make-base-image: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || die "must run as root (debootstrap and chroot need it)"
command -v debootstrap >/dev/null || die "debootstrap missing: apt-get install -y debootstrap"
command -v podman >/dev/null || die "podman missing: apt-get install -y podman"

NODE_BIN="${NODE_BIN:-$(command -v node || true)}"
[ -x "$NODE_BIN" ] || die "no node binary found (set NODE_BIN)"
NODE_BIN="$(readlink -f "$NODE_BIN")"
NODE_VERSION="$("$NODE_BIN" --version)"
case "$NODE_VERSION" in v20.*) ;; *) die "$NODE_BIN is $NODE_VERSION, want v20.x" ;; esac
# npm ships next to node: <prefix>/bin/node -> <prefix>/lib/node_modules/npm
NPM_DIR="$(dirname "$(dirname "$NODE_BIN")")/lib/node_modules/npm"
[ -f "$NPM_DIR/bin/npm-cli.js" ] || die "npm not found at $NPM_DIR"

# The mirror apt already uses here (deb822 'URIs:' or one-line 'deb URL suite'), so no
# new network endpoint is needed. Security/updates mirrors are skipped: debootstrap wants
# the main archive.
if [ -z "${MIRROR:-}" ]; then
  MIRROR="$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null \
    | awk '/^URIs:/ { for (i = 2; i <= NF; i++) print $i }' | grep -v -- '-security' | head -n1 || true)"
  [ -n "$MIRROR" ] || MIRROR="$(grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null \
    | awk '{ print $2 }' | grep -v -- '-security' | head -n1 || true)"
  MIRROR="${MIRROR:-http://deb.debian.org/debian}"
fi
echo "make-base-image: node $NODE_VERSION from $NODE_BIN, Debian $SUITE from $MIRROR -> $TAG"

if [ "${REBUILD:-0}" = 1 ] || [ ! -f "$ROOTFS/.debootstrap-done" ]; then
  rm -rf "$ROOTFS"
  mkdir -p "$ROOTFS"
  # minbase = Essential + apt only; that already brings libc6, libstdc++6 and libgcc-s1,
  # which is everything the node binary links against (checked below).
  debootstrap --variant=minbase "$SUITE" "$ROOTFS" "$MIRROR"
  touch "$ROOTFS/.debootstrap-done"
fi

# Node and npm where the official image keeps them.
install -D -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
rm -rf "$ROOTFS/usr/local/lib/node_modules/npm"
mkdir -p "$ROOTFS/usr/local/lib/node_modules"
cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
ln -sfn ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sfn ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"

# Every shared library node needs must resolve inside the rootfs, not just on this host.
missing="$(chroot "$ROOTFS" /usr/bin/ldd /usr/local/bin/node | grep 'not found' || true)"
[ -z "$missing" ] || die "node needs libraries missing from the rootfs: $missing"
chroot "$ROOTFS" /usr/local/bin/node --version >/dev/null || die "node does not run inside the rootfs"
chroot "$ROOTFS" /usr/local/bin/node /usr/local/bin/npm --version >/dev/null || die "npm does not run inside the rootfs"

# The official image has user node (1000:1000); Dockerfiles rely on it.
if ! chroot "$ROOTFS" getent passwd node >/dev/null; then
  chroot "$ROOTFS" groupadd --gid 1000 node
  chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
fi

# Trim what a slim image would not carry: apt lists and caches, docs, man pages.
rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/cache/apt/archives/*.deb \
  "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* "$ROOTFS"/tmp/*

# The import keeps no metadata from the rootfs, so restate what node:20-bookworm-slim sets.
tar --numeric-owner --exclude=./.debootstrap-done -C "$ROOTFS" -c . \
  | podman import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change "ENV NODE_VERSION=${NODE_VERSION#v}" \
      --change 'CMD ["node"]' \
      --message "debootstrap $SUITE minbase + node $NODE_VERSION (local stand-in for node:20-bookworm-slim)" \
      - "$TAG"
podman image inspect --format '{{.Id}} {{.Size}}' "$TAG"
echo "make-base-image: built $TAG"
