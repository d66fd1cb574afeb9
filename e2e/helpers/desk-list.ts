import type { Page } from "@playwright/test";

/**
 * A desk list's count of what matches its filter ("1 entry matches", "12 equipas correspondem"): a status that starts
 * with the number. The desk's header holds another status, the outbox's "Online · Waiting to be sent: 0" (D100).
 */
export const matchCount = (page: Page) => page.getByRole("status").filter({ hasText: /^\d+ / });
