#!/bin/sh
# The parts of the official nginx image's entrypoint that compose.yaml uses, plus a stand-in for
# `resolve` on upstream servers, which Debian's nginx 1.22 lacks (decision 131).
set -eu
if [ -n "${NGINX_ENTRYPOINT_LOCAL_RESOLVERS:-}" ]; then
  NGINX_LOCAL_RESOLVERS=$(awk 'BEGIN{ORS=" "} $1=="nameserver" {print $2}' /etc/resolv.conf)
  export NGINX_LOCAL_RESOLVERS
fi
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  out=/etc/nginx/conf.d/$(basename "$template" .template)
  envsubst "$defined" <"$template" | sed -E 's/^(\s*server\s+\S+)\s+resolve\b/\1/' >"$out"
  echo "nginx stand-in: $template -> $out (upstream 'resolve' done by the stand-in)"
done

names=$(sed -nE 's/^\s*server\s+([A-Za-z][A-Za-z0-9.-]*):[0-9]+.*/\1/p' /etc/nginx/conf.d/*.conf | sort -u)
# "name=address,…;" for each name, or nothing while one of them does not resolve.
addresses() {
  all=""
  for n in $names; do
    a=$(getent ahostsv4 "$n" | awk '{print $1}' | sort -u | tr '\n' ',')
    [ -n "$a" ] || return 0
    all="$all$n=$a;"
  done
  echo "$all"
}
if [ -n "$names" ]; then
  (
    last=$(addresses)
    while sleep 2; do
      now=$(addresses)
      if [ -n "$now" ] && [ "$now" != "$last" ]; then
        echo "nginx stand-in: upstream addresses changed ($last -> $now): reloading"
        nginx -s reload || true
        last=$now
      fi
    done
  ) &
fi
exec "$@"
