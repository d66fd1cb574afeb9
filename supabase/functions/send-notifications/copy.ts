/**
 * What the mails say, in the three languages of the site. The function is deployed on its own (it cannot read the
 * site's messages/*.json), so its words live here; the category and sex names are the site's own
 * (messages/<code>.json: categories.cards.<key>.name, the sexes), and tests/unit/notification-mail.test.ts holds the
 * three languages to the same keys.
 */
import type { Locale } from "./links.ts";

/** The venue's time zone (lib/content/edition.ts `timeZone`, held equal by tests/unit/notification-mail.test.ts). */
export const TIME_ZONE = "Europe/Lisbon";

export type Copy = {
  /** BCP 47 tag for dates (i18n/routing.ts). */
  intl: string;
  categories: Record<string, string>;
  sexes: Record<string, string>;
  subject: (count: number) => string;
  greeting: (team: string) => string;
  promoted: (boxers: string, bracket: string) => string;
  withdrawn: (boxers: string, bracket: string) => string;
  moved: (boxers: string, bracket: string) => string;
  drawPublished: (boxers: string, bracket: string) => string;
  drawCorrected: (boxers: string, bracket: string) => string;
  boutPlaced: (boxers: string, bout: string, ring: string, day: string) => string;
  boutMoved: (boxers: string, bout: string, ring: string, day: string) => string;
  /** A bout's estimated start moved by more than 30 minutes: its new time (hh:mm), number, ring and day. */
  boutTime: (boxers: string, time: string, bout: string, ring: string, day: string) => string;
  /** A boxer over the limit (`weight`, `limit` in kg) or unfit at the weigh-in of `day`. */
  overWeight: (boxers: string, weight: string, limit: string, day: string) => string;
  unfit: (boxers: string, day: string) => string;
  walkover: (boxers: string, bracket: string) => string;
  result: (boxers: string, bracket: string) => string;
  resultCorrected: (boxers: string, bracket: string) => string;
  see: string;
  why: string;
  settings: string;
  unsubscribe: string;
};

