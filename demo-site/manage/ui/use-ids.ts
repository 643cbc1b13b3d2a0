// The organizer and event of the address, as numbers.
import { useParams } from "@tanstack/react-router";

export function useOrganizerId(): number {
  const { org } = useParams({ strict: false });
  return Number(org);
}

export function useEventId(): number {
  const { event } = useParams({ strict: false });
  return Number(event);
}
