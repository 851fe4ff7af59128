import { serializeStyles } from "@emotion/serialize";
import { compile, middleware, prefixer, serialize, stringify } from "stylis";
import { system } from "./static-classes.ts";

/** Chakra's layer order, reset, global and token CSS as one stylesheet text. */
export function globalCssText(): string {
  const parts = [system.layers.atRule, ...system._global].map((styles) => {
    const serialized = serializeStyles([styles as never]);
    return serialize(compile(serialized.styles), middleware([prefixer, stringify]));
  });
  return parts.join("\n");
}
