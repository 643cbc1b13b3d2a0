// Tests only: what the permission matrix (permission-matrix.test.ts) expects of every /api/manage route and method.
//
// ADDING A ROUTE: add one line per method here, in the block of its area. `path` is a sample request path
// ("{org}" becomes organizer 1, ACME Live, whose events are 101-111; organizer 2, Night Owl, has 201-204 and is the
// "member of another organizer"'s); `access` repeats the route's own (the test fails when they differ, so a change
// of who may do what is a visible change here too); `ok` is the status everyone the access allows gets with `body`
// (`code`: its error code, when `ok` is an error that must not be mistaken for the guard's). Everyone else's answer
// follows from `access`: anonymous 401, another organizer's member 404, a role without the access 403, and the
// operator acts as owner everywhere. A route or method without a line here fails the test.
import type { MatrixEntry } from "./permission-matrix-entry.ts";
import { ordersMatrix } from "./permission-matrix-orders.ts";
import { refundsMatrix } from "./permission-matrix-refunds.ts";
import { cancelMatrix } from "./permission-matrix-cancel.ts";
import { webhooksMatrix } from "./permission-matrix-webhooks.ts";
import { tokensMatrix } from "./permission-matrix-tokens.ts";
import { checkInSetupMatrix } from "./permission-matrix-check-in-setup.ts";
import { checkInMatrix } from "./permission-matrix-check-in.ts";

export type { MatrixEntry };

/** A token of the right shape that no invitation has. */
const NO_TOKEN = "A".repeat(43);

export const accountsMatrix: MatrixEntry[] = [
  { method: "GET", path: "/api/manage/session", access: "signed-in", ok: 200 },
  { method: "DELETE", path: "/api/manage/session", access: "signed-in", ok: 204 },
  { method: "POST", path: "/api/manage/sign-in/passkey/options", access: "public", ok: 200, body: {} },
  {
    method: "POST",
    path: "/api/manage/sign-in/passkey",
    access: "public",
    ok: 401,
    code: "sign_in_failed",
    body: { response: { id: "no-such-passkey", response: {} } },
  },
  {
    method: "POST",
    path: "/api/manage/sign-in/password",
    access: "public",
    ok: 401,
    code: "sign_in_failed",
    body: { email: "nobody@example.org", password: "not a password", code: "123456" },
  },
  // The matrix's server runs without demo mode.
  { method: "POST", path: "/api/manage/demo/sign-in", access: "public", ok: 404, body: { as: "organizer" } },
  { method: "GET", path: "/api/manage/me/passkeys", access: "signed-in", ok: 200 },
  {
    method: "POST",
    path: "/api/manage/me/passkeys",
    access: "signed-in",
    ok: 400,
    code: "passkey_not_verified",
    body: { response: { id: "x", response: {} } },
  },
  { method: "POST", path: "/api/manage/me/passkeys/options", access: "signed-in", ok: 200, body: {} },
  { method: "DELETE", path: "/api/manage/me/passkeys/nope", access: "signed-in", ok: 404, code: "passkey_not_found" },
  {
    method: "GET",
    path: `/api/manage/invitations/${NO_TOKEN}`,
    access: "public",
    ok: 404,
    code: "invitation_not_found",
  },
  {
    method: "POST",
    path: `/api/manage/invitations/${NO_TOKEN}/passkey/options`,
    access: "public",
    ok: 404,
    code: "invitation_not_found",
    body: { name: "X" },
  },
  {
    method: "POST",
    path: `/api/manage/invitations/${NO_TOKEN}/passkey`,
    access: "public",
    ok: 404,
    code: "invitation_not_found",
    body: {},
  },
  {
    method: "POST",
    path: `/api/manage/invitations/${NO_TOKEN}/totp/setup`,
    access: "public",
    ok: 404,
    code: "invitation_not_found",
    body: {},
  },
  {
    method: "POST",
    path: `/api/manage/invitations/${NO_TOKEN}/password`,
    access: "public",
    ok: 404,
    code: "invitation_not_found",
    body: {},
  },
  {
    method: "POST",
    path: `/api/manage/invitations/${NO_TOKEN}/accept`,
    access: "signed-in",
    ok: 404,
    code: "invitation_not_found",
    body: {},
  },
  { method: "GET", path: "/api/manage/organizers/{org}/members", access: "team", ok: 200 },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/members",
    access: "team",
    ok: 201,
    body: { email: "new-member@example.org", role: "door" },
  },
  {
    method: "PATCH",
    path: "/api/manage/organizers/{org}/members/999999",
    access: "team",
    ok: 404,
    code: "member_not_found",
    body: { role: "manager" },
  },
  {
    method: "DELETE",
    path: "/api/manage/organizers/{org}/members/999999",
    access: "team",
    ok: 404,
    code: "member_not_found",
  },
  { method: "GET", path: "/api/manage/organizers/{org}/invitations", access: "team", ok: 200 },
  {
    method: "DELETE",
    path: "/api/manage/organizers/{org}/invitations/999999",
    access: "team",
    ok: 404,
    code: "invitation_not_found",
  },
  { method: "GET", path: "/api/manage/operator/organizers", access: "operator", ok: 200 },
  {
    method: "POST",
    path: "/api/manage/operator/organizers",
    access: "operator",
    ok: 201,
    body: { name: "Matrix Hall", subdomain: "matrix-hall", currency: "EUR" },
  },
  {
    method: "PATCH",
    path: "/api/manage/operator/organizers/2",
    access: "operator",
    ok: 200,
    body: { user_commission: 4, user_added_commission: 0.5 },
  },
];

