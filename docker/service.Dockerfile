# One image recipe for the five NestJS services:
#   docker build -f docker/service.Dockerfile --build-arg SERVICE=svc-catalog .
# Every stage before the last is the same for all five (no build argument is read there), so the
# dependencies are installed and the services built once, and the five images share those layers.
ARG NODE_IMAGE=node:22-bookworm-slim

# The manifests alone first: the dependency layers below stay cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY svc-catalog/package.json svc-catalog/
COPY svc-bookings/package.json svc-bookings/
COPY svc-commerce/package.json svc-commerce/
COPY svc-identity/package.json svc-identity/
COPY svc-mailing/package.json svc-mailing/

FROM manifests AS build
# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional packages (architecture §7).
# The root's devDependencies carry the build tools (swc).
RUN npm install --include-workspace-root -w libs/contracts -w libs/service-kit -w svc-catalog -w svc-bookings -w svc-commerce -w svc-identity -w svc-mailing
COPY tsconfig.base.json .swcrc ./
COPY libs/contracts libs/contracts
COPY libs/service-kit libs/service-kit
COPY svc-catalog svc-catalog
COPY svc-bookings svc-bookings
COPY svc-commerce svc-commerce
COPY svc-identity svc-identity
COPY svc-mailing svc-mailing
RUN npm run build -w libs/contracts -w libs/service-kit -w svc-catalog -w svc-bookings -w svc-commerce -w svc-identity -w svc-mailing

FROM manifests AS production-dependencies
RUN npm install --omit=dev -w libs/contracts -w libs/service-kit -w svc-catalog -w svc-bookings -w svc-commerce -w svc-identity -w svc-mailing

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
