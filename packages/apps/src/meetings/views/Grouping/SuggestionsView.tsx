/**
 * Grouping suggestions (issue 35): themes proposed from the words the loose ideas share, on request. Each can be
 * renamed and made a theme, or dismissed; none says who wrote what. Props in.
 */
import { Alert, Button, Card, Icon, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

export interface SuggestionView {
  title: string;
  ideas: readonly { id: string; text: string }[];
}

export interface SuggestionsViewProps {
  /** Not asked yet, being worked out, there, or failed (with the reason). */
  state: 'idle' | 'loading' | 'ready' | { error: string };
  suggestions: readonly SuggestionView[];
  /** The suggestion being made a theme, by its first idea. */
  accepting?: string | null;
  onAsk: () => void;
  onAccept: (title: string, ideaIds: string[]) => void;
}

export function SuggestionsView({
  state,
  suggestions,
  accepting = null,
  onAsk,
  onAccept,
}: SuggestionsViewProps) {
  const t = useT();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = suggestions.filter((suggestion) => !dismissed.has(keyOf(suggestion)));
  return (
    <Card
      as="section"
      className={shared.panel}
      aria-labelledby="suggestions-title"
      aria-busy={state === 'loading'}
    >
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <h3 className={shared.subheading} id="suggestions-title">
          {t('suggest.title')}
        </h3>
        <Button
          size="sm"
          variant="outline"
          startIcon={<Icon name="lightbulb" size="sm" />}
          loading={state === 'loading'}
          onClick={() => {
            setDismissed(new Set());
            onAsk();
          }}
        >
          {state === 'idle' ? t('suggest.ask') : t('suggest.again')}
        </Button>
      </Stack>
      <p className={shared.muted}>{t('suggest.text')}</p>
      {typeof state === 'object' ? (
        <Alert tone="critical">{t('suggest.error', { reason: state.error })}</Alert>
      ) : null}
      {state === 'ready' && shown.length === 0 ? <p className={shared.muted}>{t('suggest.none')}</p> : null}
      {state === 'ready' && shown.length > 0 ? (
        <Stack as="ul" gap="md" className={shared.bareList} aria-label={t('suggest.title')}>
          {shown.map((suggestion) => (
            <Suggestion
              key={keyOf(suggestion)}
              suggestion={suggestion}
              busy={accepting === suggestion.ideas[0]?.id}
              onAccept={onAccept}
              onDismiss={() => setDismissed((before) => new Set([...before, keyOf(suggestion)]))}
            />
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}

const keyOf = (suggestion: SuggestionView) => suggestion.ideas.map((idea) => idea.id).join();

function Suggestion({
  suggestion,
  busy,
  onAccept,
  onDismiss,
}: {
  suggestion: SuggestionView;
  busy: boolean;
  onAccept: SuggestionsViewProps['onAccept'];
  onDismiss: () => void;
}) {
  const t = useT();
  const [title, setTitle] = useState(suggestion.title);
  const empty = title.trim() === '';
  return (
    <li className={shared.listItem} aria-label={suggestion.title}>
      <Stack gap="sm" minInlineSize={0}>
        <TextField
          label={t('suggest.name')}
          value={title}
          error={empty ? t('group.nameRequired') : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <span className={shared.muted}>{t('suggest.ideas', { count: suggestion.ideas.length })}</span>
        <ul className={shared.text}>
          {suggestion.ideas.map((idea) => (
            <li key={idea.id}>{idea.text}</li>
          ))}
        </ul>
        <Stack direction="row" wrap gap="sm">
          <Button
            size="sm"
            disabled={empty}
            loading={busy}
            onClick={() =>
              onAccept(
                title.trim(),
                suggestion.ideas.map((idea) => idea.id),
              )
            }
          >
            {t('suggest.accept')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('suggest.dismiss')}
          </Button>
        </Stack>
      </Stack>
    </li>
  );
}
