#!/usr/bin/env bash
# Smoke test of a built image: runs it, probes the HTTP surface, checks the user, the
# HEALTHCHECK and the SIGTERM drain, then removes the container. Prints what it ran.
#
#   scripts/build-image.sh && test/container/smoke.sh
#
# Env: IMAGE (localhost/pinguard:dev), PORT (host port, 18170), ENGINE (podman),
#      RUN_ARGS (extra `run` flags; when unset, plain `run` is tried first, then the fallback
#      this sandbox needs: runc instead of crun and ulimits no higher than the host's).
# Not part of `npm test`: it needs a container engine and a built image.
set -euo pipefail

IMAGE="${IMAGE:-localhost/pinguard:dev}"
PORT="${PORT:-18170}"
ENGINE="${ENGINE:-podman}"
NAME="pinguard-smoke-$$"
BASE="http://127.0.0.1:$PORT"
fails=0

say() { printf '%s\n' "$*"; }
check() { # check <description> <command...>
  local what="$1"; shift
  if "$@"; then say "  ok   $what"; else say "  FAIL $what"; fails=$((fails + 1)); fi
}
# podman without systemd logs harmless "unable to get systemd connection" errors; hide them.
quiet() { "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }
cleanup() { "$ENGINE" rm -f "$NAME" >/dev/null 2>&1 || true; }
trap cleanup EXIT

"$ENGINE" image inspect "$IMAGE" >/dev/null || { say "no image $IMAGE: run scripts/build-image.sh"; exit 2; }

if [ -z "${RUN_ARGS+set}" ]; then
  if quiet "$ENGINE" run --rm --entrypoint true "$IMAGE" >/dev/null 2>&1; then
    RUN_ARGS=""
  else
    # Seen here: crun cannot raise RLIMIT_NOFILE/NPROC without CAP_SYS_RESOURCE and rejects
    # the hybrid cgroup v1/v2 layout; runc with lowered limits runs fine.
    RUN_ARGS="--runtime runc --ulimit nofile=$(ulimit -n):$(ulimit -n) --ulimit nproc=4096:4096"
    say "plain '$ENGINE run' fails here; using: $RUN_ARGS"
  fi
fi

say "\$ $ENGINE run -d --name $NAME $RUN_ARGS -p 127.0.0.1:$PORT:8080 $IMAGE"
# shellcheck disable=SC2086 # RUN_ARGS is a list of flags
quiet "$ENGINE" run -d --name "$NAME" $RUN_ARGS -p "127.0.0.1:$PORT:8080" "$IMAGE" >/dev/null

# answers URL TRIES PAUSE: 0 once URL answers 2xx, polling TRIES times PAUSE seconds apart.
answers() {
  for _ in $(seq 1 "$2"); do
    if curl -fsS -m 1 "$1" >/dev/null 2>&1; then return 0; fi
    sleep "$3"
  done
  return 1
}
check "healthz answers 200 within 5 s" answers "$BASE/healthz" 50 0.1

say "\$ curl -s $BASE/healthz"; curl -s -m 3 "$BASE/healthz"; echo
# /readyz turns 200 once rules and models are loaded (seconds on a busy machine): wait for it
# before sending work, as a load balancer would.
check "readyz answers 200 within 60 s" answers "$BASE/readyz" 300 0.2
say "\$ curl -s $BASE/readyz"; curl -s -m 3 "$BASE/readyz"; echo
body='{"text":"Please never push directly to main. Open a pull request instead.","turn":1}'
say "\$ curl -s -H 'content-type: application/json' -d '$body' $BASE/v1/classify"
classify="$(curl -s -m 5 -H 'content-type: application/json' -d "$body" "$BASE/v1/classify")"
say "$classify"
check "/v1/classify answers {\"pins\": [...]}" grep -q '^{"pins":\[' <<<"$classify"
guard='{"call":{"tool":"git_push","args":{"branch":"main"}},"ledger":[{"id":"c1","text":"Never push directly to main."}]}'
say "\$ curl -s -H 'content-type: application/json' -d '$guard' $BASE/v1/guard"
decision="$(curl -s -m 5 -H 'content-type: application/json' -d "$guard" "$BASE/v1/guard")"
say "$decision"
check "/v1/guard answers a decision" grep -q '"decision":"' <<<"$decision"
status="$(curl -s -o /dev/null -w '%{http_code}' -m 3 -H 'content-type: application/json' -d '{bad' "$BASE/v1/classify")"
check "malformed JSON gets 400 (got $status)" test "$status" = 400

say "\$ $ENGINE exec $NAME id"
ids="$(quiet "$ENGINE" exec "$NAME" id)"; say "$ids"
check "runs as non-root" grep -q '^uid=1000' <<<"$ids"
say "\$ $ENGINE inspect --format '{{.Config.User}} {{.Config.StopSignal}}' $NAME"
quiet "$ENGINE" inspect --format '{{.Config.User}} {{.Config.StopSignal}}' "$NAME"

say "\$ $ENGINE healthcheck run $NAME"
if quiet "$ENGINE" healthcheck run "$NAME"; then hc=0; else hc=$?; fi
check "HEALTHCHECK passes (exit $hc)" test "$hc" = 0
health="$(quiet "$ENGINE" inspect --format '{{.State.Health.Status}}' "$NAME")"
check "health status is healthy (got $health)" test "$health" = healthy

# Drain: a request still uploading its body when SIGTERM arrives must get its answer.
slow_out="$(mktemp)"
{ printf '{"text":"Never delete the backups.'; sleep 2; printf ' Ask before any deploy."}'; } \
  | curl -s -m 15 -o "$slow_out" -w '%{http_code}' -X POST -T - -H 'content-type: application/json' \
      "$BASE/v1/classify" >"$slow_out.status" &
slow_pid=$!
sleep 0.5
say "\$ $ENGINE stop -t 15 $NAME   # while a request is still uploading its body (2 s)"
t0=$(date +%s%N)
quiet "$ENGINE" stop -t 15 "$NAME" >/dev/null
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
wait "$slow_pid" || true
slow_status="$(cat "$slow_out.status")"
say "in-flight request: HTTP $slow_status $(cat "$slow_out")"
rm -f "$slow_out" "$slow_out.status"
check "the in-flight request finished with 200 (got $slow_status)" test "$slow_status" = 200
code="$(quiet "$ENGINE" inspect --format '{{.State.ExitCode}}' "$NAME")"
say "stopped in ${ms} ms, exit code $code"
check "SIGTERM stops it with exit 0 (got $code)" test "$code" = 0
check "stop took under 10 s (${ms} ms)" test "$ms" -lt 10000
logs="$(quiet "$ENGINE" logs "$NAME" 2>&1)"
say "$(tail -n 2 <<<"$logs")"
check "the log shows the drain" grep -q '"msg":"drained"' <<<"$logs"

if [ "$fails" = 0 ]; then say "smoke: all checks passed"; else say "smoke: $fails check(s) failed"; exit 1; fi
