/**
 * Build-time compression (decision 101): after `react-router build`, every compressible file in
 * build/client gets `.br` (brotli, quality 11) and `.gz` (gzip, level 9) siblings, which server.js
 * serves by `Accept-Encoding` instead of compressing each request. Used by vite.config.ts only;
 * never part of the app's bundles.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (source maps are not served to visitors: left alone). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".html",
  ".xml",
  ".webmanifest",
]);

export type PrecompressSummary = {
  /** Files looked at (compressible, not already a `.br`/`.gz`). */
  files: number;
  /** Their total size, and the total size of the siblings written. */
  bytes: number;
  brBytes: number;
  gzipBytes: number;
  /** Siblings written; one is skipped when it would not be smaller than the file. */
  written: string[];
};

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** Every file under `dir`, relative paths; folders starting with a dot (Vite's `.vite`) skipped. */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const rel = path.join(prefix, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : listFiles(dir, rel);
      return entry.isFile() ? [rel] : [];
    }),
  );
  return nested.flat();
}

export async function compressBrotli(data: Buffer): Promise<Buffer> {
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export async function compressGzip(data: Buffer): Promise<Buffer> {
  return gzip(data, { level: 9 });
}

/** Writes `file.br` and `file.gz` beside every compressible file under `dir` (when smaller). */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const files = (await listFiles(dir)).filter(isCompressible);
  const summary: PrecompressSummary = { files: files.length, bytes: 0, brBytes: 0, gzipBytes: 0, written: [] };
  await Promise.all(
    files.map(async (rel) => {
      const file = path.join(dir, rel);
      const data = await readFile(file);
      summary.bytes += data.length;
      const [br, gz] = await Promise.all([compressBrotli(data), compressGzip(data)]);
      for (const [suffix, body] of [
        [".br", br],
        [".gz", gz],
      ] as const) {
        if (body.length >= data.length) continue;
        await writeFile(file + suffix, body);
        summary.written.push(rel + suffix);
        if (suffix === ".br") summary.brBytes += body.length;
        else summary.gzipBytes += body.length;
      }
    }),
  );
  summary.written.sort();
  return summary;
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * The Vite plugin. It runs once the whole app is built (`buildApp`, order "post"): React Router
 * moves assets emitted by the server build into build/client after the client build, so a
 * client `writeBundle` hook would be too early for those.
 */
export function precompress(): Plugin {
  return {
    name: "joblink:precompress",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const outDir = path.resolve(builder.config.root, client.config.build.outDir);
        const started = performance.now();
        const s = await precompressDir(outDir);
        builder.config.logger.info(
          `precompressed ${s.files} files in ${path.relative(builder.config.root, outDir)} (${kB(s.bytes)}): ` +
            `brotli ${kB(s.brBytes)}, gzip ${kB(s.gzipBytes)}, ${s.written.length} siblings in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
