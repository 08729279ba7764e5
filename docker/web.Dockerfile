# One image recipe for the four front-end apps (shell, mfe-shop, mfe-adventures, mfe-admin):
#   docker build -f docker/web.Dockerfile --build-arg APP=mfe-shop .
# Each serves its build at / on port 8080; the gateway mounts it at its path and owns the cache policy.
# The build stage reads no build argument, so the four apps are built once and the images share it.
# The `render` target is the render process (render/README.md), with the shell's build it renders with:
#   docker build -f docker/web.Dockerfile --target render .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/ui/package.json libs/ui/
COPY shell/package.json shell/
COPY mfe-shop/package.json mfe-shop/
COPY mfe-adventures/package.json mfe-adventures/
COPY mfe-admin/package.json mfe-admin/
# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional packages (architecture §7).
RUN npm install --include-workspace-root -w libs/contracts -w libs/ui -w shell -w mfe-shop -w mfe-adventures -w mfe-admin
COPY tsconfig.base.json .swcrc ./
COPY libs/contracts libs/contracts
COPY libs/ui libs/ui
COPY shell shell
COPY mfe-shop mfe-shop
COPY mfe-adventures mfe-adventures
COPY mfe-admin mfe-admin
RUN npm run build -w shell -w mfe-shop -w mfe-adventures -w mfe-admin

# The render process: plain Node, no packages (the shell's server bundle carries what it uses).
FROM ${NODE_IMAGE} AS render
WORKDIR /app
COPY render/package.json render/
COPY render/src render/src
# Which API answers it keeps, and with which headers the gateways send them (pageCache.api).
COPY gateway/routes.json gateway/
COPY --from=build /app/shell/dist/index.html shell/dist/
COPY --from=build /app/shell/dist/server shell/dist/server
# The kept pages' volume takes this folder's owner when it is created: the render process writes it.
RUN mkdir -p /data/page-cache && chown node:node /data/page-cache
ENV PORT=3010 NODE_ENV=production
USER node
EXPOSE 3010
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "render/src/server.mjs"]

# Runs as the unprivileged `nginx` user and listens on 8080.
FROM nginxinc/nginx-unprivileged:1.28-alpine
ARG APP
COPY docker/web.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