/** CATALOG's routes (catalog-*.ts, audit-*.ts): one line per method, as above. */
const EVENT = "/api/manage/organizers/{org}/events/101";
/** A version no row has: every allowed person gets the same 409, however often the matrix asks. */
const STALE = 999999;
export const catalogMatrix: MatrixEntry[] = [
  { method: "GET", path: "/api/manage/organizers/{org}", access: "catalog", ok: 200 },
  {
    method: "PATCH",
    path: "/api/manage/organizers/{org}",
    access: "settings",
    ok: 409,
    code: "changed_meanwhile",
    body: { version: STALE, name: "ACME Live" },
  },
  { method: "GET", path: "/api/manage/organizers/{org}/events", access: "catalog", ok: 200 },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/events",
    access: "catalog",
    ok: 201,
    body: { name: "Matrix Night", start_date: "2031-05-01T20:00:00+02:00", time_zone: "Europe/Berlin" },
  },
  { method: "GET", path: EVENT, access: "catalog", ok: 200 },
  { method: "PATCH", path: EVENT, access: "catalog", ok: 409, code: "changed_meanwhile", body: { version: STALE } },
  { method: "GET", path: `${EVENT}/ticket-types`, access: "catalog", ok: 200 },
  {
    method: "POST",
    path: `${EVENT}/ticket-types`,
    access: "catalog",
    ok: 201,
    body: { ticket_name: "Matrix", price: "5.00", ticket_stock: "unlimited" },
  },
  {
    method: "PUT",
    path: `${EVENT}/ticket-types/order`,
    access: "catalog",
    ok: 400,
    code: "invalid_request",
    body: { ids: [] },
  },
  {
    method: "PATCH",
    path: `${EVENT}/ticket-types/10101`,
    access: "catalog",
    ok: 409,
    code: "changed_meanwhile",
    body: { version: STALE },
  },
  { method: "DELETE", path: `${EVENT}/ticket-types/10101`, access: "catalog", ok: 409, code: "ticket_type_in_use" },
  { method: "GET", path: `${EVENT}/vouchers`, access: "catalog", ok: 200 },
  {
    method: "POST",
    path: `${EVENT}/vouchers`,
    access: "catalog",
    ok: 409,
    code: "voucher_exists",
    body: { code: "early20", discount: 5 },
  },
  {
    method: "PATCH",
    path: `${EVENT}/vouchers/EARLY20`,
    access: "catalog",
    ok: 409,
    code: "changed_meanwhile",
    body: { version: STALE },
  },
  { method: "DELETE", path: `${EVENT}/vouchers/NO-SUCH-CODE`, access: "catalog", ok: 404, code: "not_found" },
  { method: "GET", path: `${EVENT}/guests`, access: "catalog", ok: 200 },
  {
    method: "POST",
    path: `${EVENT}/guests`,
    access: "catalog",
    ok: 201,
    body: { name: "Matrix Guest", email: "guest@matrix.test", ticket_id: 10101 },
  },
  {
    method: "POST",
    path: `${EVENT}/guests/import`,
    access: "catalog",
    ok: 200,
    body: { csv: "name,email,ticket\nCsv Guest,csv@matrix.test,Standard\n" },
  },
  { method: "POST", path: `${EVENT}/guests/invite`, access: "catalog", ok: 200, body: {} },
  { method: "GET", path: `${EVENT}/sales`, access: "catalog", ok: 200 },
  { method: "GET", path: `${EVENT}/snippet`, access: "catalog", ok: 200 },
  { method: "GET", path: "/api/manage/organizers/{org}/audit", access: "catalog", ok: 200 },
];

export const permissionMatrix: MatrixEntry[] = [
  ...accountsMatrix,
  ...catalogMatrix,
  ...ordersMatrix,
  ...refundsMatrix,
  ...cancelMatrix,
  ...webhooksMatrix,
  ...tokensMatrix,
  ...checkInSetupMatrix,
  ...checkInMatrix,
];
