export { FormField, fieldAria, useFieldIds } from './FormField';
export type { FieldIds, FormFieldProps } from './FormField';
