// Who is signed in (GET /api/manage/session), as a TanStack Query: null when nobody is (401).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiFailure } from "./http.ts";

export type Role = "owner" | "manager" | "door";

export interface Session {
  user: { id: number; email: string; name: string; operator: boolean };
  organizers: { id: number; name: string; role: Role }[];
  authAt: number;
  methods: { passkeys: number; totp: boolean };
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: async (): Promise<Session | null> => {
    try {
      return await api<Session>("GET", "/session");
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

export const useSession = () => useQuery(sessionQuery).data ?? null;

/** The role the person has at an organizer (the operator acts as its owner), or null. */
export function roleAt(session: Session | null, organizerId: number): Role | null {
  if (!session) return null;
  const membership = session.organizers.find((o) => o.id === organizerId);
  if (membership) return membership.role;
  return session.user.operator ? "owner" : null;
}
