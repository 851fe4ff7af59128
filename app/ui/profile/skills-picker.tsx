import type { FieldMetadata } from "@conform-to/react";
import { Box, chakra, Field, Fieldset, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { useId, useMemo, useState } from "react";
import { useHydrated } from "~/ui/hydrated";

type Option = { value: number; label: string };

/**
 * Skills as a group of native checkboxes (`name="skills"`, one value per skill id), in a
 * scrolling box at most 310 px high (spec §9's dropdown height). Works without JavaScript; with
 * it, a filter box narrows the list as you type (checked skills stay listed, so they can be
 * unchecked). The skills already chosen come first.
 */
export function SkillsPicker({ meta, options, label = "Skills", helperText }: { meta: FieldMetadata<string[] | number[] | undefined>; options: Option[]; label?: string; helperText?: string }) {
  const hydrated = useHydrated();
  const filterId = useId();
  const listId = useId();
  const [filter, setFilter] = useState("");
  const initial = useMemo(() => {
    const value = meta.initialValue as unknown;
    return new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String));
  }, [meta.initialValue]);
  const [checked, setChecked] = useState<Set<string>>(initial);
  const ordered = useMemo(
    () => [...options].sort((a, b) => Number(initial.has(String(b.value))) - Number(initial.has(String(a.value))) || a.label.localeCompare(b.label)),
    [options, initial],
  );
  const needle = filter.trim().toLowerCase();
  const invalid = Boolean(meta.errors?.length);
  const describedBy = invalid ? meta.errorId : helperText ? meta.descriptionId : undefined;

  return (
    <Fieldset.Root invalid={invalid} aria-describedby={describedBy}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      {helperText && !invalid ? (
        <Text id={meta.descriptionId} fontSize="xs" color="fg.muted">
          {helperText}
        </Text>
      ) : null}
      {hydrated ? (
        <Field.Root>
          <Field.Label htmlFor={filterId} srOnly>
            Filter skills
          </Field.Label>
          <Input id={filterId} type="search" size="sm" placeholder="Filter skills" value={filter} aria-controls={listId} onChange={(event) => setFilter(event.target.value)} />
        </Field.Root>
      ) : null}
      <Box id={listId} maxH="310px" overflowY="auto" borderWidth="1px" borderColor={invalid ? "border.error" : "border"} borderRadius="md" p="2" bg="white">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="1">
          {ordered.map((option) => {
            const key = String(option.value);
            const hidden = needle !== "" && !option.label.toLowerCase().includes(needle) && !checked.has(key);
            return (
              <chakra.label key={key} display={hidden ? "none" : "flex"} alignItems="center" gap="2" py="1" fontSize="sm" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  name={meta.name}
                  value={key}
                  defaultChecked={initial.has(key)}
                  onChange={(event) =>
                    setChecked((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(key);
                      else next.delete(key);
                      return next;
                    })
                  }
                  boxSize="4"
                  css={{ accentColor: "var(--chakra-colors-brand-primary)" }}
                />
                {option.label}
              </chakra.label>
            );
          })}
        </SimpleGrid>
      </Box>
      <Fieldset.ErrorText id={meta.errorId}>{meta.errors?.[0]}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
