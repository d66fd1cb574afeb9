// Small reusable vector drawings (boxing glove, trophy, belt, medal, boxer silhouette).

/** Boxing glove, fist up, thumb to the right, in a 100×120 box scaled by s at (x,y). */
export function glove(x, y, s, { fill = "#e63946", shade = "#a3121d", cuff = "#f3f4f6", flip = false } = {}) {
  const tr = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})${flip ? " translate(-100 0)" : ""}`;
  return `<g transform="${tr}">
  <path d="M28 72C16 62 12 40 18 24C25 7 47 1 64 5C81 9 90 24 88 42C87 54 82 63 74 70Z" fill="${fill}"/>
  <path d="M70 38C83 35 93 45 90 57C87 67 76 70 68 63Z" fill="${shade}"/>
  <path d="M30 24C40 16 58 14 72 20" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none" stroke-linecap="round"/>
  <rect x="27" y="68" width="48" height="44" rx="7" fill="${fill}"/>
  <rect x="27" y="80" width="48" height="10" fill="${cuff}"/>
  <rect x="27" y="104" width="48" height="8" rx="3" fill="${shade}"/>
</g>`;
}

/** Trophy cup in a 100×130 box. */
export function trophy(x, y, s, { fill = "#f4c430", shade = "#c9971a" } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M22 10C10 10 4 16 6 28C8 42 20 50 30 52" stroke="${shade}" stroke-width="7" fill="none"/>
  <path d="M78 10C90 10 96 16 94 28C92 42 80 50 70 52" stroke="${shade}" stroke-width="7" fill="none"/>
  <path d="M18 4H82V30C82 52 68 66 50 68C32 66 18 52 18 30Z" fill="${fill}"/>
  <path d="M30 10V30C30 44 37 54 46 58" stroke="#fff" stroke-opacity=".4" stroke-width="5" fill="none" stroke-linecap="round"/>
  <rect x="44" y="66" width="12" height="24" fill="${shade}"/>
  <path d="M30 90H70L74 102H26Z" fill="${fill}"/>
  <rect x="20" y="102" width="60" height="24" rx="3" fill="#2a2f3d"/>
  <rect x="30" y="108" width="40" height="10" rx="2" fill="${fill}" opacity=".8"/>
</g>`;
}

/** Championship belt, width 300 at scale 1, centred plate. */
export function belt(x, y, s, { strap = "#1d1f26", plate = "#f4c430", shade = "#c9971a", jewel = "#e63946" } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M0 40Q150 56 300 40V92Q150 108 0 92Z" fill="${strap}"/>
  <path d="M0 48Q150 64 300 48M0 84Q150 100 300 84" stroke="${plate}" stroke-width="3" stroke-dasharray="6 5" fill="none"/>
  <rect x="52" y="46" width="40" height="44" rx="8" fill="${shade}"/><rect x="208" y="46" width="40" height="44" rx="8" fill="${shade}"/>
  <circle cx="72" cy="68" r="11" fill="${plate}"/><circle cx="228" cy="68" r="11" fill="${plate}"/>
  <ellipse cx="150" cy="68" rx="62" ry="62" fill="${shade}"/>
  <ellipse cx="150" cy="68" rx="55" ry="55" fill="${plate}"/>
  <ellipse cx="150" cy="68" rx="40" ry="40" fill="none" stroke="${shade}" stroke-width="4"/>
  <circle cx="150" cy="68" r="16" fill="${jewel}"/><circle cx="145" cy="63" r="5" fill="#fff" opacity=".6"/>
</g>`;
}

/** Medal with ribbon, 100×150 box. */
export function medal(x, y, s, { fill = "#f4c430", shade = "#c9971a", ribbonA = "#e63946", ribbonB = "#2f6fde" } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M20 0H46L62 70H38Z" fill="${ribbonA}"/><path d="M80 0H54L38 70H62Z" fill="${ribbonB}"/>
  <circle cx="50" cy="104" r="42" fill="${shade}"/><circle cx="50" cy="104" r="35" fill="${fill}"/>
  <circle cx="50" cy="104" r="26" fill="none" stroke="${shade}" stroke-width="3"/>
</g>`;
}

/**
 * Boxer silhouette in a victory pose (one glove raised), built from thick round strokes so it reads as a
 * single dark shape. Feet at (x,y), height ≈ 430·s. `female` adds a ponytail and narrower shoulders.
 */
export function boxer(x, y, s, { fill = "#05060a", female = false, rim = "#ffffff" } = {}) {
  const sh = female ? 46 : 56;
  const limb = (d, w) => `<path d="${d}" stroke="${fill}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  const body = `
  ${limb("M-24 -6L-30 -110L-22 -190", 40)}${limb("M24 -6L34 -110L22 -190", 40)}
  <path d="M-${sh} -330C-${sh + 4} -300 -40 -250 -36 -190H36C40 -250 ${sh + 4} -300 ${sh} -330Q0 -350 -${sh} -330Z" fill="${fill}"/>
  <path d="M-40 -200H40L44 -160H-44Z" fill="${fill}"/>
  ${limb(`M-${sh - 6} -322L-${sh + 40} -380L-${sh + 44} -455`, 28)}
  <ellipse cx="-${sh + 44}" cy="-478" rx="30" ry="34" fill="${fill}"/>
  ${limb(`M${sh - 6} -322L${sh + 34} -262L${sh + 2} -224`, 28)}
  <ellipse cx="${sh + 6}" cy="-214" rx="28" ry="31" fill="${fill}"/>
  <rect x="-12" y="-368" width="24" height="30" fill="${fill}"/>
  <ellipse cx="0" cy="-392" rx="27" ry="33" fill="${fill}"/>
  ${female ? `<path d="M18 -404C44 -400 54 -380 50 -344C44 -362 34 -372 20 -376Z" fill="${fill}"/>` : ""}
  ${limb("M-36 -6H-4M14 -6H46", 22)}`;
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <g transform="translate(3 -2)" opacity=".55" fill="${rim}" stroke="${rim}">${body.replaceAll(fill, rim)}</g>
  ${body}
</g>`;
}
