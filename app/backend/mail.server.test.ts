import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  OTP_SUBJECT,
  OutboxMailer,
  RESET_SUBJECT,
  createMailer,
  mailAddress,
  newMessageId,
  otpMail,
  resetMail,
  toEml,
  type MailMessage,
  type OutgoingMail,
} from "./mail.server.ts";
import { inviteMail } from "#app/backend/accounts/invites.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A template's mail as the worker hands it over. */
function outgoing(mail: MailMessage, listUnsubscribe: string | null = null): OutgoingMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: newMessageId("x@joblink.test"),
    listUnsubscribe,
  };
}

/** The parts of a multipart message written by toEml: content type → body (CRLF kept). */
function parts(eml: string): Map<string, string> {
  const boundary = /boundary="([^"]+)"/.exec(eml)![1];
  const found = new Map<string, string>();
  for (const chunk of eml.split(`--${boundary}`).slice(1, -1)) {
    const split = chunk.indexOf("\r\n\r\n");
    const type = /Content-Type: ([^;\r]+)/.exec(chunk.slice(0, split))![1];
    found.set(type, chunk.slice(split + 4));
  }
  return found;
}

describe("mail templates", () => {
  test("the code stands on its own line", () => {
    const mail = otpMail("a@example.com", "042517");
    expect(mail.subject).toBe(OTP_SUBJECT);
    expect(mail.text.split("\n")).toContain("042517");
    expect(mail.text).toContain("10 minutes");
    expect(mail.optional).toBeFalsy();
  });

  test("the reset mail carries the whole link", () => {
    const link = "http://localhost:3000/forgot-password/abc_DEF-123";
    const mail = resetMail("a@example.com", link);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.text).toContain("60 minutes");
    expect(mail.optional).toBeFalsy();
  });

  test("the plain text reads as before: blocks separated by blank lines", () => {
    expect(otpMail("a@example.com", "111111").text).toBe(
      [
        "Hello,",
        "",
        "Use this code to verify your email address on JobLink:",
        "",
        "111111",
        "",
        "The code expires in 10 minutes. If you did not ask for it, you can ignore this email.",
        "",
        "The JobLink team",
        "",
      ].join("\n"),
    );
  });

  test("the HTML part says the same, in the product's colours, with the link as a button", () => {
    const code = otpMail("a@example.com", "042517").html;
    expect(code).toMatch(/^<!DOCTYPE html>/);
    expect(code).toContain(">042517</p>");
    expect(code).toContain("#002060"); // spec §9 primary
    expect(code).not.toMatch(/<style|<script|class=/i); // inline styles only

    const link = "http://localhost:3000/forgot-password/abc_DEF-123";
    const reset = resetMail("a@example.com", link).html;
    expect(reset).toContain(`<a href="${link}"`);
    expect(reset).toContain(">Choose a new password</a>");
  });

  test("names and links are escaped in the HTML and left as they are in the text", () => {
    const name = `Zoë <b>"O'Neil"</b> & Co`;
    const link = "http://joblink.test/signup?email=a%2Bb%40example.com&x=<y>";
    const mail = inviteMail("a+b@example.com", name, link);
    expect(mail.optional).toBe(true);
    expect(mail.text).toContain(`${name} invited you`);
    expect(mail.html).toContain("Zoë &lt;b&gt;&quot;O&#39;Neil&quot;&lt;/b&gt; &amp; Co invited you");
    expect(mail.html).toContain(
      `<title>Zoë &lt;b&gt;&quot;O&#39;Neil&quot;&lt;/b&gt; &amp; Co invited you to JobLink</title>`,
    );
    expect(mail.html).toContain(`href="http://joblink.test/signup?email=a%2Bb%40example.com&amp;x=&lt;y&gt;"`);
    expect(mail.html).not.toContain("<b>");
  });

  test("a link that is not http(s) is refused", () => {
    expect(() => resetMail("a@example.com", "javascript:alert(1)")).toThrow(/http\(s\) URL/);
  });
});

