/**
 * A small reader for the `.eml` files the app writes to MAIL_OUTBOX_DIR when SMTP_URL is unset.
 * Handles folded headers, RFC 2047 encoded words, multipart bodies, quoted-printable and base64.
 */
import fs from "node:fs";
import path from "node:path";

export interface Mail {
  file: string;
  mtimeMs: number;
  headers: Record<string, string>;
  to: string[];
  from: string;
  subject: string;
  /** Plain-text body (text/plain parts, or the HTML parts with tags stripped). */
  text: string;
  /** HTML body, when the mail has one. */
  html: string;
}

/** A snapshot of the outbox: pass it as `after` to wait only for mails written since. */
export interface OutboxMark {
  seen: Set<string>;
}

export interface WaitOptions {
  /** Only mails written after this mark (or after this mail). */
  after?: OutboxMark | Mail;
  /** Only mails whose subject matches. */
  subject?: RegExp | string;
  /** How long to poll (default 5000 ms). */
  timeout?: number;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) => {
      if (enc.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      return decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8");
    });
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : "";
  const headers: Record<string, string> = {};
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const idx = line.indexOf(":");
    if (idx <= 0) continue;
    const key = line.slice(0, idx).trim().toLowerCase();
    const value = line.slice(idx + 1).trim();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    default:
      return body;
  }
}

function collectParts(raw: string, out: { text: string[]; html: string[] }): void {
  const { headers, body } = splitHeaders(raw);
  const type = (headers["content-type"] ?? "text/plain").toLowerCase();
  if (type.startsWith("multipart/")) {
    const b = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
    if (!b) return;
    const chunks = body.split(`--${b}`);
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith("--")) break;
      collectParts(chunk.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  if ((headers["content-disposition"] ?? "").toLowerCase().startsWith("attachment")) return;
  const decoded = decodeBody(body, headers["content-transfer-encoding"]);
  if (type.startsWith("text/html")) out.html.push(decoded);
  else if (type.startsWith("text/")) out.text.push(decoded);
}

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/[ \t]+/g, " ");
}

const ADDRESS = /[^\s<>",;:()]+@[^\s<>",;:()]+/g;

export function parseEml(raw: string, file = "", mtimeMs = 0): Mail {
  const { headers } = splitHeaders(raw);
  const parts = { text: [] as string[], html: [] as string[] };
  collectParts(raw, parts);
  const html = parts.html.join("\n");
  const text = parts.text.length ? parts.text.join("\n") : htmlToText(html);
  return {
    file,
    mtimeMs,
    headers,
    to: (decodeEncodedWords(headers["to"] ?? "").match(ADDRESS) ?? []).map((a) => a.toLowerCase()),
    from: decodeEncodedWords(headers["from"] ?? ""),
    subject: decodeEncodedWords(headers["subject"] ?? ""),
    text,
    html,
  };
}

/** The first 6-digit code standing on its own in the mail's text. */
export function extractOtp(mail: Mail): string | undefined {
  return /(?<![\d#&])\d{6}(?!\d)/.exec(mail.text)?.[0] ?? /(?<![\d#&])\d{6}(?!\d)/.exec(htmlToText(mail.html))?.[0];
}

/** The first http(s) link in the mail's text (or HTML). */
export function extractLink(mail: Mail): string | undefined {
  const re = /https?:\/\/[^\s<>"')\]]+/;
  const fromText = re.exec(mail.text)?.[0];
  const fromHtml = /href="(https?:\/\/[^"]+)"/i.exec(mail.html)?.[1];
  const link = fromText ?? fromHtml;
  return link?.replace(/[.,;]+$/, "").replace(/&amp;/g, "&");
}

export class Outbox {
  constructor(readonly dir: string) {}

  /** Every mail in the outbox, oldest first. */
  all(): Mail[] {
    if (!fs.existsSync(this.dir)) return [];
    const files: string[] = [];
    const walk = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (entry.name.endsWith(".eml")) files.push(p);
      }
    };
    walk(this.dir);
    return files
      .map((file) => {
        const stat = fs.statSync(file);
        return parseEml(fs.readFileSync(file, "utf8"), file, stat.mtimeMs);
      })
      .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
  }

  /** Remember what is in the outbox now; pass the result as `after`. */
  mark(): OutboxMark {
    return { seen: new Set(this.all().map((m) => m.file)) };
  }

  /** Mails to `email`, oldest first (no waiting). */
  for(email: string): Mail[] {
    const addr = email.toLowerCase();
    return this.all().filter((m) => m.to.includes(addr));
  }

  /** Wait (poll) for the newest mail to `email` matching the options. */
  async latest(email: string, opts: WaitOptions = {}): Promise<Mail> {
    const timeout = opts.timeout ?? 5_000;
    const deadline = Date.now() + timeout;
    const after = opts.after;
    const matches = (m: Mail) => {
      if (after && "seen" in after && after.seen.has(m.file)) return false;
      if (after && "file" in after) {
        if (m.file === after.file) return false;
        if (m.mtimeMs < after.mtimeMs) return false;
      }
      if (opts.subject !== undefined) {
        const s = opts.subject;
        if (typeof s === "string" ? !m.subject.includes(s) : !s.test(m.subject)) return false;
      }
      return true;
    };
    while (true) {
      const found = this.for(email).filter(matches);
      if (found.length) return found[found.length - 1]!;
      if (Date.now() > deadline) {
        const seen = this.all()
          .slice(-5)
          .map((m) => `  to=${m.to.join(",")} subject=${JSON.stringify(m.subject)}`)
          .join("\n");
        throw new Error(
          `No mail to ${email} in ${this.dir} after ${timeout} ms` +
            (opts.subject ? ` with subject ${opts.subject}` : "") +
            (seen ? `. Newest mails:\n${seen}` : " (outbox empty)"),
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The 6-digit code in the newest mail to `email`. */
  async otpFor(email: string, opts: WaitOptions = {}): Promise<string> {
    const mail = await this.latest(email, opts);
    const otp = extractOtp(mail);
    if (!otp) throw new Error(`Newest mail to ${email} (${mail.subject}) has no 6-digit code:\n${mail.text}`);
    return otp;
  }

  /** The first http(s) link in the newest mail to `email`. */
  async linkFor(email: string, opts: WaitOptions = {}): Promise<string> {
    const mail = await this.latest(email, opts);
    const link = extractLink(mail);
    if (!link) throw new Error(`Newest mail to ${email} (${mail.subject}) has no link:\n${mail.text}`);
    return link;
  }
}
