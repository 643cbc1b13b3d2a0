// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readMailConfig } from "./mail-config.ts";

describe("readMailConfig", () => {
  it("reads SMTP_URL or the SMTP_HOST parts, with MAIL_FROM", () => {
    expect(
      readMailConfig(
        { SMTP_URL: "smtps://me%40x.com:p%40ss@mail.example.com", MAIL_FROM: "Tickets <t@example.com>" },
        false,
      ),
    ).toEqual({
      mode: "smtp",
      from: "Tickets <t@example.com>",
      smtp: { host: "mail.example.com", port: 465, secure: true, auth: { user: "me@x.com", pass: "p@ss" } },
    });
    expect(
      readMailConfig(
        { SMTP_HOST: "mail.example.com", SMTP_USER: "u", SMTP_PASSWORD: "p", MAIL_FROM: "t@example.com" },
        true,
      ),
    ).toEqual({
      mode: "smtp",
      from: "t@example.com",
      smtp: { host: "mail.example.com", port: 587, secure: false, auth: { user: "u", pass: "p" } },
    });
    expect(
      readMailConfig(
        { SMTP_HOST: "h.example", SMTP_PORT: "2525", SMTP_SECURE: "true", MAIL_FROM: "t@example.com" },
        false,
      ),
    ).toMatchObject({ smtp: { port: 2525, secure: true, auth: null } });
  });

  it("without SMTP settings: the catcher in demo mode, nothing sent otherwise", () => {
    expect(readMailConfig({}, true)).toMatchObject({ mode: "catcher" });
    expect(readMailConfig({}, false)).toEqual({ mode: "off" });
  });

  it("refuses a wrong setting with one line naming it", () => {
    const wrong: [Record<string, string>, RegExp][] = [
      [
        { SMTP_HOST: "h.example", SMTP_PORT: "70000", MAIL_FROM: "t@example.com" },
        /^SMTP_PORT must be an integer from 1 to 65535; got "70000"\.$/,
      ],
      [
        { SMTP_HOST: "h.example", SMTP_SECURE: "yes", MAIL_FROM: "t@example.com" },
        /^SMTP_SECURE must be "true" or "false"; got "yes"\.$/,
      ],
      [
        { SMTP_HOST: "h.example", SMTP_USER: "u", MAIL_FROM: "t@example.com" },
        /^SMTP_USER and SMTP_PASSWORD go together/,
      ],
      [
        { SMTP_URL: "http://mail.example.com", MAIL_FROM: "t@example.com" },
        /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
      ],
      [{ SMTP_URL: "smtp://user:secret@[bad", MAIL_FROM: "t@example.com" }, /^SMTP_URL must be a URL/],
      [{ SMTP_HOST: "h.example" }, /^MAIL_FROM is required with SMTP settings/],
      [{ SMTP_HOST: "h.example", MAIL_FROM: "not an address" }, /^MAIL_FROM must be an address/],
      [
        { SMTP_HOST: "h.example", SMTP_URL: "smtp://h.example", MAIL_FROM: "t@example.com" },
        /^Set SMTP_URL or SMTP_HOST, not both\.$/,
      ],
    ];
    for (const [env, message] of wrong) {
      let error: unknown;
      try {
        readMailConfig(env, false);
      } catch (err) {
        error = err;
      }
      expect((error as Error | undefined)?.message, JSON.stringify(env)).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
      expect((error as Error).message).not.toContain("secret");
    }
  });
});
