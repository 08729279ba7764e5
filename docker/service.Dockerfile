# syntax=docker/dockerfile:1
# One image recipe for the five NestJS services:
#   docker build -f docker/service.Dockerfile --build-arg SERVICE=svc-catalog .
ARG NODE_IMAGE=node:22-bookworm-slim

# The manifests alone first: the dependency layers below stay cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
ARG SERVICE
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY ${SERVICE}/package.json ${SERVICE}/

FROM manifests AS build
ARG SERVICE
# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional packages (ARCHITECTURE §7).
# The root's devDependencies carry the build tools (swc).
RUN npm install --include-workspace-root -w libs/contracts -w libs/service-kit -w ${SERVICE}
COPY tsconfig.base.json .swcrc ./
COPY libs/contracts libs/contracts
COPY libs/service-kit libs/service-kit
COPY ${SERVICE} ${SERVICE}
RUN npm run build -w libs/contracts -w libs/service-kit -w ${SERVICE}

FROM manifests AS production-dependencies
ARG SERVICE
RUN npm install --omit=dev -w libs/contracts -w libs/service-kit -w ${SERVICE}

FROM ${NODE_IMAGE}
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/${SERVICE}/dist ${SERVICE}/dist
# svc-catalog keeps painting images here; a new named volume takes over this owner.
RUN mkdir -p /data/media && chown node:node /data/media
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node is PID 1 and gets SIGTERM itself, to shut down cleanly.
CMD ["sh", "-c", "exec node \"$SERVICE/dist/main.js\""]
