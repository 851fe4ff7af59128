#!/bin/sh
# Mailpit's command line as compose.yaml uses it, on MailDev (decision 131).
set -eu
if [ "${1:-}" = readyz ]; then
  exec node -e "fetch('http://127.0.0.1:8025/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
fi
[ $# -eq 0 ] || { echo "mailpit (MailDev stand-in): only 'readyz' and no arguments are known" >&2; exit 2; }
set -- --smtp 1025 --web 8025 --ip 0.0.0.0
if [ -n "${MP_DATABASE:-}" ]; then
  mkdir -p "$(dirname "$MP_DATABASE")/maildev"
  set -- "$@" --mail-directory "$(dirname "$MP_DATABASE")/maildev"
fi
if [ -n "${MP_SMTP_RELAY_HOST:-}" ]; then
  set -- "$@" --outgoing-host "$MP_SMTP_RELAY_HOST" --outgoing-port "${MP_SMTP_RELAY_PORT:-587}"
  [ -z "${MP_SMTP_RELAY_USERNAME:-}" ] || set -- "$@" --outgoing-user "$MP_SMTP_RELAY_USERNAME" --outgoing-pass "${MP_SMTP_RELAY_PASSWORD:-}"
  [ "${MP_SMTP_RELAY_ALL:-false}" != true ] || set -- "$@" --auto-relay
fi
echo "mailpit stand-in: MailDev $*" | sed 's/--outgoing-pass [^ ]*/--outgoing-pass ***/'
exec node /stand-in/node_modules/maildev/bin/maildev "$@"
