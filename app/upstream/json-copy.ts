/**
 * `JSON.parse(JSON.stringify(value))` without the text in between (issue 9, decision 148).
 *
 * The built-in API called in process hands its JSON answer over as the value itself; each caller
 * reads its own copy, made here, so what it gets is what it would have parsed from the text: the
 * same plain objects and arrays, `toJSON` applied (a Date becomes its string), `undefined`,
 * functions and symbols left out of objects and `null` in arrays, non-finite numbers `null`, -0
 * as 0, a `__proto__` key an own property. A BigInt throws, as `JSON.stringify` does. Values are
 * assumed not to be circular (`JSON.stringify` would throw; the API never answers one).
 */
export function jsonCopy(value: unknown): unknown {
  return copy(value, "");
}

function copy(value: unknown, key: string): unknown {
  if (value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    value = (value as { toJSON(key: string): unknown }).toJSON(key);
  }
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) ? (value === 0 ? 0 : value) : null;
    case "bigint":
      throw new TypeError("Do not know how to serialize a BigInt");
    case "object":
      break;
    default:
      // undefined, a function, a symbol: left out (an object's key) or null (an array's item).
      return undefined;
  }
  if (value === null) return null;
  // Boxed primitives are written as the primitive.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return copy(value.valueOf(), key);
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = copy(value[i], String(i));
      out[i] = item === undefined ? null : item;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const object = value as Record<string, unknown>;
  for (const name of Object.keys(object)) {
    const item = copy(object[name], name);
    if (item === undefined) continue;
    if (name === "__proto__")
      Object.defineProperty(out, name, { value: item, enumerable: true, writable: true, configurable: true });
    else out[name] = item;
  }
  return out;
}
