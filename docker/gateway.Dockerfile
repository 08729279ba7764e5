# The gateway: Debian's nginx (the same one the gateway tests run) with a conf rendered at
# start from gateway/routes.json and the environment, so one image fits every deployment.
FROM node:22-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY gateway/package.json gateway/routes.json gateway/
COPY gateway/src gateway/src
# The kept pages' volume (written by the render process) takes this folder's owner should this container create it.
RUN mkdir -p /data/page-cache && chown node:node /data/page-cache
ENV PORT=8080
USER node
EXPOSE 8080
# SIGQUIT is nginx's graceful stop: requests in flight finish.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/runtime-config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Conf, runtime-config.json, pid and temp files go to /tmp/gateway: nothing needs root.
CMD ["sh", "-c", "node gateway/src/render-nginx.mjs --out /tmp/gateway/nginx.conf && exec nginx -e stderr -c /tmp/gateway/nginx.conf -g 'daemon off;'"]
