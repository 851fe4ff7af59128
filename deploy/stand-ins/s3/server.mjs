// S3 stand-in for MinIO (decision 131; see the Containerfile): `node server.mjs server <dir>`.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const S3rver = require("s3rver");
const AWSAccount = require("s3rver/lib/models/account");

const [command, dir] = process.argv.slice(2);
if (command !== "server" || !dir) {
  console.error("S3 stand-in: usage: server <directory>");
  process.exit(2);
}
const rootUser = process.env.MINIO_ROOT_USER || "minioadmin";
const rootPassword = process.env.MINIO_ROOT_PASSWORD || "minioadmin";
if (rootPassword.length < 8) {
  console.error("S3 stand-in: MINIO_ROOT_PASSWORD must be 8 characters or more (as MinIO asks)");
  process.exit(1);
}

// Keys and policies, kept next to the objects so that they survive a restart of the store.
const iamFile = path.join(dir, "stand-in-iam.json");
fs.mkdirSync(path.join(dir, "buckets"), { recursive: true });
const iam = fs.existsSync(iamFile) ? JSON.parse(fs.readFileSync(iamFile, "utf8")) : { users: {}, policies: {} };
const saveIam = () => fs.writeFileSync(iamFile, JSON.stringify(iam, null, 2));

const account = AWSAccount.DUMMY_ACCOUNT;
account.revokeAccessKey("S3RVER");
account.createKeyPair(rootUser, rootPassword);
for (const [key, user] of Object.entries(iam.users)) account.createKeyPair(key, user.secret);

const s3rver = new S3rver({ silent: true, directory: path.join(dir, "buckets"), vhostBuckets: false });
const handle = s3rver.callback();

const xml = (res, status, code, message) => {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};
const body = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req
      .on("data", (c) => chunks.push(c))
      .on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
      .on("error", reject);
  });
const sameSecret = (a, b) => {
  const x = createHash("sha256").update(a).digest();
  const y = createHash("sha256").update(b).digest();
  return timingSafeEqual(x, y);
};

/** The stand-in's own admin API, for its `mc`: Basic auth with the root key. */
async function admin(req, res, url) {
  const [scheme, token] = (req.headers.authorization ?? "").split(" ");
  const [user, ...rest] = Buffer.from(token ?? "", "base64")
    .toString("utf8")
    .split(":");
  if (scheme !== "Basic" || user !== rootUser || !sameSecret(rest.join(":"), rootPassword)) {
    res.writeHead(403, { "content-type": "application/json" });
    return res.end(JSON.stringify({ error: "The root key is wrong." }));
  }
  const parts = url.pathname.split("/").filter(Boolean).slice(2).map(decodeURIComponent); // after stand-in/admin
  const send = (status, value) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };
  if (parts[0] === "whoami") return send(200, { user: rootUser });
  if (parts[0] === "policy" && parts[1] && req.method === "PUT") {
    const policy = JSON.parse(await body(req));
    if (!Array.isArray(policy.Statement)) return send(400, { error: "A policy needs a Statement list." });
    iam.policies[parts[1]] = policy;
    saveIam();
    return send(200, { policy: parts[1] });
  }
  if (parts[0] === "user" && parts[1] && req.method === "PUT") {
    const { secret } = JSON.parse(await body(req));
    if (!secret || secret.length < 8) return send(400, { error: "The secret must be 8 characters or more." });
    iam.users[parts[1]] = { secret, policies: iam.users[parts[1]]?.policies ?? [] };
    account.createKeyPair(parts[1], secret);
    saveIam();
    return send(200, { user: parts[1] });
  }
  if (parts[0] === "user" && parts[1] && parts[2] === "policies" && req.method === "GET") {
    const user = iam.users[parts[1]];
    return user ? send(200, { policies: user.policies }) : send(404, { error: `No user ${parts[1]}.` });
  }
  if (parts[0] === "user" && parts[1] && parts[2] === "policies" && parts[3] && req.method === "POST") {
    const user = iam.users[parts[1]];
    if (!user) return send(404, { error: `No user ${parts[1]}.` });
    if (!iam.policies[parts[3]]) return send(404, { error: `No policy ${parts[3]}.` });
    if (user.policies.includes(parts[3]))
      return send(409, { error: `The policy ${parts[3]} is already attached to ${parts[1]}.` });
    user.policies.push(parts[3]);
    saveIam();
    return send(200, { policies: user.policies });
  }
  return send(404, { error: "Unknown admin call." });
}

/** The access key a request is signed with (header or query signature), if any. */
function accessKeyOf(req, url) {
  const auth = req.headers.authorization ?? "";
  const v4 = /Credential=([^/,\s]+)\//.exec(auth);
  if (v4) return v4[1];
  const v2 = /^AWS ([^:]+):/.exec(auth);
  if (v2) return v2[1];
  return url.searchParams.get("X-Amz-Credential")?.split("/")[0] ?? url.searchParams.get("AWSAccessKeyId") ?? null;
}

