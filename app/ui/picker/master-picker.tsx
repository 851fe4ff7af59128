/**
 * A type-ahead picker for a master list (decision 134): locations, skills, companies,
 * institutions, degrees, sectors, domains. With JavaScript it is an ARIA combobox — a text field
 * (`role="combobox"`, `aria-expanded`, `aria-controls`, `aria-activedescendant`) over a listbox
 * of at most 310 px fed by `/api/master/{kind}/list/?search=` — where arrows move, Enter picks
 * and Escape closes; several values show as tags with a remove button. The form posts the ids
 * under the field's name as before (hidden inputs).
 *
 * Without JavaScript it is a search-then-pick: a search field and a Find button that posts the
 * form to the page's action (`find.server.ts`), which shows it again, everything typed kept,
 * with the matches as radio buttons (one value) or checkboxes (several); chosen values stay
 * ticked. The reuse of the job filters' SearchPicker idea, for forms that post.
 *
 * `freeText`: a company or institution not in the list can be typed (issue 13, decision 135): the
 * text goes under its own field (`company_name`), and the id only when one is picked.
 *
 * `nameOnly`: the field is a name, not an id (a corporate's own company name): picking an entry
 * writes its title in the field, and any name may be typed. Without JavaScript a Find's matches
 * are radio buttons (`<field>_pick`) whose title replaces what was typed (`applyPickedName`).
 *
 * With JavaScript a pick (or a removed tag) is an input of the field for Conform: the form
 * validates it again as it does a typed field once it has been submitted (`shouldRevalidate`),
 * so the field's message goes as soon as a value is picked (decision 139).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useActionData } from "react-router";
import { useHydrated } from "~/ui/hydrated";
import { buttonClass } from "~/ui/static";
import type { FindReply } from "./find.server";
import {
  choose,
  chosenOf,
  entryOption,
  findValue,
  freeTextHelp,
  LABEL_FIELD,
  pickerEntryValue,
  searchedField,
  labelsOf,
  labelValue,
  moveActive,
  pickField,
  PICKER_DEBOUNCE_MS,
  PICKER_MATCHES,
  sameLabel,
  unchoose,
  type PickerKind,
  type PickerOption,
} from "./picker-logic";

type Meta = FieldMetadata<unknown>;

export type MasterPickerProps = {
  kind: PickerKind;
  /** The field of the id(s). */
  meta: Meta;
  label: string;
  required?: boolean;
  /** Several values (tags). */
  multiple?: boolean;
  /** At most this many (several values). */
  max?: number;
  /** Titles of the values the form may start with (the entry being edited). */
  known: PickerOption[];
  placeholder?: string;
  helperText?: string;
  /** The text field's `autocomplete` (a name field: e.g. `organization`); off by default. */
  autoComplete?: string;
  /** A name that is not in the list may be typed; it is posted as this field. */
  freeText?: { meta: Meta; what: string };
  /** `meta` is a name (any may be typed; picking writes an entry's title), not an id. */
  nameOnly?: boolean;
};

const dataFlag = (on: boolean) => (on ? "" : undefined);

/** The Find result of this form, when the action answered one. */
function useFindReply(): FindReply | null {
  const data = useActionData() as unknown;
  return typeof data === "object" && data !== null && "finds" in data ? (data as FindReply) : null;
}

export function MasterPicker(props: MasterPickerProps) {
  const hydrated = useHydrated();
  const reply = useFindReply();
  const posted = useActionData() as { initialValue?: Record<string, unknown> } | undefined;
  const known = useMemo(
    () => [
      ...(reply?.labels[props.meta.name] ?? []),
      ...labelsOf(posted?.initialValue?.[LABEL_FIELD], props.meta.name),
      ...props.known,
    ],
    [reply, posted, props.meta.name, props.known],
  );
  const initial = useMemo(
    () => (props.nameOnly ? [] : chosenOf(props.meta.initialValue, known)),
    [props.nameOnly, props.meta.initialValue, known],
  );
  const errors = [...(props.meta.errors ?? []), ...(props.freeText?.meta.errors ?? [])];
  return hydrated ? (
    <Combobox {...props} initial={initial} errors={errors} />
  ) : (
    <FindPicker
      {...props}
      known={known}
      initial={initial}
      errors={errors}
      reply={reply}
      posted={posted?.initialValue ?? {}}
    />
  );
}

