#!/usr/bin/env bash
# Builds the pinguard service image from the working tree.
#
#   scripts/build-image.sh                 # -> localhost/pinguard:dev
#   IMAGE=registry.example/pinguard:1.2 scripts/build-image.sh
#   SOURCE=git scripts/build-image.sh      # build what is committed at HEAD, not the working tree
#   SOURCE=git:v0.2.0 scripts/build-image.sh
#
# Base image, first that works:
#   1. $BASE_IMAGE if set;
#   2. node:20-bookworm-slim, already local or pullable from Docker Hub;
#   3. localhost/node:20-bookworm-slim, assembled by scripts/make-base-image.sh (run here if
#      missing; needs root and debootstrap) when Docker Hub cannot be reached.
#
# Env: SOURCE (worktree | git | git:<rev>, default worktree), ENGINE (podman | docker, default: podman if installed), IMAGE, BASE_IMAGE,
#      NO_PULL=1 (never try Docker Hub), NODE_EXTRA_CA_CERTS (passed to `npm ci` as a build
#      secret, for a TLS-intercepting proxy; it does not end up in the image).
# Extra arguments go to `<engine> build`, e.g. --no-cache.
set -euo pipefail

cd "$(dirname "$0")/.."
ENGINE="${ENGINE:-$(command -v podman >/dev/null && echo podman || echo docker)}"
IMAGE="${IMAGE:-localhost/pinguard:dev}"
UPSTREAM_BASE=docker.io/library/node:20-bookworm-slim
LOCAL_BASE=localhost/node:20-bookworm-slim

say() { echo "build-image: $*" >&2; }
die() { say "$*"; exit 1; }
command -v "$ENGINE" >/dev/null || die "$ENGINE not installed (apt-get install -y podman)"

has_image() { "$ENGINE" image inspect "$1" >/dev/null 2>&1; }

if [ -z "${BASE_IMAGE:-}" ]; then
  if has_image "$UPSTREAM_BASE"; then
    BASE_IMAGE="$UPSTREAM_BASE"
  elif [ "${NO_PULL:-0}" != 1 ] && timeout 120 "$ENGINE" pull -q "$UPSTREAM_BASE" >/dev/null 2>&1; then
    BASE_IMAGE="$UPSTREAM_BASE"
  else
    say "$UPSTREAM_BASE unavailable; using the local stand-in $LOCAL_BASE"
    if ! has_image "$LOCAL_BASE"; then
      [ "$ENGINE" = podman ] || die "$LOCAL_BASE missing; build it with scripts/make-base-image.sh (podman)"
      scripts/make-base-image.sh "$LOCAL_BASE"
    fi
    BASE_IMAGE="$LOCAL_BASE"
  fi
fi

# Build context: the working tree as it is, or a clean export of a commit (reproducible, and
# immune to half-edited files of other people in a shared tree).
SOURCE="${SOURCE:-worktree}"
CONTEXT=.
REVISION="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
case "$SOURCE" in
  worktree) ;;
  git | git:*)
    rev="${SOURCE#git}"; rev="${rev#:}"; rev="${rev:-HEAD}"
    REVISION="$(git rev-parse --verify "$rev^{commit}")" || die "unknown revision $rev"
    CONTEXT="$(mktemp -d "${TMPDIR:-/tmp}/pinguard-context.XXXXXX")"
    trap 'rm -rf "$CONTEXT"' EXIT
    git archive "$REVISION" | tar -x -C "$CONTEXT"
    [ -f "$CONTEXT/Dockerfile" ] || cp Dockerfile .dockerignore "$CONTEXT/"
    # git keeps no empty directories; the service wants both to exist (it may find them empty).
    mkdir -p "$CONTEXT/rules" "$CONTEXT/models"
    say "context: git $REVISION exported to $CONTEXT"
    ;;
  *) die "SOURCE must be worktree, git or git:<rev>" ;;
esac

args=(build --build-arg "BASE_IMAGE=$BASE_IMAGE" -t "$IMAGE" -f "$CONTEXT/Dockerfile")
if [ "$ENGINE" = podman ]; then
  # chroot isolation needs no container runtime nesting; docker format keeps HEALTHCHECK and
  # STOPSIGNAL (the OCI format drops HEALTHCHECK).
  args+=(--isolation=chroot --format docker)
fi
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
  args+=(--secret "id=npm_ca,src=$NODE_EXTRA_CA_CERTS")
fi
args+=(--label "org.opencontainers.image.revision=$REVISION")

say "$ENGINE ${args[*]} $* $CONTEXT"
"$ENGINE" "${args[@]}" "$@" "$CONTEXT"
"$ENGINE" image inspect --format '{{.Id}} {{.Size}}' "$IMAGE" >&2
say "built $IMAGE on $BASE_IMAGE"
