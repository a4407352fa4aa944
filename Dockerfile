# syntax=docker/dockerfile:1
# Imagine's production image. `docker compose up -d --build` (compose.yaml) runs two of them on
# PostgreSQL behind Caddy; README, « Héberger ». The server runs compiled (build-server/), not
# through tsx, as the non-root `node` user, with production dependencies only.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Every dependency, development ones included, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see the README (a lockfile written on one platform).
RUN npm install --no-audit --no-fund

# 2. The React Router build (client assets, server bundle) and the compiled Express server.
FROM deps AS build
COPY . .
RUN npm run build && npm run build:server

# 3. Production dependencies only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# 4. What runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# pg_dump for `node build-server/backup.js` on PostgreSQL (Debian bookworm's client is 15, the
# version compose.yaml runs: pg_dump refuses a newer server).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/build-server ./build-server
COPY package.json ./
# Migrations run at start; public/ holds the logo printed on quotes and invoices.
COPY drizzle ./drizzle
COPY public ./public
# The data folder (embedded database, uploads, mail outbox) belongs to the user that runs.
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# /healthz checks the database, and answers 503 while the instance drains on SIGTERM.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests received are answered, then the process exits 0 (within 10 s).
STOPSIGNAL SIGTERM
# The flags of scripts/node-options.mjs (memory: see there); no --enable-source-maps, which keeps
# the source maps in memory (40 to 60 MB).
CMD ["node", "--max-semi-space-size=4", "--liftoff-only", "--no-allocation-site-pretenuring", "build-server/index.js"]