type Inner = MasterPickerProps & { initial: PickerOption[]; errors: string[] };

function Label({ props, htmlFor, invalid }: { props: MasterPickerProps; htmlFor: string; invalid: boolean }) {
  return (
    <label
      className="jl-field__label"
      id={`field::${props.meta.id}::label`}
      htmlFor={htmlFor}
      data-invalid={dataFlag(invalid)}
      data-required={dataFlag(Boolean(props.required))}
    >
      {props.label}
      {props.required ? (
        <span aria-hidden="true" className="jl-field__required">
          *
        </span>
      ) : null}
    </label>
  );
}

function Messages({
  props,
  errors,
  helpId,
  helpText,
}: {
  props: MasterPickerProps;
  errors: string[];
  helpId: string;
  helpText: string;
}) {
  return (
    <>
      {errors.length === 0 ? (
        <span id={helpId} className="jl-field__helper">
          {helpText}
        </span>
      ) : null}
      {errors.length ? (
        <span id={props.meta.errorId} aria-live="polite" className="jl-field__error">
          {errors[0]}
        </span>
      ) : null}
    </>
  );
}

/**
 * The server-rendered text field of a picker (the Find form's, same id) while the page hydrates:
 * its text, whether it was typed in, and whether it has the focus; null when there is none.
 */
function serverFieldState(id: string): { value: string; typed: boolean; focused: boolean } | null {
  const field = typeof document === "undefined" ? null : document.getElementById(id);
  if (!(field instanceof HTMLInputElement)) return null;
  return { value: field.value, typed: field.value !== field.defaultValue, focused: field === document.activeElement };
}

/** An entry of the list: a master-list option, or (free text) the typed name itself. */
type Item = { key: string; option: PickerOption | null; text: string };

