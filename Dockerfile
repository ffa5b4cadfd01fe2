# syntax=docker/dockerfile:1
# pinguard service image. Build with scripts/build-image.sh (podman or docker); see docs/container.md.
#
#   docker build -t pinguard .
#   podman build --isolation=chroot --format docker --build-arg BASE_IMAGE=localhost/node:20-bookworm-slim -t pinguard .
#
# --format docker matters for podman: the OCI image format has no HEALTHCHECK and podman drops it.

# Any Debian-like image with Node 20 at /usr/local/bin/node and a user 1000 works, e.g. the
# local stand-in that scripts/make-base-image.sh assembles when Docker Hub is unreachable.
ARG BASE_IMAGE=node:20-bookworm-slim

# ---- build: all dependencies, tsc -> dist/ ----------------------------------------------
FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm_ca: optional extra CA bundle for a TLS-intercepting proxy in front of the npm registry
# (build-image.sh passes $NODE_EXTRA_CA_CERTS). It is a build secret, so it never lands in a layer.
RUN --mount=type=secret,id=npm_ca,required=false \
    --mount=type=cache,id=pinguard-npm,target=/root/.npm,sharing=locked \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

# ---- prod-deps: runtime dependencies only -----------------------------------------------
# tsx stays (it is a runtime dependency because `npm start` uses it) but the image runs dist/.
FROM ${BASE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npm_ca,required=false \
    --mount=type=cache,id=pinguard-npm,target=/root/.npm,sharing=locked \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --omit=dev --no-audit --no-fund

# ---- runtime -----------------------------------------------------------------------------
FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
# Everything stays owned by root and read-only to the service user: the service writes nothing.
# package.json is needed at run time: its "type": "module" makes dist/*.js ES modules.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# config.ts resolves RULES_DIR/MODELS_DIR next to dist/, i.e. /app/rules and /app/models.
COPY rules ./rules
COPY models ./models

# Numeric, so Kubernetes runAsNonRoot can verify it; 1000 is `node` in the node images.
USER 1000:1000
EXPOSE 8080
# index.ts drains on SIGTERM: readiness turns 503, in-flight requests finish, exit within
# SHUTDOWN_TIMEOUT_MS (10 s), which fits the default 10 s stop timeout of docker/podman.
STOPSIGNAL SIGTERM
# The slim image has no curl; node's fetch probes instead. /healthz needs no AUTH_TOKEN.
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 here and handles SIGTERM/SIGINT itself (no npm wrapper to swallow signals).
CMD ["node", "--max-semi-space-size=8", "--enable-source-maps", "dist/index.js"]
