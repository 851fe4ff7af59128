// The image's HEALTHCHECK (Dockerfile, and compose.yaml's app services): exits 0 when the server in
// this container answers GET /healthz with 200 within 4 s, 1 otherwise. It reads PORT as server.js
// does. A file rather than inline `node -e "fetch(…)"`: podman-compose 1.0.3 (Debian's) hands a
// healthcheck's CMD arguments to a shell unquoted, and the inline code's parentheses made the
// check fail on a healthy instance (decision 131).
const port = process.env.PORT || 3000;
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
