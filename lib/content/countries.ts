/**
 * The fixed list of countries a team can register for (docs/product.md §3: 80 English names, Afghanistan to Vietnam).
 * The database enforces the same list (supabase/migrations, table public.countries); a backend test fails
 * if the two ever differ, so edit both together.
 */
export const COUNTRIES = [
  "Afghanistan", "Albania", "Algeria", "Angola", "Argentina", "Armenia", "Australia", "Austria",
  "Azerbaijan", "Belarus", "Belgium", "Bosnia and Herzegovina", "Brazil", "Bulgaria", "Cameroon", "Canada",
  "Cape Verde", "Chile", "China", "Colombia", "Croatia", "Cuba", "Cyprus", "Czech Republic",
  "Denmark", "Dominican Republic", "Ecuador", "Egypt", "Estonia", "Finland", "France", "Georgia",
  "Germany", "Ghana", "Greece", "Guinea-Bissau", "Hungary", "Iceland", "India", "Ireland",
  "Israel", "Italy", "Japan", "Kazakhstan", "Kenya", "Latvia", "Lithuania", "Luxembourg",
  "Mexico", "Moldova", "Montenegro", "Morocco", "Mozambique", "Netherlands", "Nigeria", "North Macedonia",
  "Norway", "Panama", "Philippines", "Poland", "Portugal", "Puerto Rico", "Romania", "Russia",
  "Senegal", "Serbia", "Slovakia", "Slovenia", "South Africa", "Spain", "Sweden", "Switzerland",
  "Tunisia", "Turkey", "Ukraine", "United Kingdom", "United States", "Uzbekistan", "Venezuela", "Vietnam",
] as const;

export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}
