/**
 * Tickets sold at the door and merchandise sold at the venue stand; prices in whole euros. A picture with words
 * on it exists once per language (`{lang}` in its path: en, pt or es), drawn by `npm run assets` from the
 * messages (Shop.pictures).
 */
export type Ticket = { key: "daily" | "threeDay"; price: number; image: string };

export type Product = {
  /** Also the message key of the product's name, text and alt (Shop.products.<key>). */
  key: "tshirt" | "sweat" | "bottle" | "customTshirt";
  price: number;
  image: string;
  /** Only some products have a preview (docs/product.md §2). */
  preview: boolean;
};

export const tickets: readonly Ticket[] = [
  { key: "daily", price: 15, image: "/images/tickets/daily-{lang}.webp" },
  { key: "threeDay", price: 35, image: "/images/tickets/three-day-{lang}.webp" },
];

export const products: readonly Product[] = [
  { key: "tshirt", price: 15, image: "/images/products/tshirt.webp", preview: true },
  { key: "sweat", price: 30, image: "/images/products/sweat.webp", preview: false },
  { key: "bottle", price: 12, image: "/images/products/bottle.webp", preview: false },
  { key: "customTshirt", price: 20, image: "/images/products/custom-tshirt-{lang}.webp", preview: true },
];

/** The picture of `image` for a page in `lang`; a picture without words has one file for every language. */
export function pictureIn(image: string, lang: string): string {
  return image.replace("{lang}", lang);
}
