import "server-only";
import { cache } from "react";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import { calendarAt } from "./phase";

/**
 * The edition's calendar at the instant the current render began, read once per render (React `cache`): every
 * part of a page (hero, sections, footer, structured data) then shows the same phase, even when a boundary
 * passes while the page renders. Browser code computes `calendarAt(edition, now())` itself.
 */
export const currentCalendar = cache(() => calendarAt(edition, now()));
