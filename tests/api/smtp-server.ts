/**
 * A small but real SMTP server (RFC 5321 over TCP on 127.0.0.1, a free port) for tests that
 * configure the API with `smtpUrl`: it speaks EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP and QUIT,
 * keeps every message it accepted, and can hold its answer to the end of DATA for a while, as a
 * slow mail provider does, or refuse messages (`refuse(line)`). It can be started on a port
 * chosen before (`port`), so a test can stop it and start it again where the backend expects it.
 */
import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string; receivedAt: number };

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for the backend's `smtpUrl`. */
  url: string;
  /** Every message accepted so far, oldest first. */
  received: ReceivedMail[];
  /** The port it listens on. */
  port: number;
  /** Waits until a message to `to` has been accepted (at most `timeoutMs`) and returns it. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the end of every next DATA with `line` (e.g. "451 4.3.0 try later") instead of accepting; null accepts again. */
  refuse(line: string | null): void;
  /**
   * Holds the end of every DATA from now on without answering, as a mail provider that hangs
   * does, until the returned function is called (then the held messages are accepted).
   */
  hold(): () => void;
  close(): Promise<void>;
};

export async function startSmtpServer(options: { holdMs?: number; port?: number } = {}): Promise<TestSmtpServer> {
  const holdMs = options.holdMs ?? 0;
  let refusal: string | null = null;
  let gate: Promise<void> | null = null;
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let data: string[] = [];
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply("220 joblink-test ESMTP ready");

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            const mail = { from, to, data: data.join("\r\n"), receivedAt: 0 };
            data = [];
            if (refusal !== null) {
              reply(refusal);
              continue;
            }
            const accept = () =>
              setTimeout(() => {
                mail.receivedAt = Date.now();
                received.push(mail);
                for (const wake of waiters) wake();
                reply("250 2.0.0 queued");
              }, holdMs);
            if (gate) void gate.then(accept);
            else accept();
          } else {
            data.push(line.startsWith("..") ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          reply("250-joblink-test");
          reply("250 8BITMIME");
        } else if (verb === "HELO") reply("250 joblink-test");
        else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          to = [];
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          from = "";
          to = [];
          reply("250 2.0.0 ok");
        } else if (verb === "NOOP") reply("250 2.0.0 ok");
        else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
        } else reply("502 5.5.2 command not implemented");
      }
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse(line) {
      refusal = line;
    },
    hold() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      gate = held;
      return () => {
        if (gate === held) gate = null;
        release();
      };
    },
    async waitFor(address, timeoutMs = 10_000) {
      const find = () => received.find((mail) => mail.to.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase()));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