export const COPY: Record<Locale, Copy> = {
  en: {
    intl: "en-GB",
    categories: { benjamin: "Benjamin", junior: "Junior", youth: "Youth", senior: "Senior", elite: "Elite" },
    sexes: { F: "women", M: "men" },
    subject: (n) => (n === 1 ? "Porto Box Cup: news about your boxers" : `Porto Box Cup: ${n} updates about your boxers`),
    greeting: (team) => `Hello ${team}, this is what changed for your boxers:`,
    promoted: (b, br) => `${b} moved from the waiting list into the ${br} bracket.`,
    withdrawn: (b, br) => `The organisers withdrew ${b} from the ${br} bracket.`,
    moved: (b, br) => `The organisers moved ${b} to the ${br} bracket.`,
    drawPublished: (b, br) => `The ${br} draw is published, with ${b}.`,
    drawCorrected: (b, br) => `The ${br} draw was corrected (${b}).`,
    boutPlaced: (b, n, r, d) => `${b}: bout ${n}, ring ${r}, ${d}.`,
    boutMoved: (b, n, r, d) => `${b}: the bout is now number ${n}, ring ${r}, ${d}.`,
    boutTime: (b, t, n, r, d) => `${b}: bout ${n}, ring ${r}, ${d}, is now expected at about ${t}.`,
    overWeight: (b, w, l, d) => `${b} weighed ${w} kg at the weigh-in on ${d}, over the ${l} kg limit.`,
    unfit: (b, d) => `${b} was declared unfit at the medical on ${d}.`,
    walkover: (b, br) => `${br}: a bout of ${b} was decided by walkover at the weigh-in.`,
    result: (b, br) => `${br}: the result of ${b}'s bout is in.`,
    resultCorrected: (b, br) => `${br}: the result of ${b}'s bout was corrected.`,
    see: "See it",
    why: "You get these mails because your team entered boxers in the Porto Box Cup.",
    settings: "Choose which news you get",
    unsubscribe: "Unsubscribe",
  },
  pt: {
    intl: "pt-PT",
    categories: { benjamin: "Benjamim", junior: "Júnior", youth: "Jovens", senior: "Sénior", elite: "Elite" },
    sexes: { F: "feminino", M: "masculino" },
    subject: (n) =>
      n === 1 ? "Porto Box Cup: novidades sobre os seus pugilistas" : `Porto Box Cup: ${n} novidades sobre os seus pugilistas`,
    greeting: (team) => `Olá ${team}, isto é o que mudou para os seus pugilistas:`,
    promoted: (b, br) => `${b} passou da lista de espera para o quadro ${br}.`,
    withdrawn: (b, br) => `A organização retirou ${b} do quadro ${br}.`,
    moved: (b, br) => `A organização passou ${b} para o quadro ${br}.`,
    drawPublished: (b, br) => `O sorteio do quadro ${br} foi publicado, com ${b}.`,
    drawCorrected: (b, br) => `O sorteio do quadro ${br} foi corrigido (${b}).`,
    boutPlaced: (b, n, r, d) => `${b}: combate ${n}, ringue ${r}, ${d}.`,
    boutMoved: (b, n, r, d) => `${b}: o combate passou a ser o número ${n}, ringue ${r}, ${d}.`,
    boutTime: (b, t, n, r, d) => `${b}: o combate ${n}, ringue ${r}, ${d}, está agora previsto para cerca das ${t}.`,
    overWeight: (b, w, l, d) => `${b} pesou ${w} kg na pesagem de ${d}, acima do limite de ${l} kg.`,
    unfit: (b, d) => `${b} foi considerado não apto no exame médico de ${d}.`,
    walkover: (b, br) => `${br}: um combate de ${b} foi decidido por falta de comparência na pesagem.`,
    result: (b, br) => `${br}: já há resultado do combate de ${b}.`,
    resultCorrected: (b, br) => `${br}: o resultado do combate de ${b} foi corrigido.`,
    see: "Ver",
    why: "Recebe estes e-mails porque a sua equipa inscreveu pugilistas no Porto Box Cup.",
    settings: "Escolher que novidades recebe",
    unsubscribe: "Cancelar a subscrição",
  },
  es: {
    intl: "es-ES",
    categories: { benjamin: "Benjamín", junior: "Júnior", youth: "Joven", senior: "Sénior", elite: "Élite" },
    sexes: { F: "femenino", M: "masculino" },
    subject: (n) => (n === 1 ? "Porto Box Cup: novedades sobre tus púgiles" : `Porto Box Cup: ${n} novedades sobre tus púgiles`),
    greeting: (team) => `Hola ${team}, esto es lo que ha cambiado para tus púgiles:`,
    promoted: (b, br) => `${b} ha pasado de la lista de espera al cuadro ${br}.`,
    withdrawn: (b, br) => `La organización ha retirado a ${b} del cuadro ${br}.`,
    moved: (b, br) => `La organización ha pasado a ${b} al cuadro ${br}.`,
    drawPublished: (b, br) => `El sorteo del cuadro ${br} está publicado, con ${b}.`,
    drawCorrected: (b, br) => `El sorteo del cuadro ${br} se ha corregido (${b}).`,
    boutPlaced: (b, n, r, d) => `${b}: combate ${n}, ring ${r}, ${d}.`,
    boutMoved: (b, n, r, d) => `${b}: el combate pasa a ser el número ${n}, ring ${r}, ${d}.`,
    boutTime: (b, t, n, r, d) => `${b}: el combate ${n}, ring ${r}, ${d}, está previsto ahora hacia las ${t}.`,
    overWeight: (b, w, l, d) => `${b} pesó ${w} kg en el pesaje del ${d}, por encima del límite de ${l} kg.`,
    unfit: (b, d) => `${b} fue declarado no apto en el reconocimiento médico del ${d}.`,
    walkover: (b, br) => `${br}: un combate de ${b} se ha decidido por walkover en el pesaje.`,
    result: (b, br) => `${br}: ya está el resultado del combate de ${b}.`,
    resultCorrected: (b, br) => `${br}: se ha corregido el resultado del combate de ${b}.`,
    see: "Ver",
    why: "Recibes estos correos porque tu equipo inscribió púgiles en el Porto Box Cup.",
    settings: "Elegir qué novedades recibes",
    unsubscribe: "Darse de baja",
  },
};
