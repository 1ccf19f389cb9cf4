import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";
import { notificationsSettled, notify } from "./notify";

/*
 * E-mail notifications through nodemailer, against a local SMTP sink on loopback (smtp-server): sent in the
 * reader's language to the address in their settings, only with e-mail notifications on; a refusing server loses
 * nothing in the app.
 */

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let sink: SMTPServer;
let port: number;
const received: Received[] = [];
/** Recipients the sink refuses (to test a failing mail server). */
const refused = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(new Error("mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  port = (sink.server.address() as AddressInfo).port;
  t = await createTestApp({
    mail: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Specwright <specwright@localhost>",
      publicUrl: "http://specwright.test:5000",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

/** The subject and body of a message, decoded (mailparser). */
async function parsed(raw: string | undefined): Promise<{ subject: string; text: string }> {
  const mail = await simpleParser(raw ?? "");
  return { subject: mail.subject ?? "", text: mail.text ?? "" };
}

async function userWithProject(settings: Record<string, unknown>) {
  const user = await signUp(t.app);
  const project = await buildProject(user.agent, { name: "Plant Swap" });
  await user.agent.put("/api/settings").send(settings).expect(200);
  return { user, projectId: project.id };
}

describe("e-mail notifications", () => {
  it("say the server can send e-mail", async () => {
    const user = await signUp(t.app);
    expect((await user.agent.get("/api/notifications").expect(200)).body.emailAvailable).toBe(true);
  });

  it("go to the user's address in their language, with the reason and a link", async () => {
    const { projectId } = await userWithProject({
      emailNotifications: true,
      notificationEmail: "ana@example.com",
      language: "es",
    });
    notify(t.database.db, {
      projectId,
      kind: "deployment",
      outcome: "failed",
      params: { purpose: "deployment", error: "The build failed: src/App.tsx(3,1)" },
      link: `/preview/${projectId}`,
    });
    await notificationsSettled(t.database.db);
    const mail = received.find((m) => m.to.includes("ana@example.com"));
    expect(mail?.from).toBe("specwright@localhost");
    const { subject, text } = await parsed(mail?.raw);
    expect(subject).toBe("Specwright: El despliegue de Plant Swap falló");
    expect(text).toContain("Motivo: The build failed: src/App.tsx(3,1)");
    expect(text).toContain(`Ábralo en Specwright: http://specwright.test:5000/preview/${projectId}`);
  });

  it("are not sent with e-mail notifications off, or without an address; the bell still lists them", async () => {
    const before = received.length;
    const off = await userWithProject({ emailNotifications: false, notificationEmail: "off@example.com" });
    const noAddress = await userWithProject({ emailNotifications: true });
    for (const { projectId } of [off, noAddress])
      notify(t.database.db, { projectId, kind: "code", outcome: "succeeded", params: {}, link: "/code" });
    await notificationsSettled(t.database.db);
    expect(received.length).toBe(before);
    for (const { user } of [off, noAddress])
      expect((await user.agent.get("/api/notifications").expect(200)).body.unread).toBe(1);
  });

  it("lose nothing in the app when the mail server refuses", async () => {
    refused.add("bounce@example.com");
    const { user, projectId } = await userWithProject({
      emailNotifications: true,
      notificationEmail: "bounce@example.com",
    });
    notify(t.database.db, {
      projectId,
      kind: "tests",
      outcome: "succeeded",
      params: { passed: 4, failed: 0 },
      link: "/testing",
    });
    await notificationsSettled(t.database.db);
    expect(received.some((m) => m.to.includes("bounce@example.com"))).toBe(false);
    const list = (await user.agent.get("/api/notifications").expect(200)).body;
    expect(list.notifications[0]).toMatchObject({
      kind: "tests",
      params: { passed: 4, project: "Plant Swap" },
    });
  });

  it("go out in English by default", async () => {
    const { projectId } = await userWithProject({
      emailNotifications: true,
      notificationEmail: "en@example.com",
    });
    notify(t.database.db, {
      projectId,
      kind: "documents",
      outcome: "succeeded",
      params: { documentKind: "system_design" },
      link: `/documents?project=${projectId}`,
    });
    await notificationsSettled(t.database.db);
    const { subject, text } = await parsed(received.find((m) => m.to.includes("en@example.com"))?.raw);
    expect(subject).toBe("Specwright: System design generated for Plant Swap");
    expect(text).toContain("e-mail notifications are on in your Specwright settings");
  });
});
