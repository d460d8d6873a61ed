/**
 * What a template app shows in a build for a real server (VITE_API_URL): its data is the demo's mock, which
 * such a build does not carry, so instead of a broken page it says so and points to the product.
 */
import { Link, type NavText } from '@chorus/shell';
import { Heading, Text, useCatalogueLoads } from '@chorus/ui';
import * as css from '../product/product.css';
import { useT } from './i18n';

/** `title`: the app's name, as its navigation entry gives it (a function of the active language) or a string. */
export function MockOnlyNotice({ title }: { title: NavText }) {
  const t = useT();
  useCatalogueLoads(); // a title function reads another catalogue: render again when it loads
  return (
    <div className={css.page}>
      <Heading level={1} size="xxl">
        {typeof title === 'function' ? title() : title}
      </Heading>
      <Text as="p">{t('notice')}</Text>
      <Text as="p">
        <Link to="/apps/initiatives">{t('back')}</Link>
      </Text>
    </div>
  );
}
