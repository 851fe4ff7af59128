#!/usr/bin/env bash
# compose.yaml for real, in containers, on a machine that cannot pull its third-party images
# (decision 131). A manual tool, not part of `npm test` or CI (they have no container engine):
#
#   scripts/try-compose.sh            build, up, check through the proxy, down (volumes removed)
#   scripts/try-compose.sh --keep     leave the stack running afterwards (then: --down to remove it)
#   scripts/try-compose.sh --no-build use the images built by an earlier run
#
# Needs podman, buildah and podman-compose and a local node:24-slim (../shared/tools/containers-setup
# installs and builds them, as root), curl and Node. It builds the app image from the Dockerfile
# and the stand-ins of deploy/stand-ins/ (PostgreSQL 15, s3rver with an `mc` for MinIO's commands,
# MailDev for Mailpit, Debian's nginx), starts compose.yaml with deploy/stand-ins/compose.stand-ins.yaml
# as project jl-compose (proxy on 127.0.0.1:18080, mail view on 127.0.0.1:18081; HTTP_PORT and
# MAIL_VIEW_PORT change them) and checks through the proxy: /healthz answered by both instances,
# every service's healthcheck, a sign-up with the code read from the mail relay, a login, a
# profile photo uploaded and served by both instances from the S3 store, and that the stack keeps
# answering while one instance restarts, and after. Heavy steps run under `nice -n 10`.
set -euo pipefail
cd "$(dirname "$0")/.."

PROJECT=jl-compose
KEEP=0 BUILD=1 DOWN_ONLY=0
for arg in "$@"; do
  case "$arg" in
    --keep) KEEP=1 ;;
    --no-build) BUILD=0 ;;
    --down) DOWN_ONLY=1 ;;
    *) echo "usage: $0 [--keep] [--no-build] [--down]" >&2; exit 2 ;;
  esac
done

export HTTP_PORT=${HTTP_PORT:-18080}
export MAIL_VIEW_PORT=${MAIL_VIEW_PORT:-18081}
export PUBLIC_URL=http://localhost:$HTTP_PORT
secret() { od -An -N16 -tx1 /dev/urandom | tr -d ' \n'; }
export SESSION_SECRET=${SESSION_SECRET:-$(secret)$(secret)}
export POSTGRES_PASSWORD=${POSTGRES_PASSWORD:-$(secret)}
export S3_ROOT_PASSWORD=${S3_ROOT_PASSWORD:-$(secret)}
export S3_SECRET_ACCESS_KEY=${S3_SECRET_ACCESS_KEY:-$(secret)}
# Set, even empty: podman-compose 1.0.3 passes `${NAME:-}` on literally when NAME is unset.
export SMTP_RELAY_HOST=${SMTP_RELAY_HOST:-} SMTP_RELAY_USERNAME=${SMTP_RELAY_USERNAME:-} SMTP_RELAY_PASSWORD=${SMTP_RELAY_PASSWORD:-}

PROXY=http://127.0.0.1:$HTTP_PORT
MAIL=http://127.0.0.1:$MAIL_VIEW_PORT
compose() { podman-compose -p "$PROJECT" -f compose.yaml -f deploy/stand-ins/compose.stand-ins.yaml "$@"; }
container() { echo "${PROJECT}_$1_1"; }
step() { printf '\n== %s\n' "$*"; }
pass() { printf '   ok: %s\n' "$*"; }
fail() {
  printf '   FAILED: %s\n' "$*" >&2
  exit 1
}
# `json PATH` prints one value of the JSON on stdin (PATH like .data.items.0.id).
json() { node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{let v=JSON.parse(s);for(const k of process.argv[1].split(".").filter(Boolean))v=v?.[k];console.log(typeof v==="object"?JSON.stringify(v):(v??""))})' "$1"; }

# podman-compose 1.0.3's `down` leaves the project's network behind.
down() {
  compose down -v >/tmp/jl-compose-down.log 2>&1 || true
  podman network rm "${PROJECT}_default" >/dev/null 2>&1 || true
}
if [ "$DOWN_ONLY" = 1 ]; then
  down
  echo "jl-compose: containers, network and volumes removed"
  exit 0
fi

finish() {
  status=$?
  if [ "$status" != 0 ]; then
    echo
    echo "== what the services said (last 30 lines each)"
    for s in postgres minio minio-setup mail app-1 app-2 proxy; do
      echo "--- $s"
      podman logs --tail 30 "$(container "$s")" 2>&1 | sed 's/^/   /' || true
    done
  fi
  if [ "$KEEP" = 1 ]; then
    echo
    echo "The stack is still running (project $PROJECT): $PROXY, mail at $MAIL; $0 --down removes it."
  else
    step "down"
    down
    echo "   containers, network and volumes removed"
  fi
  exit "$status"
}

