/** A switch (a checkbox with role=switch) and its label; `controls` names what it shows, only while shown. */
export function Toggle({
  name,
  label,
  checked,
  onChange,
  controls,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the id of what the switch shows; only while that is rendered */
  controls?: string | undefined;
}) {
  return (
    <label className="toggle">
      <input
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        aria-controls={controls}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
