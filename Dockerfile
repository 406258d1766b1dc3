# Belleza Studio in a container: one stage builds the website, the other runs the server with the
# production packages only. Not built or run where it was written (no Docker there): deploy/README.md, Docker.
#
#   docker build -t belleza-studio .
#   docker run -d --name belleza-studio --restart unless-stopped --stop-timeout 60 -p 127.0.0.1:3000:3000 -v belleza-data:/data \
#     -v belleza-backups:/backups -e PUBLIC_URL=https://belleza-studio.example -e TRUST_PROXY=172.17.0.1 belleza-studio
#
# The server backs itself up daily into /backups, beside /data (docs/decisions/030): a volume of its own, so backups
# outlive the container and an update, and a restore of /data never touches them.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The Electron admin app's binary is not needed to build the website.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build needs the development packages (Vite); the server needs only the others (tsx runs its TypeScript).
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# As `npm start` sets them (scripts/start.mjs); MALLOC_ARENA_MAX keeps memory bounded over many photo uploads.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data BACKUP_DIR=/backups MALLOC_ARENA_MAX=2
COPY --from=build /app /app
RUN mkdir -p /data /backups && chown node:node /data /backups
# The code stays root's: the server (user node) reads it and writes only to /data.
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/index.ts"]
