/**
 * The desk's sections, in the order of its navigation: one list, so a new section (the draw, the results) is one
 * line here, its page under app/[locale]/(desk)/desk/ and its label in messages (Desk.nav).
 */
export const deskSections = [
  { key: "overview", path: "/desk" },
  { key: "brackets", path: "/desk/brackets" },
  { key: "teams", path: "/desk/teams" },
  { key: "draw", path: "/desk/draw" },
  { key: "order", path: "/desk/order" },
  { key: "weighIn", path: "/desk/weigh-in" },
  { key: "log", path: "/desk/log" },
  { key: "documents", path: "/desk/documents" },
  { key: "mail", path: "/desk/mail" },
] as const;

export type DeskSection = (typeof deskSections)[number]["key"];