if [ "$BUILD" = 1 ]; then
  step "build (podman build --format docker, so the image keeps its HEALTHCHECK)"
  for s in postgres s3 mail nginx; do
    BUILDAH_ISOLATION=chroot nice -n 10 podman build --quiet --network host --format docker \
      -t "localhost/jl-compose-stand-in-$s:latest" -f "deploy/stand-ins/$s/Containerfile" "deploy/stand-ins/$s" >/dev/null
    pass "stand-in $s"
  done
  BUILDAH_ISOLATION=chroot nice -n 10 podman build --quiet --network host --format docker -t joblink:latest . >/dev/null
  pass "joblink:latest from the Dockerfile"
fi

step "up (compose.yaml + deploy/stand-ins/compose.stand-ins.yaml, project $PROJECT)"
down
trap finish EXIT
compose up -d --no-build >/tmp/jl-compose-up.log 2>&1 || { cat /tmp/jl-compose-up.log; fail "podman-compose up"; }
pass "podman-compose up -d (its log: /tmp/jl-compose-up.log)"

step "the proxy answers /healthz"
deadline=$((SECONDS + 240))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$PROXY/healthz")" = 200 ]; do
  [ $SECONDS -lt $deadline ] || fail "no 200 from $PROXY/healthz within 240 s"
  sleep 2
done
pass "$PROXY/healthz is 200 after $((SECONDS - deadline + 240)) s"
minio_setup=$(podman inspect -f '{{.State.Status}} {{.State.ExitCode}}' "$(container minio-setup)")
[ "$minio_setup" = "exited 0" ] || fail "minio-setup: $minio_setup"
pass "minio-setup made the bucket and the app's key (exited 0)"

