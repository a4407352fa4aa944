import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-mail-"));
  vi.resetModules();
  vi.stubEnv("DATA_DIR", dataDir);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe("sendMail", () => {
  it("writes an .eml file to the outbox when no SMTP server is configured", async () => {
    vi.stubEnv("SMTP_URL", "");
    const { sendMail } = await import("./mail.server");
    const sent = await sendMail({ to: "client@example.tn", subject: "Votre demande de devis", text: "Bonjour Amel" });
    expect(sent.transport).toBe("outbox");
    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(raw).toContain("To: client@example.tn");
    expect(raw).toContain("Subject: Votre demande de devis");
    expect(raw).toContain("Bonjour Amel");
  });

  it("sends through SMTP_URL when it is set", async () => {
    // A minimal SMTP peer that records the DATA it receives.
    const received: string[] = [];
    const server: Server = createServer((socket) => {
      let inData = false;
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
          if (inData) {
            if (line === ".") {
              inData = false;
              socket.write("250 OK queued\r\n");
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write("354 go\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 OK\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
    const { sendMail } = await import("./mail.server");
    const sent = await sendMail({ to: "agence@example.tn", subject: "Nouvelle commande", text: "CMD-000001" });
    server.close();
    expect(sent.transport).toBe("smtp");
    expect(received.join("\n")).toContain("Nouvelle commande");
    await expect(readdir(path.join(dataDir, "outbox"))).rejects.toThrow();
  });

  it("sendMailSafely reports a failure without throwing", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    const { sendMailSafely } = await import("./mail.server");
    await expect(sendMailSafely({ to: "a@b.tn", subject: "S", text: "T" })).resolves.toBeNull();
  });
});
