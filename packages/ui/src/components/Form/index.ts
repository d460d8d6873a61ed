export { fieldProps, setServerErrors, useZodForm } from './useZodForm';
export type { UseZodFormOptions } from './useZodForm';
