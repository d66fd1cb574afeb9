/**
 * What a refusal key looks like: the triggers raise `cup.refuse('bracket_empty', …)` keys as the error's message, and
 * the desk's own outcomes (`draw_changed`, `failed`) have the same shape. Anything else is never shown or carried.
 */
export const REFUSAL_KEY = /^[a-z][a-z0-9_]{0,62}$/;
