/**
 * Outgoing mail: the templates, and the two transports the mail worker (mail/worker.ts) hands
 * each queued mail to. Nothing here is called from a request: requests queue mail in the
 * database (mail/outbox.ts, decision 125).
 *
 * - With `SMTP_URL`, mail goes through nodemailer over SMTP.
 * - Without it, each mail is written as one `.eml` file in the outbox directory
 *   (`<timestamp>-<random>.eml`, with `To:`, `From:` and `Subject:` headers and a
 *   multipart/alternative body whose text part is plain 8-bit text), so sign-up and password
 *   reset work on a fresh machine and in tests.
 *
 * Every mail has a plain-text and an HTML part (mail/layout.ts). Logs never contain the body
 * (codes, links) nor the recipient.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { OTP_TTL_MS, PASSWORD_RESET_TTL_MS } from "#app/backend/accounts/constants.ts";
import { MINUTE_MS, SECOND_MS } from "#app/backend/lib/time.ts";
import { renderMail } from "#app/backend/mail/layout.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A mail people can do without (invites): it carries a `List-Unsubscribe` header. Codes and
   * reset links are asked for by the recipient and do not (decision 125).
   */
  optional?: boolean;
  /**
   * This mail's own `List-Unsubscribe` target, instead of the general one of optional mails: a
   * job alert's signed stop link (decision 133); `oneClick` adds RFC 8058's
   * `List-Unsubscribe-Post`, for an https link that stops it on a POST.
   */
  unsubscribe?: { url: string; oneClick: boolean };
};

/** A queued mail as the worker hands it to a transport. */
export type OutgoingMail = Omit<MailMessage, "optional" | "unsubscribe"> & {
  /** `<random@domain>`, fixed when the mail was queued, so a retry is the same message. */
  messageId: string;
  /** The `List-Unsubscribe` target (a `mailto:` or https URL), or null. */
  listUnsubscribe: string | null;
  /** `List-Unsubscribe-Post` (only with a one-click https `listUnsubscribe`), or null/absent. */
  listUnsubscribePost?: string | null;
};

export interface Mailer {
  /** Delivers one mail; `signal` aborts a delivery that takes too long. */
  send(mail: OutgoingMail, options?: { signal?: AbortSignal }): Promise<void>;
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
    ...renderMail(OTP_SUBJECT, [
      { text: "Hello," },
      { text: "Use this code to verify your email address on JobLink:" },
      { code },
      { text: `The code expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.` },
      { text: "The JobLink team" },
    ]),
  };
}

/** The password-reset mail with its single-use link. */
export function resetMail(to: string, link: string): MailMessage {
  const minutes = PASSWORD_RESET_TTL_MS / MINUTE_MS;
  return {
    to,
    subject: RESET_SUBJECT,
    ...renderMail(RESET_SUBJECT, [
      { text: "Hello," },
      {
        text: "We received a request to reset the password of your JobLink account. Open this link to choose a new one:",
      },
      { link, label: "Choose a new password" },
      {
        text: `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email; your password stays the same.`,
      },
      { text: "The JobLink team" },
    ]),
  };
}

/** The address part of `JobLink <no-reply@joblink.local>` (or the whole value when bare). */
export function mailAddress(from: string): string {
  return (/<([^>\s]+)>/.exec(from)?.[1] ?? from).trim();
}

/** A new Message-ID on the sender's domain. */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "joblink.local";
  return `<${randomBytes(12).toString("hex")}@${domain}>`;
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

/** CRLF line ends, as RFC 5322 wants them. */
function crlf(text: string): string {
  return text.replace(/\r?\n/g, "\r\n");
}

/**
 * The message as RFC 5322 text: multipart/alternative with the plain text first and the HTML
 * last (the part a client prefers when it can show it). Both parts are 8-bit UTF-8 as written,
 * so a person (or a test) reading the file sees the code and the link as they are.
 */
export function toEml(mail: OutgoingMail, from: string, date: Date): string {
  const boundary = `=_joblink_${randomBytes(12).toString("hex")}`;
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${encodeHeaderWord(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${headerValue(mail.messageId)}`,
    ...(mail.listUnsubscribe ? [`List-Unsubscribe: <${headerValue(mail.listUnsubscribe)}>`] : []),
    ...(mail.listUnsubscribe && mail.listUnsubscribePost
      ? [`List-Unsubscribe-Post: ${headerValue(mail.listUnsubscribePost)}`]
      : []),
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: 8bit", "", crlf(body)].join(
      "\r\n",
    );
  return [
    headers.join("\r\n"),
    "",
    part("text/plain", mail.text),
    part("text/html", mail.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
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

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
    // Strictly increasing milliseconds, so two mails in the same millisecond keep their order.
    const stamp = Math.max(Date.now(), this.#lastStamp + 1);
    this.#lastStamp = stamp;
    const file = join(this.#dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, toEml(mail, this.#from, new Date(stamp)), { mode: 0o600 });
    this.#log(`mail written to ${file}`);
  }

  async close(): Promise<void> {}
}

/**
 * How long the SMTP client waits for the server: to connect, for its greeting, and for any
 * answer. A mail that takes longer fails and is tried again later; the worker's lease on a mail
 * (mail/worker.ts) is longer than all of them, so no other instance takes it over meanwhile.
 */
export const SMTP_TIMEOUTS_MS = {
  connection: 10 * SECOND_MS,
  greeting: 10 * SECOND_MS,
  socket: 30 * SECOND_MS,
} as const;

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #log: (message: string) => void;

  constructor(smtpUrl: string, from: string, log: (message: string) => void) {
    this.#transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    this.#from = from;
    this.#log = log;
  }

  async send(mail: OutgoingMail, options: { signal?: AbortSignal } = {}): Promise<void> {
    const info = await this.#transport.sendMail({
      from: this.#from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
      ...(mail.listUnsubscribe && mail.listUnsubscribePost
        ? { headers: { "List-Unsubscribe-Post": mail.listUnsubscribePost } }
        : {}),
      // nodemailer 10 stops a send on this signal (its bundled types know it; @types/nodemailer not yet).
      ...({ signal: options.signal } as object),
    });
    this.#log(`mail "${mail.subject}" sent over SMTP (${info.messageId})`);
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
