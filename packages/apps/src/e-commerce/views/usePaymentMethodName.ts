/**
 * An order's payment method in the viewer's language: the API's methods (Credit Card, Check, PayPal, Bank-wire)
 * are UI strings, found by the method (their handle) in the catalogue (`systemName`, as mail names its system
 * folders); a brand (PayPal) or a method the catalogue does not know stays as the API wrote it.
 */
import { systemName } from '../../lib/systemName';
import { useT } from '../i18n';

const METHOD_KEYS = {
  'Credit Card': 'payment.creditCard',
  Check: 'payment.check',
  'Bank-wire': 'payment.bankWire',
} as const;
const METHODS = Object.keys(METHOD_KEYS) as (keyof typeof METHOD_KEYS)[];

export function usePaymentMethodName(): (method: string) => string {
  const t = useT();
  return (method) => systemName(method, method, METHODS, (known) => t(METHOD_KEYS[known]));
}
