/**
 * Outgoing mail. With `SMTP_URL`, mail goes through nodemailer over SMTP. Without it, each mail
 * is written as one `.eml` file in the outbox directory (`<timestamp>-<random>.eml`, with
 * `To:`, `From:` and `Subject:` headers and a plain-text body), so sign-up and password reset
 * work on a fresh machine and in tests. Logs never contain the body (codes, links).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { OTP_TTL_MS, PASSWORD_RESET_TTL_MS } from "./user/constants.ts";
import { MINUTE_MS } from "./lib/time.ts";

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export type MailerOptions = {
  smtpUrl?: string;
  outboxDir?: string;
  from?: string;
  log?: (message: string) => void;
};

export const DEFAULT_MAIL_FROM = "JobLink <no-reply@joblink.local>";
export const DEFAULT_OUTBOX_DIR = "data/mail";

export const OTP_SUBJECT = "Your JobLink verification code";
export const RESET_SUBJECT = "Reset your JobLink password";

/** The verification mail: the 6-digit code stands on its own line. */
export function otpMail(to: string, code: string): MailMessage {
  const minutes = OTP_TTL_MS / MINUTE_MS;
  return {
    to,
    subject: OTP_SUBJECT,
    text: [
      "Hello,",
      "",
      "Use this code to verify your email address on JobLink:",
      "",
      code,
      "",
      `The code expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
      "",
      "The JobLink team",
      "",
    ].join("\n"),
  };
}

/** The password-reset mail with its single-use link. */
export function resetMail(to: string, link: string): MailMessage {
  const minutes = PASSWORD_RESET_TTL_MS / MINUTE_MS;
  return {
    to,
    subject: RESET_SUBJECT,
    text: [
      "Hello,",
      "",
      "We received a request to reset the password of your JobLink account. Open this link to choose a new one:",
      "",
      link,
      "",
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email; your password stays the same.`,
      "",
      "The JobLink team",
      "",
    ].join("\n"),
  };
}

/** Header values must not carry line breaks (header injection). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

function encodeHeaderWord(value: string): string {
  const clean = headerValue(value);
  // RFC 2047 encoded-word for anything that is not plain ASCII.
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean).toString("base64")}?=`;
}

/** The message as RFC 5322 text. */
export function toEml(message: MailMessage, from: string, date: Date): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "joblink.local";
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeHeaderWord(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString("hex")}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${message.text.replace(/\r?\n/g, "\r\n")}`;
}

/** Writes each mail as a file; names sort in the order the mails were written. */
export class OutboxMailer implements Mailer {
  readonly #dir: string;
  readonly #from: string;
  readonly #log: (message: string) => void;
  #lastStamp = 0;

  constructor(dir: string, from: string, log: (message: string) => void) {
    this.#dir = resolve(dir);
    this.#from = from;
    this.#log = log;
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
    // Strictly increasing milliseconds, so two mails in the same millisecond keep their order.
    const stamp = Math.max(Date.now(), this.#lastStamp + 1);
    this.#lastStamp = stamp;
    const file = join(this.#dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, toEml(message, this.#from, new Date(stamp)), { mode: 0o600 });
    this.#log(`mail written to ${file}`);
  }

  async close(): Promise<void> {}
}

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #log: (message: string) => void;

  constructor(smtpUrl: string, from: string, log: (message: string) => void) {
    this.#transport = nodemailer.createTransport(smtpUrl);
    this.#from = from;
    this.#log = log;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    this.#log(`mail "${message.subject}" sent over SMTP (${info.messageId})`);
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}

export function createMailer(options: MailerOptions = {}): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  const log = options.log ?? ((message: string) => console.info(message));
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, from, log)
    : new OutboxMailer(options.outboxDir || DEFAULT_OUTBOX_DIR, from, log);
}
