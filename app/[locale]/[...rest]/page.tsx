import { notFound } from "next/navigation";

// Unknown paths under a locale render that locale's not-found page instead of the global one.
export default function CatchAllPage() {
  notFound();
}
