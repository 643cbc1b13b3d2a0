// Who changes an order from the back office, as both records name them: the order's timeline and the audit log
// (routes map a session or an API token onto both).
import type { AuditActor } from "../audit/record.ts";
import type { OrderEventActor } from "../order-events/record.ts";

export interface OrderChangeActor {
  event: OrderEventActor;
  audit: AuditActor;
}
