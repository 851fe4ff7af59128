# syntax=docker/dockerfile:1
# JobLink production image.
#
#   docker build -t joblink .
#   docker run -p 3000:3000 -e SESSION_SECRET=change-me -v joblink-data:/data joblink
#
# Three stages: `deps` installs every dependency, `build` runs `react-router build`, and
# `production` holds only the production dependencies, the build output, server.js and public/.
# Data (SQLite database, mail outbox, uploads, generated session secret) lives in the /data
# volume; set DATABASE_URL=postgres://... to use PostgreSQL instead. tests/deploy replays these
# steps as plain commands, since CI has no Docker engine.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM node:24-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:24-slim AS production
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db \
    MAIL_OUTBOX_DIR=/data/mail \
    UPLOAD_DIR=/data/uploads \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/build ./build
COPY --from=build /app/server.js ./server.js
COPY --from=build /app/scripts/healthcheck.mjs ./scripts/healthcheck.mjs
COPY --from=build /app/public ./public
RUN mkdir -p /data/mail /data/uploads && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "server.js"]
