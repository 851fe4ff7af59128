/**
 * A real S3-compatible server for tests (s3rver: S3's REST API over HTTP, objects in a temp
 * directory), on 127.0.0.1 and a free port, with one bucket made through the S3 API itself.
 *
 * The test holds the switch: `failWrites(true)` answers every PUT with S3's 500 InternalError
 * (a store that refuses writes but still serves reads), `stop()` closes the port (the store is
 * down: connections are refused) and `start()` opens the same port again.
 *
 * Used by the storage suite (app/backend/files/storage.test.ts) and the API tests
 * (tests/api/s3-storage.test.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's built-in account: the only key pair it accepts. */
export const TEST_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
export const TEST_S3_REGION = "us-east-1";

export type TestS3Server = {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  bucket: string;
  /** `s3://<bucket>?endpoint=…&region=…` for STORAGE_URL (credentials: TEST_S3_CREDENTIALS). */
  storageUrl: string;
  /** A client of this server with the right credentials, for the test's own looks. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** While on, every PUT is refused with 500 InternalError. */
  failWrites(on: boolean): void;
  /** Closes the port and every open connection: the store is down. */
  stop(): Promise<void>;
  /** Listens on the same port again. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? "joblink-test";
  const directory = await mkdtemp(join(tmpdir(), "joblink-s3-"));
  const s3rver = new S3rver({ silent: true, directory, vhostBuckets: false });
  const handle = s3rver.callback();
  let refuseWrites = false;

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (refuseWrites && req.method === "PUT") {
      req.resume();
      res.writeHead(500, { "Content-Type": "application/xml" });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>Writes are switched off by the test.</Message></Error>',
      );
      return;
    }
    handle(req, res);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  const client = new S3Client({
    endpoint,
    region: TEST_S3_REGION,
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  const stop = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  };

  return {
    endpoint,
    bucket,
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=${TEST_S3_REGION}`,
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    failWrites(on) {
      refuseWrites = on;
    },
    stop,
    async start() {
      if (!server.listening) await listen(port);
    },
    async close() {
      await stop();
      client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
