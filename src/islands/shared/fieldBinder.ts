/**
 * Binds inputs to URL-state fields, so each input names its key once:
 *   const field = fieldBinder({ raw, errors, set });
 *   <MoneyInput label="Price" {...field('price')} />     // name, value, onChange, error
 *   <Select label="Type" {...field.control('type')} options={…} />   // the same without error
 * The input's `name` is the field's key, which is also its URL parameter.
 */

export interface FieldSource<K extends string> {
  raw: Record<K, string>;
  errors: Partial<Record<K, string>>;
  set: (key: K, value: string) => void;
}

export interface ControlProps<K extends string> {
  name: K;
  value: string;
  onChange: (value: string) => void;
}

export interface FieldProps<K extends string> extends ControlProps<K> {
  error: string | undefined;
}

export interface FieldBinder<K extends string> {
  /** name, value, onChange and error for the field `key`. */
  (key: K): FieldProps<K>;
  /** name, value and onChange only, for inputs that show no error message (selects, checkboxes). */
  control: (key: K) => ControlProps<K>;
}

export function fieldBinder<K extends string>({ raw, errors, set }: FieldSource<K>): FieldBinder<K> {
  const control = (key: K): ControlProps<K> => ({ name: key, value: raw[key], onChange: (value) => set(key, value) });
  const field = (key: K): FieldProps<K> => ({ ...control(key), error: errors[key] });
  return Object.assign(field, { control });
}