function Combobox(props: Inner) {
  const { kind, meta, multiple = false, max, freeText, nameOnly = false, initial, errors } = props;
  const listId = useId();
  const statusId = `${listId}-status`;
  const helpId = meta.descriptionId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<PickerOption[]>(initial);
  const initialText = multiple
    ? ""
    : nameOnly
      ? String(meta.initialValue ?? "")
      : freeText
        ? String(freeText.meta.initialValue ?? initial[0]?.label ?? "")
        : (initial[0]?.label ?? "");
  // The page's first render is the Find form (before hydration): what was typed there, and the
  // focus, carry over to this field, which replaces it (issue 34: keystrokes went elsewhere).
  const [takeover] = useState(() => serverFieldState(meta.id));
  const [text, setText] = useState(takeover?.typed ? takeover.value : initialText);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<PickerOption[] | null>(null);
  const [active, setActive] = useState(-1);
  const invalid = errors.length > 0;
  // Before the dialog around looks for the focus (a passive effect), so it leaves it here.
  useLayoutEffect(() => {
    if (!takeover) return;
    if (takeover.typed && !multiple && !(chosen[0] && sameLabel(takeover.value, chosen[0].label))) setChosen([]);
    if (takeover.focused) {
      const input = inputRef.current;
      input?.focus({ preventScroll: true });
      input?.setSelectionRange(input.value.length, input.value.length);
      if (takeover.typed) setOpen(true);
    }
    // Once, as the field replaces the server's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A pick changes the field's value without an input event: one is sent for Conform from a
  // disabled (never posted) input of the field's name, once the new value is in the form.
  const inputEventTarget = useRef<HTMLInputElement>(null);
  const [picks, setPicks] = useState(0);
  useEffect(() => {
    if (picks > 0) inputEventTarget.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [picks]);
  const picked = () => setPicks((count) => count + 1);

  // The search: the text typed (all entries when it is empty or is the chosen value's title).
  const search = !multiple && chosen[0] && sameLabel(text, chosen[0].label) ? "" : text.trim();
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ limit: String(PICKER_MATCHES) });
      if (search) query.set("search", search.slice(0, 100));
      fetch(`/api/master/${kind}/list/?${query}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((body: { data?: Array<{ id: number; title?: string; city?: string; state?: string }> }) => {
          setResults((body.data ?? []).map(entryOption));
          setActive(-1);
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== "AbortError") setResults([]);
        });
    }, PICKER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, search, kind]);

  const items: Item[] = [];
  for (const option of results ?? []) {
    if (multiple && chosen.some((c) => c.value === option.value)) continue;
    items.push({ key: String(option.value), option, text: option.label });
  }
  const typed = text.trim();
  if ((freeText || nameOnly) && typed && !(results ?? []).some((option) => sameLabel(option.label, typed))) {
    items.push({
      key: "new",
      option: null,
      text: freeText ? `Add “${typed}” as a new ${freeText.what}` : `Use “${typed}”`,
    });
  }
  const full = multiple && max !== undefined && chosen.length >= max;
  const expanded = open && results !== null;
  const optionId = (index: number) => `${listId}-${items[index]?.key ?? index}`;
  const status = !expanded
    ? ""
    : full
      ? `You have chosen ${max}, the most allowed.`
      : items.length === 0
        ? "No matches."
        : `${items.length} ${items.length === 1 ? "match" : "matches"}. Use the arrow keys to choose.`;

  const pick = (item: Item) => {
    if (item.option) {
      if (full) return;
      setChosen((current) => choose(current, item.option!, { multiple, max }));
      setText(multiple ? "" : item.option.label);
    } else {
      setChosen([]);
    }
    // Closed after a pick, one or several: the list would otherwise open again with every
    // suggestion over the rest of the form. Typing opens it for the next one.
    setOpen(false);
    setActive(-1);
    if (multiple) setResults(null);
    picked();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === "ArrowDown" || key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((current) => moveActive(current, items.length, key));
    } else if ((key === "Home" || key === "End") && expanded && active >= 0) {
      event.preventDefault();
      setActive(moveActive(active, items.length, key));
    } else if (key === "Enter") {
      if (expanded && active >= 0 && items[active]) {
        event.preventDefault();
        pick(items[active]);
      } else if (expanded) {
        // Enter closes the list; it sends the form only once the list is closed.
        event.preventDefault();
        setOpen(false);
      }
    } else if (key === "Escape") {
      if (open) {
        // Only the list closes, not the dialog around the form.
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        setOpen(false);
        setActive(-1);
      }
    } else if (key === "Backspace" && multiple && text === "" && chosen.length > 0) {
      setChosen((current) => current.slice(0, -1));
      picked();
    }
  };

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const describedBy = [invalid ? meta.errorId : helpId, multiple && chosen.length ? `${listId}-tags` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="jl-field" role="group" id={`${meta.id}-field`} data-invalid={dataFlag(invalid)}>
      <Label props={props} htmlFor={meta.id} invalid={invalid} />
      <input ref={inputEventTarget} type="hidden" name={meta.name} disabled />
      {nameOnly
        ? null
        : chosen.map((option) => (
            <span key={option.value} hidden>
              <input type="hidden" name={meta.name} value={option.value} />
              <input type="hidden" name={LABEL_FIELD} value={labelValue(meta.name, option)} />
            </span>
          ))}
      {multiple && chosen.length ? (
        <ul
          className="jl-chips jl-picker__tags"
          id={`${listId}-tags`}
          aria-label={`Chosen ${props.label.toLowerCase()}`}
        >
          {chosen.map((option) => (
            <li key={option.value} className="jl-chip jl-picker__tag">
              <span>{option.label}</span>
              <button
                type="button"
                className="jl-picker__remove"
                aria-label={`Remove ${option.label}`}
                onClick={() => {
                  setChosen((current) => unchoose(current, option.value));
                  picked();
                  inputRef.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The list opens over what follows, never pushing it down: a click on the form's button
          blurs the field and closes the list, and a button that moved between the press and the
          release would get no click. */}
      <div className="jl-combobox">
        <input
          ref={inputRef}
          id={meta.id}
          type="text"
          name={nameOnly ? meta.name : freeText?.meta.name}
          role="combobox"
          className="jl-input jl-input--md"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          aria-errormessage={invalid ? meta.errorId : undefined}
          aria-required={props.required || undefined}
          data-invalid={dataFlag(invalid)}
          placeholder={props.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (!multiple) setChosen([]);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={props.label}
          aria-multiselectable={multiple || undefined}
          className="jl-combobox__list"
          hidden={!expanded}
        >
          {items.map((item, index) => {
            const selected = item.option ? chosen.some((c) => c.value === item.option!.value) : false;
            return (
              <li
                key={item.key}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                data-active={dataFlag(index === active)}
                className="jl-combobox__option"
                // Keep the focus in the text field.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                {item.text}
              </li>
            );
          })}
        </ul>
      </div>
      <span id={statusId} role="status" className="jl-sr-only">
        {status}
      </span>
      <Messages
        props={props}
        errors={errors}
        helpId={helpId}
        helpText={
          props.helperText ??
          (freeText
            ? freeTextHelp(freeText.what)
            : nameOnly
              ? "Pick it from the list if it is there, or type it."
              : multiple
                ? "Type to find more, then pick from the list."
                : "Type to find it, then pick from the list.")
        }
      />
    </div>
  );
}

/** What a form posted last (Conform's `initialValue`), as a text. */
const postedText = (posted: Record<string, unknown>, name: string) =>
  typeof posted[name] === "string" ? (posted[name] as string) : "";

/**
 * The search-then-pick form of a picker, for pages without JavaScript. One Find searches every
 * picker of the form that has text (find.server.ts), so each shows its own matches.
 */
function FindPicker(
  props: Inner & { known: PickerOption[]; reply: FindReply | null; posted: Record<string, unknown> },
) {
  const { kind, meta, multiple = false, freeText, nameOnly = false, initial, errors, reply, posted } = props;
  if (nameOnly) return <FindName {...props} />;
  const searchName = freeText ? freeText.meta.name : `${meta.name}_search`;
  const found = reply?.finds[meta.name] ?? null;
  const searchValue = freeText
    ? String(freeText.meta.initialValue ?? initial[0]?.label ?? "")
    : (found?.search ?? postedText(posted, searchName));
  // The search the matches shown are for: a save with other text is answered with its matches first.
  const searched = found ? found.search : postedText(posted, searchedField(meta.name));
  const invalid = errors.length > 0;
  const helpId = meta.descriptionId;
  const choicesId = `${meta.id}-choices`;
  const matches = (found?.matches ?? []).filter((match) => !initial.some((c) => c.value === match.value));
  const choices = [...initial, ...matches];
  const type = multiple ? "checkbox" : "radio";
  const help =
    props.helperText ??
    (freeText
      ? `Type the name, then Find to pick it from the list. A name not in the list is added as a new ${freeText.what}.`
      : "Type a name, then Find and pick it from the matches.");
  return (
    <div className="jl-field" role="group" id={`${meta.id}-field`} data-invalid={dataFlag(invalid)}>
      <Label props={props} htmlFor={meta.id} invalid={invalid} />
      <input
        type="hidden"
        name="picker"
        value={pickerEntryValue({ kind, field: meta.name, searchField: searchName, mode: freeText ? "free" : "ids" })}
      />
      {searched ? <input type="hidden" name={searchedField(meta.name)} value={searched} /> : null}
      <div className="jl-picker__find">
        <input
          id={meta.id}
          type={freeText ? "text" : "search"}
          name={searchName}
          defaultValue={searchValue}
          className="jl-input jl-input--md"
          autoComplete="off"
          placeholder={props.placeholder}
          aria-describedby={invalid ? meta.errorId : helpId}
          aria-invalid={invalid || undefined}
          aria-required={props.required && initial.length === 0 ? true : undefined}
        />
        <button
          type="submit"
          name="find"
          value={findValue(kind, meta.name, searchName)}
          formNoValidate
          className={buttonClass({ variant: "outline", size: "md" })}
        >
          Find<span className="jl-sr-only"> {props.label.toLowerCase()}</span>
        </button>
      </div>
      <Messages props={props} errors={errors} helpId={helpId} helpText={help} />
      {found && found.search && found.matches.length === 0 ? (
        <p className="jl-picker__note">Nothing in the list matches “{found.search}”.</p>
      ) : null}
      {choices.length > 0 || (freeText && found) ? (
        <fieldset className="jl-picker__choices" id={choicesId}>
          <legend className="jl-picker__legend">
            {found?.search ? `${props.label}: chosen and matching “${found.search}”` : `${props.label}: chosen`}
          </legend>
          {choices.map((option) => (
            <label key={option.value} className="jl-check">
              <input
                type={type}
                name={meta.name}
                value={option.value}
                defaultChecked={initial.some((c) => c.value === option.value)}
              />
              <input type="hidden" name={LABEL_FIELD} value={labelValue(meta.name, option)} />
              {option.label}
            </label>
          ))}
          {freeText ? (
            <label className="jl-check">
              <input type="radio" name={meta.name} value="" defaultChecked={initial.length === 0} />
              None of these: use the name typed above
            </label>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * The search-then-pick form of a `nameOnly` picker: the name field itself and its Find; the
 * matches are radio buttons under `<field>_pick` (values are titles), with "None of these" ticked,
 * and the action writes the ticked title in the field before anything else (`applyPickedName`).
 */
function FindName(props: Inner & { reply: FindReply | null }) {
  const { kind, meta, errors, reply } = props;
  const found = reply?.finds[meta.name] ?? null;
  const invalid = errors.length > 0;
  const helpId = meta.descriptionId;
  const pickName = pickField(meta.name);
  const help = props.helperText ?? "Type the name. Find shows the entries already in the list, to pick one of them.";
  return (
    <div className="jl-field" role="group" id={`${meta.id}-field`} data-invalid={dataFlag(invalid)}>
      <Label props={props} htmlFor={meta.id} invalid={invalid} />
      <input
        type="hidden"
        name="picker"
        value={pickerEntryValue({ kind, field: meta.name, searchField: meta.name, mode: "name" })}
      />
      <div className="jl-picker__find">
        <input
          id={meta.id}
          type="text"
          name={meta.name}
          defaultValue={String(meta.initialValue ?? "")}
          className="jl-input jl-input--md"
          autoComplete={props.autoComplete ?? "off"}
          placeholder={props.placeholder}
          aria-describedby={invalid ? meta.errorId : helpId}
          aria-invalid={invalid || undefined}
          aria-required={props.required || undefined}
        />
        <button
          type="submit"
          name="find"
          value={findValue(kind, meta.name, meta.name)}
          formNoValidate
          className={buttonClass({ variant: "outline", size: "md" })}
        >
          Find<span className="jl-sr-only"> {props.label.toLowerCase()}</span>
        </button>
      </div>
      <Messages props={props} errors={errors} helpId={helpId} helpText={help} />
      {found && found.search && found.matches.length === 0 ? (
        <p className="jl-picker__note">Nothing in the list matches “{found.search}”.</p>
      ) : null}
      {found && found.matches.length > 0 ? (
        <fieldset className="jl-picker__choices" id={`${meta.id}-choices`}>
          <legend className="jl-picker__legend">{`${props.label}: matching “${found.search}”`}</legend>
          {found.matches.map((option) => (
            <label key={option.value} className="jl-check">
              <input type="radio" name={pickName} value={option.label} />
              {option.label}
            </label>
          ))}
          <label className="jl-check">
            <input type="radio" name={pickName} value="" defaultChecked />
            None of these: use the name typed above
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * Without JavaScript the first submit button of a form is the one Enter presses: put this first
 * in a form with pickers, so Enter in any field saves instead of pressing a Find button.
 */
export function DefaultSubmit() {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return <button type="submit" className="jl-sr-only" tabIndex={-1} aria-hidden="true" />;
}
