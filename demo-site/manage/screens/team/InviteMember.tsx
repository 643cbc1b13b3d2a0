// Invite someone to the team: their e-mail and role; the server mails them a single-use link that expires.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { api } from "../../api/http.ts";
import type { Role } from "../../api/session.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { RoleSelect } from "./RoleSelect.tsx";
import { FormActions } from "../../ui/FormActions.tsx";

export function InviteMember({ organizerId, onInvited }: { organizerId: number; onInvited: () => Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("manager");
  const invite = useMutation({
    mutationFn: () => api("POST", `/organizers/${organizerId}/members`, { email: email.trim(), role }),
    onSuccess: async () => {
      setOpen(false);
      setEmail("");
      await onInvited();
    },
  });
  return (
    <FormDialog
      trigger={t("team.invite")}
      title={t("team.invite")}
      isOpen={open}
      onOpenChange={(o) => {
        invite.reset();
        setOpen(o);
      }}
    >
      <Form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate();
        }}
      >
        {invite.error ? <Notice tone="error">{errorText(t, invite.error)}</Notice> : null}
        <TextInput label={t("team.member.email")} type="email" value={email} onChange={setEmail} isRequired autoFocus />
        <RoleSelect label={t("team.member.role")} value={role} onChange={setRole} visibleLabel />
        <FormActions busy={invite.isPending} onCancel={() => setOpen(false)} submitLabel={t("team.send_invitation")} />
      </Form>
    </FormDialog>
  );
}
