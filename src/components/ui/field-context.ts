import { createContext, useContext } from 'react';

/** What a form field tells the control inside it (src/components/ui/field.tsx). */
export interface FieldState {
  controlId: string;
  helperTextId: string;
  errorTextId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** Whether the help text and the error text are on screen (they register themselves). */
  hasHelperText: boolean;
  hasErrorText: boolean;
  showHelperText: (shown: boolean) => void;
  showErrorText: (shown: boolean) => void;
}

export const FieldContext = createContext<FieldState | null>(null);

export const useFieldState = (): FieldState | null => useContext(FieldContext);

interface ControlProps {
  id?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}

/**
 * A control's props with its field's wiring under them: the id its label points at, the
 * required, disabled and read-only states, `aria-invalid`, and `aria-describedby` naming the
 * help text and, while the field is invalid, the error text (added to the control's own). A
 * control outside a field keeps its props as they are.
 */
export const useFieldControlProps = <P extends ControlProps>(props: P): P & { 'data-invalid'?: '' } => {
  const field = useFieldState();
  if (!field) return props;
  const describedBy = [
    field.hasHelperText ? field.helperTextId : undefined,
    field.invalid && field.hasErrorText ? field.errorTextId : undefined,
    props['aria-describedby'],
  ].filter(Boolean);
  return {
    ...props,
    id: props.id ?? field.controlId,
    required: props.required ?? field.required,
    disabled: props.disabled ?? field.disabled,
    readOnly: props.readOnly ?? field.readOnly,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    ...(field.invalid ? { 'data-invalid': '' as const } : {}),
  };
};
