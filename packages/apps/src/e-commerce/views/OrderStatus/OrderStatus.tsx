/** An order's status as a chip in the status's own colour (§3: blue, green, orange, purple, pink, red), named as §9 names it. */
import type { Order } from '@chorus/mock-handlers/contracts';
import { Badge } from '@chorus/ui';
import { type MessageKey, useT } from '../../i18n';

type StatusColor = 'blue' | 'green' | 'orange' | 'purple' | 'pink' | 'red';

/** Light fills with dark text of the same hue: at least 7:1, in either theme. */
const colors: Record<StatusColor, { bg: string; fg: string }> = {
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  green: { bg: '#dcfce7', fg: '#166534' },
  orange: { bg: '#ffedd5', fg: '#9a3412' },
  purple: { bg: '#f3e8ff', fg: '#6b21a8' },
  pink: { bg: '#fce7f3', fg: '#9d174d' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
};

export type OrderState = Order['status'][number];

/** The state's name in the active language (§9's names in English); the server's name for an unknown id. */
export function useStatusName(): (state: Pick<OrderState, 'id' | 'name'>) => string {
  const t = useT();
  return (state) => (state.id >= 1 && state.id <= 14 ? t(`status.${state.id}` as MessageKey) : state.name);
}

export function OrderStatus({ state }: { state: Pick<OrderState, 'id' | 'name' | 'color'> }) {
  const name = useStatusName();
  const color = colors[state.color as StatusColor] ?? colors.blue;
  return (
    <Badge bg={color.bg} fg={color.fg}>
      {name(state)}
    </Badge>
  );
}
