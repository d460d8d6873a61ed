/**
 * The knowledge base's categories (pure): each with its article count and featured articles; an article opens
 * in the kit's Dialog (focus kept inside, back on the article's button when it closes), its HTML through the
 * apps' one SafeHtml.
 */
import type { Article, KnowledgeBaseCategory } from '@chorus/mock-handlers/contracts';
import { Dialog, DialogContent, DialogTrigger, Icon } from '@chorus/ui';
import { useId, useMemo } from 'react';
import { SafeHtml } from '../../../../lib/SafeHtml';
import { useT } from '../../i18n';
import * as css from './Categories.css';

/** The article's HTML opens with its own title as a heading (the seeded ones do): the dialog then shows it once. */
function opensWithTitle(article: Article): boolean {
  // DOMParser builds an inert document: nothing in it runs or loads, and only its first element is read.
  const first = new DOMParser().parseFromString(article.content, 'text/html').body.firstElementChild;
  return !!first && /^H[1-6]$/.test(first.tagName) && first.textContent?.trim() === article.title.trim();
}

function ArticleLink({ article, category }: { article: Article; category: string }) {
  const t = useT();
  const titled = useMemo(() => opensWithTitle(article), [article]);
  return (
    <Dialog>
      <DialogTrigger>
        <button type="button" className={css.article}>
          <Icon name="file-text" size="sm" className={css.articleIcon} />
          {article.title}
        </button>
      </DialogTrigger>
      <DialogContent
        title={article.title}
        description={t('article.in', { category })}
        closeLabel={t('article.close')}
        size="lg"
        hideTitle={titled}
      >
        <SafeHtml html={article.content} className={css.body} />
      </DialogContent>
    </Dialog>
  );
}

function Category({ category }: { category: KnowledgeBaseCategory }) {
  const t = useT();
  const id = useId();
  return (
    <section className={css.category} aria-labelledby={id} data-testid="kb-category">
      <div className={css.head}>
        <Icon name="book-marked" className={css.icon} />
        <h2 id={id} className={css.title}>
          {category.title}
        </h2>
      </div>
      <p className={css.count}>{t('category.articles', { count: category.articlesCount })}</p>
      {category.featuredArticles.length === 0 ? (
        <p className={css.count}>{t('category.noFeatured')}</p>
      ) : (
        <ul className={css.articles} aria-label={t('category.featured', { category: category.title })}>
          {category.featuredArticles.map((article) => (
            <li key={article.id}>
              <ArticleLink article={article} category={category.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Categories({ categories }: { categories: readonly KnowledgeBaseCategory[] }) {
  return (
    <div className={css.grid}>
      {categories.map((category) => (
        <Category key={category.id} category={category} />
      ))}
    </div>
  );
}
