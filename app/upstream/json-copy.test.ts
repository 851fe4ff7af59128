import { describe, expect, it } from "vitest";
import { jsonCopy } from "./json-copy.ts";

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

class Point {
  x = 1;
  y = undefined;
  get z() {
    return 3;
  }
}

const CASES: Array<[string, unknown]> = [
  [
    "an envelope",
    { result: true, message: "Loaded.", data: [{ id: 1, name: "Asha", tags: ["a", "b"], city: null }], page: 1 },
  ],
  ["undefined, functions and symbols in an object", { a: undefined, b: () => 1, c: Symbol("s"), d: 1 }],
  ["undefined, functions and symbols in an array", [undefined, () => 1, Symbol("s"), 2]],
  [
    "non-finite numbers and -0",
    { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: -0, d: [Number.NEGATIVE_INFINITY, -0, 1.5] },
  ],
  [
    "a Date and a toJSON",
    { at: new Date("2026-11-26T10:00:00.000Z"), custom: { toJSON: (key: string) => `key:${key}` } },
  ],
  ["a Map, a Set and a class", { map: new Map([[1, 2]]), set: new Set([1]), point: new Point() }],
  ["boxed primitives", { n: new Number(3), s: new String("x"), b: new Boolean(false) }],
  ["a __proto__ key", JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}')],
  // eslint-disable-next-line no-sparse-arrays -- the hole is what this case copies
  ["sparse and nested arrays", { list: [1, , [2, [3, undefined]]] }],
  [
    "text with every kind of character",
    { text: 'quote " backslash \\ newline \n tab \t emoji 😀 nul \u0000 lone \ud800' },
  ],
  ["a string, a number, null at the top", "plain"],
  ["a number at the top", 42],
  ["null at the top", null],
];

describe("jsonCopy", () => {
  it.each(CASES)("%s: the same as JSON.parse(JSON.stringify(…))", (_name, value) => {
    const copied = jsonCopy(value);
    expect(copied).toStrictEqual(roundTrip(value));
    expect(JSON.stringify(copied)).toBe(JSON.stringify(value));
  });

  it("makes a copy: changing it leaves the original as it was, and a __proto__ key sets no prototype", () => {
    const original = { list: [{ id: 1 }], nested: { a: 1 } };
    const copied = jsonCopy(original) as typeof original;
    copied.list[0].id = 2;
    copied.nested.a = 2;
    expect(original).toEqual({ list: [{ id: 1 }], nested: { a: 1 } });
    const proto = jsonCopy(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(proto)).toEqual(["__proto__"]);
  });

  it("refuses a BigInt as JSON.stringify does", () => {
    expect(() => jsonCopy({ n: 1n })).toThrow(TypeError);
  });
});
