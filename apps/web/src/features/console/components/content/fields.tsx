/**
 * The content pages' form pieces (issue 30 "Running the shop"): a labelled text, number, long text or date-time
 * field and a check box, each controlled by its value and `onChange`. Number fields give `null` when emptied.
 */
import { useId, type ReactNode } from 'react';

interface Base {
  label: string;
  hint?: string;
  required?: boolean;
}

function Field({ id, label, hint, children }: Base & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({
  value,
  onChange,
  maxLength = 200,
  ...base
}: Base & { value: string; onChange: (v: string) => void; maxLength?: number }) {
  const id = useId();
  return (
    <Field id={id} {...base}>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        required={base.required}
        aria-describedby={base.hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function LongTextField({
  value,
  onChange,
  maxLength = 5000,
  rows = 3,
  ...base
}: Base & { value: string; onChange: (v: string) => void; maxLength?: number; rows?: number }) {
  const id = useId();
  return (
    <Field id={id} {...base}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={base.required}
        aria-describedby={base.hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function NumberField({
  value,
  onChange,
  step = 1,
  min = 0,
  ...base
}: Base & {
  value: number | null;
  onChange: (v: number | null) => void;
  step?: number;
  min?: number;
}) {
  const id = useId();
  return (
    <Field id={id} {...base}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        value={value ?? ''}
        required={base.required}
        aria-describedby={base.hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </Field>
  );
}

/** A local date and time; `value` and `onChange` are ISO strings (null: none). */
export function DateTimeField({
  value,
  onChange,
  ...base
}: Base & { value: string | null; onChange: (v: string | null) => void }) {
  const id = useId();
  return (
    <Field id={id} {...base}>
      <input
        id={id}
        type="datetime-local"
        value={value ? toLocalInput(value) : ''}
        required={base.required}
        aria-describedby={base.hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : null)}
      />
    </Field>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="content-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** `2026-11-27T08:18` in the browser's time zone, as a datetime-local input takes it. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
