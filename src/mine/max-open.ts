/**
 * Tickets (one row per message) or calls (one row per turn) held open at once while their records
 * are read. An export grouped by ticket or call needs one; one sorted by time across all of them
 * needs as many as are active at a time. Each is a few messages, so the default costs tens of MB
 * at most; past it the stalest is screened early, with one warning saying so.
 */
export const DEFAULT_MAX_OPEN = 50_000;
