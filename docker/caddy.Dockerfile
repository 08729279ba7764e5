# The optional TLS proxy (`--profile https`): Caddy, serving PUBLIC_SITE_URL's host over HTTPS with
# a certificate it gets and renews itself, in front of the gateway. Runs as a user of its own with
# no capabilities: ports 80 and 443 come from compose's ip_unprivileged_port_start.
FROM caddy:2
USER root
# A copy without the file capability the official image gives the binary: a container with none
# (cap_drop: ALL) could not run it.
RUN cp /usr/bin/caddy /usr/bin/caddy.copy && mv /usr/bin/caddy.copy /usr/bin/caddy \
  && mkdir -p /data/caddy /config/caddy && chown -R 1000:1000 /data /config
COPY docker/caddy/Caddyfile docker/caddy/start.sh /etc/caddy/
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
USER 1000:1000
EXPOSE 80 443
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:2019/config/"]
ENTRYPOINT ["sh", "/etc/caddy/start.sh"]
