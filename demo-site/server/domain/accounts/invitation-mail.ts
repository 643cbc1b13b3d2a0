import type { Translate } from "../i18n/translations.ts";
import type { MailContent } from "../mail/mail-content.ts";
import type { MemberRole } from "../../store/index.ts";

/** What an invitation mail says, in the invitee's language (`t`): who invites, to what, the link and its expiry. */
export function invitationContent(
  t: Translate,
  invite: { organizer: string | null; role: MemberRole | null; inviter: string; url: string; expiresAt: number },
): MailContent {
  const locale = t("pdf.locale");
  // In UTC, said so: the invitee's time zone is not known.
  const expires = `${new Date(invite.expiresAt).toLocaleString(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  })} UTC`;
  const facts = invite.organizer
    ? [
        { label: t("accounts.organizer"), value: invite.organizer },
        { label: t("accounts.role"), value: t(`accounts.role_${invite.role ?? "door"}`) },
        { label: t("accounts.invited_by"), value: invite.inviter },
      ]
    : [{ label: t("accounts.invited_by"), value: invite.inviter }];
  return {
    lang: locale.slice(0, 2),
    subject: invite.organizer
      ? t("accounts.invite_subject", { organizer: invite.organizer })
      : t("accounts.invite_subject_operator"),
    greeting: t("accounts.invite_greeting"),
    intro: invite.organizer ? t("accounts.invite_intro") : t("accounts.invite_intro_operator"),
    facts,
    link: { label: t("accounts.invite_link"), hint: t("accounts.invite_hint", { date: expires }), url: invite.url },
    footer: t("accounts.invite_footer"),
  };
}
