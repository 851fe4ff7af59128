import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { OTP_SUBJECT, OutboxMailer, RESET_SUBJECT, createMailer, otpMail, resetMail, toEml } from "./mail.server.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("mail templates", () => {
  test("the code stands on its own line", () => {
    const mail = otpMail("a@example.com", "042517");
    expect(mail.subject).toBe(OTP_SUBJECT);
    expect(mail.text.split("\n")).toContain("042517");
    expect(mail.text).toContain("10 minutes");
  });

  test("the reset mail carries the whole link", () => {
    const link = "http://localhost:3000/forgot-password/abc_DEF-123";
    const mail = resetMail("a@example.com", link);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.text).toContain("60 minutes");
  });
});

describe("outbox", () => {
  test("writes one .eml per mail with To, From and Subject, in order, and logs the file only", async () => {
    const logged: string[] = [];
    const mailer = new OutboxMailer(join(dir, "mail"), "JobLink <no-reply@joblink.test>", (line) => logged.push(line));
    await mailer.send(otpMail("first@example.com", "111111"));
    await mailer.send(otpMail("second@example.com", "222222"));
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
    expect(logged.join("\n")).not.toMatch(/111111|222222/);
  });

  test("headers cannot be injected", () => {
    const eml = toEml({ to: "a@example.com\r\nBcc: evil@example.com", subject: "Hi\nthere", text: "body" }, "JobLink <x@y.z>", new Date(0));
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toMatch(/^Subject: Hi there\r$/m);
  });

  test("without SMTP_URL the outbox is used", async () => {
    const mailer = createMailer({ outboxDir: dir, log: () => {} });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.close();
  });
});
