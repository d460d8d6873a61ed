export { fieldProps, setServerErrors, useZodForm } from './useZodForm';
export type { UseZodFormOptions, ZodFieldError } from './useZodForm';
