"use client";

import { useEffect, useState } from "react";
import { formatInteger, type IntegerGrouping } from "@/lib/format/integer";
import { fetchUserCount } from "@/lib/supabase/user-count";

/** docs/product.md §8 shows this exact word in every language when the count cannot be read. */
const UNAVAILABLE = "Indisponível";

type Props = {
  /** The page language's digit grouping, from the server (no Intl in the browser: see lib/format/integer.ts). */
  grouping: IntegerGrouping;
};

type Count = { state: "loading" } | { state: "ready"; total: number } | { state: "failed" };

export function LiveRegistrations({ grouping }: Props) {
  const [count, setCount] = useState<Count>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchUserCount(controller.signal)
      .then((total) => setCount({ state: "ready", total }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Erro ao obter o número de inscrições:", error);
        setCount({ state: "failed" });
      });
    return () => controller.abort();
  }, []);

  const text = count.state === "failed" ? UNAVAILABLE : formatInteger(count.state === "ready" ? count.total : 0, grouping);

  return (
    <span aria-live="polite" aria-busy={count.state === "loading"} data-state={count.state}>
      {text}
    </span>
  );
}
