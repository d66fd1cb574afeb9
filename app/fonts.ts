import localFont from "next/font/local";

export const bodyFont = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-body",
});

export const displayFont = localFont({
  src: "../node_modules/@fontsource/oswald/files/oswald-latin-700-normal.woff2",
  weight: "700",
  display: "swap",
  variable: "--font-display",
});
