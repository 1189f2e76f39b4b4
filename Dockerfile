# One image for every deployable: the server and the static hosts of the shell and each remote
# differ only by their command and environment (see docker-compose.yml).
#
# Node.js 24, a maintained LTS line (docs/operating.md#nodejs-versions). Both stages run the same
# Node major on the same Debian release, so the native modules `npm ci` installs in the build stage
# run unchanged in the slim one: sharp and argon2 are Node-API binaries (any Node version);
# better-sqlite3 is built per Node ABI, downloaded prebuilt for Node 24 or, failing that, compiled
# by node-gyp with the python3 and g++ of the full bookworm image. Change the two FROM lines
# together, and keep `engines` in the package.json files accepting the major named here.
FROM node:24-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000 3100 3101 3102 3103 3104 3105 3106
CMD ["node", "server/dist/main.js"]
