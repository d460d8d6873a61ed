/**
 * What a template app shows in a build for a real server (VITE_API_URL): its data is the demo's mock, which
 * such a build does not carry, so instead of a broken page it says so and points to the product.
 */
import { Link } from '@chorus/shell';
import { Heading, Text } from '@chorus/ui';
import * as css from '../product/product.css';

export const MOCK_ONLY_NOTICE =
  "This sample app runs on the demo's mock data; it is not part of this server.";

export function MockOnlyNotice({ title }: { title: string }) {
  return (
    <div className={css.page}>
      <Heading level={1} size="xxl">
        {title}
      </Heading>
      <Text as="p">{MOCK_ONLY_NOTICE}</Text>
      <Text as="p">
        <Link to="/apps/initiatives">Go to your initiatives</Link>
      </Text>
    </div>
  );
}
