// The server's own input schemas (pure valibot, no node imports), which the forms check a body with before they
// send it: a person sees the server's rule next to the field instead of after a 400.
export {
  EventCreate,
  EventPatch,
  GuestCreate,
  GuestImport,
  OrganizerSettingsPatch,
  TicketTypeCreate,
  TicketTypePatch,
  VoucherCreate,
  VoucherPatch,
} from "../../server/domain/catalog/schemas.ts";