const encode = (v) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks an AWS Signature Version 4 in the Authorization header against the key's secret: s3rver
 * checks only that the access key exists (its V4 check is unimplemented), MinIO checks the
 * signature, so a wrong AWS_SECRET_ACCESS_KEY must fail here too. Query-string signatures
 * (presigned URLs) are not checked: compose.yaml's app does not use them.
 */
function signatureMatches(req, url, secret) {
  const auth = req.headers.authorization ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(
      auth,
    );
  if (!m) return !auth.startsWith("AWS4-HMAC-SHA256");
  const [, , day, region, service, signed, signature] = m;
  const rawPath = req.url.split("?")[0];
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const headerValue = (name) =>
    String(req.headers[name] ?? "")
      .trim()
      .replace(/\s+/g, " ");
  const names = signed.split(";");
  const canonical = [
    req.method,
    rawPath
      .split("/")
      .map((seg) => encode(decodeURIComponent(seg)))
      .join("/"),
    query.map(([k, v]) => `${k}=${v}`).join("&"),
    ...names.map((n) => `${n}:${headerValue(n)}`),
    "",
    signed,
    req.headers["x-amz-content-sha256"] ?? "UNSIGNED-PAYLOAD",
  ].join("\n");
  const toSign = [
    "AWS4-HMAC-SHA256",
    req.headers["x-amz-date"],
    `${day}/${region}/${service}/aws4_request`,
    createHash("sha256").update(canonical).digest("hex"),
  ].join("\n");
  const hmac = (key, data) => createHmac("sha256", key).update(data).digest();
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), "aws4_request");
  const expected = createHmac("sha256", key).update(toSign).digest("hex");
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

/** The IAM action and resource of a path-style S3 request. */
function actionOf(req, url) {
  const [bucket, ...keyParts] = url.pathname.slice(1).split("/");
  const key = keyParts.join("/");
  const m = req.method;
  if (!bucket) return { action: "s3:ListAllMyBuckets", resource: "arn:aws:s3:::*" };
  if (!key) {
    const resource = `arn:aws:s3:::${bucket}`;
    if (
      (m === "GET" || m === "HEAD") &&
      [...url.searchParams.keys()].every(
        (k) =>
          [
            "list-type",
            "prefix",
            "delimiter",
            "max-keys",
            "continuation-token",
            "start-after",
            "marker",
            "encoding-type",
            "x-id",
          ].includes(k) || k.startsWith("X-Amz-"),
      )
    ) {
      return { action: "s3:ListBucket", resource };
    }
    if (m === "POST" && url.searchParams.has("delete")) return { action: "s3:DeleteObject", resource: `${resource}/*` };
    if (m === "PUT" && [...url.searchParams.keys()].length === 0) return { action: "s3:CreateBucket", resource };
    if (m === "DELETE") return { action: "s3:DeleteBucket", resource };
    return { action: "s3:BucketConfiguration", resource };
  }
  const resource = `arn:aws:s3:::${bucket}/${decodeURIComponent(key)}`;
  if (m === "GET" || m === "HEAD") return { action: "s3:GetObject", resource };
  if (m === "PUT" || m === "POST") return { action: "s3:PutObject", resource };
  if (m === "DELETE") return { action: "s3:DeleteObject", resource };
  return { action: `s3:${m}`, resource };
}

const matches = (pattern, value) =>
  new RegExp(
    `^${pattern
      .split("*")
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  ).test(value);
const list = (v) => (Array.isArray(v) ? v : v == null ? [] : [v]);

function allowed(user, { action, resource }) {
  const statements = user.policies.flatMap((name) => list(iam.policies[name]?.Statement));
  const hits = (s) =>
    list(s.Action).some((a) => matches(a, action)) && list(s.Resource).some((r) => matches(r, resource));
  if (statements.some((s) => s.Effect === "Deny" && hits(s))) return false;
  return statements.some((s) => s.Effect === "Allow" && hits(s));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, "http://stand-in");
  try {
    if (url.pathname === "/minio/health/live" || url.pathname === "/minio/health/ready") {
      res.writeHead(200);
      return res.end();
    }
    if (url.pathname.startsWith("/stand-in/admin/")) return await admin(req, res, url);
    const key = accessKeyOf(req, url);
    const secret = key === rootUser ? rootPassword : iam.users[key]?.secret;
    if (secret && !signatureMatches(req, url, secret)) {
      req.resume();
      console.log(`S3 stand-in: a request signed as ${key} with another secret was refused`);
      return xml(
        res,
        403,
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided.",
      );
    }
    if (key && key !== rootUser && iam.users[key]) {
      const wanted = actionOf(req, url);
      if (!allowed(iam.users[key], wanted)) {
        req.resume();
        console.log(`S3 stand-in: ${key} may not ${wanted.action} on ${wanted.resource}`);
        return xml(res, 403, "AccessDenied", "Access Denied.");
      }
    }
    handle(req, res);
  } catch (error) {
    console.error(`S3 stand-in: ${error.stack}`);
    if (!res.headersSent) xml(res, 500, "InternalError", "The stand-in failed.");
  }
});
server.listen(9000, "0.0.0.0", () =>
  console.log(`S3 stand-in (s3rver, not MinIO) on :9000, data in ${dir}, ${Object.keys(iam.users).length} app key(s)`),
);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
