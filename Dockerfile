# syntax=docker/dockerfile:1
# The platform as one image (issue 18): the compiled API server, which also serves the web app
# and the operator console, with ffmpeg for ingest and live TV. Multi-stage: dependencies and
# builds in `build`, only what runs in the final stage; runs as the unprivileged `node` user.
#   docker build -t lld .
#   docker run -p 8080:8080 -v lld-data:/data lld          # one machine, embedded database
# Several nodes: compose.yaml (PostgreSQL, Redis, MinIO, nginx, two API nodes, a worker).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/protocol/package.json packages/protocol/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app, the console and the server (apps/server/dist, esbuild).
RUN NODE_ENV=production npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg fonts-noto-cjk tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages/protocol/package.json ./packages/protocol/
# scripts/cli.mjs: the npm scripts of the command-line tools (search:rebuild, create-operator …).
COPY --from=build --chown=root:root /app/scripts ./scripts
# The server package: dist/ (compiled), drizzle/ (migrations), media/ (demo media), the games
# sandbox's pages under src/ and package.json; the compiled server finds them from here.
COPY --from=build --chown=root:root /app/apps/server ./apps/server
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /app/apps/console/dist ./apps/console/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini forwards SIGTERM to node, which drains (/readyz 503), finishes requests and exits.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