describe("outbox", () => {
  test("writes one .eml per mail with To, From and Subject, in order, and logs the file only", async () => {
    const logged: string[] = [];
    const mailer = new OutboxMailer(join(dir, "mail"), "JobLink <no-reply@joblink.test>", (line) => logged.push(line));
    await mailer.send(outgoing(otpMail("first@example.com", "111111")));
    await mailer.send(outgoing(otpMail("second@example.com", "222222")));
    const files = (await readdir(join(dir, "mail"))).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{13,}-[0-9a-f]{8}\.eml$/);

    const first = await readFile(join(dir, "mail", files[0]), "utf8");
    expect(first).toMatch(/^From: JobLink <no-reply@joblink\.test>\r\n/m);
    expect(first).toMatch(/^To: first@example\.com\r$/m);
    expect(first).toMatch(/^Subject: Your JobLink verification code\r$/m);
    expect(first.slice(first.indexOf("\r\n\r\n"))).toContain("\r\n111111\r\n");
    expect(await readFile(join(dir, "mail", files[1]), "utf8")).toContain("second@example.com");

    expect(logged).toEqual(files.map((file) => `mail written to ${join(dir, "mail", file)}`));
    expect(logged.join("\n")).not.toMatch(/111111|222222|@example\.com/);
  });

  test("a mail is multipart/alternative: plain text first, then HTML, both UTF-8 as written", () => {
    const mail = otpMail("a@example.com", "042517");
    const eml = toEml(outgoing(mail), "JobLink <x@y.z>", new Date(0));
    expect(eml).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative; boundary="=_joblink_[0-9a-f]{24}"\r$/m);
    const found = parts(eml);
    expect([...found.keys()]).toEqual(["text/plain", "text/html"]);
    expect(found.get("text/plain")).toBe(`${mail.text.replace(/\n/g, "\r\n")}\r\n`);
    expect(found.get("text/html")).toContain(">042517</p>");
    expect(eml).toMatch(/Content-Transfer-Encoding: 8bit/);
    expect(eml.endsWith("--\r\n")).toBe(true);
  });

  test("List-Unsubscribe only where the worker gives one; Message-ID as queued", () => {
    const invite = outgoing(
      inviteMail("a@example.com", "Asha Verma", "http://joblink.test/signup"),
      "mailto:hello@joblink.test?subject=unsubscribe",
    );
    const eml = toEml(invite, "JobLink <x@y.z>", new Date(0));
    expect(eml).toMatch(/^List-Unsubscribe: <mailto:hello@joblink\.test\?subject=unsubscribe>\r$/m);
    expect(eml).toContain(`\r\nMessage-ID: ${invite.messageId}\r\n`);
    expect(toEml(outgoing(otpMail("a@example.com", "042517")), "JobLink <x@y.z>", new Date(0))).not.toMatch(
      /List-Unsubscribe/i,
    );
  });

  test("headers cannot be injected", () => {
    const eml = toEml(
      {
        to: "a@example.com\r\nBcc: evil@example.com",
        subject: "Hi\nthere",
        text: "body",
        html: "<p>body</p>",
        messageId: "<1@x>\r\nBcc: evil@example.com",
        listUnsubscribe: "mailto:x@y\nBcc: evil@example.com",
      },
      "JobLink <x@y.z>",
      new Date(0),
    );
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toMatch(/^Subject: Hi there\r$/m);
  });

  test("non-ASCII subjects are encoded words", () => {
    const eml = toEml(
      outgoing(inviteMail("a@example.com", "Zoë Fernandes", "http://joblink.test/signup")),
      "JobLink <x@y.z>",
      new Date(0),
    );
    expect(eml).toContain(
      `Subject: =?UTF-8?B?${Buffer.from("Zoë Fernandes invited you to JobLink").toString("base64")}?=`,
    );
  });

  test("without SMTP_URL the outbox is used", async () => {
    const mailer = createMailer({ outboxDir: dir, log: () => {} });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.close();
  });

  test("the sender's address and Message-IDs on its domain", () => {
    expect(mailAddress("JobLink <hello@joblink.example>")).toBe("hello@joblink.example");
    expect(mailAddress("hello@joblink.example")).toBe("hello@joblink.example");
    expect(newMessageId("JobLink <hello@joblink.example>")).toMatch(/^<[0-9a-f]{24}@joblink\.example>$/);
  });
});
