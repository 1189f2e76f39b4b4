# One image for every deployable: the server and the static hosts of the shell and each remote
# differ only by their command and environment (see docker-compose.yml).
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000 3100 3101 3102 3103 3104 3105 3106
CMD ["node", "server/dist/main.js"]
