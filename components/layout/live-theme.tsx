"use client";
// The theme colour in an open tab: when the owners change `color`, the CSS variables on the root
// element change with it (the same ones the root layout sets, from lib/theme.ts, loaded on demand).
import { useEffect, useRef } from "react";
import { useLive } from "@/lib/content/live";
import type { Color } from "@/lib/content/schemas";

const codeOf = (record: Color | null) => record?.code ?? "";

export function LiveTheme({ initial }: { initial: string }) {
  const code = useLive("color", initial, codeOf);
  // The server already painted its colour; only a different one needs the colour maths.
  const painted = useRef(initial);
  useEffect(() => {
    if (code === painted.current) return;
    painted.current = code;
    let current = true;
    void import("@/lib/theme").then(({ themeVariables }) => {
      if (!current) return;
      for (const [name, value] of Object.entries(themeVariables(code))) document.documentElement.style.setProperty(name, value);
    });
    return () => {
      current = false;
    };
  }, [code]);
  return null;
}
