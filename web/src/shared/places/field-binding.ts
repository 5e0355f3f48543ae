import type { ControllerRenderProps, FieldValues } from 'react-hook-form';

/** What an input needs from its controller to blur-validate and take focus on errors. */
export function fieldBinding(field: ControllerRenderProps<FieldValues, string>) {
  return { name: field.name, onBlur: field.onBlur, ref: field.ref };
}
