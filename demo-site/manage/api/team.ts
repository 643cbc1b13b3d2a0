// The team's calls (members, invitations) and the operator's (organizers, commission), with their query keys.
import { queryOptions } from "@tanstack/react-query";
import type { Role } from "./session.ts";
import { api } from "./http.ts";

export interface Member {
  userId: number;
  name: string;
  email: string;
  role: Role;
}

export interface PendingInvitation {
  id: number;
  email: string;
  role: Role;
  expiresAt: number;
}

export interface OperatorOrganizer {
  id: number;
  name: string;
  subdomain: string;
  user_commission: number;
  user_added_commission: number;
}

function listOf<T>(answer: unknown, key: string): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const inner = (answer as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
}

/** A member row as the server may send it ({userId} or {id}). */
const asMember = (row: Omit<Member, "userId"> & { userId?: number; id?: number }): Member => ({
  ...row,
  userId: row.userId ?? row.id ?? 0,
});

export const membersQuery = (org: number) =>
  queryOptions({
    queryKey: ["organizer", org, "members"],
    queryFn: async () =>
      listOf<Parameters<typeof asMember>[0]>(await api("GET", `/organizers/${org}/members`), "members").map(asMember),
  });

export const invitationsQuery = (org: number) =>
  queryOptions({
    queryKey: ["organizer", org, "invitations"],
    queryFn: async () => listOf<PendingInvitation>(await api("GET", `/organizers/${org}/invitations`), "invitations"),
  });

export const operatorOrganizersQuery = queryOptions({
  queryKey: ["operator", "organizers"],
  queryFn: async () => listOf<OperatorOrganizer>(await api("GET", "/operator/organizers"), "organizers"),
});

export interface Passkey {
  id: string | number;
  name?: string;
  createdAt?: number;
  lastUsedAt?: number | null;
}

export const passkeysQuery = queryOptions({
  queryKey: ["me", "passkeys"],
  queryFn: async () => listOf<Passkey>(await api("GET", "/me/passkeys"), "passkeys"),
});