ip_of() { podman inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$(container "$1")"; }
# Which instances answered the proxy's requests for a path since a log line count: app names.
served_by() {
  local path=$1 since=$2 ip1 ip2
  ip1=$(ip_of app-1) ip2=$(ip_of app-2)
  podman logs "$(container proxy)" 2>/dev/null | tail -n +"$((since + 1))" | grep -F "\"GET $path " | grep ' 200 ' |
    grep -o 'upstream=[0-9.:]*' | sed "s/upstream=//; s/:3000//; s/^$ip1\$/app-1/; s/^$ip2\$/app-2/" | sort -u | tr '\n' ' '
}
log_lines() { podman logs "$(container proxy)" 2>/dev/null | wc -l; }

step "/healthz through the proxy comes from both instances"
mark=$(log_lines)
for _ in 1 2 3 4 5 6; do
  body=$(curl -s -w ' %{http_code}' "$PROXY/healthz")
  [ "$body" = '{"status":"ok"} 200' ] || fail "/healthz answered $body"
done
sleep 1
by=$(served_by /healthz "$mark")
[ "$by" = "app-1 app-2 " ] || fail "/healthz was answered by: ${by:-nobody} (proxy log)"
pass "6 × 200 {\"status\":\"ok\"}, answered by $by(proxy log)"

step "every long-running service's healthcheck passes (podman healthcheck run)"
for s in postgres minio mail app-1 app-2 proxy; do
  podman healthcheck run "$(container "$s")" >/dev/null 2>&1 || fail "$s: its healthcheck fails"
  pass "$s"
done

step "sign up through the proxy; the code arrives at the mail relay"
email="compose.$(date +%s).$RANDOM@example.com"
password='Passw0rd!compose'
api() { # METHOD PATH [JSON] [TOKEN]
  curl -s -X "$1" "$PROXY$2" -H 'content-type: application/json' ${4:+-H "authorization: Bearer $4"} ${3:+--data "$3"}
}
answer=$(api POST /api/user/sign-in/ "{\"email\":\"$email\",\"password\":\"$password\",\"type_of_user\":\"individual\"}")
echo "$answer" | grep -q '"data"' || fail "sign-up: $answer"
pass "POST /api/user/sign-in/: $(echo "$answer" | json .message)"
code=""
deadline=$((SECONDS + 60))
while [ -z "$code" ]; do
  [ $SECONDS -lt $deadline ] || fail "no mail to $email at $MAIL within 60 s"
  sleep 1
  # MailDev (the stand-in): GET /email; Mailpit (the real image): GET /api/v1/messages + message.
  mails=$(curl -s "$MAIL/email" || true)
  if echo "$mails" | grep -q '^\['; then
    text=$(echo "$mails" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{const m=JSON.parse(s).filter((x)=>x.to.some((t)=>t.address===process.argv[1])).pop();console.log(m?.text??"")})' "$email")
  else
    id=$(curl -s "$MAIL/api/v1/search?query=to:$email" | json .messages.0.ID)
    text=$([ -n "$id" ] && curl -s "$MAIL/api/v1/message/$id" | json .Text || true)
  fi
  code=$(printf '%s\n' "$text" | grep -Eo '^[0-9]{6}\s*$' | head -n 1 | tr -d '[:space:]' || true)
done
pass "the mail to $email has the code $code"
answer=$(api POST /api/user/verify-otp/ "{\"email\":\"$email\",\"otp\":\"$code\"}")
token=$(echo "$answer" | json .data.access_token)
[ -n "$token" ] || fail "verify-otp: $answer"
pass "POST /api/user/verify-otp/: verified"

step "log in through the proxy"
answer=$(api POST /api/user/login/ "{\"email\":\"$email\",\"password\":\"$password\"}")
token=$(echo "$answer" | json .data.access_token)
[ -n "$token" ] || fail "login: $answer"
pass "POST /api/user/login/: $(echo "$answer" | json .message)"
location=$(api GET '/api/master/location/list/?search=Pune' | json .data.0.id)
answer=$(api POST /api/individual/create/ "{\"first_name\":\"Compose\",\"last_name\":\"Containers\",\"phone\":\"9876543210\",\"pincode\":\"411001\",\"location\":$location,\"bio\":\"Two instances in containers.\"}" "$token")
echo "$answer" | grep -q '"data"' || fail "profile: $answer"
pass "POST /api/individual/create/: the profile is made"

step "a profile photo, uploaded through the proxy, is served by both instances from the S3 store"
photo=$(mktemp --suffix=.png)
echo 'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD+o7EKln5J+IeYaAQAWloeD1NdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQvSK7UO8S3YANqF6RXah3iW7ABlSvyC7Uu0Q3YAOqV/zDB6DawMRDJVtqAAAAAElFTkSuQmCC' | base64 -d >"$photo"
answer=$(curl -s -X POST "$PROXY/api/user/upload/picture/?type=photo" -H "authorization: Bearer $token" -F "file=@$photo;type=image/png")
rm -f "$photo"
url=$(echo "$answer" | json .data.url)
[ -n "$url" ] || fail "upload: $answer"
pass "POST /api/user/upload/picture/?type=photo: $url"
photo_served_by_both() {
  local mark first sum by
  mark=$(log_lines)
  for i in 1 2 3 4; do
    curl -s -D /tmp/jl-compose-headers -o /tmp/jl-compose-photo "$PROXY$url"
    grep -qi '^content-type: image/webp' /tmp/jl-compose-headers || fail "$url: $(head -n 1 /tmp/jl-compose-headers)"
    sum=$(sha256sum </tmp/jl-compose-photo)
    [ "$i" = 1 ] && first=$sum
    [ "$sum" = "$first" ] || fail "$url: not the same bytes from every instance"
  done
  sleep 1
  by=$(served_by "$url" "$mark")
  [ "$by" = "app-1 app-2 " ] || fail "$url was served by: ${by:-nobody} (proxy log)"
  pass "4 × 200 image/webp, the same bytes, served by $by(proxy log)"
}
photo_served_by_both
key=${url##*/}
podman exec "$(container minio)" sh -c "find /data/buckets -path '*$key*' | grep -q ." || fail "$key is not in the S3 store's /data"
pass "the object is in the S3 store's volume (minio service), not in an instance's /data"
for s in app-1 app-2; do
  files=$(podman exec "$(container "$s")" sh -c 'find /data/uploads -type f | wc -l')
  [ "$files" = 0 ] || fail "$s has $files file(s) in its own /data/uploads"
done
pass "nothing in either instance's /data/uploads"

step "the stack survives a restart of app-1"
mark=$(log_lines)
bad=0 total=0
podman restart "$(container app-1)" >/dev/null &
restart=$!
deadline=$((SECONDS + 30))
while [ $SECONDS -lt $deadline ]; do
  status=$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' -H "authorization: Bearer $token" "$PROXY/api/individual/get/" || true)
  total=$((total + 1))
  [ "$status" = 200 ] || bad=$((bad + 1))
  sleep 0.2
done
wait "$restart"
[ "$bad" = 0 ] || fail "$bad of $total authenticated requests during the restart were not 200"
pass "$total authenticated requests through the proxy during the restart, all 200"
deadline=$((SECONDS + 120))
until podman healthcheck run "$(container app-1)" >/dev/null 2>&1; do
  [ $SECONDS -lt $deadline ] || fail "app-1 is not healthy again within 120 s"
  sleep 2
done
pass "app-1 is healthy again"
step "after the restart: both instances answer, the session and the photo are still there"
mark=$(log_lines)
for _ in 1 2 3 4; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "$PROXY/healthz")
  [ "$status" = 200 ] || fail "/healthz answered $status"
done
sleep 1
by=$(served_by /healthz "$mark")
[ "$by" = "app-1 app-2 " ] || fail "after the restart /healthz was answered by: ${by:-nobody} (proxy log)"
pass "/healthz answered by $by"
photo_served_by_both

echo
echo "try-compose: every check passed"
