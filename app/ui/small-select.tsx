import { SelectIndicator } from "./static.tsx";

/**
 * A labelled small select of a list's filter or action form (plain elements with the static
 * `jl-select` classes): the label before the control, as wide as its longest option.
 */
export function SmallSelect({
  id,
  label,
  name,
  defaultValue,
  options,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      <label htmlFor={id} className="jl-text-sm">
        {label}
      </label>
      <div className="jl-select jl-select--sm" style={{ width: "auto", maxWidth: "100%" }}>
        {/* Keyed by its value: a new page's value is shown, not the one the control kept. */}
        <select id={id} name={name} defaultValue={defaultValue} className="jl-select__field" key={defaultValue}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectIndicator />
      </div>
    </>
  );
}
