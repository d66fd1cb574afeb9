import localFont from "next/font/local";

export const displayFont = localFont({
  src: "../node_modules/@fontsource/oswald/files/oswald-latin-700-normal.woff2",
  weight: "700",
  display: "optional",
  variable: "--font-display",
});
