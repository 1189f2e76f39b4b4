import { useRef, useState, type ChangeEvent } from 'react';

/**
 * The state of a settings form of text fields (the password and email changes): the values, the
 * message of each field at fault and the form's own (`form`), and the inputs, so that the first
 * field at fault in `order` takes the focus. Typing in a field clears its message and the form's.
 */
export function useFieldForm<F extends string, K extends string>(empty: Record<F, string>, order: readonly F[]) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F | 'form', K>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const showErrors = (found: Partial<Record<F | 'form', K>>) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  /** What a field's LabelledField takes from the form: its input, its value and its changes. */
  const bind = (field: F) => ({
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    },
  });

  return { form, errors, setErrors, showErrors, bind, reset: () => setForm(empty) };
}
