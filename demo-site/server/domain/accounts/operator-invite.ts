import * as v from "valibot";
import type { Deps } from "../deps.ts";
import { createInvitation, invitationUrl } from "./invitations.ts";

/**
 * `npm run operator -- invite you@example.org`: an operator invitation, its link returned to print (no mail: the
 * person running the command is at the server). Returns the lines to print and the exit code.
 */
export async function operatorCommand(
  deps: Pick<Deps, "store" | "clock" | "origin" | "translations">,
  args: readonly string[],
): Promise<{ lines: string[]; code: number }> {
  const [verb, email] = args;
  if (verb !== "invite" || !email || !v.is(v.pipe(v.string(), v.email()), email))
    return { lines: ["usage: npm run operator -- invite you@example.org"], code: 64 };
  const { token, expiresAt } = await createInvitation(deps, {
    email,
    organizerId: null,
    role: null,
    operator: true,
    by: null,
    mail: false,
  });
  return {
    lines: [
      `operator invitation for ${email.toLowerCase()}, valid until ${new Date(expiresAt).toISOString()}, single use:`,
      invitationUrl(deps.origin(), token),
    ],
    code: 0,
  };
}
