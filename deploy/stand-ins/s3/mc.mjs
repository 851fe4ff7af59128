#!/usr/bin/env node
// `mc` of the S3 stand-in (decision 131; see the Containerfile). NOT MinIO's client: it knows only
// the commands compose.yaml runs, and says so for any other.
import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const aliasFile = path.join(os.homedir(), ".mc-stand-in.json");
const aliases = () => (fs.existsSync(aliasFile) ? JSON.parse(fs.readFileSync(aliasFile, "utf8")) : {});
const fail = (message) => {
  console.error(`mc (S3 stand-in): ${message}`);
  process.exit(1);
};
const aliasOf = (name) => {
  if (name === "local")
    return {
      url: "http://127.0.0.1:9000",
      user: process.env.MINIO_ROOT_USER,
      password: process.env.MINIO_ROOT_PASSWORD,
    };
  return aliases()[name] ?? fail(`no alias ${name} (run mc alias set first)`);
};

async function adminCall(alias, method, pathname, body) {
  const res = await fetch(`${alias.url}/stand-in/admin/${pathname}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${alias.user}:${alias.password}`).toString("base64")}`,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch((error) => fail(`${alias.url} does not answer: ${error.cause?.code ?? error.message}`));
  const answer = await res.json().catch(() => ({}));
  return { status: res.status, answer };
}

/** An S3 call signed with AWS Signature Version 4 (path style, empty body). */
async function s3Call(alias, method, pathname) {
  const url = new URL(pathname, alias.url);
  const region = "us-east-1";
  const now = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = now.slice(0, 8);
  const payloadHash = createHash("sha256").update("").digest("hex");
  const headers = { host: url.host, "x-amz-content-sha256": payloadHash, "x-amz-date": now };
  const signedHeaders = Object.keys(headers).sort().join(";");
  const canonical = [
    method,
    url.pathname,
    "",
    ...Object.keys(headers)
      .sort()
      .map((k) => `${k}:${headers[k]}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", now, scope, createHash("sha256").update(canonical).digest("hex")].join("\n");
  const hmac = (key, data) => createHmac("sha256", key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${alias.password}`, day), region), "s3"), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
  const res = await fetch(url, {
    method,
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${alias.user}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    signal: AbortSignal.timeout(10_000),
  }).catch((error) => fail(`${alias.url} does not answer: ${error.cause?.code ?? error.message}`));
  return { status: res.status, text: await res.text() };
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const words = args.filter((a) => !a.startsWith("--"));
const flagValue = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const cmd = words.slice(0, 3).join(" ");

if (words[0] === "ready") {
  const alias = aliasOf(words[1] ?? "local");
  const res = await fetch(`${alias.url}/minio/health/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (res?.ok) console.log(`The cluster '${words[1]}' is ready`);
  process.exit(res?.ok ? 0 : 1);
} else if (cmd.startsWith("alias set")) {
  const [, , name, url, user, password] = words;
  const alias = { url: url.replace(/\/$/, ""), user, password };
  const { status, answer } = await adminCall(alias, "GET", "whoami");
  if (status !== 200) fail(`alias ${name}: ${answer.error ?? status}`);
  fs.writeFileSync(aliasFile, JSON.stringify({ ...aliases(), [name]: alias }), { mode: 0o600 });
  console.log(`Added \`${name}\` successfully.`);
} else if (words[0] === "mb") {
  const [name, bucket] = words[1].split("/");
  const alias = aliasOf(name);
  const { status, text } = await s3Call(alias, "PUT", `/${bucket}`);
  if (status === 200) console.log(`Bucket created successfully \`${words[1]}\`.`);
  else if (/BucketAlready(OwnedByYou|Exists)/.test(text) && flags.has("--ignore-existing"))
    console.log(`Bucket \`${words[1]}\` already exists.`);
  else fail(`mb ${words[1]}: ${status} ${text}`);
} else if (cmd === "admin policy create") {
  const [, , , name, policy, file] = words;
  const { status, answer } = await adminCall(
    aliasOf(name),
    "PUT",
    `policy/${encodeURIComponent(policy)}`,
    JSON.parse(fs.readFileSync(file, "utf8")),
  );
  if (status !== 200) fail(`policy create: ${answer.error ?? status}`);
  console.log(`Created policy \`${policy}\` successfully.`);
} else if (cmd === "admin user add") {
  const [, , , name, key, secret] = words;
  const { status, answer } = await adminCall(aliasOf(name), "PUT", `user/${encodeURIComponent(key)}`, { secret });
  if (status !== 200) fail(`user add: ${answer.error ?? status}`);
  console.log(`Added user \`${key}\` successfully.`);
} else if (cmd === "admin policy entities") {
  const key = flagValue("--user") ?? fail("policy entities: only --user is known to the stand-in");
  const { status, answer } = await adminCall(aliasOf(words[3]), "GET", `user/${encodeURIComponent(key)}/policies`);
  if (status !== 200) fail(`policy entities: ${answer.error ?? status}`);
  console.log(`User Mappings:\n  ${key}\n${answer.policies.map((p) => `    ${p}`).join("\n")}`);
} else if (cmd === "admin policy attach") {
  const key = flagValue("--user") ?? fail("policy attach: only --user is known to the stand-in");
  const [, , , name, policy] = words;
  const { status, answer } = await adminCall(
    aliasOf(name),
    "POST",
    `user/${encodeURIComponent(key)}/policies/${encodeURIComponent(policy)}`,
  );
  if (status !== 200) fail(`policy attach: ${answer.error ?? status}`);
  console.log(`Attached Policies: [${policy}]\nTo User: ${key}`);
} else {
  fail(
    `\`mc ${args.join(" ")}\` is not one of the commands this stand-in knows (those of compose.yaml's minio service and minio-setup job)`,
  );
}
