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
 * `addNew` (several values: skills, decision 187): a name not in the list may be added; it is
 * posted in the field itself, beside the ids and in their order ("Add “…” as a new skill" with
 * JavaScript; without it, a checkbox of that name beside a Find's matches).
 *
 * `ordered`: the member orders the values (decision 187). With JavaScript each chosen value has
 * Move up, Move down and Remove buttons that change the list in place; without it they are the
 * form's Conform intents (reorder, remove), which post the form and have it shown again in the
 * new order, nothing saved.
 *
 * `nameOnly`: the field is a name, not an id (a corporate's own company name): picking an entry
 * writes its title in the field, and any name may be typed. Without JavaScript a Find's matches
 * are radio buttons (`<field>_pick`) whose title replaces what was typed (`applyPickedName`).
 *
 * With JavaScript a pick (or a removed tag) is an input of the field for Conform: the form
 * validates it again as it does a typed field once it has been submitted (`shouldRevalidate`),
 * so the field's message goes as soon as a value is picked (decision 139).
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useActionData } from "react-router";
import { masterListPath } from "#app/contract/master-lists.ts";
import { useHydrated } from "#app/ui/hydrated.ts";
import { buttonClass } from "#app/ui/static.tsx";
import type { FindReply } from "./find.server.ts";
import {
  choose,
  chosenOf,
  type Chosen,
  entryOption,
  findValue,
  freeTextHelp,
  LABEL_FIELD,
  pickerEntryValue,
  searchedField,
  labelsOf,
  labelValue,
  move,
  moveActive,
  movedMessage,
  pickField,
  PICKER_DEBOUNCE_MS,
  PICKER_MATCHES,
  sameLabel,
  unchoose,
  type PickerKind,
  type PickerOption,
} from "./picker-logic.ts";

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
  /** Several values: a name not in the list may be added (posted in `meta` itself); `problem` says what is wrong with one. */
  addNew?: { what: string; problem: (name: string) => string | null };
  /** Several values, in the member's order: move buttons, which without JavaScript are this form's intents. */
  ordered?: { form: FormMetadata<Record<string, unknown>, string[]> };
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
    () => (props.nameOnly ? [] : chosenOf(props.meta.initialValue, known, { names: Boolean(props.addNew) })),
    [props.nameOnly, props.addNew, props.meta.initialValue, known],
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

type Inner = MasterPickerProps & { initial: Chosen[]; errors: string[] };

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

/** An entry of the list: a master-list option, or (free text, a name to add) the typed name itself. */
type Item = { key: string; option: PickerOption | null; text: string };

/** Whether a typed text may be offered as a new value: not a match's title, nor a chosen value's. */
function newName(typed: string, matches: readonly Chosen[], chosen: readonly Chosen[]): boolean {
  return typed !== "" && ![...matches, ...chosen].some((option) => sameLabel(option.label, typed));
}

function Combobox(props: Inner) {
  const { kind, meta, multiple = false, max, freeText, nameOnly = false, addNew, ordered, initial, errors } = props;
  const listId = useId();
  const statusId = `${listId}-status`;
  const helpId = meta.descriptionId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>(initial);
  // What the last move did, read aloud; and the button to give the focus back to after it.
  const [moved, setMoved] = useState("");
  const [refocus, setRefocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (refocus) document.getElementById(refocus.id)?.focus();
  }, [refocus]);
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
      fetch(`${masterListPath(kind)}?${query}`, {
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
  const typed = text.trim().replace(/\s+/g, " ");
  const addProblem = addNew && multiple && newName(typed, results ?? [], chosen) ? addNew.problem(typed) : null;
  if (addNew && multiple && newName(typed, results ?? [], chosen) && !addProblem) {
    items.push({ key: "new", option: null, text: `Add “${typed}” as a new ${addNew.what}` });
  } else if ((freeText || nameOnly) && typed && !(results ?? []).some((option) => sameLabel(option.label, typed))) {
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
    ? moved
    : full
      ? `You have chosen ${max}, the most allowed.`
      : items.length === 0
        ? (addProblem ?? "No matches.")
        : `${items.length} ${items.length === 1 ? "match" : "matches"}. Use the arrow keys to choose.`;

  const pick = (item: Item) => {
    if (item.option) {
      if (full) return;
      setChosen((current) => choose<Chosen>(current, item.option!, { multiple, max }));
      setText(multiple ? "" : item.option.label);
    } else if (addNew && multiple) {
      if (full) return;
      setChosen((current) => choose<Chosen>(current, { value: typed, label: typed }, { multiple, max }));
      setText("");
    } else {
      setChosen([]);
    }
    setMoved("");
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

  // The chosen tags describe the field; an ordered list, with its buttons, is read on its own.
  const describedBy = [invalid ? meta.errorId : helpId, multiple && chosen.length && !ordered ? `${listId}-tags` : null]
    .filter(Boolean)
    .join(" ");

  // Ordered, the chosen values are a list under the field, each with its buttons.
  const orderList =
    multiple && ordered && chosen.length ? (
      <ol
        className="jl-picker__order"
        id={`${listId}-tags`}
        aria-label={`Chosen ${props.label.toLowerCase()}, in order`}
      >
        {chosen.map((option, index) => {
          const buttonId = (what: string) => `${listId}-${what}-${index}`;
          const moveTo = (to: number, what: string) => () => {
            setChosen((current) => move(current, index, to));
            setMoved(movedMessage(option.label, to, chosen.length));
            // The focus follows the value, on the same button unless it is at the end it moved to.
            const end = to === 0 ? "up" : to === chosen.length - 1 ? "down" : null;
            setRefocus({ id: `${listId}-${end === what ? (what === "up" ? "down" : "up") : what}-${to}` });
            picked();
          };
          return (
            <li key={option.value} className="jl-picker__row">
              <span className="jl-picker__name">{option.label}</span>
              <OrderButtons
                label={option.label}
                index={index}
                count={chosen.length}
                ids={{ up: buttonId("up"), down: buttonId("down"), remove: buttonId("remove") }}
                up={{ type: "button", onClick: moveTo(index - 1, "up") }}
                down={{ type: "button", onClick: moveTo(index + 1, "down") }}
                remove={{
                  type: "button",
                  onClick: () => {
                    setChosen((current) => unchoose(current, option.value));
                    setMoved(`${option.label} removed.`);
                    setRefocus(null);
                    picked();
                    inputRef.current?.focus();
                  },
                }}
              />
            </li>
          );
        })}
      </ol>
    ) : null;

  return (
    <div className="jl-field" role="group" id={`${meta.id}-field`} data-invalid={dataFlag(invalid)}>
      <Label props={props} htmlFor={meta.id} invalid={invalid} />
      <input ref={inputEventTarget} type="hidden" name={meta.name} disabled />
      {nameOnly
        ? null
        : chosen.map((option) => (
            <span key={option.value} hidden>
              <input type="hidden" name={meta.name} value={option.value} />
              {typeof option.value === "number" ? (
                <input type="hidden" name={LABEL_FIELD} value={labelValue(meta.name, option as PickerOption)} />
              ) : null}
            </span>
          ))}
      {multiple && chosen.length && !ordered ? (
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
          name={nameOnly ? meta.name : multiple ? undefined : freeText?.meta.name}
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
            setMoved("");
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
      {open && addProblem ? (
        <span className="jl-picker__note" aria-hidden="true">
          {addProblem}
        </span>
      ) : null}
      <span id={statusId} role="status" className="jl-sr-only">
        {status}
      </span>
      <Messages
        props={props}
        errors={errors}
        helpId={helpId}
        helpText={
          props.helperText ??
          (freeText || addNew
            ? freeTextHelp((freeText ?? addNew)!.what)
            : nameOnly
              ? "Pick it from the list if it is there, or type it."
              : multiple
                ? "Type to find more, then pick from the list."
                : "Type to find it, then pick from the list.")
        }
      />
      {orderList}
    </div>
  );
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement>;

/** A chosen value's Move up, Move down and Remove buttons (an `ordered` picker), each given what it does. */
function OrderButtons({
  label,
  index,
  count,
  ids,
  up,
  down,
  remove,
}: {
  label: string;
  index: number;
  count: number;
  ids?: { up: string; down: string; remove: string };
  up: ButtonProps;
  down: ButtonProps;
  remove: ButtonProps;
}) {
  const button = buttonClass({ variant: "outline", size: "xs" });
  return (
    <span className="jl-picker__moves">
      <button {...up} id={ids?.up} className={button} disabled={index === 0}>
        <span aria-hidden="true">↑</span>
        <span className="jl-sr-only">Move {label} up</span>
      </button>
      <button {...down} id={ids?.down} className={button} disabled={index === count - 1}>
        <span aria-hidden="true">↓</span>
        <span className="jl-sr-only">Move {label} down</span>
      </button>
      <button {...remove} id={ids?.remove} className={button}>
        <span aria-hidden="true">×</span>
        <span className="jl-sr-only">Remove {label}</span>
      </button>
    </span>
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
  const {
    kind,
    meta,
    multiple = false,
    freeText,
    nameOnly = false,
    addNew,
    ordered,
    initial,
    errors,
    reply,
    posted,
  } = props;
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
  // Ordered, the chosen values are a list of their own (with their buttons), the matches apart.
  const orderedList = Boolean(ordered && multiple);
  const choices: Chosen[] = orderedList ? matches : [...initial, ...matches];
  const search = found?.search ? found.search.trim().replace(/\s+/g, " ") : "";
  const offerNew = Boolean(addNew && multiple && newName(search, found?.matches ?? [], initial));
  const addProblem = offerNew ? addNew!.problem(search) : null;
  const type = multiple ? "checkbox" : "radio";
  const help =
    props.helperText ??
    (freeText || addNew
      ? `Type the name, then Find to pick it from the list. A name not in the list is added as a new ${(freeText ?? addNew)!.what}.`
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
      {addProblem ? <p className="jl-picker__note">{addProblem}</p> : null}
      {orderedList && initial.length > 0 ? (
        <ol className="jl-picker__order" aria-label={`Chosen ${props.label.toLowerCase()}, in order`}>
          {initial.map((option, index) => (
            <li key={option.value} className="jl-picker__row">
              <input type="hidden" name={meta.name} value={option.value} />
              {typeof option.value === "number" ? (
                <input type="hidden" name={LABEL_FIELD} value={labelValue(meta.name, option as PickerOption)} />
              ) : null}
              <span className="jl-picker__name">{option.label}</span>
              <OrderButtons
                label={option.label}
                index={index}
                count={initial.length}
                up={ordered!.form.reorder.getButtonProps({ name: meta.name, from: index, to: index - 1 })}
                down={ordered!.form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })}
                // Conform's list intents need a list: one value alone is posted as a text, so it is
                // removed by setting the list to none.
                remove={
                  initial.length > 1
                    ? ordered!.form.remove.getButtonProps({ name: meta.name, index })
                    : ordered!.form.update.getButtonProps({ name: meta.name, value: [] as never })
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      {choices.length > 0 || (freeText && found) || (offerNew && !addProblem) ? (
        <fieldset className="jl-picker__choices" id={choicesId}>
          <legend className="jl-picker__legend">
            {orderedList
              ? `${props.label}: matching “${found?.search ?? ""}”`
              : found?.search
                ? `${props.label}: chosen and matching “${found.search}”`
                : `${props.label}: chosen`}
          </legend>
          {choices.map((option) => (
            <label key={option.value} className="jl-check">
              <input
                type={type}
                name={meta.name}
                value={option.value}
                defaultChecked={initial.some((c) => c.value === option.value)}
              />
              {typeof option.value === "number" ? (
                <input type="hidden" name={LABEL_FIELD} value={labelValue(meta.name, option as PickerOption)} />
              ) : null}
              {option.label}
            </label>
          ))}
          {offerNew && !addProblem ? (
            <label className="jl-check">
              <input type={type} name={meta.name} value={search} />
              Add “{search}” as a new {addNew!.what}
            </label>
          ) : null}
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
